import { wordsOf } from '../pattern.js';
import type { ContextRule, Qualifier, QualifierValue } from './context-types.js';

/** Someone other than the examiner, as the subject who tells of a finding: 'your therapist', 'my wife', 'she'. */
const SOMEONE = '(?:(?:the|your|my|his|her) (?:[a-z]+ ){0,2}|(?:you|she|he|they) )';
/** How they tell it: 'says', 'told me', 'noticed', 'mentioned'. */
const TOLD = '(?:says?|said|told (?:me|you|us)|thinks?|noticed|mentioned)';

/**
 * Context rules about an examination finding (target 'finding'): words that tell it as not found at today's
 * examination: made elsewhere, at an earlier visit ('at your last visit your knee was swollen'), by another
 * examiner ('the er noted some swelling') or by the patient ('you told me your ankle was swollen'), or only
 * sought ('i'm checking for any swelling'). What follows them is that time's or that examiner's finding, not
 * today's examination; a cue placing what follows today ('today', 'now') or a sentence's end ends their reach,
 * which is otherwise the whole of what was told before the finding. Findings said before such words are
 * today's: 'a murmur which we've heard in the past' is heard today too, so no row is a cue said after the
 * finding. notFoundToday (context.ts) reads these rows for the writer. Part of CONTEXT_RULES
 * (context-cues.ts); adding a cue is a row here and an example in exam-elsewhere.test.ts.
 */

/** Places where the patient was examined before this consultation. */
const ELSEWHERE_PLACES = ['er', 'emergency (?:room|department)', 'ed', 'urgent care', 'hospital', 'ambulance'];

/** Other examiners who may have found something before the clinician. */
const OTHER_EXAMINERS = [
  'nurses?',
  'paramedics?',
  'ems',
  'other (?:doctor|physician|provider)',
  'cardiologist',
  'orthopedist',
  'specialist',
  '(?:primary care|family) (?:doctor|physician|provider)',
  'pcp',
  'physical therapist',
  'resident',
];

/** The past-tense verbs of an examiner telling a finding. */
const FOUND_VERBS = '(?:noted|found|saw|heard|felt|documented|described|recorded|noticed|observed)';

const places = ELSEWHERE_PLACES.join('|');
const examiners = [...ELSEWHERE_PLACES, ...OTHER_EXAMINERS].join('|');

const finding = (
  id: string,
  qualifier: Qualifier,
  value: QualifierValue,
  phrase: string,
  direction: 'forward' | 'terminate' = 'forward',
): ContextRule => ({ id, phrase, qualifier, value, direction, target: 'finding', language: 'en' });

/**
 * Words that place what follows at today's examination, ending an elsewhere cue's reach: today, the
 * examiner's own present perception ('i see', 'i feel'), or a finding told in the present tense ('the er
 * noted swelling and it is still swollen', 'you fell two days ago and there's some bruising').
 */
const EXAMINED_TODAY = [
  ...['today', 'now', 'right now', 'this time', 'currently', 'on (?:my |your |the )?exam(?:ination)?'],
  'i (?:do |can |also )?(?:see|feel|hear|appreciate|notice)',
  // The examiner's next step announced: 'i'm gonna listen to your heart and lungs … they sound good'.
  "(?:i'm (?:gon ?na|going to)|let me|i'll|i will) (?:\\w+ ){0,3}(?:listen|look|feel|check|examine|press)",
  ...['is', 'are', "it's", "there's", 'there is', 'there are', 'looks?', 'seems?', 'feels?', 'sounds?', 'has', 'have'],
];

export const FINDING_RULES: readonly ContextRule[] = [
  // Another examiner's finding: 'the er noted some swelling', 'your cardiologist heard a murmur'.
  finding('other:examiner-found', 'experiencer', 'other', `(?:the|your) (?:${examiners}) (?:\\w+ )?${FOUND_VERBS}`),
  // Written in the records of an earlier visit: 'your records indicate you had some swelling around the eye'.
  finding(
    'other:records',
    'experiencer',
    'other',
    '(?:your |the |my )?(?:medical )?(?:records?|charts?|notes) (?:indicates?|indicated|shows?|showed|says?|said|mentions?|mentioned)',
  ),
  // Found at another place: 'in the emergency room they found tenderness', 'at urgent care'.
  finding('other:at-place', 'experiencer', 'other', `(?:in|at) (?:the )?(?:${places})\\b`),
  // Someone unnamed found it: 'they noted a rash'.
  finding('other:they-found', 'experiencer', 'other', `they (?:\\w+ )?${FOUND_VERBS}`),
  // The patient's own account retold by the examiner: 'you told me your ankle was swollen'.
  finding(
    'other:patient-told',
    'experiencer',
    'other',
    '(?:you|she|he) (?:told me|said|mentioned|reported|described|noticed)',
  ),
  // Someone else's words retold, their verb with them: 'the physical therapist said your knee is swollen', 'your
  // cardiologist says you have a murmur', 'your wife noticed your ankles are swollen'. ('I noticed' is the examiner.)
  finding(
    'other:reported',
    'experiencer',
    'other',
    `${SOMEONE}${TOLD}(?: that)? (?:[a-z']+ ){0,4}?(?:is|are|was|were|has|have|had|gets?|looks?|seems?)`,
  ),
  // Only sought, not yet found: 'i'm looking for any redness', 'to see if there is swelling'.
  finding(
    'sought:looking-for',
    'hypothetical',
    'hypothetical',
    '(?:looking|checking|feeling|listening|testing) for|to see if|to make sure',
  ),
  // What would be found, not what is: 'if you had an infection your throat would be red', 'it should look clean'.
  // ('I could feel a nodule' is felt: no 'could' here.)
  finding('sought:would', 'hypothetical', 'hypothetical', "would|should|you'd|it'd"),
  // What happens now and then, told as a habit: 'your ankle gets swollen at night'.
  finding('habit:gets', 'temporality', 'historical', 'gets?|getting'),
  // Taken back as soon as said: 'i thought i heard a murmur but no it's fine', 'i thought it was swollen'.
  finding(
    'sought:thought',
    'certainty',
    'possible',
    'i (?:thought|wondered if) (?:i (?:heard|felt|saw|noticed|could (?:hear|feel|see))|(?:it|there|that) (?:was|were))',
  ),
  // An earlier visit: 'last time', 'at your last visit', 'when you came in yesterday'.
  finding(
    'earlier:last-visit',
    'temporality',
    'historical',
    '(?:the |at (?:the|your) )?last (?:time|visit|appointment|exam)',
  ),
  finding(
    'earlier:when-seen',
    'temporality',
    'historical',
    'when (?:you|we|i) (?:came in|were here|was here|saw you|last saw you|first saw you|examined you)',
  ),
  finding(
    'earlier:day-gone',
    'temporality',
    'historical',
    'yesterday|last (?:week|month)|(?:a|two|few|couple of) (?:days|weeks) ago',
  ),
  finding('today:examined', 'temporality', 'historical', wordsOf(EXAMINED_TODAY), 'terminate'),
  // A sentence's end ends the reach too.
  finding('today:sentence-end', 'temporality', 'historical', '[.?!]', 'terminate'),
];
