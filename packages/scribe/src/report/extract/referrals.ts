import { capture, oneOf, regex } from '../pattern.js';
import { hypotheticalCue } from '../reading/subject.js';
import { onlyIf } from './plan-test-order.js';
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
  'nutrition',
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
  '(?:want|like) you to see',
  // 'the nodule should be evaluated by urology': a specialty to see, said of the problem.
  '(?:should|will|needs? to|to) be (?:evaluated|seen) by',
  '(?:you should|need to|go) see',
  // 'i'm gonna have you see a cardiologist', 'we'll have you follow up with cardiology'.
  'have you (?:go )?(?:see|follow up with)',
  "(?:you (?:to|will|should)|you'll) follow up with",
  'make (?:you )?an appointment with',
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
    // A run of words before the specialty, as a speaker restarting says it ('refer you to for for physical therapy').
    String.raw`\b${oneOf(SENDING)}\s+(?:you |him |her )?(?:back )?(?:(?:to|with|for|in) ){0,3}`,
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

/** What sets a condition on a referral: 'if' or 'in case' in the words just before it (a purpose, 'to help with the pain', sets none). */
const CONDITION_RULES = ['hyp:if', 'hyp:in-case'];
const conditionBefore = (read: string, at: number) => {
  const cue = hypotheticalCue(
    read
      .slice(Math.max(0, at - 60), at)
      .split(/[.?!;]\s/)
      .pop()!,
  );
  return cue !== null && CONDITION_RULES.includes(cue.rule);
};

/**
 * Referrals the clinician makes ('I'd like to refer you to physical therapy', 'see a cardiologist'). One
 * made only if something happens ('if your symptoms continue, possibly a referral to physical therapy',
 * 'we'll refer you if we need to') is read as tests are (plan-test-order.ts): not made today, so it is
 * offered as said, not written in the plan, unless the clinician makes it outright elsewhere.
 */
export function extractReferrals(segs: Seg[], facts: ClinicalFacts) {
  const ifNeeded: { value: string; ids: string[] }[] = [];
  for (const u of utterancesOf(segs)) {
    if (u.question || !clinicianSays(u.seg, u.text)) continue;
    for (const m of u.text.matchAll(REFERRAL)) {
      const service = specialty(m[1]!);
      if (onlyIf(u.text, m.index, m.index + m[0].length, conditionBefore))
        ifNeeded.push({ value: service, ids: [u.seg.id] });
      else addFound(facts.referrals, service, [u.seg.id], (v) => v);
    }
  }
  for (const r of ifNeeded) {
    const text = `Refer to ${r.value} if needed.`;
    if (facts.referrals.some((f) => f.value === r.value)) continue;
    const held = facts.held.find((h) => h.value.section === 'plan' && h.value.text === text);
    if (held) held.segmentIds = [...new Set([...held.segmentIds, ...r.ids])];
    else facts.held.push({ value: { section: 'plan', text }, segmentIds: r.ids });
  }
}
