import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const current = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value);
const held = (dialogue: string, section: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === section)
    .map((h) => h.value.text);

describe('each drug of a sentence keeps its own words and dose', () => {
  it('gives each drug of a list the dose said after it, not the next one', () => {
    expect(current('patient: i take atenolol 25 mg daily and simvastatin 40 mg at night')).toEqual([
      expect.objectContaining({ name: 'atenolol', dosage: '25 mg daily' }),
      expect.objectContaining({ name: 'simvastatin', dosage: expect.stringContaining('40 mg') }),
    ]);
  });

  it('keeps a drug taken now when the next clause tells of one taken before', () => {
    const d = 'patient: i take atenolol every morning and i used to be on diltiazem';
    expect(current(d).map((m) => m.name)).toEqual(['atenolol']);
    expect(held(d, 'medications')).toContain('Previously took diltiazem.');
  });
});
