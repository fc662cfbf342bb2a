import { sitedName } from './extract/symptom-sites.js';
import type { ClinicalFacts, Found } from './extract/index.js';
import { LIMB_PARTS } from './vocabulary/symptoms.js';
import { listOf } from './narrative.js';
import { COURSE_SENTENCES, courseSentence } from './vocabulary/course-sentences.js';

/** The review-of-systems heading of each symptom the extractor knows (its lexicon's canonical names). */
const SYSTEMS: [string, string[]][] = [
  [
    'Constitutional',
    [
      'fever',
      'chills',
      'fatigue',
      'weight loss',
      'weight gain',
      'night sweats',
      'sweating',
      'loss of appetite',
      'excessive thirst',
    ],
  ],
  ['Eyes', ['blurry vision', 'eye pain', 'double vision', 'sensitivity to light']],
  [
    'Ears, Nose, Mouth and Throat',
    [
      'sore throat',
      'runny nose',
      'congestion',
      'sneezing',
      'ear pain',
      'difficulty swallowing',
      'painful swallowing',
      'nosebleeds',
      'tinnitus',
      'hearing loss',
      'hoarseness',
    ],
  ],
  ['Cardiovascular', ['chest pain', 'palpitations', 'syncope', 'orthopnea', 'paroxysmal nocturnal dyspnea']],
  ['Respiratory', ['shortness of breath', 'cough', 'wheezing', 'coughing up blood']],
  [
    'Gastrointestinal',
    [
      'nausea',
      'vomiting',
      'vomiting blood',
      'diarrhea',
      'constipation',
      'abdominal pain',
      'heartburn',
      'blood in stool',
      'bloating',
    ],
  ],
  [
    'Genitourinary',
    [
      'burning with urination',
      'frequent urination',
      'difficulty urinating',
      'blood in urine',
      'nocturia',
      'urinary urgency',
      'urinary incontinence',
      'flank pain',
      'pelvic pain',
    ],
  ],
  [
    'Musculoskeletal',
    [
      'back pain',
      'joint pain',
      'muscle aches',
      'muscle cramps',
      'stiffness',
      'calf pain',
      'thigh pain',
      ...LIMB_PARTS.map((p) => `${p} pain`),
    ],
  ],
  ['Skin', ['rash', 'itching', 'bruising']],
  ['Neurological', ['headache', 'dizziness', 'numbness', 'tingling', 'weakness', 'tremor', 'twitching']],
  ['Psychiatric', ['anxiety', 'depression', 'insomnia']],
  ['Hematologic', ['bleeding']],
];

/** Joints a consultation can be about, where a swelling is the joint's ('knee pain', 'right foot injury'). */
const JOINT = new RegExp(
  `\\b(?:${LIMB_PARTS.filter((p) => !['neck', 'leg', 'jaw'].includes(p)).join('|')}|joint)s?\\b`,
);
/** Oedema of the legs found on examination: a swelling then is the oedema's. */
const LEG_EDEMA =
  /\b(?:Lower extremities|Bilateral \w+|(?:Right |Left )?(?:[Ll]eg|[Aa]nkle|[Ff]oot|[Ff]eet)s?:)[^.]*\bedema\b/;

/** Legs named in the consultation's complaint or symptoms ('leg swelling', 'swollen ankles'). */
const LEGS = /\b(?:legs?|ankles?|feet|foot|lower extremit(?:y|ies)|edema)\b/;

/**
 * Where a swelling is reviewed: in a consultation about a joint ('knee pain') it is the joint's swelling,
 * a musculoskeletal symptom; with the legs named or oedema of the legs found, the swelling of oedema, a
 * cardiovascular one; else no system is known ('my tonsils are swollen') and it is listed as other.
 */
function swellingSystem(f: ClinicalFacts): string {
  if (LEG_EDEMA.test(f.exam.extremities?.value ?? '')) return 'Cardiovascular';
  const about = [f.reason?.value ?? '', ...f.symptoms.map((s) => s.value)];
  if (about.some((said) => JOINT.test(said))) return 'Musculoskeletal';
  return about.some((said) => LEGS.test(said)) ? 'Cardiovascular' : 'Other';
}

/** The hip, whose joint pain is felt in the groin. */
const HIP = /\bhips?\b/;
/**
 * Where a groin pain is reviewed: in a consultation about the hip it is the hip joint's pain, felt in the
 * groin, a musculoskeletal symptom; else a genitourinary one.
 */
function groinSystem(f: ClinicalFacts): string {
  const about = [
    f.reason?.value ?? '',
    ...f.symptoms.map((s) => s.value),
    ...f.assessment.map((a) => a.value.diagnosis),
  ];
  return about.some((said) => HIP.test(said)) ? 'Musculoskeletal' : 'Genitourinary';
}

/** Review of systems as clinicians write it: per system, what the patient endorses and what they deny. */
export function reviewOfSystems(f: ClinicalFacts): { system: string; findings: string; segmentIds: string[] }[] {
  const out: { system: string; findings: string; segmentIds: string[] }[] = [];
  const placed = new Set<string>();
  // Symptoms whose system the consultation decides: a swelling, a groin pain.
  const decided = new Map([
    ['swelling', swellingSystem(f)],
    ['groin pain', groinSystem(f)],
  ]);
  const entry = (system: string, named: Found<string>[], denied: Found<string>[]) => {
    named.concat(denied).forEach((s) => placed.add(s.value));
    // The review is of today: a symptom had only in an earlier episode ('At that time, she had orthopnea') or
    // had and now resolved ('Had a cough, now resolved') is the history's to tell, never endorsed as current.
    const present = named.filter(
      (s) => ![...f.episodeSymptoms, ...f.resolvedSymptoms].some((e) => e.value === s.value),
    );
    if (!present.length && !denied.length) return;
    // A symptom with the course the patient tells is written with it ('Endorses cough, improving').
    const going = f.symptomCourses.filter((c) => present.some((s) => s.value === c.value.symptom));
    const now = present.filter((s) => !going.some((c) => c.value.symptom === s.value));
    const text = [
      now.length ? `Endorses ${listOf(now.map((s) => sitedName(f, s.value)))}.` : '',
      ...going.map((c) => courseSentence(COURSE_SENTENCES.review, c.value)),
      denied.length ? `Denies ${listOf(denied.map((s) => s.value)).replace(/ and (?=[^,]+$)/, ' or ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    out.push({
      system,
      findings: text,
      segmentIds: [...new Set([...present, ...denied, ...going].flatMap((s) => s.segmentIds))],
    });
  };
  for (const [system, names] of SYSTEMS) {
    const of = (s: Found<string>) => (decided.get(s.value) ?? (names.includes(s.value) && system)) === system;
    entry(system, f.symptoms.filter(of), f.negatedSymptoms.filter(of));
  }
  entry(
    'Other',
    f.symptoms.filter((s) => !placed.has(s.value)),
    f.negatedSymptoms.filter((s) => !placed.has(s.value)),
  );
  return out;
}
