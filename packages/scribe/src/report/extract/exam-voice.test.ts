import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const valuesOf = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).exam).map(([k, v]) => [k, v.value]));

describe('examination: the clinician narrating, whoever the speaker labels say spoke', () => {
  it('reads the findings of a clause in the examiner voice that recognised speech gave the patient', () => {
    expect(
      valuesOf(
        [
          "doctor: okay let's do a quick physical exam",
          'doctor: your lungs sound clear',
          'patient: your belly is soft and there is some pain to palpation of your lower back',
          'doctor: and i hear a two out of six systolic murmur',
          'patient: your legs have no swelling',
        ].join('\n'),
      ),
    ).toEqual({
      respiratory: 'Lungs: clear to auscultation bilaterally.',
      generalAppearance: 'Abdomen: soft.',
      cardiovascular: 'Heart: grade 2/6 systolic murmur.',
      extremities: 'Back: tenderness. Lower extremities: no swelling.',
    });
  });

  it("reads 'your exam looks normal other than …' given to the patient as the examiner's", () => {
    const said = [
      "doctor: okay great let's do the exam",
      "patient: all right so your physical exam looks pretty normal other than you've got kind of these mild wheezes in all your lung fields",
    ].join('\n');
    expect(valuesOf(said)).toEqual({
      respiratory: 'Lungs: mild wheezing.',
      generalAppearance: 'Examination otherwise normal.',
    });
    // The patient telling of their own examination is not one.
    expect(valuesOf("doctor: okay let's do the exam\npatient: my last exam showed some wheezing")).toEqual({});
  });

  it("reads the examiner feeling a part ('I do feel an enlarged thyroid') given to the patient as the examiner's", () => {
    const exam = (said: string) =>
      valuesOf(["doctor: okay let's do a quick physical exam", "doctor: i'm feeling your neck", said].join('\n'));
    expect(exam("patient: i do feel a slightly enlarged thyroid here that's non-tender")).toEqual({
      generalAppearance: 'Neck: mild thyromegaly; non-tender.',
    });
    // The patient's own feeling names no part of theirs felt by another.
    expect(exam('patient: i do feel a little swollen today')).toEqual({});
    expect(exam('patient: i can feel a lump in my neck')).toEqual({});
  });

  it("reads the examiner's senses ('I do notice', 'I don't hear') given to the patient as the examiner's", () => {
    expect(
      valuesOf(
        [
          "doctor: okay let's do a quick physical exam",
          'doctor: your lungs sound clear',
          "patient: i don't hear any murmur",
          'patient: i do notice some swelling of both ankles',
        ].join('\n'),
      ),
    ).toEqual({
      respiratory: 'Lungs: clear to auscultation bilaterally.',
      cardiovascular: 'Heart: no murmur.',
      extremities: 'Bilateral ankles: swelling.',
    });
  });

  it("reads no patient's words about their own body, nor a part the patient names without a finding", () => {
    expect(
      valuesOf(
        [
          'doctor: let me examine your chest',
          'patient: my knee has some swelling too',
          'patient: it hurts where your right hand was',
          'doctor: the lump feels smaller',
        ].join('\n'),
      ),
    ).toEqual({ respiratory: 'Chest: mass.' });
  });

  it('reads "you have, you know, …" as a finding stated, not a question', () => {
    expect(
      valuesOf(
        'doctor: on your back exam there is pain to palpation\ndoctor: you have you know decreased range of motion',
      ),
    ).toEqual({ extremities: 'Back: tenderness and decreased range of motion.' });
  });
});

describe('examination: a part not written normal beside what was found of it and held back', () => {
  it('holds the finding and writes no "normal" for the part', () => {
    const found = facts(
      'doctor: let me examine you\ndoctor: in your ears everything looks okay\ndoctor: i do see just a little bit of wax in the ears',
    );
    expect(found.exam).toEqual({});
    expect(found.held.map((h) => h.value.text)).toEqual(['Just a little bit of wax in the ears']);
  });
});
