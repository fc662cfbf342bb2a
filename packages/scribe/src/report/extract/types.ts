import type { SpeakerRole } from '@asha/contracts';

/** One transcript segment as the extractor reads it. */
export interface Seg {
  id: string;
  role: SpeakerRole;
  /** normalised English text (see text.ts) */
  text: string;
  /** the English text as spoken, for quoting whole sentences */
  raw: string;
}

/** A fact with the segment ids it rests on (issue #8 item 3, evidence). */
export interface Found<T> {
  value: T;
  segmentIds: string[];
}

export type VitalKey = 'bloodPressure' | 'heartRate' | 'temperature' | 'respiratoryRate' | 'weight';

export interface ClinicalFacts {
  vitals: Partial<Record<VitalKey, Found<string>>>;
  medications: Found<{ name: string; dosage: string | null; indication: string | null }>[];
  allergies: Found<{ substance: string; reaction: string | null }>[];
  noKnownAllergies: Found<true> | null;
  familyHistory: Found<{ relation: string; condition: string }>[];
  symptoms: Found<string>[];
  negatedSymptoms: Found<string>[];
  onset: Found<string> | null;
  duration: Found<string> | null;
  conditions: Found<string>[];
  assessment: Found<{ diagnosis: string; certainty: 'confirmed' | 'probable' | 'possible' | null }>[];
  investigations: Found<string>[];
  planMedications: Found<{ name: string; instructions: string | null }>[];
  lifestyle: Found<string>[];
  followUp: Found<string> | null;
  age: Found<string> | null;
  social: Partial<Record<'tobacco' | 'alcohol' | 'occupation', Found<string>>>;
  exam: Partial<Record<'cardiovascular' | 'respiratory' | 'extremities' | 'generalAppearance', Found<string>>>;
}

/** Adds a fact to a list, merging with an existing one of the same key (evidence unioned). */
export function addFound<T>(list: Found<T>[], value: T, ids: string[], key: (v: T) => string, merge?: (a: T, b: T) => T) {
  const existing = list.find((f) => key(f.value) === key(value));
  if (!existing) {
    list.push({ value, segmentIds: [...ids] });
    return;
  }
  if (merge) existing.value = merge(existing.value, value);
  for (const id of ids) if (!existing.segmentIds.includes(id)) existing.segmentIds.push(id);
}
