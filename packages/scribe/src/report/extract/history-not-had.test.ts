import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const conditions = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);
const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'pastMedicalHistory')
    .map((h) => h.value.text);

describe('what the clinician takes back is no past history', () => {
  it('leaves out a condition the patient names of themself when the clinician answers no, no', () => {
    const d = [
      'doctor: there is some tenderness over the right flank',
      'patient: i have a heart attack',
      "doctor: no, no, that's not what it means, your kidney is a bit sore",
    ].join('\n');
    expect(conditions(d)).toEqual([]);
    expect(offered(d)).toEqual([]);
  });

  it("leaves it out when the clinician says the patient did not have it ('no, you didn't')", () => {
    expect(conditions("patient: i had a stroke last year\ndoctor: no, you didn't, that was a migraine")).toEqual([]);
  });

  it("keeps a condition the clinician's reply only moves on from", () => {
    expect(conditions('patient: i have asthma\ndoctor: no problem, and how often do you use the inhaler')).toEqual([
      'asthma',
    ]);
  });
});

describe('a condition found in the episode that brings the patient in is no past history', () => {
  it("leaves out what the clinician calls newfound or newly discovered, and keeps it for today's assessment", () => {
    const d = 'doctor: my impression is that you have this newfound anemia, so we will start iron';
    expect(conditions(d)).toEqual([]);
    expect(conditions('doctor: you have a newly discovered heart murmur')).toEqual([]);
  });

  it('leaves out what the emergency room or the hospital stay found', () => {
    expect(conditions('doctor: so in the er they found that you had anemia')).toEqual([]);
    expect(
      conditions('doctor: when you were in the hospital last week they told you that you have heart failure'),
    ).toEqual([]);
  });

  it('keeps a condition diagnosed in a year gone by, or named as history as well', () => {
    expect(
      conditions('doctor: you were in the hospital in 2015 and they told you that you have heart failure'),
    ).toEqual(['heart failure']);
    expect(
      conditions('doctor: in the er they found that you had anemia\ndoctor: you have a history of anemia'),
    ).toEqual(['anemia']);
  });
});

describe("a diagnosis of today in a line speech gave the patient's label is no past history", () => {
  it("reads 'i think that you have …' under the patient's label as the clinician's assessment", () => {
    expect(conditions('patient: i think that you have a scalp psoriasis and here is my plan for it')).toEqual([]);
  });

  it("keeps the patient's own history, with or without a 'you know'", () => {
    expect(conditions('patient: you know i have asthma since i was a kid')).toEqual(['asthma']);
  });
});

describe("a clinician's question is no past history", () => {
  it("reads 'let's see here, any history of …' as asked, and the 'no' that answers it", () => {
    const d = "doctor: so let's see here any history of high blood pressure or diabetes\npatient: no none of that";
    expect(conditions(d)).toEqual([]);
  });
});
