import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

describe('a complaint the patient denies', () => {
  it('is never the chief complaint: it is held back for the clinician', () => {
    const said = 'doctor: you came in for diarrhea right\npatient: no i do not have any diarrhea';
    const facts = factsFrom(said);
    expect(facts.reason).toBeNull();
    expect(facts.negatedSymptoms.map((s) => s.value)).toContain('diarrhea');
    expect(facts.held.map((h) => h.value.section)).toContain('chiefComplaint');
  });

  it('stays the chief complaint when the patient has it', () => {
    const said = 'doctor: you came in for diarrhea right\npatient: yes i have had diarrhea for three days';
    expect(factsFrom(said).reason?.value).toMatch(/diarrhea/i);
  });
});
