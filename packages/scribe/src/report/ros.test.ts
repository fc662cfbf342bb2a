import { describe, expect, it } from 'vitest';
import { reviewOfSystems } from './ros.js';
import { factsFrom } from './testing/said.js';

const rosOf = (dialogue: string) => reviewOfSystems(factsFrom(dialogue)).map((e) => `${e.system}: ${e.findings}`);

describe('review of systems: where a swelling is reviewed', () => {
  it('reviews the swelling of a joint the consultation is about as musculoskeletal, not as oedema', () => {
    expect(
      rosOf(
        'Doctor: What brings you in?\nPatient: My right wrist hurts since I fell off the ladder.\nDoctor: Any swelling?\nPatient: Yes, it swelled up a lot.',
      ),
    ).toContainEqual(expect.stringMatching(/^Musculoskeletal: Endorses .*swelling/));
  });

  it('reviews a swelling as cardiovascular when the consultation names no joint', () => {
    expect(
      rosOf(
        'Doctor: Any chest pain?\nPatient: No.\nDoctor: Any swelling?\nPatient: Yes, some swelling by the evening.',
      ),
    ).toContainEqual('Cardiovascular: Endorses swelling. Denies chest pain.');
  });

  it('reviews a swelling as oedema when oedema of the legs is found, whatever joint hurts', () => {
    expect(
      rosOf('Patient: My knee hurts and I have swelling.\nDoctor: On exam you have 2 plus pitting edema in both legs.'),
    ).toContainEqual(expect.stringMatching(/^Cardiovascular: Endorses swelling/));
  });
});
