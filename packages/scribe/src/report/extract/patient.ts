import type { ClinicalFacts, Seg } from './types.js';

const AGE =
  /\b(?:i'm|i am|she's|he's|she is|he is)\s+(\d{1,3})(?:\s+years?\s+old)?\b(?![ -]?(?:mg|%|percent|pounds|days|weeks|minutes))|\b(\d{1,3})[- ]years?[- ]old\b/;
/** 'a 50-year-old female', 'this 45 year old gentleman': the sex a clinician dictates with the age. */
const SEX = /\b\d{1,3}[- ]years?[- ]old (?:\w+ ){0,3}?(female|male|woman|man|lady|gentleman|girl|boy)\b/;
const SEXES: Record<string, string> = {
  female: 'female',
  woman: 'female',
  lady: 'female',
  girl: 'female',
  male: 'male',
  man: 'male',
  gentleman: 'male',
  boy: 'male',
};

/** The patient's age and sex as said in the consultation (the patient record, when it has them, takes precedence). */
export function extractPatient(segs: Seg[], facts: ClinicalFacts) {
  for (const seg of segs) {
    const age = AGE.exec(seg.text);
    const years = Number(age?.[1] ?? age?.[2]);
    if (!facts.age && years > 0 && years < 120) facts.age = { value: String(years), segmentIds: [seg.id] };
    const sex = SEX.exec(seg.text);
    if (!facts.sex && sex) facts.sex = { value: SEXES[sex[1]!]!, segmentIds: [seg.id] };
  }
}
