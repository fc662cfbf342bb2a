import { oneOf, regex, wordsOf } from '../pattern.js';
import { DIAGNOSTIC } from './lexicon-diagnosis.js';
import { CONTACT } from './return-precaution-cues.js';
import type { Seg } from './types.js';

/**
 * A sentence only the clinician says: first-person plans ('I will order an ECG', "we'll start you on…",
 * 'see you again in a week') and the judgements of an assessment. Speaker labels of recorded speech are guesses (a clinician often speaks
 * two segments in a row, and the labeller expects turns to alternate), so a plan in the clinician's
 * voice counts as the clinician's whatever the label says.
 */
/** A clinician's first person about what comes next: 'i will', 'we're going to', 'let's', 'i'd like to'. */
const WE_WILL = [
  'i will',
  "i'll",
  'i am going to',
  "i'm going to",
  "i'm gonna",
  'we will',
  "we'll",
  'we are going to',
  "we're going to",
  "let's",
  'let me',
  "(?:i|we)(?: also)? (?:want to|wanna|wan na|would like to|'d like to)",
];
/** What a clinician will do for the patient: 'order', 'prescribe', 'start you', 'refer'. */
const PLAN_VERBS = [
  'order',
  'prescribe',
  'start you',
  'put you',
  'send you',
  'get you',
  'give you',
  'schedule',
  'refer',
  'see you',
  'have you',
];
const PLAN_VOICE = regex([
  oneOf([
    String.raw`\b${oneOf(WE_WILL)}\s+(?:also\s+)?${oneOf(PLAN_VERBS)}\b`,
    String.raw`\bsee you (?:again|back) in\b`,
    // a plan kept for later: 'if it worsens then we can consider some treatment'
    String.raw`\bif (?:it|this|that|things|she|he)(?:'s| is)? (?:gets? worse|worsens|getting worse)(?: then)? we (?:can|could|may|might|will|'ll) (?:consider|try|start|increase|discuss)\b`,
  ]),
]);

/** A judgement only the clinician gives: 'my assessment…', 'assessment and plan', 'your symptoms are consistent with…'. */
/** Studies whose result a clinician reports. */
const STUDIES = ['x-?rays?', 'mri', 'labs?', 'blood ?work', 'results?', 'ct scan', 'ultrasound', 'biopsy'];
const JUDGEMENT_VOICE = regex([
  wordsOf([
    'my (?:assessment|impression|diagnosis)',
    'assessment and (?:my |the |your )?plan',
    '(?:your )?symptoms (?:are|seem|seems) consistent with',
    `(?:your )?${oneOf(STUDIES)} (?:shows?|showed|revealed|came back)`,
    // 'so what i think we're dealing with is …' (speech may cut it after 'what'): the clinician naming what the
    // problem is. A patient or parent tells of living with it ('we're dealing with her asthma'), not what it is.
    "(?:we're|we are|you're|you are) dealing with (?:here )?is",
  ]),
]);

/**
 * A judgement put to the patient in the second person: 'it appears that you have a uri', 'i think your
 * kidney failure is resolved', 'looks like she has an upper respiratory infection'. Patients speak of
 * themselves in the first person; a companion's guess ('i think she has hay fever') has no judging cue
 * of this kind beyond 'i think', so a third person counts only after 'it looks/seems/appears'.
 */
/** 'i think', 'i do believe that', 'it looks like', 'sounds to me like'. */
const JUDGING = [
  'i (?:do )?(?:think|believe|suspect|feel)(?: that| is)?',
  '(?:it )?(?:looks|sounds|seems|appears)(?: like| that| to me like)?',
];
const DIAGNOSING_VOICE = regex([
  wordsOf([
    `${oneOf(JUDGING)} (?:you(?:'ve| have| do have| got| might have| may have)|your)`,
    "(?:it )?(?:looks|seems|appears|sounds?)(?: like| that| to me like)? (?:she|he)(?: has| does have|'s got| might have| may have)",
  ]),
]);

/**
 * A disease's state, or what to do for it, told in the second person: 'your diabetes is out of control',
 * 'your blood pressure is better', 'for your back pain stay on the neurontin'. Patients say 'my diabetes'.
 * Taking problems in turn is the clinician's too: 'for your last issue…', 'the next problem is…'.
 */
const PROBLEM = `(?:[a-z'-]+ ){0,2}?(?:${DIAGNOSTIC.source}|diabetes|blood pressure|sugars?|cholesterol|asthma|copd|pain)`;
/** Degree words between 'your diabetes is' and how it is: 'still', 'a little', 'getting'. */
const DEGREES = [
  'now',
  'still',
  'really',
  'very',
  'way',
  'a bit',
  'a little',
  'slightly',
  'somewhat',
  'a lot',
  'far',
  'getting',
  'gotten',
  'much',
];
/** How a disease is doing: 'out of control', 'well controlled', 'better', 'too high'. */
const DISEASE_STATES = [
  'out of control',
  'uncontrolled',
  '(?:well |not |under )?controlled',
  'under (?:good |better |fair |poor |tight |great )?control',
  'worse',
  'better',
  String.raw`improv\w*`,
  'stable',
  'too high',
  'high',
  'elevated',
];
/** 'your diabetes is out of control', 'your blood pressure is a little better'. */
const YOUR_PROBLEM_STATE = String.raw`\byour ${PROBLEM} (?:is|are|has been|have been|seems|looks)(?: ${oneOf(DEGREES)})* ${oneOf(DISEASE_STATES)}\b`;
/** 'for your back pain stay on the neurontin', 'for your asthma, i'd like you to use …'. */
const FOR_YOUR_PROBLEM =
  String.raw`\bfor your ${PROBLEM},? (?:(?:i|we)(?:'d| would| will|'ll) |let's |you should |please )?` +
  String.raw`(?:stay on|continue|keep taking|take|start|use|try)\b`;
/** 'for your last issue', 'the next problem' — and not the patient's 'the other problem i have'. */
const NEXT_PROBLEM = String.raw`\b(?:(?:for|regarding|about|with) your|the) (?:first|second|third|fourth|next|last|final|other) (?:issue|problem|concern)\b(?! (?:i|we) (?:have|had))`;
const YOUR_PROBLEM_VOICE = regex([oneOf([YOUR_PROBLEM_STATE, FOR_YOUR_PROBLEM, NEXT_PROBLEM])]);

/** A sentence that opens by telling the patient they have a disease: 'you have kidney stones in the ureter'. */
const TELLING_VOICE = new RegExp(
  `^(?:(?:so|well|okay|and|now|alright|yeah|um|uh) )*you(?:'ve got| have got| have| do have) (?:a |an |some |the )?(?:[a-z'-]+ ){0,3}?[a-z'-]*(?:${DIAGNOSTIC.source})`,
);

/**
 * An order dictated to the recording rather than said to anyone ('order albuterol two puffs as needed',
 * 'hey dragon, order an echocardiogram'): a patient never opens a sentence with the order itself.
 */
const DICTATED_VOICE = /^(?:(?:okay|ok|so|and|uh|um|also|hey [a-z]+) )*(?:order|prescribe|dispense)\b/;

/**
 * An instruction opened on keeping off something ('try not to take any ibuprofen', 'so try not to lift'):
 * a patient telling of their own habit names themselves ('i try not to').
 */
const KEEP_OFF_VOICE = /^(?:(?:okay|ok|so|and|also|just|please|uh|um) )*try not to\b/;

/**
 * A return precaution: getting in touch on a change in the patient's own body, told in the second person
 * ('if your symptoms worsen just give me a call', 'call me if your weight goes up'). A patient asking to be
 * called ('call me if you get the results') puts no 'your' on the change.
 */
const PRECAUTION_VOICE = regex([
  oneOf([
    String.raw`\bif your\b[^.?!]{0,60}?\b${oneOf(CONTACT)}\b`,
    String.raw`\b${oneOf(CONTACT)}\b(?: right away| immediately)? if your\b`,
  ]),
]);

export function inClinicianVoice(sentence: string): boolean {
  return (
    PLAN_VOICE.test(sentence) ||
    DICTATED_VOICE.test(sentence) ||
    KEEP_OFF_VOICE.test(sentence) ||
    PRECAUTION_VOICE.test(sentence) ||
    JUDGEMENT_VOICE.test(sentence) ||
    DIAGNOSING_VOICE.test(sentence) ||
    TELLING_VOICE.test(sentence) ||
    YOUR_PROBLEM_VOICE.test(sentence)
  );
}

/**
 * True when the clinician says this sentence: labelled Doctor, or a plan only a clinician makes, unless
 * a person confirmed the label in review.
 */
export function clinicianSays(seg: Seg, sentence: string): boolean {
  return seg.role === 'Doctor' || (!seg.confirmed && inClinicianVoice(sentence));
}

/**
 * A symptom told in the first person ('i am having a headache', 'i'm coughing up phlegm', 'i feel so
 * weak'): the patient's words, whatever the label speech gave them. What comes before the symptom must
 * be the speaker having it, with only determiners and degree words between.
 */
/** Verbs of having a symptom: 'having', 'feel', 'getting'. */
const HAVING = ['having', 'have', 'had', 'feel', 'felt', 'feeling', 'get', 'getting', 'got'];
/** Determiners and degree words between having and the symptom: 'a', 'this', 'so', 'really bad', 'lots of'. */
const BEFORE_SYMPTOM = [
  'a',
  'an',
  'some',
  'this',
  'these',
  'the',
  'so',
  'really',
  'very',
  'bad',
  'terrible',
  'severe',
  'mild',
  'little',
  'bit',
  'of',
  'lot',
  'lots',
  'more',
  'constant',
];
const OWN_SYMPTOM = regex([
  oneOf([
    String.raw`\bi(?:'m| am|'ve| have)?(?: been)?(?: (?:also|still|sometimes|always|really|just))* ${oneOf(HAVING)}(?: ${oneOf(BEFORE_SYMPTOM)})* $`,
    String.raw`\bi(?:'m| am)(?: (?:also|still|really|just))* $`,
  ]),
]);

export function inPatientVoice(before: string): boolean {
  return OWN_SYMPTOM.test(before) && !/\byou(?:r)?\b/.test(before);
}
