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

  it('reviews a swelling of the legs as cardiovascular', () => {
    expect(
      rosOf(
        'Doctor: Any chest pain?\nPatient: No.\nDoctor: Any swelling in your legs?\nPatient: Yes, my ankles are swollen by the evening.',
      ),
    ).toContainEqual(expect.stringMatching(/^Cardiovascular: Endorses .*swelling/));
  });

  it('never reviews a swelling of no part said as cardiovascular: swollen glands of a sore throat are no oedema', () => {
    const ros = rosOf(
      'doctor: what brings you in\npatient: my throat is so sore and i think my tonsils are swollen too\ndoctor: any chest pain\npatient: no',
    );
    expect(ros.join(' ')).not.toMatch(/Cardiovascular: Endorses[^.]*swelling/);
  });

  it('reviews a swelling as oedema when oedema of the legs is found, whatever joint hurts', () => {
    expect(
      rosOf('Patient: My knee hurts and I have swelling.\nDoctor: On exam you have 2 plus pitting edema in both legs.'),
    ).toContainEqual(expect.stringMatching(/^Cardiovascular: Endorses swelling/));
  });

  it('reviews a swelling as oedema when pitting oedema of the ankles is found', () => {
    expect(
      rosOf(
        "patient: i've noticed some swelling in my legs\ndoctor: on your lower extremities i do notice some trace pitting edema in your ankles",
      ),
    ).toContainEqual(expect.stringMatching(/^Cardiovascular: Endorses swelling/));
  });
});

describe('review of systems: where a groin pain is reviewed', () => {
  it("reviews groin pain in a consultation about the hip as the hip joint's pain, musculoskeletal", () => {
    const ros = rosOf(
      'Doctor: What brings you in?\nPatient: My left hip has been hurting for months.\nDoctor: Where do you feel it?\nPatient: Mostly I have groin pain when I walk.',
    );
    expect(ros).toContainEqual(expect.stringMatching(/^Musculoskeletal: Endorses .*groin pain/));
    expect(ros.join(' ')).not.toMatch(/Genitourinary/);
  });

  it('reviews groin pain with no hip talked of as genitourinary', () => {
    const ros = rosOf('Doctor: What brings you in?\nPatient: I have groin pain and it burns when I pee.');
    expect(ros).toContainEqual(expect.stringMatching(/^Genitourinary: Endorses .*groin pain/));
  });
});
