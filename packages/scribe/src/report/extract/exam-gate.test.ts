import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

/** The examination as written, field by field, from lines as speech recognition gives them. */
const written = (lines: string[]) =>
  Object.fromEntries(Object.entries(factsFrom(lines.join('\n')).exam).map(([k, v]) => [k, v.value]));
/** What is offered for the examination as said, not in the note, with the lines it rests on. */
const offered = (lines: string[]) =>
  factsFrom(lines.join('\n'))
    .held.filter((h) => h.value.section === 'physicalExam')
    .map((h) => [h.value.text, h.segmentIds.length]);

describe('examination gate: a finding of one of a pair is written with its side, or offered', () => {
  it('writes a finding of the elbow on the one side the consultation names for it', () => {
    const said = [
      'patient: my left elbow has been killing me',
      'doctor: okay let me examine you',
      'doctor: so the elbow um there is some swelling and tenderness over the lateral epicondyle',
    ];
    expect(written(said)).toEqual({
      extremities: 'Left elbow: swelling and tenderness over the lateral epicondyle.',
    });
  });

  it('offers a knee finding when the consultation speaks of both knees: the note cannot say which', () => {
    const said = [
      'patient: both my knees hurt but the right one is worse',
      'doctor: let me examine you',
      'doctor: so on exam the knee has a mild effusion',
    ];
    expect(written(said)).toEqual({});
    expect(offered(said)).toEqual([['Knee (side not said): mild effusion', 1]]);
  });

  it("takes no side from another person's ankles", () => {
    const said = [
      'patient: i twisted my right ankle',
      'doctor: some people they hurt their ankles all the time',
      'doctor: okay let me examine you the ankle is swollen',
    ];
    expect(written(said)).toEqual({ extremities: 'Right ankle: swelling.' });
  });

  it('writes edema of the ankles, named in the plural, as of both', () => {
    const said = ['doctor: let me take a look', 'doctor: so you have uh trace pitting edema in your ankles'];
    expect(written(said)).toEqual({ extremities: 'Bilateral ankles: trace pitting edema.' });
  });

  it('writes the mass found on one side, not offered beside its denial on the other', () => {
    const said = ['doctor: on exam i feel a mass in the left breast and there are no masses on the right okay'];
    expect(written(said)).toEqual({ generalAppearance: 'Left breast: mass.' });
    expect(offered(said)).toEqual([]);
  });
});

describe('examination gate: a part found both ways is offered, never written', () => {
  it('offers clear lungs and crackles said across turns, each with its line, and the "otherwise normal" with them', () => {
    const said = [
      'doctor: on exam your lungs are clear',
      'doctor: and um i do hear some crackles at the right base',
      'doctor: otherwise normal exam',
    ];
    expect(written(said)).toEqual({});
    expect(offered(said)).toEqual([
      ["Lungs: said both 'crackles at the right base' and 'clear to auscultation bilaterally'", 2],
      ['Examination otherwise normal', 1],
    ]);
  });

  it('writes paraspinal tenderness beside no midline tenderness: two places of the back, no contradiction', () => {
    const said = ['doctor: on exam you do have some tenderness in the paraspinal muscles no midline tenderness'];
    expect(written(said)).toEqual({
      extremities: 'Back: tenderness in the paraspinal muscles; no midline tenderness.',
    });
    expect(offered(said)).toEqual([]);
  });
});

describe("examination: the examiner's manoeuvre said with 'if' is no hypothetical", () => {
  it('reads the findings said with "if you can take a deep breath" and "if i bend the knee back"', () => {
    const said = [
      "doctor: let's do your exam your heart sounds normal no murmurs listen to your lungs if you can take a deep breath lungs are clear",
      'doctor: so some pain on palpation on the inside of the right knee if i bend the knee back',
    ];
    expect(written(said)).toEqual({
      cardiovascular: 'Heart: normal; no murmur.',
      respiratory: 'Lungs: clear to auscultation bilaterally.',
      extremities: 'Right knee: tenderness on the inside.',
    });
  });

  it('still reads nothing from what would be found: "if it were broken you would have swelling"', () => {
    expect(written(["doctor: let's do your exam if it were broken you would have swelling of the ankle"])).toEqual({});
  });
});
