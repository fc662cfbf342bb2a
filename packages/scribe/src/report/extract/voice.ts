import { DIAGNOSTIC } from './lexicon-diagnosis.js';
import type { Seg } from './types.js';

/**
 * A sentence only the clinician says: first-person plans ('I will order an ECG', "we'll start you on…",
 * 'see you again in a week') and the judgements of an assessment. Speaker labels of recorded speech are guesses (a clinician often speaks
 * two segments in a row, and the labeller expects turns to alternate), so a plan in the clinician's
 * voice counts as the clinician's whatever the label says.
 */
const PLAN_VOICE =
  /\b(?:i will|i'll|i am going to|i'm going to|i'm gonna|we will|we'll|we are going to|we're going to|let's|let me|(?:i|we)(?: also)? (?:want to|wanna|wan na|would like to|'d like to))\s+(?:also\s+)?(?:order|prescribe|start you|put you|send you|get you|give you|schedule|refer|see you|have you)\b|\bsee you (?:again|back) in\b/;

/** A judgement only the clinician gives: 'my assessment…', 'assessment and plan', 'your symptoms are consistent with…'. */
const JUDGEMENT_VOICE =
  /\b(?:my (?:assessment|impression|diagnosis)|assessment and (?:my |the |your )?plan|(?:your )?symptoms (?:are|seem|seems) consistent with|(?:your )?(?:x-?rays?|mri|labs?|blood ?work|results?|ct scan|ultrasound|biopsy) (?:shows?|showed|revealed|came back))\b/;

/**
 * A judgement put to the patient in the second person: 'it appears that you have a uri', 'i think your
 * kidney failure is resolved', 'looks like she has an upper respiratory infection'. Patients speak of
 * themselves in the first person; a companion's guess ('i think she has hay fever') has no judging cue
 * of this kind beyond 'i think', so a third person counts only after 'it looks/seems/appears'.
 */
const DIAGNOSING_VOICE =
  /\b(?:(?:i (?:do )?(?:think|believe|suspect|feel)(?: that| is)?|(?:it )?(?:looks|sounds|seems|appears)(?: like| that| to me like)?) (?:you(?:'ve| have| do have| got| might have| may have)|your)|(?:it )?(?:looks|seems|appears|sounds?)(?: like| that| to me like)? (?:she|he)(?: has| does have|'s got| might have| may have))\b/;

/**
 * A disease's state, or what to do for it, told in the second person: 'your diabetes is out of control',
 * 'your blood pressure is better', 'for your back pain stay on the neurontin'. Patients say 'my diabetes'.
 * Taking problems in turn is the clinician's too: 'for your last issue…', 'the next problem is…'.
 */
const PROBLEM = `(?:[a-z'-]+ ){0,2}?(?:${DIAGNOSTIC.source}|diabetes|blood pressure|sugars?|cholesterol|asthma|copd|pain)`;
const YOUR_PROBLEM_VOICE = new RegExp(
  `\\byour ${PROBLEM} (?:is|are|has been|have been|seems|looks)(?: (?:now|still|really|very|way|a bit|a little|slightly|somewhat|a lot|far|getting|gotten|much))* (?:out of control|uncontrolled|(?:well |not |under )?controlled|under control|worse|better|improv\\w*|stable|too high|high|elevated)\\b|\\bfor your ${PROBLEM},? (?:(?:i|we)(?:'d| would| will|'ll) |let's |you should |please )?(?:stay on|continue|keep taking|take|start|use|try)\\b` +
    '|\\b(?:(?:for|regarding|about|with) your|the) (?:first|second|third|fourth|next|last|final|other) (?:issue|problem|concern)\\b(?! (?:i|we) (?:have|had))',
);

/** A sentence that opens by telling the patient they have a disease: 'you have kidney stones in the ureter'. */
const TELLING_VOICE = new RegExp(
  `^(?:(?:so|well|okay|and|now|alright|yeah|um|uh) )*you(?:'ve got| have got| have| do have) (?:a |an |some |the )?(?:[a-z'-]+ ){0,3}?[a-z'-]*(?:${DIAGNOSTIC.source})`,
);

export function inClinicianVoice(sentence: string): boolean {
  return (
    PLAN_VOICE.test(sentence) ||
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
const OWN_SYMPTOM =
  /\bi(?:'m| am|'ve| have)?(?: been)?(?: (?:also|still|sometimes|always|really|just))* (?:having|have|had|feel|felt|feeling|get|getting|got)(?: (?:a|an|some|this|these|the|so|really|very|bad|terrible|severe|mild|little|bit|of|lot|lots|more|constant))* $|\bi(?:'m| am)(?: (?:also|still|really|just))* $/;

export function inPatientVoice(before: string): boolean {
  return OWN_SYMPTOM.test(before) && !/\byou(?:r)?\b/.test(before);
}
