import { regex, wordsOf } from '../pattern.js';
import { partsIn } from './body-parts.js';

/**
 * The words patients and clinicians say for a condition the report names clinically: a report's
 * 'hypertension' is the consultation's 'blood pressure', 'GERD' its 'reflux', 'hypothyroidism' its
 * 'thyroid'. A condition is mentioned when one of these is said, even if its name never is; these
 * words only show the condition was talked about, never that it was affirmed.
 */
const CONDITION_WORDS: Record<string, RegExp> = {
  hypertension: /\b(blood pressure|bp|pressures?)\b/,
  diabetes: /\b(diabet\w*|sugars?|a1c|glucose|metformin|insulin)\b/,
  'type 2 diabetes': /\b(diabet\w*|sugars?|a1c|glucose|metformin|insulin)\b/,
  'type 1 diabetes': /\b(diabet\w*|sugars?|a1c|glucose|insulin)\b/,
  prediabetes: /\b(diabet\w*|sugars?|a1c|glucose)\b/,
  'high cholesterol': /\b(cholesterol|lipids?|ldl|triglycerides|statins?|fats? in (?:the|my|your|his|her) blood)\b/,
  'coronary artery disease': /\b(coronar\w*|blockages?|stents?|bypass|cabg|heart disease)\b/,
  'heart disease': /\b(heart|cardiac)\b/,
  'atrial fibrillation':
    /\b(a ?fib|fibrillation|irregular (?:heart ?beat|heart rhythm|rhythm)|(?:heart )?rhythm (?:disorder|problem|issue)s?)\b/,
  'deep vein thrombosis':
    /\b(dvt|thrombo\w*|(?:blood )?clots? in (?:my|your|his|her|the) (?:left |right )?(?:legs?|calf|calves|thighs?|veins?))\b/,
  'pulmonary embolism': /\b(embol\w*|(?:blood )?clots? in (?:my|your|his|her|the) (?:left |right )?lungs?)\b/,
  stroke: /\b(strokes?|cva)\b/,
  gerd: /\b(reflux|heartburn|heart burn|acid)\b/,
  hypothyroidism: /\bthyroid\b/,
  hyperthyroidism: /\bthyroid\b/,
  'thyroid disease': /\bthyroid\b/,
  goiter: /\bthyroid\b/,
  depression: /\b(depress\w*|mood|sad)\b/,
  anxiety: /\b(anxi\w*|nervous|panic|worr\w*)\b/,
  obesity: /\b(weight|obes\w*|bmi|overweight)\b/,
  cirrhosis: /\b(liver|cirrho\w*)\b/,
  'peripheral neuropathy': /\b(neuropath\w*|nerve damage|(?:nerve|neural) problems?|numb\w*|tingling)\b/,
  osteoarthritis: /\b(arthrit\w*|joints?)\b/,
  'chronic kidney disease': /\b(kidneys?|renal)\b/,
  epilepsy: /\b(seizures?|epilep\w*)\b/,
  osteoporosis: /\b(osteopor\w*|bone (?:disease|loss|density)|brittle bones|thin(?:ning)? bones)\b/,
  'supraventricular tachycardia':
    /\b(svt|tachycardia|(?:heart|pulse)s? (?:use[ds]? to |would )?(?:beat|beats|beating|race|races|racing|pound\w*) (?:pretty |very |really |too )?fast|racing heart)\b/,
  migraines: /\b(migraines?|headaches?)\b/,
  'allergic rhinitis': /\b(allerg\w*|hay fever|sneez\w*|runny nose|nasal inflammation|inflamed nose)\b/,
  scoliosis: /\b(scolio\w*|curved? spine|curv\w* (?:in|of) (?:the|my|your|his|her) spine)\b/,
  'irritable bowel syndrome': /\b(ibs|bowels?)\b/,
  'mitral valve prolapse': /\b(valve|murmur)\b/,
  'aortic stenosis': /\b(valve|murmur)\b/,
  'mitral regurgitation': /\b(valve|murmur)\b/,
};

/** Whether the consultation talks about a condition, by its name's telling word or the words said for it. */
export function conditionTalkedAbout(name: string, text: string): boolean {
  return CONDITION_WORDS[name]?.test(text) ?? false;
}

/** Sleep said to be short or broken ('it's been affecting my sleep', 'i haven't gotten much sleep'): insomnia told in other words. */
const SLEEP_TROUBLE = [
  'insomnia',
  '(?:trouble|difficult\\w*|hard time|problems?) (?:falling |staying )?(?:a)?sleep\\w*',
  "(?:can't|cannot|couldn't|not) (?:fall |stay )?(?:a)?sleep\\w*",
  '(?:much|enough|good) sleep',
  '(?:affect\\w*|impact\\w*|disturb\\w*|interrupt\\w*) (?:my|your|his|her) sleep',
];

/** Lay words for symptoms ('sick to my stomach' is nausea, 'winded' shortness of breath). */
const SYMPTOM_WORDS: Record<string, RegExp> = {
  nausea: /\b(nause\w*|queasy|sick to (?:my|her|his|your) stomach|throw(?:ing)? up|vomit\w*)\b/,
  vomiting: /\b(vomit\w*|throw(?:ing|n)? up|threw up)\b/,
  'shortness of breath': /\b(short of breath|winded|breathless|trouble breathing|hard to breathe|can't breathe|sob)\b/,
  dizziness: /\b(dizz\w*|lightheaded\w*|light headed|vertigo|spinning)\b/,
  insomnia: regex([wordsOf(SLEEP_TROUBLE)]),
  fatigue: /\b(tired\w*|fatigu\w*|exhaust\w*|no energy|low energy|worn out)\b/,
  // A part that cannot move is weak in the extreme: paralysis, a droop.
  weakness: /\b(weak\w*|paraly\w*|(?:can't|cannot|not) (?:move|moving)|droop\w*)\b/,
  // The flank is the side of the trunk: patients say 'a pain in my left side'.
  'flank pain':
    /\b(flank|(?:pain|hurt\w*|ach\w*|sore)\b[^?]{0,60}\b(?:my|your|his|her|the) (?:left |right )?side\b(?! effect))/,
};

const PAIN = /\b(pain\w*|hurt\w*|ach\w*|\w+aches?|sore\w*|discomfort|cramp\w*|tender\w*|bother\w*)\b/;
/** Adjectives a report names a painful part by ('abdominal pain', 'pelvic pain') and the part said for it. */
const PAIN_PART = /^(?:[a-z]+ )?([a-z]+) (?:pain|discomfort|ache)$/;

/**
 * Whether the consultation tells of a symptom in other words: its lay words, or for '<part> pain'
 * the part under any of its names with any word for pain in one turn or a question and its reply
 * ('my stomach hurts' is abdominal pain; 'where is your pain?' 'my left elbow' elbow pain).
 */
export function symptomSaidInOtherWords(name: string, turns: string[]): boolean {
  const lay = SYMPTOM_WORDS[name];
  if (lay && turns.some((t) => lay.test(t))) return true;
  const m = PAIN_PART.exec(name);
  const part = m ? partsIn(m[1]!)[0]?.part : undefined;
  if (!part) return false;
  return turns.some((t, i) => {
    const pair = `${t} ${turns[i + 1] ?? ''}`;
    return PAIN.test(pair) && partsIn(pair).some((p) => p.part === part);
  });
}
