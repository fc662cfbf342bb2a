import { describe, expect, it } from 'vitest';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, ...results: string[]) =>
  flagsWith(dialogue, (r) => {
    r.results = results;
  });
const contradicted = (reason: string) => [expect.objectContaining({ kind: 'contradicted', claim: 'result', reason })];

describe("a result written with the opposite of the talk's judgement is contradicted", () => {
  it('flags a low potassium written as normal, and leaves it written as low', () => {
    const talk = 'Doctor: so your potassium was a little low on the blood test';
    expect(flagsOf(talk, 'Potassium: normal')).toEqual(
      contradicted('Transcript says the Potassium result was low, not normal'),
    );
    expect(flagsOf(talk, 'Potassium: low')).toEqual([]);
  });

  it('flags a fracture seen written as none, and none seen written as a fracture', () => {
    expect(flagsOf('Doctor: the x-ray showed a small fracture of the wrist', 'X-ray: no fracture')).toEqual(
      contradicted('Transcript says the X-ray result was fracture, not no fracture'),
    );
    expect(flagsOf("Doctor: i looked at your x-ray and i don't see any fracture", 'X-ray: fracture')).toHaveLength(1);
  });

  it('flags a positive test written as negative', () => {
    expect(flagsOf('Doctor: your strep test came back positive', 'Rapid strep test: negative')).toHaveLength(1);
  });

  it('flags a result said in speech with fillers, in the plural, or as all clear, written as the opposite', () => {
    const long =
      'doctor: so we did an x-ray of your ankle when you came in today and um luckily you know there is no fracture';
    expect(flagsOf(long, 'X-ray: fracture')).toHaveLength(1);
    expect(flagsOf(long, 'X-ray: no fracture')).toEqual([]);
    expect(flagsOf('Patient: i had the x rays done and they were normal', 'X-ray: abnormal')).toHaveLength(1);
    expect(flagsOf('Doctor: your a1c is within range', 'Hemoglobin A1c: abnormal')).toHaveLength(1);
    expect(flagsOf('Doctor: your ct scan looks clear', 'CT scan: abnormal')).toHaveLength(1);
    expect(flagsOf('Doctor: your mri there was nothing concerning', 'MRI: abnormal')).toHaveLength(1);
  });

  it('does not take a fracture denied before the name near it for one found', () => {
    const talk =
      "Doctor: his x ray does not show any open fracture or any kind of bone abnormality\nDoctor: i didn't see any open fracture in his x ray report";
    expect(flagsOf(talk, 'X-ray: open fracture')).toHaveLength(1);
    expect(flagsOf(talk, 'X-ray: normal')).toEqual([]);
  });

  it('does not flag the current result of a test said twice over time', () => {
    const talk = 'Doctor: your potassium was low last year and now it is back to normal';
    expect(flagsOf(talk, 'Potassium: normal')).toEqual([]);
  });

  it('does not flag a judgement the talk only supposes', () => {
    expect(flagsOf('Doctor: if your potassium is low we will give you a supplement', 'Potassium: normal')).toEqual([]);
  });

  it('reads the result said after a test is shown on screen', () => {
    const talk =
      'Doctor: hey dragon show me the ekg\nDoctor: okay so here\nPatient: mm-hmm\nDoctor: it all looks normal';
    expect(flagsOf(talk, 'EKG: abnormal')).toHaveLength(1);
    expect(flagsOf(talk, 'EKG: normal')).toEqual([]);
  });

  it('flags a result said of two tests together written as the opposite for one of them', () => {
    const talk = 'Patient: um he said the potassium and the sodium were both a bit low';
    expect(flagsOf(talk, 'Potassium: normal')).toHaveLength(1);
    expect(flagsOf(talk, 'Potassium: low')).toEqual([]);
  });

  it("flags a result said 'also normal' written as abnormal", () => {
    const talk = 'Doctor: the strep test was negative\nDoctor: and the x-ray was also normal';
    expect(flagsOf(talk, 'X-ray: abnormal')).toHaveLength(1);
    expect(flagsOf(talk, 'X-ray: normal')).toEqual([]);
  });

  it('does not flag a fracture denied with no obvious signs of one', () => {
    const talk = "Doctor: so the x-ray of your right elbow there's no obvious signs of an acute fracture";
    expect(flagsOf(talk, 'X-ray of the right elbow shows no obvious signs of acute fracture')).toEqual([]);
    expect(flagsOf(talk, 'X-ray of the right elbow shows an acute fracture')).toHaveLength(1);
  });

  it('flags an image written abnormal where the clinician saw no abnormality, or nothing but good alignment', () => {
    const talk =
      "Doctor: so this is your back x-ray\nDoctor: there's good bony alignment i do n't see any abnormality there";
    expect(flagsOf(talk, 'X-ray of the lumbar spine is abnormal')).toHaveLength(1);
    expect(flagsOf(talk, 'X-ray of the lumbar spine is normal')).toEqual([]);
    const none = "Doctor: on your x-ray i do n't see any fracture or anything like that";
    expect(flagsOf(none, 'X-ray of the lumbar spine is abnormal')).toHaveLength(1);
  });

  it("does not take 'no fracture' for support of an image written abnormal", () => {
    const talk = 'Doctor: your knee x-ray looks normal there is no fracture';
    expect(flagsOf(talk, 'Knee X-ray: abnormal')).toHaveLength(1);
    expect(flagsOf('Doctor: your knee x-ray shows no fracture', 'Knee X-ray: abnormal')).toEqual([]);
  });

  it('flags a scan written abnormal where the talk says it found nothing', () => {
    const talk = "Patient: he did an m r i of the brain and gave us the all clear he said there's nothing there";
    expect(flagsOf(talk, 'MRI of the brain: abnormal')).toHaveLength(1);
  });

  it('knows an x-ray of the chest for a chest x-ray, and an e k g spelled out', () => {
    expect(flagsOf('Doctor: your chest x-ray looks fine', 'X-ray of the chest is abnormal')).toHaveLength(1);
    expect(flagsOf('Doctor: and the e k g was normal', 'EKG: abnormal')).toHaveLength(1);
  });

  it("does not take what the other speaker says next of something else for the test's result", () => {
    const talk = 'Doctor: the urinalysis was also normal\nPatient: her crp level was high';
    expect(flagsOf(talk, 'Urinalysis: abnormal')).toHaveLength(1);
    const again = 'Doctor: your potassium was low last year\nDoctor: and now it is back to normal';
    expect(flagsOf(again, 'Potassium: normal')).toEqual([]);
  });

  it('reads the result the answer gives of a test the question ends by naming', () => {
    const talk = 'Patient: and did you order an e k g\nDoctor: i did it is normal too';
    expect(flagsOf(talk, 'EKG: abnormal')).toHaveLength(1);
    expect(flagsOf(talk, 'EKG: normal')).toEqual([]);
    const later = 'Doctor: your ekg was abnormal last year did you get a new ekg\nPatient: yeah it was normal';
    expect(flagsOf(later, 'EKG: normal')).toEqual([]);
    const both =
      'Patient: there is an x ray and physical exam\nDoctor: they both confirmed a closed fracture of the humerus';
    expect(flagsOf(both, 'X-ray: no fracture')).toHaveLength(1);
    const other = 'Doctor: did you get the ekg\nPatient: yeah and my back pain is fine';
    expect(flagsOf(other, 'EKG: abnormal')).toEqual([]);
  });

  it('reads the judgement written before the test', () => {
    expect(flagsOf('Doctor: your sodium level is quite low today', 'High sodium')).toHaveLength(1);
  });

  it('reads the note the same way as a prose sentence', () => {
    expect(
      flagsWith('Doctor: your a1c is elevated at 8 today', (r) => {
        r.historyOfPresentIllness.narrative = 'Her hemoglobin A1c was normal at 8.';
      }),
    ).toHaveLength(1);
  });
});
