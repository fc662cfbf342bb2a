import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const family = (dialogue: string) =>
  factsFrom(dialogue).familyHistory.map((f) => `${f.value.relation}: ${f.value.condition}`);

describe('family history: a vague "runs in my family" beside a relative named with it is not repeated', () => {
  it('drops the family entry when a relative has the same condition or a kind of it', () => {
    const d = [
      'patient: colon cancer runs in my family',
      'doctor: who in your family had it',
      'patient: my father had colon cancer',
    ].join('\n');
    expect(family(d)).toEqual(['father: colon cancer']);
    const kind = [
      'patient: skin cancer runs in my family',
      'doctor: who in your family had it',
      'patient: my sister had a melanoma',
    ].join('\n');
    expect(family(kind)).toEqual(['sister: melanoma']);
  });

  it('keeps the family entry when the relative has another condition', () => {
    const d = [
      'patient: skin cancer runs in my family',
      'doctor: anything else in the family',
      'patient: my father had lung cancer',
    ].join('\n');
    expect(family(d)).toEqual(['family: skin cancer', 'father: lung cancer']);
  });
});
