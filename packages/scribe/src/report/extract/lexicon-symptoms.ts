import { MIXED_SYMPTOMS } from '../vocabulary/mixed-symptoms.js';

/**
 * Symptoms a patient reports, each with the words people use for it. The first word
 * of each line is the canonical name written into the report; the rest are synonyms. A line ending in
 * '|' goes on to the next. The Hindi and Tamil words code-mixed speech keeps ('bukhar', 'sir dard';
 * 'kaichal', 'thalai vali') are synonyms too, from vocabulary/mixed-symptoms.ts, which the checker reads as well.
 */
const LINES = `
chest pain | chest pains | chest tightness | chest pressure | chest discomfort | pain in my chest | pain in your chest | pain in the chest |
  discomfort in my chest | discomfort in your chest
shortness of breath | short of breath | trouble breathing | difficulty breathing | breathlessness | dyspnea | sob
cough | coughing
fever | fevers | febrile
chills
headache | headaches | migraine | migraines
nausea | nauseous | nauseated
vomiting | throwing up | threw up | thrown up | throw up | vomit
diarrhea | loose stools | loose motions | loose motion
constipation | constipated
abdominal pain | stomach pain | belly pain | stomach ache | tummy ache | pain in my stomach | pain in your stomach | pain in my tummy |
  pain in your tummy | pain in my belly | pain in your belly
back pain | lower back pain | low back pain | backache | back ache | back hurts | back is hurting
joint pain | joint pains
fatigue | tired | tiredness | exhausted | fatigued | low energy
dizziness | dizzy | lightheaded | lightheadedness | light-headed | vertigo
palpitations | palpitation | heart racing | racing heart | heart pounding | rapid heartbeat | fast heartbeat | irregular heartbeat |
  heart beating fast | heart is beating fast | heart is beating very fast | abnormal heart rhythm | heart fluttering
swelling | swollen | edema
rash | rashes
itching | itchy | pruritus
sore throat | throat pain | throat hurts | throat is hurting | throat has been hurting | throat was hurting | throat is sore | throat has been sore
runny nose | rhinorrhea
congestion | congested | stuffy nose
sneezing
wheezing | wheeze
numbness | numb | numbing
tingling | pins and needles
weakness | weak
weight loss | gain or loss | lost weight | losing weight | lost any weight | lost some weight | lost a little weight | lost a bit of weight | lost a lot of weight | losing some weight
weight gain | loss or gain | gained weight | gaining weight | gained any weight | gained some weight | gained a little weight | gained a bit of weight | gained a lot of weight | gaining some weight
night sweats | night sweat | sweating at night | sweats at night
sweating | sweats
blurry vision | blurred vision | vision changes
burning with urination | painful urination | painful or burning urination | burning urination | dysuria |
  burning when you urinate | burning when i urinate | burning when urinating | burning on urination | pain when you urinate | pain when i urinate |
  pain in urination | pain with urination | pain on urination | pain during urination | burning during urination | pain while urinating |
  pain when urinating | burning while urinating | pain while peeing | pain when peeing | pain while passing urine | pain when passing urine |
  pain when you're urinating | pain when i'm urinating | pain when you're peeing | pain when i'm peeing
frequent urination | frequency of urination
difficulty urinating | trouble urinating | difficulty with urination | problems urinating | problem urinating | weak stream |
  weak urine stream | weak urinary stream | urination stream weak | urine stream weak | urinary stream weak | stream is weak
vomiting blood | blood in vomit | blood in my vomit | blood in the vomit | blood in your vomit | blood in her vomit | blood in his vomit |
  throwing up blood | threw up blood | hematemesis
blood in stool | bloody stool | blood in my stool | blood in the stool | blood in your stool | blood in her stool | blood in his stool
blood in urine | hematuria | blood in my urine | blood in the urine | blood in your urine | blood in her urine | blood in his urine | bloody urine
heartburn | heart burn | acid reflux | reflux
difficulty swallowing | trouble swallowing | difficulty in swallowing | problems swallowing | dysphagia
insomnia | trouble sleeping | can't sleep | difficulty sleeping
anxiety | anxious
depression | depressed | feeling down
loss of appetite | decreased appetite | poor appetite | not hungry
ear pain | earache | pain in my ear | pain in your ear | pain in his ear | pain in her ear
muscle aches | body aches | myalgia | achy
stiffness | stiff
bleeding
bruising | bruise easily | bruise easy | bruises easily
tremor | shaking
twitching | twitch | twitches | twitchy
syncope | fainting | passed out | fainted | pass out | passing out | lose consciousness | lost consciousness | loss of consciousness
`;

export interface SymptomTerm {
  name: string;
  variants: string[];
}

/** Joints and limbs: their pain is a musculoskeletal symptom ('knee pain'). */
export const LIMB_PARTS = [
  'knee',
  'shoulder',
  'neck',
  'hip',
  'ankle',
  'foot',
  'wrist',
  'hand',
  'elbow',
  'arm',
  'leg',
  'finger',
  'toe',
  'heel',
  'jaw',
];

/** Pain of a body part, in the ways people say it ('knee pain', 'pain in my knee', 'my knee hurts'). */
const PARTS = [...LIMB_PARTS, 'eye', 'groin', 'flank', 'pelvic'];
const PAIN_LINES = PARTS.map((p) =>
  [
    `${p} pain`,
    `pain in my ${p}`,
    `pain in the ${p}`,
    `pain in your ${p}`,
    `pain in her ${p}`,
    `pain in his ${p}`,
    `${p} hurts`,
    `${p} is hurting`,
    `${p} has been hurting`,
    `${p} was hurting`,
    `${p} is sore`,
    `sore ${p}`,
  ].join(' | '),
);

export const SYMPTOMS: SymptomTerm[] = [LINES.trim().replace(/\|\s*\n\s*/g, '| '), ...PAIN_LINES]
  .join('\n')
  .split('\n')
  .map((line) => line.split('|').map((v) => v.trim()))
  .map((variants) => ({ name: variants[0]!, variants: [...variants, ...(MIXED_SYMPTOMS[variants[0]!] ?? [])] }));
