/**
 * Patients whose details must never appear in a log line. Tests that exercise patient data use
 * them; after the integration and browser runs every captured log line is searched for their
 * names, emails and phone numbers (log-leaks.ts), and a hit fails the run.
 */
export interface CanaryPatient {
  name: string;
  email: string;
  phone: string;
  dob: string;
  notes: string;
}

export const CANARY_PATIENTS: readonly CanaryPatient[] = [
  {
    name: 'Zephyrine Quillfeather',
    email: 'zephyrine.quill@canary.test',
    phone: '+91 98450 31415',
    dob: '1961-04-12',
    notes: 'Canary: allergic to marigold pollen',
  },
  {
    name: 'Okonkwo Brightwater',
    email: 'o.brightwater@canary.test',
    phone: '+44 7700 900461',
    dob: '1987-11-30',
    notes: 'Canary: prefers Tuesday visits',
  },
  {
    name: 'Marisol Thistledown',
    email: 'marisol.t@canary.test',
    phone: '+1 415 555 0199',
    dob: '2002-02-02',
    notes: 'Canary: sister is the interpreter',
  },
];

/** The strings a leak is searched by: each canary's name, email and phone. */
export function canaryNeedles(canaries: readonly CanaryPatient[] = CANARY_PATIENTS): string[] {
  return canaries.flatMap((c) => [c.name, c.email, c.phone]);
}
