/**
 * Words that decide how a medicine is read in the plan (medication-plan.ts, medication-plan-voice.ts,
 * medication-class.ts): started, kept, stopped. Regular-expression sources, one phrase a row. What a drug
 * mention is at all is in medication-mention-cues.ts; what puts a medicine off or up for choice, in
 * medication-option-cues.ts.
 */

/**
 * A course whose dose steps down by itself, named right after the drug ('a prednisone taper pack', 'a
 * medrol dose pack'): written with the drug as said, since 'start prednisone' alone gives no dose at all.
 */
export const COURSE_FORMS = ['taper (?:pack|dose ?pack)', 'dose ?pack', 'dosepak', 'taper'];

/**
 * Taken only when needed: 'twice a day as needed', 'every 6 hours prn', 'paracetamol sos' (Indian usage),
 * 'take the tramadol only when you need it'. Written 'as needed', after the schedule.
 */
export const AS_NEEDED = [
  'as needed',
  'as-needed',
  'when needed',
  'if needed',
  'as necessary',
  'when required',
  'prn',
  'sos',
  '(?:only )?(?:when|whenever|if) (?:you|i|she|he) (?:need|needs|really need) (?:it|them)',
  // 'i take tylenol when it hurts', 'advil if my back acts up': taken when the complaint comes.
  '(?:only )?(?:when|whenever|if) (?:it|my [a-z]+|the pain) (?:hurts|aches|acts up|flares(?: up)?|(?:is|gets) (?:bad|worse))',
];

/**
 * 'Hold' that holds nothing: 'holding steady on the torsemide', 'hold on', 'hold still'. Only the verb
 * with a medicine after it stops one ('hold your metformin', 'hold off on the aspirin').
 */
export const HOLD_IDIOMS = ['steady', 'still', 'on', 'up', 'tight', 'that thought'];

/**
 * What a medicine is stopped before, said right after it: 'hold the aspirin before surgery', 'stop the
 * eliquis two days before the colonoscopy'. A stop for a procedure is for a while, so the plan keeps when
 * ('stop aspirin before surgery'); written without it, the line would end the medicine for good.
 */
export const STOPPED_BEFORE = [
  'surgery',
  'the operation',
  'the procedure',
  'colonoscopy',
  'endoscopy',
  'biopsy',
  'the injection',
  'the scan',
  'the mri',
  'the ct',
  'the cath',
  'cardiac cath(?:eterization)?',
  'dental work',
];

/**
 * What a medicine is stopped until, said right after it: 'hold the metformin until we get your kidney labs
 * back'. Written as the note says it, 'pending' the result ('stop metformin pending kidney labs').
 */
export const STOPPED_PENDING = ['labs?', 'blood ?work', 'results?', 'tests?', 'scan', 'ultrasound', 'x-ray', 'biopsy'];

/**
 * A stop that means 'not now': 'let's hold off on the gabapentin'. Of a medicine the patient takes it
 * stops it; of one they do not take it starts nothing, and nothing is stopped.
 */
export const NOT_NOW = ['hold(?:ing)? off'];

/**
 * A reply that only takes in what the clinician said ('okay', 'sounds good', 'yes sir'): the clinician's
 * next words go on with the order before it ("you'll take it once a day in the morning").
 */
export const AGREED = [
  'okay',
  'ok',
  'alright',
  'all right',
  'sure',
  'yes',
  'yeah',
  'yep',
  'mm-hmm',
  'uh-huh',
  'sounds good',
  'got it',
  'fine',
  'great',
  'perfect',
  'thank you',
  'thanks',
  'sir',
  "ma'am",
  'doctor',
  'um',
  'uh',
];

/**
 * Words that end a medicine right before it, in the clinician's voice: 'no more ibuprofen', 'no more of the
 * naproxen'. The drug is denied as taken from now on, and the plan stops it.
 */
export const ENDED_BEFORE = [String.raw`no more (?:of )?(?:the |your |that )?`];

/**
 * A switch already made, in any voice: 'we switched her from furosemide to torsemide', 'they changed me
 * from lasix'. The drug switched from is no longer taken; the one switched to is.
 */
export const SWITCHED = ['switched', 'changed', 'moved', 'transitioned', 'swapped', 'went'];

/**
 * A medicine ordered to the patient in the second person: 'increase your lisinopril', 'start you on',
 * 'put you on', 'get you off your'. Patients speak of 'my lisinopril'; the wording is the clinician's
 * whatever label speech recognition gave the turn.
 */
export const ORDERING_VERBS = [
  'increase',
  'decrease',
  'reduce',
  'lower',
  'raise',
  'bump',
  'double',
  'halve',
  'adjust',
  'titrate',
  'cut back',
  'taper',
  'treat',
  'start',
  'stop',
  'discontinue',
  'continue',
  'put',
  'keep',
  'prescribe',
];

/** What follows an ordering verb when it is said to the patient: 'your', 'you on', 'you off'. */
export const TO_THE_PATIENT = ['your', 'you on', 'you off', 'you with', 'you back on'];

/**
 * Words that keep a medicine the patient has: 'continue', 'keep using', 'stay on', a refill. Using or taking
 * 'your' medicine is the patient's own kept on ("i'm going to have you use your albuterol"), unless it is
 * started ('start taking your new metformin').
 */
export const CONTINUING = [
  'continue',
  'continuing',
  'keep (?:taking|using|you on|on)',
  'stay on',
  'remain on',
  'refill',
  'refills',
  'renew',
  String.raw`(?<!\b(?:start|starting|begin|try|trying) )(?:use|using|take|taking)(?= (?:your|his|her)\b)`,
];

/**
 * Kinds of medicine a clinician orders without naming the drug ('i'll put you on an oral steroid', 'call in
 * some antibiotics'). Ordered so, the plan starts the kind as said.
 */
export const MEDICINE_CLASSES = [
  '(?:oral )?steroids?',
  'antibiotics?',
  'antivirals?',
  'antifungals?',
  'antihistamines?',
  'anti-?inflammator(?:y|ies)',
  'muscle relaxants?',
];

/** Words that order a kind of medicine besides a start's own ('call in some antibiotics', "let's do a course of steroids"). */
export const CLASS_ORDERING = ['call (?:you )?in', "(?:let's|we'll|we will|i'll|i will|(?:we're|i'm) going to) do"];

/**
 * Words between two drugs of one list, which the second shares the first's action through ('put you on some
 * naprosyn and some flexeril', 'meloxicam 15 milligrams once a day along with some ultram'): joining words,
 * and the first drug's dose and schedule, in digits or in words.
 */
export const BETWEEN_LISTED = [
  'and',
  'or',
  'your',
  'the',
  'some',
  'a',
  'an',
  'plus',
  'also',
  'as well as',
  'along with',
  String.raw`\d+(?:\.\d+)?`,
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand)',
  'mg',
  'milligrams?',
  'micrograms?',
  'mcg',
  'units?',
  'tablets?',
  'pills?',
  'once',
  'twice',
  'times',
  'day',
  'daily',
  'every',
  'hours?',
  'as needed',
  'at (?:night|bedtime)',
];
