import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const examOf = (dialogue: string) => facts(dialogue).exam;
const valuesOf = (dialogue: string) =>
  Object.fromEntries(Object.entries(examOf(dialogue)).map(([k, v]) => [k, v.value]));

describe('examination findings: written as a clinician writes them', () => {
  it('writes each part with its finding, in the field its part is read under', () => {
    expect(
      valuesOf(
        'Doctor: On exam your heart has a regular rate and rhythm, your lungs are clear, and there is no edema in your legs.',
      ),
    ).toEqual({
      cardiovascular: 'Heart: regular rate and rhythm.',
      respiratory: 'Lungs: clear to auscultation bilaterally.',
      extremities: 'Lower extremities: no edema.',
    });
  });

  it('reads a denial with the shared reading of negation: "I do not hear any murmur" is no murmur', () => {
    expect(
      valuesOf("Doctor: Listening to your heart, it's a regular rate and rhythm. I do not hear any murmur."),
    ).toEqual({
      cardiovascular: 'Heart: regular rate and rhythm; no murmur.',
    });
    expect(valuesOf("Doctor: On your heart exam I don't appreciate any murmurs, rubs, or gallops.")).toEqual({
      cardiovascular: 'Heart: no murmur, rub or gallop.',
    });
  });

  it("reads 'I don't really appreciate any swelling' as the examiner finding none, not the patient denying it", () => {
    const said = "doctor: your left elbow , i do n't really appreciate any , uh , swelling or bruising";
    expect(valuesOf(said)).toEqual({ extremities: 'Left elbow: no swelling or ecchymosis.' });
    expect(facts(said).negatedSymptoms).toEqual([]);
  });

  it('reads recognised speech: lower case, no punctuation, what the clinician is about to do left out', () => {
    expect(
      valuesOf(
        "doctor: i'm gonna listen to your heart now on your heart exam i hear a 2 out of 6 systolic ejection murmur and your lungs sound clear",
      ),
    ).toEqual({
      cardiovascular: 'Heart: grade 2/6 systolic ejection murmur.',
      respiratory: 'Lungs: clear to auscultation bilaterally.',
    });
  });

  it('heads a limb with the side said with it, and writes the spoken amount as a qualifier', () => {
    const exam = examOf(
      "Doctor: Let me take a look at your right shoulder.\nPatient: Okay.\nDoctor: There's a little bit of swelling and some redness, and it's tender to palpation. Your pulses are normal.",
    );
    expect(exam.extremities).toEqual({
      value: 'Right shoulder: mild swelling, erythema and tenderness. Vascular: normal pulses.',
      segmentIds: ['s3'],
    });
  });

  it('writes a finding said bilaterally and the rest of the examination as otherwise normal', () => {
    expect(
      valuesOf(
        'Doctor: On physical exam you have some diminished breath sounds in both lungs, no wheezing. Your exam is otherwise normal.',
      ),
    ).toEqual({
      respiratory: 'Lungs: diminished breath sounds bilaterally; no wheezing.',
      generalAppearance: 'Examination otherwise normal.',
    });
  });

  it('puts the abdomen, which the report has no field for, under its own heading in general appearance', () => {
    expect(valuesOf('Doctor: Let me examine your belly. Your abdomen is soft and not tender.')).toEqual({
      generalAppearance: 'Abdomen: soft, non-tender.',
    });
  });
});

describe('examination findings: only what the clinician found on examining', () => {
  it('takes nothing the patient says of themselves', () => {
    expect(examOf('Doctor: Let me examine your knee.\nPatient: My right knee is swollen and it is tender.')).toEqual(
      {},
    );
  });

  it('takes no imaging result and no diagnosis said while examining, and holds neither back', () => {
    const f = facts(
      "Doctor: Let me look at your right arm. What I see is a proximal humerus fracture. Your x-ray shows it's displaced.",
    );
    expect(f.exam).toEqual({});
    expect(f.held.filter((h) => h.value.section === 'physicalExam')).toEqual([]);
  });

  it('takes nothing from a history sentence that names the heart', () => {
    expect(examOf('Doctor: She has a history of congestive heart failure and presents for her annual exam.')).toEqual(
      {},
    );
  });

  it('holds back a finding it cannot read into a part and a finding, cleaned, never copied into the note', () => {
    const f = facts('Doctor: On exam, um, I notice your right knee gives way when I push on it.');
    expect(f.exam).toEqual({});
    expect(f.held).toEqual([
      { value: { section: 'physicalExam', text: 'The right knee gives way when I push on it' }, segmentIds: ['s1'] },
    ]);
  });

  it('reads "non tender" as recognised speech spells it as non-tender, never as tenderness found', () => {
    expect(valuesOf('doctor: on exam your abdomen is non tender to palpation and non distended')).toEqual({
      generalAppearance: 'Abdomen: non-tender, non-distended.',
    });
    expect(valuesOf('doctor: let me examine your elbow\ndoctor: the elbow is non tender')).toEqual({
      extremities: 'Elbow: non-tender.',
    });
  });

  it('never writes a part both tender and non-tender: the normal finding said of the other side is left out', () => {
    expect(valuesOf('doctor: on exam your right knee is tender and non-tender on the left')).toEqual({
      extremities: 'Right knee: tenderness.',
    });
    expect(valuesOf('doctor: on exam your right knee is tender and the left knee is non-tender')).toEqual({
      extremities: 'Right knee: tenderness. Left knee: non-tender.',
    });
  });

  it('writes once a finding said again to put it right: only what was meant', () => {
    const said =
      'doctor: let me examine you. on your leg exam you have some two plus pitting edema or actually closer to one plus pitting edema in both of your ankles';
    expect(valuesOf(said)).toEqual({ extremities: 'Bilateral ankles: 1+ pitting edema.' });
  });
});
