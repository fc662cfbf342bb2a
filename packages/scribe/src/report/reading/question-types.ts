import type { Language } from './context-types.js';

/**
 * The shape of a question rule (question-cues.ts), read by questions.ts: which words make a line a
 * question when speech recognition left out its question mark, and which make a '?' no question.
 */
export type QuestionKind =
  /** discourse words a question may open with ('okay so any fever'); they ask nothing themselves */
  | 'marker'
  /** a discourse word that may open a question, but inside a sentence goes on with the clause before it ('or any misalignment') */
  | 'joiner'
  /** an auxiliary before its subject ('do you', 'have you had'), 'how about': asks at a clause's start, or starts a new question inside a run of speech */
  | 'opener'
  /** an elliptic question ('any chest pain'): asks at a clause's start, or inside a run after a discourse word */
  | 'elliptic'
  /** asks only at a clause's start ('is it itchy', 'how long has she…'); inside a sentence the same words state */
  | 'start'
  /** a code-mixed question word that asks wherever it stands (Hindi 'kya', Tamil 'irukka') */
  | 'anywhere'
  /** words that ask near the end of a clinician's long unpunctuated turn ('… had any fevers', 'any fever, chills or sweats') */
  | 'near-end'
  /** how a clinician asks, not a patient ('any …', 'has he had …'): such a line is the clinician's, whatever the label */
  | 'clinician'
  /** a tag asking for agreement ('…, okay?', 'does that sound good?'): the statement before it asks nothing */
  | 'tag'
  /** a word that turns a statement into a question ('you've had some fatigue, but no weight loss?'): what is said before it states */
  | 'turn'
  /** words before an auxiliary that make it part of a statement ('we'll have you…', 'how long have you…' is one question) */
  | 'not-after'
  /** an auxiliary before what it asks of ('do you', 'does the'): two in one line join two yes/no questions */
  | 'yes-no'
  /** words that start a statement (a clinician's judgement), ending any question before them */
  | 'statement'
  /** a clinician's question about past operations ('any surgeries?'): what the reply names is the surgical history */
  | 'operations'
  /** a question, after an operation is named, asking when it was done ('when was that?'): the reply's year is its */
  | 'when-done'
  /** a question asking the age it was done at ('how old were you?'): a bare number in the reply is that age */
  | 'age-then'
  /** a reply to an age-then question that is a bare age ('about 14', 'i think 14'), the number captured (m[1]) */
  | 'age-reply'
  /**
   * a question that takes what it names next as given and asks about it ('how long have you had the cough?',
   * 'when did the headaches start?'): a reply that does not say it is gone affirms it
   */
  | 'presuming'
  /**
   * a presuming question that asks how long what it names has been had ('how long has she been suffering from
   * migraines?'): a condition named next is the clinician's to state, as the question takes it as known
   */
  | 'presuming-had';

export interface QuestionRule {
  id: string;
  /** a regular-expression source over normalised text (lower case, straight quotes) */
  phrase: string;
  kind: QuestionKind;
  language: Language;
}
