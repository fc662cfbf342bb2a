import { NOT_BETTER } from './return-precaution-cues.js';

/** The treatment a failure is said of: 'this', 'the current medicine', 'these pills'. */
const THE_TREATMENT =
  '(?:this|that|it|these|those|the (?:current )?(?:one|medicines?|medications?|meds|pills?|treatment))';
/** Its failing: "doesn't", 'is not', 'stops'. */
const DOES_NOT = "(?:does ?n't|does not|do ?n't|do not|is ?n't|is not|are ?n't|are not|stops?)";
/** A medicine or its kind as what the patient does not want: 'to take', 'more pills', 'steroids'. */
const UNWANTED_KIND = '(?:pills?|medicines?|medications?|meds|steroids?|antibiotics?|shots?|injections?)';
const UNWANTED = `(?:to (?:take|start|try|be on|go on)|that|it|them|any|more|another|(?:the )?${UNWANTED_KIND})`;

/**
 * Words that decide how a medicine is read in the plan (medication-plan.ts, medication-plan-voice.ts,
 * medication-class.ts): started, kept, stopped, offered, decided against. Regular-expression sources, one
 * phrase a row. What a drug mention is at all is in medication-mention-cues.ts.
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
 * A plan for later, said just before the action: 'if it is still high we'll increase…', 'we may have to
 * stop…', 'we can then adjust your metformin'. The medicine is offered for the plan, not written as done.
 */
export const IF_LATER = [
  'if',
  'in case',
  'depending on',
  'unless',
  '(?:may|might) (?:have|need) to',
  "(?:we|i)(?: can| could| may| might|'ll)? (?:then|eventually|possibly|potentially)",
  '(?:we|i) (?:can|could|may|might) (?:always|consider)',
  'down the road',
  'at some point',
  // 'we'll see how you do and possibly start gabapentin': an option said right before the action. Not
  // 'maybe': 'maybe we can try some singulair' is how a start is often offered.
  "(?:possibly|perhaps)(?= (?:(?:we|i)(?:'ll| will| can| could| would)? )?(?:go ahead and )?$)",
  // 'once the labs come back we'll start levothyroxine': waiting on a result not yet had ('when the labs
  // came back' tells of one had).
  '(?:once|after|when) (?:we (?:get|have|see) (?:the |your )?(?:labs?|results?|tests?|blood ?work)|(?:the |your )?(?:labs?|results?|tests?|blood ?work) (?:come|comes|are|is) back)',
];

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
 * Words that say a medicine is one option discussed, not chosen ('one option is gabapentin', 'we could
 * consider meloxicam', 'think about adding metformin'): offered for the plan, never written as started.
 */
export const AS_AN_OPTION = [
  // 'One' is read as the number 1 in the words the cue tables see.
  '(?:one|1|another|an|the other|other) options? (?:is|are|would be|could be|might be)',
  '(?:we|i|you) (?:can|could|may|might) (?:also )?(?:consider|think about)',
  'think(?:ing)? about',
  // 'we might consider gabapentin', 'i would consider a statin': considered, the word its only action.
  'consider',
  '(?:we|i) (?:may|might) try',
  'considering',
  // 'you could either try physical therapy or we could try flexeril': two options laid out, neither chosen.
  '(?:we|you|i) (?:can|could|might) either',
];

/**
 * Words just before the action that decide against it: "i wouldn't start gabapentin", "we won't add
 * lisinopril", "let's hold off on starting a statin", "i'm not ready to increase it". The medicine is not
 * written in the plan from these words.
 */
export const DECIDED_AGAINST = [
  "(?:won't|wo n't|will not|wouldn't|would n't|would not)(?: (?:want|need|have) to)?",
  'hold(?:ing)? off(?: on)?',
  "(?:don't|do n't|do not) (?:want|need|have) to",
  '(?:not|no) (?:going to|gonna|gon na|planning to|ready to|need to)',
];

/**
 * A condition on a result said right after the medicine: 'amoxicillin in case the strep test comes back
 * positive', 'amoxicillin if the culture is positive'. The start waits on the result: offered, not written.
 * A condition on a symptom ('tylenol if you get a headache') is how a medicine as needed is said, and stays.
 */
export const RESULT_CONDITION_AFTER = [
  String.raw`(?:if|in case|once|when) (?:the |your |that |this )?(?:[a-z0-9-]+ ){0,2}(?:tests?|cultures?|swabs?|results?|labs?|x-rays?|scans?|biopsy|urinalysis|screen)\b`,
  "(?:if|in case) (?:it|that|it's|that's|this)(?: is| comes back| turns out)? positive",
];

/**
 * A condition on the treatment failing, said right after the medicine: 'we could try gabapentin if this
 * doesn't work', 'add meloxicam if the pain doesn't get better'. The medicine is the next step, kept for
 * later: offered, not written as started. The failure is what the words name, not a symptom to treat
 * ('tylenol if you get a headache' stays as needed).
 */
export const FAILURE_CONDITION_AFTER = [
  `(?:if|in case|when) ${THE_TREATMENT}(?: one)? ${DOES_NOT} (?:work(?:ing)?|help(?:ing)?|do(?:ing)? the trick)`,
  `(?:if|in case) [a-z' ]{0,30}?${NOT_BETTER}`,
];

/**
 * The patient turning down a medicine just offered ('i'd recommend starting sertraline' | "i'd rather
 * not", "i don't want to take that"): said at the start of the reply, the medicine is not written as
 * started. Not a bare 'no thank you', which as often answers 'any questions?'.
 */
export const DECLINED = [
  "i(?:'d| would) (?:rather|prefer) not",
  // 'i don't really want to take more pills', 'no i don't want steroids': the medicine or its kind as the object.
  `i (?:don't|do n't|do not) (?:really |think i )?(?:want|wanna|wan na) ${UNWANTED}`,
  "i(?:'m| am) not (?:interested|comfortable|keen)",
  "i(?:'d| would) (?:rather|prefer to) (?:wait|hold off|not)",
  "(?:let's|can we) hold off",
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
