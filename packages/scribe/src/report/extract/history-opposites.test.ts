import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const history = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);
const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'pastMedicalHistory')
    .map((h) => h.value.text);

describe('opposite conditions in the past history', () => {
  it("keeps the one today's assessment names and offers the misspoken one", () => {
    const said = [
      'Doctor: so a past medical history of hypothyroidism and asthma',
      'Doctor: and how are you doing with the levothyroxine for your hyperthyroidism',
      'Patient: fine i take it every morning',
      'Doctor: for your hypothyroidism we will keep the same dose',
    ].join('\n');
    expect(history(said)).toContain('hypothyroidism');
    expect(history(said)).not.toContain('hyperthyroidism');
    expect(offered(said)).toContain('hyperthyroidism');
  });

  it('writes neither when nothing says which was meant', () => {
    const said = [
      'Doctor: so a past medical history of hypothyroidism and asthma',
      'Doctor: any other medical problems',
      'Patient: um i have hyperthyroidism',
    ].join('\n');
    expect(history(said)).toEqual(['asthma']);
    expect(offered(said)).toEqual(expect.arrayContaining(['hypothyroidism', 'hyperthyroidism']));
  });
});
