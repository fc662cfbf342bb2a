import type { QuestionRule } from './question-types.js';
import { HISTORY_QUESTION_RULES } from './history-question-cues.js';

/**
 * How a line asks when speech recognition left out its question mark, and when a '?' asks nothing (see
 * question-types.ts), read by questions.ts for the writer and the checker alike. Phrases are
 * regular-expression sources over normalised text. Clinicians ask 'any chest pain' and 'how about fevers'
 * far more than full questions. Adding a cue is adding a row here and an example in questions.test.ts.
 */

/** The one asked about after an auxiliary: 'do you', 'has she', 'did they'. */
const SUBJECT = '(?:you|u|they|he|she)';
/**
 * 'and have you come back in two weeks': 'have you' before a plain verb has the patient do it, asking nothing;
 * 'you have you know some swelling' is 'have' and the filler 'you know'.
 */
const CAUSED =
  '(?:come|go|get|do|take|make|start|stop|follow|return|try|use|wear' +
  '|schedule|call|keep|continue|work|walk|see|meet|fill|sign|ice|rest' +
  '|elevate|know|check|weigh|monitor|increase|decrease|strain|eat|drink|avoid)\\b';
/** Verbs of having a symptom after 'have you', 'has she' ('been', 'had', 'noticed', 'experienced'). */
const HAVING = '(?:been|had|have|get|got|gotten|having|getting|noticed?|feel|felt|experienc\\w*)';
/** What a question word asks about: 'you', 'it', 'the pain', 'your knee', 'there'. */
const ASKED_ABOUT = '(?:you|u|they|he|she|it|the|your|there|this|that)';
const AUXILIARY = '(?:do|did|does|have|has|had|are|were|is|was|can|could|would|will)';
/** Words that make a following 'any' part of a denial, not a question ('don't see any', 'without any'). */
const NEGATION_BEFORE_ANY = "no|not|never|without|nor|[a-z]+n't";

export const QUESTION_RULES: readonly QuestionRule[] = [
  // Discourse words before a question: 'okay so any fever', 'that's good, any neck pain', 'so tell me, any weakness'.
  {
    id: 'marker:so',
    phrase: 'and|so|okay|ok|alright|all right|now|also|next|then|well|but|just',
    kind: 'marker',
    language: 'en',
  },
  { id: 'marker:um', phrase: 'um|uh|hm+|mhm|mm-hmm|yeah|right|sorry', kind: 'marker', language: 'en' },
  { id: 'marker:ack', phrase: 'good|great|perfect|excellent|got it|tell me', kind: 'marker', language: 'en' },
  // Thinking aloud before the question: 'so let's see here, any history of high blood pressure'.
  { id: 'marker:lets-see', phrase: "let's see(?: here)?|let me see", kind: 'marker', language: 'en' },
  // The examination named before an elliptic question: 'on exam any swelling in your feet' asks of the feet.
  {
    id: 'marker:on-exam',
    phrase: '(?:on|in) (?:your |the )?(?:[a-z]+ )?exam(?:ination)?',
    kind: 'marker',
    language: 'en',
  },
  // 'You don't have any fractures or any misalignment': 'or any' goes on with the clause before it.
  { id: 'joiner:or', phrase: 'or', kind: 'joiner', language: 'en' },

  // An auxiliary before its subject asks, at a clause's start or inside a run of speech.
  {
    id: 'opener:do-you',
    phrase: `(?:do|did|does|has|had|are|were|can|could|would|will)(?: not|n't)? ${SUBJECT}\\b`,
    kind: 'opener',
    language: 'en',
  },
  // 'does anyone in your family have diabetes': the family asked about as a whole; 'did something happen'.
  // Not 'do something' or 'have something to eat', which tell the patient to.
  {
    id: 'opener:anyone',
    phrase:
      "(?:do|does|did|has|have|is)(?: not|n't)? (?:anyone|anybody|someone|somebody)\\b|(?:does|did|has|is)(?: not|n't)? (?:anything|something)\\b",
    kind: 'opener',
    language: 'en',
  },
  // 'have any doctors ever told you that you had …': whether someone found it before.
  {
    id: 'opener:ever-told',
    phrase: String.raw`(?:has|have|did)(?: not|n't)? (?:any|a|another|the) (?:doctors?|physicians?|providers?|specialists?)(?: ever)? (?:told|said|diagnosed|mentioned)\b`,
    kind: 'opener',
    language: 'en',
  },
  // 'she tested positive for ppd was she diagnosed with tuberculosis': whether a diagnosis was made, asked
  // inside a run of speech; 'was' or 'is' before its subject asks only about a diagnosis so.
  {
    id: 'opener:was-she-diagnosed',
    phrase: String.raw`(?:was|were|is)(?: not|n't)? (?:you|he|she|they)(?: ever)? (?:diagnosed|told)\b`,
    kind: 'opener',
    language: 'en',
  },
  { id: 'opener:have-you', phrase: `have(?: not|n't)? ${SUBJECT}\\b(?! ${CAUSED})`, kind: 'opener', language: 'en' },
  {
    id: 'opener:is-there',
    phrase:
      "(?:is|was)(?: not|n't)? (?:there any|there anything|there an?|your)\\b|(?:are|were) there any\\b|has there been\\b",
    kind: 'opener',
    language: 'en',
  },
  // 'let me feel your knee now does it hurt when i push here': asking after pain at the spot asks wherever it stands.
  {
    id: 'opener:does-it-hurt',
    phrase: "(?:does|did|is|was)(?: not|n't)? (?:it|that|this) (?:hurt|hurting|sore|tender|painful|bother)\\b",
    kind: 'opener',
    language: 'en',
  },
  { id: 'opener:how-about', phrase: "(?:how|what) (?:about|'?bout)\\b", kind: 'opener', language: 'en' },
  { id: 'elliptic:any', phrase: 'any\\b|anything\\b', kind: 'elliptic', language: 'en' },
  // 'anyone in the family with cancer', 'anybody at home sick': the family or household asked about as a whole,
  // the auxiliary left out as speech does.
  {
    id: 'elliptic:anyone',
    phrase: String.raw`(?:anyone|anybody)(?: else)? (?:in|on|at) (?:your|the) (?:family|side|home|house)\b`,
    kind: 'elliptic',
    language: 'en',
  },

  // Asks only at a clause's start: 'is the cough worse at night', 'is it itchy', 'how long has she been…'.
  // Inside a sentence the same words state ('the pain is the worst', 'the problem is it keeps coming back').
  {
    id: 'start:is-the',
    phrase:
      "(?:is|was|does|did|has)(?: not|n't)? (?:the|your)\\b|(?:is|was|does|did|has|will|would|can)(?: not|n't)? (?:it|that|this|they)\\b(?!')",
    kind: 'start',
    language: 'en',
  },
  // The patient asking leave, at a clause's start: 'should i take ibuprofen for it', 'can i take tylenol with
  // that'. A medicine named so is asked about, not taken; not 'can i'll', nor 'i can' inside a clause.
  {
    id: 'start:may-i',
    phrase: "(?:should|can|could|may|shall)(?: not|n't)? (?:i|we)\\b(?!')",
    kind: 'start',
    language: 'en',
  },
  // 'were diagnosed with a thing called multiple sclerosis': the recogniser drops the 'you' of a question about a
  // diagnosis; an auxiliary before 'diagnosed' at a clause's start still asks.
  {
    id: 'start:were-diagnosed',
    phrase: "(?:were|have|had|has)(?: not|n't)?(?: ever)?(?: been)? (?:diagnosed|told)\\b",
    kind: 'start',
    language: 'en',
  },
  // 'ever been diagnosed with tuberculosis': speech drops both the auxiliary and the 'you' of the question, and
  // the recogniser often hears 'ever' as 'every'. Neither starts a statement about a diagnosis.
  {
    id: 'start:ever-diagnosed',
    phrase: String.raw`every? (?:been )?(?:diagnosed|told)\b`,
    kind: 'start',
    language: 'en',
  },
  // 'you been coughing at all', 'you ever passed out', 'you had any fevers': speech drops the auxiliary of a
  // question the clinician opens with 'you'. A verb of having in its -ing form or 'ever', or 'any' after the verb,
  // still asks; 'you had a fever last week' states, and is no question.
  {
    id: 'start:dropped-aux',
    phrase: `${SUBJECT} (?:ever|been|having|getting|noticing|experiencing)\\b|${SUBJECT} (?:had|have|get|got|notice|noticed|feel|felt|see|seen) any\\b`,
    kind: 'start',
    language: 'en',
  },
  // 'and how much', 'how often a week': the follow-up cut off at a pause, the whole of its piece.
  {
    id: 'start:how-much-alone',
    phrase: 'how (?:much|many|often|long)(?: ago| (?:a|per|each|in a) (?:day|week|month|year))?$',
    kind: 'start',
    language: 'en',
  },
  // 'you know anyone in your family who had diabetes': the 'do' the recogniser drops, asking about the family.
  {
    id: 'start:know-anyone',
    phrase: String.raw`(?:do )?you know (?:if |of )?(?:anyone|anybody|someone|somebody)(?: else)? (?:in|on|at|who|with)\b`,
    kind: 'start',
    language: 'en',
  },
  // 'and what day did this happen on', 'which side is it': a question word with its noun before the auxiliary.
  {
    id: 'start:what-noun',
    phrase: `(?:what|which|how many|how much) [a-z]+ ${AUXILIARY}(?: not|n't)? ${ASKED_ABOUT}\\b`,
    kind: 'start',
    language: 'en',
  },
  // 'how's the cough', 'how's your back': 'how is' run together, as 'how is the cough' asks (start:how-long).
  { id: 'start:hows', phrase: `how's ${ASKED_ABOUT}\\b`, kind: 'start', language: 'en' },
  // 'and the headache', 'okay and your knee': a follow-up on what was spoken of before, the whole of its piece, as
  // speech recognition leaves it without its question mark. A leading 'and' or 'so' is needed: 'the headache'
  // alone may be an answer.
  {
    id: 'start:and-the',
    phrase: '(?:and|so|now|also) (?:the|your) [a-z]+(?: [a-z]+){0,2}$',
    kind: 'start',
    language: 'en',
  },
  {
    id: 'start:how-long',
    phrase: `(?:how(?: long| often| much| many| bad| severe)?|when|why|where|what|which) ${AUXILIARY}(?: not|n't)? ${ASKED_ABOUT}\\b`,
    kind: 'start',
    language: 'en',
  },

  // Hindi 'kya' (asks yes or no) and Tamil 'irukka' ('is there?') ask wherever they stand.
  { id: 'anywhere:kya', phrase: 'kya', kind: 'anywhere', language: 'hi' },
  { id: 'anywhere:irukka', phrase: 'irukk?aa?|iruka|unda', kind: 'anywhere', language: 'ta' },

  // Near the end of a long unpunctuated turn: '… have you had any fevers', '… any fever or chills'.
  {
    id: 'near-end:have-you',
    phrase: 'have you|has there|do you|did you|are you|were you|is there|are there|do they|does it',
    kind: 'near-end',
    language: 'en',
  },
  {
    id: 'near-end:had-any',
    phrase: 'had any|been having|noticed any|experiencing any|any other',
    kind: 'near-end',
    language: 'en',
  },
  { id: 'near-end:list', phrase: 'any \\w+ or', kind: 'near-end', language: 'en' },
  // 'going backwards a little how about the right shoulder': a follow-up after a lead-in asks as it would at the start.
  { id: 'near-end:how-about', phrase: "(?:how|what) (?:about|'?bout)", kind: 'near-end', language: 'en' },
  // 'let's talk about other symptoms any joint pain fever weight loss': a clinician's 'any' near the end asks, unless a
  // denial governs it ('i don't see any swelling', 'there is no sign of any fracture' state a finding).
  {
    id: 'near-end:any',
    phrase: String.raw`(?<!\b(?:${NEGATION_BEFORE_ANY})\s(?:\S+\s){0,2})any`,
    kind: 'near-end',
    language: 'en',
  },

  // How a clinician asks and a patient does not: a line in this form is the clinician's, whatever the label says.
  // 'Have you had…' asks wherever it stands ('and so with your shoulder have you experienced any numbness').
  { id: 'clinician:any', phrase: "any\\b|anything\\b|how (?:about|'?bout)\\b", kind: 'clinician', language: 'en' },
  {
    id: 'clinician:have-you-had',
    phrase: `(?:.* )?(?:have|has|do|does|did|are|is)(?: not|n't)? (?:you|he|she|they)(?: ever)? ${HAVING}\\b`,
    kind: 'clinician',
    language: 'en',
  },

  // 'Do you bleed easily and does the bleeding stop?': each auxiliary before what it asks of is a yes/no question of its own.
  {
    id: 'yes-no:aux',
    phrase:
      "(?:do|does|did|is|are|was|were|have|has|can|could|will)(?: not|n't)? (?:you|u|they|he|she|it|the|your|there)\\b",
    kind: 'yes-no',
    language: 'en',
  },

  // Tags asking for agreement: '…twice a day, okay?', '…does that sound like a plan?'.
  {
    id: 'tag:okay',
    phrase: 'okay|ok|all right|alright|right|yeah|correct|good|you know|fair enough',
    kind: 'tag',
    language: 'en',
  },
  {
    id: 'tag:sound-good',
    phrase:
      'sounds? good|(?:how )?does that sound(?: good| okay| ok| all right| alright| like a plan)?|does that make sense',
    kind: 'tag',
    language: 'en',
  },
  { id: 'tag:is-that-okay', phrase: 'is that (?:okay|alright|ok|right)', kind: 'tag', language: 'en' },

  // A statement that turns into a question after a comma ('you've had some fatigue, but no weight loss?',
  // 'the cough is better, and any fever?'): the clinician tells what was said before the turn and asks only after it.
  { id: 'turn:but', phrase: 'but|and', kind: 'turn', language: 'en' },

  // An auxiliary after these words starts no question: 'i'd like to have you come back', 'how long have you…' is one question.
  { id: 'not-after:we', phrase: "to|'ll|'d|let's|let|na|we|i|and we|and i", kind: 'not-after', language: 'en' },
  { id: 'not-after:can', phrase: 'can|could|will|would', kind: 'not-after', language: 'en' },
  // 'so the first problem is your chest pain': the problem the plan turns to, named, not a question 'is your …'.
  { id: 'not-after:problem', phrase: 'problems?|issues?|concerns?|diagnosis', kind: 'not-after', language: 'en' },
  {
    id: 'not-after:how',
    phrase: 'how|long|often|much|many|when|why|where|what|which',
    kind: 'not-after',
    language: 'en',
  },

  // A clinician's judgement starts a statement, ending any question before it.
  {
    id: 'statement:i-think',
    phrase: '(?:so )?i (?:do )?(?:think|believe|suspect)\\b',
    kind: 'statement',
    language: 'en',
  },
  {
    id: 'statement:impression',
    phrase: 'my (?:impression|assessment|diagnosis)\\b',
    kind: 'statement',
    language: 'en',
  },
  { id: 'statement:looks-like', phrase: 'it (?:looks|sounds|seems) like\\b', kind: 'statement', language: 'en' },
  ...HISTORY_QUESTION_RULES,
];
