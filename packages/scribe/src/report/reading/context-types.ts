/**
 * The shape of a context rule: one cue phrase and what it says about the clinical words near it, after
 * the ConText algorithm (Harkema et al., 2009; as medspaCy and clinlp keep it, as rows of data read by one
 * interpreter). The rows live in context-cues.ts and answer-cues.ts; context.ts and answers.ts read them.
 */

/**
 * What a cue says of a mention: whether it is there, whose it is, whether it is only talked of, whether
 * the speaker only guesses at it, and whether it was so before this consultation.
 */
export type Qualifier = 'presence' | 'experiencer' | 'hypothetical' | 'certainty' | 'temporality';

export type QualifierValue =
  /** presence: said not to be there ('no fever', 'denies chest pain') */
  | 'negated'
  /** presence: said to be there, whatever negation came before ('never had a headache this bad') */
  | 'affirmed'
  /**
   * presence: had, and said right after it to be over ('the rash went away', 'the nausea resolved'): not there
   * today, yet not denied either; the history tells it as resolved
   */
  | 'over'
  /** experiencer: someone else's ('my mother has diabetes') */
  | 'other'
  /** hypothetical: a warning, a risk or a condition ('if you get chest pain, call us') */
  | 'hypothetical'
  /** temporality: found or had before this consultation ('at your last visit your knee was swollen') */
  | 'historical'
  /** certainty: only guessed at ('maybe i lifted something wrong', 'this could be gout') */
  | 'possible'
  /** certainty: believed, not proven ('i think you have gout', 'consistent with gout') */
  | 'probable'
  /** certainty: stated as fact ('you have gout', 'the x-ray shows a fracture') */
  | 'confirmed';

/**
 * A wording of a diagnosis (certainty-cues.ts): its cues, after which the diagnosis is named, and the certainty
 * they carry. An assessed wording ('my impression is') gives the clinician's assessment whatever it names.
 */
export interface CertaintyRow {
  id: string;
  cues: readonly string[];
  value: Extract<QualifierValue, 'possible' | 'probable' | 'confirmed'>;
  assessed?: true;
}

/**
 * Which way a cue reaches:
 * - forward: the mentions after it, up to its scope or a terminator;
 * - backward: the mention just before it (its pattern is read from the mention's end);
 * - terminate: ends the reach of the forward cues before it ('but', 'however', a new subject's verb);
 * - pseudo: holds a cue's words but is no cue ('not sure when', 'no, I have…'): a forward cue that starts
 *   a pseudo phrase is dropped, and so is the reach of the cues before it.
 */
export type Direction = 'forward' | 'backward' | 'terminate' | 'pseudo';

/** Where a rule reads: what was said in the consultation, or a written note's statements. */
export type Source = 'talk' | 'note';

/**
 * What a rule is about: a symptom, condition or drug named (a mention), the judgement or finding of a test's
 * result ('not elevated', 'no acute fracture'), whose denial turns it to its opposite, or the clinician's
 * statement of a diagnosis ("i don't think you have gout"), which a denial before it leaves unstated, or
 * an examination finding, told as found at another time or by another examiner ('the er noted swelling').
 */
export type Target = 'mention' | 'result' | 'statement' | 'finding';

/** A language a cue is said in: English, or Hindi and Tamil in English letters. */
export type Language = 'en' | 'hi' | 'ta';

/**
 * Who says a cue for it to count. Some words deny only in one mouth: a patient who echoes a checklist item and
 * then says 'no' answers it, where a clinician listing problems and adding 'no' may be turning to the next topic.
 */
export type CueSpeaker = 'clinician' | 'patient';

export interface ContextRule {
  /** a name for the trace: which rule decided */
  id: string;
  /** the cue's words, as a regular-expression source over normalised text (lower case, digits, straight quotes) */
  phrase: string;
  qualifier: Qualifier;
  value: QualifierValue;
  direction: Direction;
  /** how many characters before a mention a forward cue reaches; a note's lists reach to the sentence's start */
  scope?: number;
  /** a backward 'affirmed' rule that holds only after the forward rule of this id ('never … before') */
  afterCue?: string;
  /**
   * a backward 'over' row that holds only after a forward denial reaches the mention: 'no headaches since i
   * started the pills', 'i don't get nausea anymore' (had, and over), where 'headaches since monday' is had still
   */
  afterDenial?: true;
  /** where the rule reads; both when absent */
  source?: Source;
  /** who must say the cue; anyone when absent. A row with a speaker counts only where the reader knows who spoke. */
  speaker?: CueSpeaker;
  /** what the rule is about; a mention when absent */
  target?: Target;
  language: Language;
}

/** One kind of reply to a yes/no question, read from the reply's first words. */
export interface AnswerRule {
  id: string;
  phrase: string;
  /**
   * 'no' denies what was asked, 'yes' affirms it; 'agree' and 'against' answer a negated question ('and no
   * fever?'); 'takeBack' is a clinician's reply that denies what the patient just said of themself; 'noThenYes'
   * is a soft no taken back ('no, well, sometimes'), 'limited' a no said only of now ('not today'), 'contrast' a
   * filler that turns against the question ('actually'); 'over' says it was had and is over now ('it went away'):
   * no to today, yet had, so not denied; 'still' says what was asked is still there ('still there', 'it's the
   * same'): yes, whichever way the question was put ('has the cough gone?' 'still there')
   */
  answer:
    | 'no'
    | 'yes'
    | 'agree'
    | 'against'
    | 'unknown'
    | 'filler'
    | 'contrast'
    | 'ackThenNo'
    | 'noThenYes'
    | 'limited'
    | 'takeBack'
    | 'over'
    | 'still';
  language: Language;
}

/** What decided a qualifier, for `--trace` and the bench's count of rules that fire. */
export interface Decision {
  /** not there today: denied, or said to be over */
  negated: boolean;
  /**
   * not denied but had and over now (a row of value 'over' decided): the history tells it as resolved. 'before'
   * when said as a denial is ('no more nausea', 'no headaches since'), which a 'no' or 'right' agrees with;
   * 'after' when said after it ('the rash went away'), which a 'yes' affirms
   */
  over?: 'before' | 'after';
  /** the rules that decided, in the order they acted */
  rules: string[];
}
