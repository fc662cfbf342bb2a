import { symptomMentions } from '../extract/index.js';
import { regex, wordsOf } from '../pattern.js';
import { asks } from '../reading/questions.js';
import { SYMPTOM_TALKED_OF } from '../vocabulary/symptoms.js';
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

/** The words that show each symptom was talked about without naming it, one pattern per symptom. */
const TALKED_OF = new Map(Object.entries(SYMPTOM_TALKED_OF).map(([name, words]) => [name, regex([wordsOf(words)])]));

const PAIN = /\b(pain\w*|hurt\w*|ach\w*|\w+aches?|sore\w*|discomfort|cramp\w*|tender\w*|bother\w*)\b/;
/** Adjectives a report names a painful part by ('abdominal pain', 'pelvic pain') and the part said for it. */
const PAIN_PART = /^(?:[a-z]+ )?([a-z]+) (?:pain|discomfort|ache)$/;

const namesSymptom = (text: string) => symptomMentions(text).length > 0;
/**
 * Whether a turn tells of a symptom by one of its names in the vocabulary. A clinician's question does not: the
 * clinician asking about it ('any nausea or vomiting') tells nothing of the patient, and a note that has the
 * patient report it rests on the reply, which did not say it.
 */
const tellsOf = (name: string, t: { role: string; text: string }) =>
  symptomMentions(t.text).some((m) => m.term.name === name) && !asks(t.role, t.text, namesSymptom);

/**
 * Whether the consultation tells of a symptom in other words: any of its names in the one symptom vocabulary
 * (vocabulary/symptoms.ts) said other than in a clinician's question, a word showing it was talked about, or for
 * '<part> pain' the part under any of its names with any word for pain in one turn or a question and its reply
 * ('my stomach hurts' is abdominal pain; 'where is your pain?' 'my left elbow' elbow pain).
 */
export function symptomSaidInOtherWords(name: string, segs: { role: string; text: string }[]): boolean {
  const talkedOf = TALKED_OF.get(name);
  if (segs.some((t) => talkedOf?.test(t.text) || tellsOf(name, t))) return true;
  const turns = segs.map((t) => t.text);
  const m = PAIN_PART.exec(name);
  const part = m ? partsIn(m[1]!)[0]?.part : undefined;
  if (!part) return false;
  return turns.some((t, i) => {
    const pair = `${t} ${turns[i + 1] ?? ''}`;
    return PAIN.test(pair) && partsIn(pair).some((p) => p.part === part);
  });
}
