import { describe, expect, it } from 'vitest';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.historyOfPresentIllness.narrative = text;
  });

describe("'the other' part", () => {
  it('is on the side opposite the one just talked about, which the talk before it was about', () => {
    const talk = [
      "Doctor: so you say you've injured your right foot before tell me a little bit about that injury",
      'Patient: twenty years ago i broke my ankle i had to put in a cast and sometimes it swells up',
      'Doctor: okay',
      "Patient: and my other ankle too is sore sometimes and i've had surgery for that too it might give out once in a while",
    ].join('\n');
    expect(
      flagsOf(
        talk,
        'He reports surgical history of his left ankle. He continues to experience occasional giving way of the left ankle.',
      ),
    ).toEqual([]);
    expect(flagsOf(talk, 'He fractured his right ankle 20 years ago and it swells at times.')).toEqual([]);
  });

  it("asked about ('and the other eye?'), it is as the reply says: 'that one is fine' makes it well", () => {
    const talk = [
      'Patient: i have had blurry vision in my left eye for a month',
      'Doctor: and the other eye',
      'Patient: that one is fine',
    ].join('\n');
    expect(flagsOf(talk, 'The right eye is unaffected.')).toEqual([]);
    expect(flagsOf(talk, 'The left eye is unaffected.')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });

  it("'and the other one?' asks of the part just talked about, on the other side", () => {
    const talk = 'patient: i hurt my left ankle\ndoctor: and the other one\npatient: that one is fine';
    expect(flagsOf(talk, 'Right ankle: normal.')).toEqual([]);
    expect(flagsOf(talk, 'Left ankle: normal.')).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });

  it("a 'no' then 'the other foot' to a question naming a side: only the other side has it", () => {
    const talk = 'Patient: i stubbed my foot on the bed\nDoctor: is it the right foot\nPatient: no the other foot';
    expect(flagsOf(talk, 'Her left foot hurts since she stubbed it.')).toEqual([]);
    expect(flagsOf(talk, 'Her right foot hurts since she stubbed it.')).toEqual([
      expect.objectContaining({ claim: 'laterality' }),
    ]);
  });

  it("a part bigger than one side's is the other side's", () => {
    const talk = "Patient: look at my calf doctor it's much bigger than the right one";
    expect(flagsOf(talk, 'She has had increased size of the left calf.')).toEqual([]);
    // The side it is bigger than is the measure, not the bigger one.
    expect(flagsOf(talk, 'She has had increased size of the right calf.')).toEqual([
      expect.objectContaining({ claim: 'laterality', reason: 'Transcript says left leg' }),
    ]);
    expect(
      flagsOf(
        'Patient: Look at my calf, doctor, it is much bigger than the right one.',
        'She has also had increased size of the right calf without tenderness.',
      ),
    ).toEqual([expect.objectContaining({ claim: 'laterality' })]);
  });

  it("a bare side answering 'which knee?' is that knee's", () => {
    const talk = 'Patient: yes i had knee surgery\nDoctor: which knee\nPatient: right';
    expect(flagsOf(talk, 'Right knee surgery.')).toEqual([]);
  });

  it('a side called well as a whole is well in each part', () => {
    const talk =
      'Patient: it goes down the left arm into my wrist\nDoctor: any weakness or symptoms on the right side\nPatient: no not really';
    expect(flagsOf(talk, 'No significant right upper extremity symptoms.')).toEqual([]);
  });
});
