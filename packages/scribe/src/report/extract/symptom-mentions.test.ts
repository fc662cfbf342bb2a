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

  it("reads a part's pain said after the pain word: with a side, a second symptom, or a list of parts", () => {
    const read = (said: string) => symptomMentions(said).map((m) => [m.term.name, m.negated]);
    expect(read('i have pain in my right knee')).toEqual([['knee pain', false]]);
    expect(read('i have pain and stiffness in my right neck and shoulder')).toEqual([
      ['stiffness', false],
      ['neck pain', false],
      ['shoulder pain', false],
    ]);
    expect(read('she has pain in her tummy')).toEqual([['abdominal pain', false]]);
    expect(read('no pain in your left ankle')).toEqual([['ankle pain', true]]);
  });

  it("reads no part's pain where the part is a place on something else: 'the back of my head'", () => {
    expect(symptomMentions('a dull pain in the back of my head')).toEqual([]);
  });
});
