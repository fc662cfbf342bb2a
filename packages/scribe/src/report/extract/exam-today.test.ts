import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const valuesOf = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).exam).map(([k, v]) => [k, v.value]));
const heldOf = (dialogue: string) =>
  facts(dialogue)
    .held.filter((h) => h.value.section === 'physicalExam')
    .map((h) => h.value.text);

describe('examination: only what is found today', () => {
  it('does not write a finding another examiner made as today’s', () => {
    expect(
      valuesOf('Doctor: Let me examine you. The urgent care nurse noted some redness of your left ankle.'),
    ).toEqual({});
    expect(valuesOf('Doctor: On exam today. In the emergency room they found tenderness of your belly.')).toEqual({});
  });

  it('does not write the patient’s account retold by the examiner as a finding', () => {
    expect(valuesOf('Doctor: Let me examine you. You told me your right ankle was swollen.')).toEqual({});
  });

  it('does not write a finding the examiner only looks for', () => {
    expect(
      valuesOf("Doctor: Let me examine you. I'm looking for any redness or warmth around your right knee."),
    ).toEqual({});
  });

  it('writes today’s finding, not the earlier visit’s, for the same part', () => {
    const said =
      'Doctor: Let me examine you. At your last visit your left knee was swollen, today your left knee has no swelling.';
    expect(valuesOf(said)).toEqual({ extremities: 'Left knee: no swelling.' });
    // Nor is the earlier visit's finding offered for today's examination.
    expect(heldOf(said)).toEqual([]);
  });

  it('writes what is found after the examiner takes up the next step', () => {
    const said =
      "doctor: let me examine you when you came in yesterday you had a fever\ndoctor: i'm going to listen to your lungs\ndoctor: your lungs are clear";
    expect(valuesOf(said)).toEqual({ respiratory: 'Lungs: clear to auscultation bilaterally.' });
  });

  it('still writes a known murmur heard again today', () => {
    expect(valuesOf('Doctor: On your heart exam I hear a murmur which we have heard in the past.')).toEqual({
      cardiovascular: 'Heart: murmur.',
    });
  });
});
