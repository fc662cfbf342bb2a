import { capture, oneOf, regex } from '../pattern.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';
import { utterancesOf } from './utterances.js';
import { clinicianSays } from './voice.js';

/** Specialties and services a clinician sends a patient to, as people say them. */
const SPECIALTIES = [
  'physical therapy',
  'occupational therapy',
  'speech therapy',
  'cardiac rehab(?:ilitation)?',
  'pulmonary rehab(?:ilitation)?',
  '(?:cardio|neuro|dermato|gastroentero|endocrino|rheumato|pulmono|nephro|uro|onco|hemato|hepato|gyneco|ophthalmo|audio)log(?:y|ist)',
  'neurosurg(?:ery|eon)',
  'orthop(?:a)?ed(?:ics|ic surgeon|ic specialist|ist|ic surgery)',
  'psychiatr(?:y|ist)',
  'psycholog(?:y|ist)',
  'therapist',
  'counsel(?:ing|or)',
  'ob-?gyn',
  'ear nose and throat',
  'ent',
  'optometrist',
  'eye doctor',
  'podiatr(?:y|ist)',
  '(?:general |vascular |hand |breast |orthopedic )?surgeon',
  'general surgery',
  'nutritionist',
  'dietitian',
  'dietician',
  'sleep (?:specialist|medicine|clinic)',
  'pain (?:management|clinic|specialist)',
  'chiropractor',
  'allergist',
  'infectious disease',
  'sports medicine',
  '(?:breast |heart |kidney |lung |skin |foot )?specialist',
  'hospice',
  'home health',
];
/** Words that send a patient on: 'refer', 'set you up with', 'want you to see', 'start you in'. */
const SENDING = [
  'refer(?:ral)?',
  'referring',
  'send(?:ing)? you',
  'set you up (?:with|for)',
  'get you (?:in )?(?:with|to see|into)',
  'want you to see',
  '(?:you should|need to|go) see',
  'consult(?:ation)? with',
  'recommend(?:ing)?',
  'order(?:ing)?',
  'get you started (?:on|with|in)',
  'start you (?:on|with|in)',
  'enroll you in',
];
/** 'refer you to a cardiologist', 'set you up with our physical therapy': the specialty is captured (m[1]). */
const REFERRAL = regex(
  [
    String.raw`\b${oneOf(SENDING)}\s+(?:you |him |her )?(?:back )?(?:to |with |for |in )?`,
    '(?:a |an |the |some |formal |our |my )?(?:colleague (?:in )?)?',
    capture(SPECIALTIES),
    String.raw`\b`,
  ],
  'g',
);

/** The specialty named as a service: 'cardiologist' is written 'cardiology', 'orthopedic surgeon' stays. */
function specialty(said: string): string {
  return said
    .replace(/(log)ist$/, '$1y')
    .replace(/^ent$/, 'ENT')
    .replace(/^ob-?gyn$/, 'OB-GYN');
}

/** Referrals the clinician makes ('I'd like to refer you to physical therapy', 'see a cardiologist'). */
export function extractReferrals(segs: Seg[], facts: ClinicalFacts) {
  for (const u of utterancesOf(segs)) {
    if (u.question || !clinicianSays(u.seg, u.text)) continue;
    for (const m of u.text.matchAll(REFERRAL)) addFound(facts.referrals, specialty(m[1]!), [u.seg.id], (v) => v);
  }
}
