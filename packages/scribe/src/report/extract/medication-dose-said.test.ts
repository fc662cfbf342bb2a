import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const current = (dialogue: string) =>
  factsFrom(dialogue).medications.map((m) => [m.value.name, m.value.dosage] as [string, string | null]);

describe('a dose is written as said', () => {
  it('reads thousands said as a word, and a dose put right at once', () => {
    expect(current('patient: i take vitamin d fifty thousand units on mondays')).toEqual([
      ['vitamin d', '50,000 units on mondays'],
    ]);
    const corrected = "Doctor: You're taking vitamin d, 5000 units weekly, or 50,000 units weekly, excuse me.";
    expect(current(corrected)).toEqual([['vitamin d', '50,000 units weekly']]);
  });

  it('keeps the decimals of a dose', () => {
    expect(current('patient: i take warfarin two point five milligrams daily')).toEqual([['warfarin', '2.5 mg daily']]);
    expect(current('patient: i take lorazepam point five milligrams at night')).toEqual([
      ['lorazepam', '0.5 mg at night'],
    ]);
  });

  it('reads a unit said letter by letter', () => {
    expect(current('patient: i take atenolol twelve point five m g a day')).toEqual([['atenolol', '12.5 mg daily']]);
  });

  it("reads 'a thousand' as 1,000", () => {
    expect(current('doctor: we have you on metformin a thousand milligrams twice a day')).toEqual([
      ['metformin', '1,000 mg twice a day'],
    ]);
  });

  it('reads a dose said before the drug with "of"', () => {
    expect(current("Doctor: You're on ten milligrams of amlodipine daily.")).toEqual([['amlodipine', '10 mg daily']]);
  });
});
