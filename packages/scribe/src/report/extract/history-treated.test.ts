import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const conditions = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);

describe('a condition told by the treatment the patient takes', () => {
  it('takes a blood pressure, cholesterol or thyroid pill, or insulin, the patient takes as the condition it treats', () => {
    expect(conditions("patient: i'm on medication for my blood pressure")).toEqual(['hypertension']);
    expect(conditions("patient: uh i do take a blood pressure pill and that's it")).toEqual(['hypertension']);
    expect(conditions('patient: i came in for a refill of my blood pressure medicine')).toEqual(['hypertension']);
    expect(conditions('patient: i take lisinopril for my blood pressure')).toEqual(['hypertension']);
    expect(conditions("patient: i'm on insulin twice a day")).toEqual(['diabetes']);
    expect(conditions('patient: i take a little thyroid pill every morning')).toEqual(['thyroid disease']);
  });

  it('takes the clinician naming the patient’s treatment, and one taken before', () => {
    expect(conditions("doctor: and you're still taking your cholesterol medicine\npatient: yeah every night")).toEqual([
      'high cholesterol',
    ]);
    expect(conditions('patient: i stopped my cholesterol pills a while back they gave me muscle aches')).toEqual([
      'high cholesterol',
    ]);
  });

  it('leaves out a treatment denied, only proposed, or taken by someone else', () => {
    expect(conditions("patient: i don't take any blood pressure pills")).toEqual([]);
    expect(conditions('doctor: we could start you on a blood pressure pill if it stays high')).toEqual([]);
    expect(conditions('doctor: if your numbers stay up we might need insulin')).toEqual([]);
    expect(conditions('patient: my mom takes a blood pressure pill')).toEqual([]);
    expect(conditions('patient: my husband is on insulin')).toEqual([]);
    expect(conditions('doctor: are you on any blood pressure medicine\npatient: no')).toEqual([]);
  });

  it('writes the narrower name said beside the treatment once', () => {
    expect(conditions('doctor: and you take thyroid medications too\npatient: yes for my hypothyroidism')).toEqual([
      'hypothyroidism',
    ]);
  });
});
