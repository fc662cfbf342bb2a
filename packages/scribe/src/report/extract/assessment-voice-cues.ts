import { I_APPRECIATE, ON_EXAM, ON_EXAMINING } from '../vocabulary/examining-words.js';

/**
 * Whose word a condition stated in the clinician's turn is: the clinician's diagnosis, or something else
 * said in the clinician's voice (assessment-voice.ts). Regular-expression sources.
 */

/** How the clinician says the patient told them: 'you did indicate', 'you mentioned', 'you told the nurse'. */
const RELAYING = String.raw`you (?:did |also )?(?:indicated?|mention(?:ed)?|said|told (?:me|us|the \w+)|report(?:ed)?|wrote(?: down)?|put down|checked(?: off)?|noted|listed)`;
/**
 * What the patient reported, relayed by the clinician just before 'you have …' ('you did indicate that you
 * have some back pain', 'you mentioned you have', 'on your intake form'): the patient's account, which the
 * history holds, not a diagnosis.
 */
export const RELAYED_BEFORE = [
  String.raw`\b${RELAYING}(?: here| on (?:the|your) \w+)?(?: that)?`,
  String.raw`\bon (?:the|your) (?:intake|review of systems|review systems|questionnaire|new patient)(?: \w+)? (?:form|sheet)?`,
];

/** The cues of a sign an examiner finds: 'you have', 'you do have', 'she has'. */
export const SIGN_CUE_START = [
  "you(?:'ve| have| do| got| developed)",
  '(?:she|he|they|the patient|your \\w+) (?:also )?(?:has|have|does|do|had|developed)',
];

/** Words of the examination just before the cue: 'on your heart exam', 'on palpation', 'i appreciate'. */
export const EXAMINING_BEFORE = [
  // 'based on your exam you have a sprain' grounds a diagnosis in the exam; it names no sign.
  String.raw`(?<!\bbased )${ON_EXAM}`,
  ON_EXAMINING,
  I_APPRECIATE,
  // Said by the clinician just before 'you have …', feeling and hearing are the examiner's too.
  'i (?:can )?(?:feel|hear)',
];

/**
 * The examination's exceptions, just before what they are: 'the rest of your exam is normal other than
 * what seems to be a slight hepatomegaly'. What follows is a finding, however it is worded.
 */
export const EXAM_EXCEPT_BEFORE = [
  String.raw`exam(?:ination)? (?:is|was|looks?|looked) (?:\w+ )?(?:normal|unremarkable|fine|good) (?:other than|except(?: for)?|apart from|besides)`,
];

/** Words of the examination a little before a name given ('i can see that there is fluid …, we call that'). */
export const EXAMINED_BEFORE_NAME = [...EXAMINING_BEFORE, '(?:i|we) can see that there (?:is|are)'];

/**
 * What follows a 'looks like' that reads the chart's past ('it looks like you've had intentional weight
 * loss', 'i see she's had a colectomy'): history read out, not a diagnosis. Only the perfect: 'it looks
 * like you had some gastritis' after a result read out is the result's diagnosis, and 'it says you had …'
 * reads the referral letter that names the problem the visit is for.
 */
export const CHART_PAST_AFTER = ["(?:you|they)(?:'ve| have) had", "(?:she|he)(?:'s| has) had"];
/** The words that read the chart: 'looks like', 'i see'. */
export const CHART_READING = ['looks? like', 'i see(?: that)?'];

/**
 * Cues that give a second name to what was just named ('also known as golfer's elbow', 'otherwise called'):
 * the same problem under another name, not a problem of its own.
 */
export const ALIAS_CUES = ['also known as', 'otherwise known as', 'also called'];

/**
 * Words that explain an exam sign or a result in plain words, just before a cue ('there is tenderness on
 * the right, so that means you have what seems to be some inflammation of your kidney', 'which tells me',
 * "that's a sign of"): the meaning of a finding, which a diagnosis named elsewhere accounts for. It is
 * offered as said, not listed as a second problem.
 */
export const EXPLAINING_BEFORE = [
  '(?:that|which|this|it) (?:means|tells (?:me|us)|shows (?:me|us)|suggests|indicates)(?: that)?',
  "(?:that's|that is|which is|this is|it's) (?:a |usually a |often a )?(?:sign|signs|indication) (?:of|that)",
];

/**
 * Words after a problem that say it brought something on ('dietary indiscretion, you ate some salty food,
 * which made you retain fluid', 'that caused', 'which led to'): a cause told for a diagnosis, part of its
 * rationale, not a problem of its own when it names no disease.
 */
export const CAUSING_AFTER = [
  '(?:which|that|this|and that|and this|so that) (?:made|makes|caused|causes|led to|leads to|brought on|brings on|triggered|triggers)',
];
