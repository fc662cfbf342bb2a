import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

/** The examination as written, field by field, from lines as speech recognition gives them. */
const written = (lines: string[]) =>
  Object.fromEntries(Object.entries(factsFrom(lines.join('\n')).exam).map(([k, v]) => [k, v.value]));

describe('an examination dictated or said in the room, and put right as it is said', () => {
  it('writes no finding the clinician took back with a flat no, a wait no or a dictated scratch that', () => {
    expect(
      written(['doctor: on examination of your right wrist there is swelling no there isnt actually it looks normal']),
    ).toEqual({});
    expect(
      written(["doctor: on examination of your right wrist there is swelling no there isn't actually it looks normal"]),
    ).toEqual({});
    expect(written(["doctor: on exam your right knee is swollen scratch that there's no swelling"])).toEqual({
      extremities: 'Right knee: no swelling.',
    });
    expect(written(["doctor: on exam the right knee there's some swelling wait no that's the left knee"])).toEqual({});
    expect(
      written(["doctor: on exam the right ankle is tender no it's not tender it's the left ankle that's tender"]),
    ).toEqual({
      extremities: 'Right ankle: non-tender. Left ankle: tenderness.',
    });
  });

  it('writes a named test of a joint as positive or negative, said before or after its name', () => {
    expect(
      written(['doctor: on exam of your left shoulder you have a positive hawkins sign and a positive neer sign']),
    ).toEqual({
      extremities: 'Left shoulder: positive Hawkins sign and positive Neer sign.',
    });
    expect(
      written(['doctor: on exam of the right knee negative lachman negative anterior drawer mcmurray is negative']),
    ).toEqual({
      extremities: 'Right knee: negative Lachman test, negative anterior drawer, negative McMurray test.',
    });
    expect(written(["doctor: on exam of your right wrist tinel's is positive phalen's is negative"])).toEqual({
      extremities: 'Right wrist: positive Tinel sign; negative Phalen test.',
    });
    expect(written(["doctor: on exam of the neck negative spurling's test full range of motion"])).toEqual({
      generalAppearance: 'Neck: negative Spurling test, full range of motion.',
    });
  });

  it('writes breath sounds and pulses said to be diminished or absent, never as clear or normal', () => {
    expect(written(['doctor: on exam breath sounds are absent at the right base'])).toEqual({
      respiratory: 'Lungs: absent breath sounds at the right base.',
    });
    expect(written(['doctor: on exam lungs are diminished at the bases'])).toEqual({
      respiratory: 'Lungs: diminished breath sounds at the bases.',
    });
    expect(written(['doctor: on exam dorsalis pedis pulses are weak on the left'])).toEqual({
      extremities: 'Vascular: diminished pulses on the left.',
    });
    expect(written(['doctor: on exam absent pulses in the right foot'])).toEqual({
      extremities: 'Vascular: absent pulses.',
    });
  });
});
