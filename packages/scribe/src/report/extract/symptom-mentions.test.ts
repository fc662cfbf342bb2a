import { describe, expect, it } from 'vitest';
import { symptomMentions } from './symptom-mentions.js';

describe('symptom mentions read once a text', () => {
  it('reads the same words the same way however often they are asked of, and no reader can change them', () => {
    const said = 'no fever or chills but a bad cough since monday';
    const first = symptomMentions(said);
    expect(first.map((m) => [m.term.name, m.negated])).toEqual([
      ['fever', true],
      ['chills', true],
      ['cough', false],
    ]);
    expect(symptomMentions(said)).toBe(first);
    expect(Object.isFrozen(first) && first.every((m) => Object.isFrozen(m))).toBe(true);
  });
});
