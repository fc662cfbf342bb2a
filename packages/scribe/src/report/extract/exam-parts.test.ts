import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const valuesOf = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).exam).map(([k, v]) => [k, v.value]));

describe('examination: each finding under the part it was found on', () => {
  it('ends a denial of the pulses at the next finding, named by their arteries: the ulcer after it stays present', () => {
    expect(
      valuesOf(
        "doctor: on your lower extremity exam i don't appreciate any palpable dorsalis pedis or posterior tibial pulses " +
          'there is a 2 by 3 centimeter ulcerated lesion on the right lateral foot',
      ),
    ).toEqual({
      extremities: 'Vascular: no palpable dorsalis pedis or posterior tibial pulses. Right foot: 2 x 3 cm ulcer.',
    });
  });

  it("writes a wound's signs of infection, present or not, with the wound", () => {
    expect(
      valuesOf(
        'doctor: on your foot exam there is a 2 by 3 centimeter ulcerated lesion on the right lateral foot there is no associated cellulitis ' +
          'there is granulation tissue and some slight purulent discharge from the wound',
      ),
    ).toEqual({
      extremities: 'Right foot: 2 x 3 cm ulcer, granulation tissue and mild purulent discharge; no cellulitis.',
    });
    // The word in an explanation is no finding.
    expect(valuesOf('Doctor: Usually, Keflex is used to treat a skin cellulitis dialysis shunt infection.')).toEqual(
      {},
    );
  });

  it('writes tenderness over the kidney under the costovertebral angle, not the abdomen said non-tender', () => {
    expect(
      valuesOf(
        'doctor: let me press on your belly there is no tenderness to palpation of the abdomen there is tenderness at the costovertebral angle on the left',
      ),
    ).toEqual({ generalAppearance: 'Abdomen: non-tender. Left costovertebral angle: tenderness.' });
    expect(
      valuesOf(
        'doctor: let me press on your belly there is no tenderness of the abdomen there is cva there is tenderness on the right side',
      ),
    ).toEqual({ generalAppearance: 'Abdomen: non-tender. Right costovertebral angle: tenderness.' });
  });

  it('writes the cervical spine under the neck, not the back', () => {
    expect(valuesOf('doctor: on exam he is non-tender over his cervical spine')).toEqual({
      generalAppearance: 'Neck: non-tender.',
    });
  });

  it('never writes tenderness or range of motion under the skin said intact beside them', () => {
    const said = [
      'doctor: now the exam of your low back any pain here',
      'patient: no',
      'doctor: skin is intact no midline tenderness to palpation and range of motion is decreased in extension',
    ].join('\n');
    expect(valuesOf(said).generalAppearance ?? '').not.toMatch(/Skin: (?:non-tender|decreased)/);
  });

  it("keeps the side of a part said as a place to that part ('the scar on your right knee … no leg edema')", () => {
    expect(
      valuesOf('doctor: on exam there is a healed scar on your right knee and there is no lower extremity edema'),
    ).toMatchObject({ extremities: expect.stringContaining('Lower extremities: no edema.') });
  });

  it("never takes 'bend the knee back' for the back, nor 'both flexion and extension' for both sides", () => {
    const said = [
      'doctor: let me look at that right knee there is some swelling does it hurt when i press on the inside',
      'patient: yes',
      'doctor: okay and if i bend the knee back does that hurt',
      'patient: a little',
      'doctor: okay so little bit of limited range of motion as well as pain on both flexion and extension on the knee',
    ].join('\n');
    const exam = valuesOf(said).extremities ?? '';
    expect(exam).not.toMatch(/Back:|bilaterally/);
    expect(exam).toMatch(/knee: [^.]*decreased range of motion/i);
  });
});
