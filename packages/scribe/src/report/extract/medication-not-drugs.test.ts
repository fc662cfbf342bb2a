import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const current = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value.name);

describe('what is no medicine', () => {
  it.each([
    'doctor: is it just your potassium that is elevated\npatient: yes',
    'patient: my magnesium came out at 1.2',
    'patient: i know spinach is a good source of iron',
    'patient: i clean fish at the market all morning',
  ])('%j', (d) => {
    expect(current(d)).toEqual([]);
  });
});
