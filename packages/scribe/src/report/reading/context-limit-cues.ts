import type { ContextRule } from './context-types.js';

/**
 * Context rules that limit the others (see context-types.ts): pseudo-cues, whose words look like a cue but
 * negate something else, and terminators, where a cue's reach ends. Part of CONTEXT_RULES (context-cues.ts).
 */
/** What comes after not knowing when it is the knowing that is negated: a pause, or a question word. */
const THEN_QUESTION_WORD = String.raw`(?: (?:exactly|for sure))?\s*(?:[,;:]|(?:when(?! (?:i|she|he) last)|where|why|how|what|which|kab|kaise|kyun|kyon|kahan|kitne|kitna)\b)`;
/** Tests whose finding is a clause of its own, and the verbs that tell it. */
const TEST_WORDS = String.raw`(?:reports?|results?|tests?|scans?|biops(?:y|ies)|x-?rays?|labs?|imaging|mri|ct|ultrasound|pathology)`;
const FOUND_WORDS =
  '(?:confirm|confirms|confirmed|show|shows|showed|reveal|reveals|revealed|came back|found|indicate|indicates|indicated)';

/** How a clinician opens the next step of the plan, or an option for it ('if it doesn't get better we could try …'). */
const PLAN_OPENERS = String.raw`(?:we'll|we will|we're going to|we are going to|we're gonna|let's|let us|i want you to|i'd like you to|i would like you to|we (?:can|could|may|might))`;
/** What keeps a plan inside the denial before it: it is itself denied, or what is doubted is the need for it. */
const STILL_DENIED = '(?:not|no|never|need|have to)';
/**
 * The words that turn talk to a new topic, a question about another thing among them. A bare 'for your' is
 * not one: 'no need for medicine for your cough' denies the medicine for that cough.
 */
const NEW_TOPIC =
  '(?:as for|now for|and then for|moving on to|switching gears|in terms of your|regarding your|what about|how about)';
/** A denial's verb or 'not', before words that weigh how much ('not as much', "haven't had as many"). */
const NOT_SO = String.raw`(?:don't|do not|doesn't|does not|didn't|did not|haven't|have not|hasn't|has not|isn't|is not|wasn't|was not|not)`;
/** How much, weighed against before: 'quite as much', 'nearly as bad', 'as many'. */
const AS_MUCH = String.raw`(?:quite |nearly |near |really )?as (?:much|many|bad|often|severe|frequent|strong)\b`;
/** What a speaker offers in place of what was denied: 'just a cough', 'only some stiffness'. */
const INSTEAD = String.raw`\b(?:just|only)\s+(?:a|an|the|some|my|this|that|mild|slight)`;

export const LIMIT_RULES: readonly ContextRule[] = [
  // Pseudo-cues: a cue's words that negate something else.
  // Not knowing when, where or what negates the knowing ('not sure what triggers my headaches').
  {
    id: 'pseudo:not-sure-when',
    phrase: `(?:not sure|no idea)${THEN_QUESTION_WORD}`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'en',
  },
  {
    id: 'pseudo:dont-know-when',
    phrase: String.raw`(?:don't|do not|didn't|did not|can't|cannot|can not|couldn't|could not) (?:really )?(?:know|remember|recall|say|tell)${THEN_QUESTION_WORD}`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'en',
  },
  {
    id: 'pseudo:pata-nahi-kab',
    phrase: `(?:(?:yaad|pata) nahin?|nahin? (?:yaad|pata))${THEN_QUESTION_WORD}`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'hi',
  },
  // 'No, I have a cough': a 'no' that answers what came before, not what follows.
  {
    id: 'pseudo:answer-no',
    phrase: String.raw`^(?:no|nope)\b[,.]?\s+(?:i|it|she|he|they|we|let's|but|just|only)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'en',
  },

  // 'My left, no, my right knee hurts': a 'no' that puts a side right, which denies nothing after it. Without a
  // determiner the side is denied ('no left-sided weakness').
  {
    id: 'pseudo:no-side-put-right',
    phrase: String.raw`no\b[,.]?\s+(?:the|my|your|his|her)\s+(?:left|right)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'en',
  },

  // 'I don't know if it's got to do with the back pain': doubt over a cause, which negates nothing it names.
  {
    id: 'pseudo:dont-know-if-cause',
    phrase: String.raw`(?:don't|do not|not sure) (?:know )?(?:if|whether) (?:it's|it is|that's|that is|this is|it has) (?:got )?(?:to do with|related to|from|because of|caused by)`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'en',
  },
  // 'Not if I stand all day, then I get swelling': a 'not' that limits when, so what follows is there at those times.
  {
    id: 'pseudo:not-if',
    phrase: String.raw`\bnot (?:if|unless|until|when|except)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'en',
  },

  // 'I don't have quite as much shortness of breath', 'not as many headaches': less of it than before, which says
  // it is still there; the 'not' denies the amount, not the symptom.
  {
    id: 'pseudo:not-as-much',
    phrase: String.raw`${NOT_SO}(?: (?:have|had|get|got|been|feel|having|getting))? ${AS_MUCH}`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'pseudo',
    language: 'en',
  },

  // Terminators: a negation does not reach past a contrast, a new subject's own clause, or the likelier thing offered instead.
  {
    id: 'end:but',
    phrase: String.raw`\b(?:but|however|although|except|though|aside from|apart from|other than|besides|instead|some)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  {
    id: 'end:new-subject',
    phrase: String.raw`[,;:]\s*(?:and )?(?:i|she|he|it|they)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  {
    id: 'end:more-likely',
    phrase: String.raw`[,;:]\s*(?:(?:more|most) likely|likely|probably|rather|more like|looks like)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // The same said without a pause mark: 'this is not a stroke it's most likely a migraine', 'it's probably
  // just a pulled muscle'. Not 'it's likely to be …', which may still be what is doubted.
  {
    id: 'end:said-likely',
    phrase: String.raw`\b(?:it's|it is|this is|that's|that is)\s+(?:(?:more|most)\s+)?(?:likely|probably)\b(?!\s+to\b)`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // A name given to what was just told: 'your heart isn't pumping as strong as it should that's what we call
  // heart failure'. The name is of a finding said to be there, not denied.
  {
    id: 'end:naming',
    phrase: String.raw`\b(?:that's|that is|this is|it's|it is)\s+what\s+(?:we|they|doctors|i)\s+call\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  {
    id: 'end:subject-verb',
    phrase: String.raw`\b(?:i|she|he|they)\s+(?:have|has|had|do|does|did|get|gets|got|feel|feels|felt|am|is|was|noticed|notice|'ve|'m)\b(?!\s+(?:not|n't|no)\b)`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  {
    id: 'end:own-clause',
    phrase: String.raw`\b(?:i|he|she|they)\s+(?:[a-z']+\s+){0,3}?(?:get|gets|have|has|had|feel|feels|felt|do|does|did|started|became)\b(?!\s+(?:not|no|any)\b)`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // 'Not going to change your blood pressure medicine, we'll keep you on metformin': the clinician's next
  // plan, a clause of its own, which a negation before it does not reach (speech gives no pause mark). A plan
  // that is itself what is doubted ('I don't think we'll need antibiotics') or denied goes on being denied.
  {
    id: 'end:plan-clause',
    phrase: String.raw`\b${PLAN_OPENERS}\b(?!\s+${STILL_DENIED}\b)`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // 'No changes to your inhaler, as for your diabetes…': a new topic, which the negation before it does not reach.
  {
    id: 'end:new-topic',
    phrase: String.raw`\b${NEW_TOPIC}\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // 'I don't have a fever, just a cough': what is offered instead is said to be there.
  {
    id: 'end:instead',
    phrase: INSTEAD,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // 'I don't think it's a fracture, I think it's a sprain': the clinician's own view, a clause of its own.
  {
    id: 'end:own-view',
    phrase: String.raw`\b(?:i|we) (?:think|believe|suspect)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // 'No nausea or vomiting, okay, and the diarrhoea started when?': an acknowledgement closes the answer, so
  // a denial before it does not reach what is talked of next (speech gives no pause mark).
  {
    id: 'end:acknowledged',
    phrase: String.raw`\b(?:okay|ok|alright|all right)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // 'I don't know, I woke up with this numbness': what the speaker says then happened is a clause of its own,
  // which a negation before it does not reach (speech gives no pause mark between the two).
  {
    id: 'end:subject-happened',
    phrase: String.raw`\b(?:i|she|he|they)\s+(?:woke|developed|began|came down)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // What a note or a clinician then says is there: 'denies fever, positive for cough'.
  {
    id: 'end:positive-for',
    phrase: String.raw`\b(?:positive for|endorses|admits to)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // What the patient came with is had: 'no past history, who presented to the clinic with (the chief complaint of) cough'.
  {
    id: 'end:presented-with',
    phrase: String.raw`\b(?:presents|presented|presenting)\s+(?:[a-z]+\s+){0,6}?with\b|\bcomplaints? of\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  {
    id: 'end:part-became',
    phrase: String.raw`\b(?:my|his|her)\s+[a-z]+\s+(?:[a-z]+\s+)?(?:became|got|went|started)\b`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
  // 'I don't have better news, your reports confirm cancer': a test's finding is a clause of its own.
  {
    id: 'end:test-found',
    phrase: String.raw`\b${TEST_WORDS}\s+(?:[a-z]+\s+)?${FOUND_WORDS}\b(?!\s+(?:not|no)\b)`,
    qualifier: 'presence',
    value: 'negated',
    direction: 'terminate',
    language: 'en',
  },
];
