import type { Patient } from '@asha/contracts';

/** The built-in sample patient, the guided tour's target. It never touches the server. */
export const SAMPLE_PATIENT_ID = 'test-patient';
export const SAMPLE_PATIENT_DELAY_MS = 300;

export const SAMPLE_PATIENT: Patient = {
  patientId: SAMPLE_PATIENT_ID,
  name: 'Sample Patient (Demo)',
  email: 'sample.patient@example.com',
  phone: '+1 555 010 0100',
  gender: 'Other',
  dob: '1990-01-01',
  notes: 'Built-in demo patient for trying the product.',
  preferredLanguage: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** Case-insensitive substring on name, email or phone. */
export function matchesSearch(p: Pick<Patient, 'name' | 'email' | 'phone'>, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [p.name, p.email, p.phone].some((v) => v?.toLowerCase().includes(q));
}

/** The sample is on top when no search is active, or when the search matches it. */
export function withSamplePatient(loaded: Patient[], search: string): Patient[] {
  const matching = loaded.filter((p) => matchesSearch(p, search));
  return matchesSearch(SAMPLE_PATIENT, search) ? [SAMPLE_PATIENT, ...matching] : matching;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
