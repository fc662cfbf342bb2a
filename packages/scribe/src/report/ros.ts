import type { ClinicalFacts, Found } from './extract/index.js';
import { listOf } from './narrative.js';

/** The review-of-systems heading of each symptom the extractor knows (its lexicon's canonical names). */
const SYSTEMS: [string, string[]][] = [
  [
    'Constitutional',
    ['fever', 'chills', 'fatigue', 'weight loss', 'weight gain', 'night sweats', 'sweating', 'loss of appetite'],
  ],
  ['Eyes', ['blurry vision', 'eye pain']],
  [
    'Ears, Nose, Mouth and Throat',
    ['sore throat', 'runny nose', 'congestion', 'sneezing', 'ear pain', 'difficulty swallowing'],
  ],
  ['Cardiovascular', ['chest pain', 'palpitations', 'swelling', 'syncope']],
  ['Respiratory', ['shortness of breath', 'cough', 'wheezing']],
  [
    'Gastrointestinal',
    ['nausea', 'vomiting', 'diarrhea', 'constipation', 'abdominal pain', 'heartburn', 'blood in stool'],
  ],
  [
    'Genitourinary',
    ['burning with urination', 'frequent urination', 'blood in urine', 'groin pain', 'flank pain', 'pelvic pain'],
  ],
  [
    'Musculoskeletal',
    [
      'back pain',
      'joint pain',
      'muscle aches',
      'stiffness',
      ...[
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
      ].map((p) => `${p} pain`),
    ],
  ],
  ['Skin', ['rash', 'itching', 'bruising']],
  ['Neurological', ['headache', 'dizziness', 'numbness', 'tingling', 'weakness', 'tremor']],
  ['Psychiatric', ['anxiety', 'depression', 'insomnia']],
  ['Hematologic', ['bleeding']],
];

/** Review of systems as clinicians write it: per system, what the patient endorses and what they deny. */
export function reviewOfSystems(f: ClinicalFacts): { system: string; findings: string; segmentIds: string[] }[] {
  const out: { system: string; findings: string; segmentIds: string[] }[] = [];
  const placed = new Set<string>();
  const entry = (system: string, present: Found<string>[], denied: Found<string>[]) => {
    if (!present.length && !denied.length) return;
    present.concat(denied).forEach((s) => placed.add(s.value));
    const text = [
      present.length ? `Endorses ${listOf(present.map((s) => s.value))}.` : '',
      denied.length ? `Denies ${listOf(denied.map((s) => s.value)).replace(/ and (?=[^,]+$)/, ' or ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    out.push({
      system,
      findings: text,
      segmentIds: [...new Set([...present, ...denied].flatMap((s) => s.segmentIds))],
    });
  };
  for (const [system, names] of SYSTEMS) {
    entry(
      system,
      f.symptoms.filter((s) => names.includes(s.value)),
      f.negatedSymptoms.filter((s) => names.includes(s.value)),
    );
  }
  entry(
    'Other',
    f.symptoms.filter((s) => !placed.has(s.value)),
    f.negatedSymptoms.filter((s) => !placed.has(s.value)),
  );
  return out;
}
