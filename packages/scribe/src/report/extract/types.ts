import type { MedicationAction, ReportSection, SpeakerRole, Vitals } from '@asha/contracts';
import type { Adherence } from '../reading/adherence.js';

/** One transcript segment as the extractor reads it. */
export interface Seg {
  id: string;
  role: SpeakerRole;
  /** normalised English text (see text.ts) */
  text: string;
  /** the English text as spoken, for quoting whole sentences */
  raw: string;
  /** a person set the role: no reading of the words overrides it */
  confirmed?: boolean;
}

/** A fact with the segment ids it rests on. */
export interface Found<T> {
  value: T;
  segmentIds: string[];
}

/** How sure the clinician is of a diagnosis, as their wording says; null when they only name it. */
export type Certainty = 'confirmed' | 'probable' | 'possible' | 'ruled out' | null;

/** The vital signs the report has a field for: one added to the contract fails to compile wherever it is not read. */
export type VitalKey = keyof Vitals;

export interface ClinicalFacts {
  vitals: Partial<Record<VitalKey, Found<string>>>;
  medications: Found<{ name: string; dosage: string | null; indication: string | null }>[];
  allergies: Found<{ substance: string; reaction: string | null }>[];
  noKnownAllergies: Found<true> | null;
  familyHistory: Found<{ relation: string; condition: string }>[];
  symptoms: Found<string>[];
  /** symptoms (of those above) of an episode the patient says is over ('i felt fine ever since'): had, gone now */
  resolvedSymptoms: Found<string>[];
  /** symptoms (of those above) told only in the story of an earlier episode ('so they took me into the er'): had then */
  episodeSymptoms: Found<string>[];
  /** symptoms (of those above) the patient tells the course of ('not as much shortness of breath'): its state ('improving') */
  symptomCourses: Found<{ symptom: string; state: string }>[];
  /** the limb a weakness, numbness or tingling of today is felt in, as written before its name ('right leg') */
  symptomSites: Found<{ symptom: string; site: string }>[];
  negatedSymptoms: Found<string>[];
  /**
   * The times a symptom the patient has (of `symptoms` above) is also read otherwise: denied, placed in the past,
   * or named with doubt. A symptom with any of them is not sure to be one of today (current-symptoms.ts).
   */
  symptomReadings: Found<{ symptom: string; reading: OtherReading }>[];
  onset: Found<string> | null;
  duration: Found<string> | null;
  conditions: Found<string>[];
  /** each problem with the certainty of its wording, and the test it was read from when one was named */
  assessment: Found<{ diagnosis: string; certainty: Certainty; rationale?: string }>[];
  investigations: Found<string>[];
  /** procedures and operations recommended, planned or done now, as the plan writes them */
  procedures: Found<string>[];
  /** results the clinician reviews, in their words */
  results: Found<string>[];
  referrals: Found<string>[];
  planMedications: Found<{ name: string; instructions: string | null; action: MedicationAction }>[];
  /** medicines the patient says they do not take as prescribed: not now, now and then, or stopped of their own accord */
  adherence: Found<{ name: string } & Adherence>[];
  lifestyle: Found<string>[];
  followUp: Found<string> | null;
  age: Found<string> | null;
  /** why the patient came, as a short phrase ('annual exam', 'back pain') */
  reason: Found<string> | null;
  /** the patient's own account of the illness, in the third person */
  story: Found<string>[];
  sex: Found<string> | null;
  social: Partial<Record<'tobacco' | 'alcohol' | 'substances' | 'occupation' | 'livingSituation', Found<string>>>;
  exam: Partial<Record<'cardiovascular' | 'respiratory' | 'extremities' | 'generalAppearance', Found<string>>>;
  /**
   * What was said but is not sure enough for the note (spoken wording, a person or time the reading
   * cannot pin down): kept out of the report, and offered to the clinician as "said, not in the note"
   * under the section it would go to.
   */
  held: Found<Held>[];
}

/** How a symptom the patient also has is read elsewhere in the consultation. */
export type OtherReading = 'denied' | 'past' | 'unsure';

/** A statement held back from the note: the section it belongs to and its text as it would be added. */
export interface Held {
  section: ReportSection;
  text: string;
}

/** Adds a fact to a list, merging with an existing one of the same key (evidence unioned). */
export function addFound<T>(
  list: Found<T>[],
  value: T,
  ids: string[],
  key: (v: T) => string,
  merge?: (a: T, b: T) => T,
) {
  const existing = list.find((f) => key(f.value) === key(value));
  if (!existing) {
    list.push({ value, segmentIds: [...ids] });
    return;
  }
  if (merge) existing.value = merge(existing.value, value);
  for (const id of ids) if (!existing.segmentIds.includes(id)) existing.segmentIds.push(id);
}
