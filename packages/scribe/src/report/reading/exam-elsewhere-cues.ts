/**
 * Words that tell an examination finding as not found at today's examination: made elsewhere, at an earlier
 * visit ('at your last visit your knee was swollen'), by another examiner ('the er noted some swelling') or
 * by the patient ('you told me your ankle was swollen'), or only sought ('i'm checking for any swelling'). What follows them is that time's
 * or that examiner's finding, not today's examination; a cue placing what follows today ('today', 'now')
 * takes it back. Findings said before such words are today's: 'a murmur which we've heard in the past' is
 * heard today too, so no row is a cue said after the finding. exam-elsewhere.ts reads these rows for the
 * writer. Phrases are regular-expression sources over normalised text; adding a cue is a row here and an
 * example in exam-elsewhere.test.ts.
 */
export interface ExamElsewhereCue {
  /** the row's name, for tests */
  rule: string;
  phrase: string;
}

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

export const EXAM_ELSEWHERE_CUES: readonly ExamElsewhereCue[] = [
  // Another examiner's finding: 'the er noted some swelling', 'your cardiologist heard a murmur'.
  { rule: 'other:examiner-found', phrase: `(?:the|your) (?:${examiners}) (?:\\w+ )?${FOUND_VERBS}` },
  // Found at another place: 'in the emergency room they found tenderness', 'at urgent care'.
  { rule: 'other:at-place', phrase: `(?:in|at) (?:the )?(?:${places})\\b` },
  // Someone unnamed found it: 'they noted a rash'.
  { rule: 'other:they-found', phrase: `they (?:\\w+ )?${FOUND_VERBS}` },
  // The patient's own account retold by the examiner: 'you told me your ankle was swollen'.
  { rule: 'other:patient-told', phrase: '(?:you|she|he) (?:told me|said|mentioned|reported|described|noticed)' },
  // Only sought, not yet found: 'i'm looking for any redness', 'to see if there is swelling'.
  { rule: 'sought:looking-for', phrase: '(?:looking|checking|feeling|listening|testing) for|to see if|to make sure' },
  // An earlier visit: 'last time', 'at your last visit', 'when you came in yesterday'.
  { rule: 'earlier:last-visit', phrase: '(?:the |at (?:the|your) )?last (?:time|visit|appointment|exam)' },
  {
    rule: 'earlier:when-seen',
    phrase: 'when (?:you|we|i) (?:came in|were here|was here|saw you|last saw you|first saw you|examined you)',
  },
  { rule: 'earlier:day-gone', phrase: 'yesterday|last (?:week|month)|(?:a|two|few|couple of) (?:days|weeks) ago' },
];

/**
 * Words that place what follows at today's examination, ending an elsewhere cue's reach: today, the
 * examiner's own present perception ('i see', 'i feel'), or a finding told in the present tense ('the er
 * noted swelling and it is still swollen', 'you fell two days ago and there's some bruising').
 */
export const EXAMINED_TODAY = [
  ...['today', 'now', 'right now', 'this time', 'currently', 'on (?:my |your |the )?exam(?:ination)?'],
  'i (?:do |can |also )?(?:see|feel|hear|appreciate|notice)',
  // The examiner's next step announced: 'i'm gonna listen to your heart and lungs … they sound good'.
  "(?:i'm (?:gon ?na|going to)|let me|i'll|i will) (?:\\w+ ){0,3}(?:listen|look|feel|check|examine|press)",
  ...['is', 'are', "it's", "there's", 'there is', 'there are', 'looks?', 'seems?', 'feels?', 'sounds?', 'has', 'have'],
];
