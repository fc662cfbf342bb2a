/**
 * Words that decide whether a procedure named in the talk is in the plan (extract/procedures.ts), and by which a
 * clinician advises a treatment (the reading of a diagnosis's certainty). Regular-expression sources.
 */

/** What a planning word says of a procedure: the clinician advises it, or it is set to be done. */
export type ProcedureStep = 'recommended' | 'planned';

/**
 * Words before a procedure, in its clause, by which it is advised ('I'd recommend an ORIF', 'you're a
 * good candidate for a knee replacement', 'you will need surgery') or set to be done ('we're going to
 * schedule you for', "let's do a cortisone shot", "you're scheduled for surgery"). A procedure only named
 * (the patient's own 'I had a knee replacement', a question) has none of these and is not in the plan.
 */
export const PROCEDURE_CUES: { phrase: string; step: ProcedureStep }[] = [
  { phrase: 'recommend(?:ing|ed|ation (?:is|would be))?', step: 'recommended' },
  { phrase: 'suggest(?:ing)?', step: 'recommended' },
  { phrase: 'advis(?:e|ing)', step: 'recommended' },
  { phrase: '(?:you|she|he) (?:will |would |do |does )?(?:need|needs|benefit from)', step: 'recommended' },
  // Said as what is coming: "you're most likely going to need surgery", "i believe he's gonna need a fusion".
  {
    phrase:
      "(?:you're|you are|she's|she is|he's|he is) (?:(?:most )?likely |probably |definitely )?(?:going to|gonna) need",
    step: 'recommended',
  },
  { phrase: "(?:you're|you are|she's|she is|he's|he is) (?:a )?(?:good |great )?candidate for", step: 'recommended' },
  { phrase: '(?:the )?(?:best )?(?:option|treatment|next step) (?:is|would be|will be)', step: 'recommended' },
  { phrase: "(?:i|we)(?:'d| would) (?:like|want) to", step: 'planned' },
  { phrase: "(?:i'm|i am|we're|we are|we'll be) (?:going to|gonna)", step: 'planned' },
  { phrase: "(?:i|we)(?:'ll| will)", step: 'planned' },
  { phrase: "let's", step: 'planned' },
  { phrase: 'the plan (?:is|will be)', step: 'planned' },
  { phrase: 'schedul(?:e|ed|ing)', step: 'planned' },
  { phrase: 'set (?:you|him|her) up for', step: 'planned' },
  { phrase: 'book (?:you|him|her) for', step: 'planned' },
  { phrase: '(?:go|going) ahead (?:and do|with)', step: 'planned' },
  { phrase: 'proceed(?:ing)? with', step: 'planned' },
];

/**
 * Words in the procedure's clause that put it at this consultation: 'a cortisone shot today'. Not a bare 'now',
 * which in speech mostly turns to the next matter ('you will need surgery now the surgery will place the bones').
 */
export const DONE_NOW = ['today', 'right now', 'this morning', 'this afternoon'];

/** The words that end a clause before a procedure: the cue that plans it must be in the same clause. */
export const CLAUSE_BREAK = [
  String.raw`[.;!?]`,
  String.raw`\bbut\b`,
  String.raw`\bhowever\b`,
  String.raw`\balthough\b`,
];

/**
 * Words by which the clinician offers a procedure without yet planning it ('we can also try a cortisone
 * injection', 'one option is an injection'): in the plan only once the patient takes it up.
 */
export const OFFERS = [
  '(?:we|i) (?:can|could) (?:also )?(?:try|do|give you|offer you)',
  // 'we can consider a steroid injection', 'we might consider surgery'
  '(?:we|i) (?:can|could|may|might) (?:also )?(?:consider|think about)',
  '(?:one|another|the other) option (?:is|would be)',
];

/** The patient taking an offer up: "i would like to get the injection", "yes let's do it". */
export const TAKEN_UP = [
  "i(?:'d| would)(?: \\w+)? (?:like|love|want) (?:to )?(?:\\w+ )?(?:get|have|do|try|go ahead)",
  "(?:yes|yeah|sure|okay)(?: please|,? let's do (?:it|that)|,? (?:that )?sounds good)",
  "let's do (?:it|that)",
];

/** The clinician doing the procedure taken up at this visit: 'we can take care of that today while you're here'. */
export const DONE_HERE = [
  "(?:do|take care of|give you|get|go ahead with) (?:that|it|this|the (?:injection|shot))(?: \\w+){0,3}? (?:today|right now|now|while you're here)",
];
