import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const review = (findings: string) => (r: PatientReport) => {
  r.reviewOfSystems = [{ system: 'General', findings }];
};
const negation = [expect.objectContaining({ kind: 'contradicted', claim: 'negation' })];

describe('a symptom the patient has, written as denied', () => {
  const breathless =
    'Doctor: how is your breathing these days\n' +
    "Patient: a bit better than last month but i'm still short of breath walking up the stairs";

  it('a plain denial in the history or the review of systems goes against the talk', () => {
    expect(flagsOf(breathless, narrative('The patient denies shortness of breath.'))).toEqual(negation);
    expect(flagsOf(breathless, review('Denies shortness of breath.'))).toEqual(negation);
    expect(flagsOf(breathless, review('Negative for shortness of breath.'))).toEqual(negation);
  });

  it('a denial limited to today, to a setting or to a degree does not', () => {
    expect(flagsOf(breathless, narrative('She denies shortness of breath at rest.'))).toEqual([]);
    expect(flagsOf(breathless, narrative('She denies shortness of breath today.'))).toEqual([]);
    expect(flagsOf(breathless, narrative('She denies any worsening shortness of breath.'))).toEqual([]);
  });

  it('a symptom had last week and gone now may be denied today', () => {
    const talk =
      'Doctor: any chest pain\n' +
      'Patient: i had some chest pain last week but it went away and i have felt fine ever since';
    expect(flagsOf(talk, review('Denies chest pain.'))).toEqual([]);
  });

  it('a symptom told only in the story of an earlier episode may be denied today', () => {
    const talk =
      'Doctor: what happened last month\n' +
      'Patient: my legs were all swollen and i could not catch my breath so they took me to the emergency room';
    expect(flagsOf(talk, review('Denies shortness of breath.'))).toEqual([]);
    const still = talk.replace('emergency room', 'emergency room and i am still short of breath');
    expect(flagsOf(still, review('Denies shortness of breath.'))).toEqual(negation);
  });

  it('a symptom told only in the story of an earlier episode is not endorsed today in the review of systems', () => {
    const talk =
      'Doctor: what happened last month\n' +
      'Patient: my legs were all swollen and i could not catch my breath so they took me to the emergency room';
    expect(flagsOf(talk, review('Endorses shortness of breath.'))).toEqual([
      expect.objectContaining({ kind: 'unsupported', claim: 'symptom' }),
    ]);
    expect(flagsOf(talk, review('Endorses shortness of breath at that time.'))).toEqual([]);
    expect(flagsOf(talk, narrative('She went to the emergency room with shortness of breath.'))).toEqual([]);
    const still = talk.replace('emergency room', 'emergency room and i am still short of breath');
    expect(flagsOf(still, review('Endorses shortness of breath.'))).toEqual([]);
  });

  it('a symptom said to be over is not endorsed today in the review of systems, and is told as resolved', () => {
    const talk =
      'Doctor: what brings you in\nPatient: my back hurts\nDoctor: any rash\nPatient: the rash is pretty much cleared up';
    expect(flagsOf(talk, review('Endorses rash.'))).toEqual([
      expect.objectContaining({
        kind: 'unsupported',
        claim: 'symptom',
        reason: 'Rash was said to be over, not had today',
      }),
    ]);
    expect(flagsOf(talk, narrative('She reports a rash, now resolved.'))).toEqual([]);
    const back = `${talk}\nPatient: well actually i have a rash on my leg again today`;
    expect(flagsOf(back, review('Endorses rash.'))).toEqual([]);
  });

  it("a 'no' to a question framed around the symptom denies what was asked, not the symptom", () => {
    const headache = 'Patient: i have had a headache every day this week\n';
    const framed = [
      'Doctor: anything that comes along with the headache like fever or a stiff neck\nPatient: no',
      'Doctor: besides your headache any trouble with your vision\nPatient: no not really',
      'Doctor: during the headaches do you ever throw up\nPatient: no',
      'Doctor: did anything happen that could have brought on the headache\nPatient: no nothing',
    ];
    for (const question of framed) expect(flagsOf(headache + question, review('Denies headache.'))).toEqual(negation);
  });

  it("a relative's symptom is not the patient's", () => {
    const talk = 'Doctor: anyone at home sick\nPatient: my husband has had a bad cough all week but i feel fine';
    expect(flagsOf(talk, review('Denies cough.'))).toEqual([]);
  });
});

/** Made-up ways a patient says yes to a symptom asked about, however little or seldom they have it. */
const AFFIRMED = [
  'yeah a little',
  'some',
  'on and off',
  'it comes and goes',
  'mm-hmm',
  'mm hmm',
  'yes sometimes',
  'every now and then',
  'here and there',
  'a couple of times',
  'slightly',
  'a tiny bit',
  'only in the morning',
  'unfortunately yes',
];

describe('a symptom affirmed in few words, written as denied', () => {
  it.each(AFFIRMED)(
    '"any headache?" "%s": a denial of headache goes against the talk, its presence does not',
    (reply) => {
      const talk = `Doctor: any headache\nPatient: ${reply}`;
      expect(flagsOf(talk, review('Denies headache.'))).toEqual(negation);
      expect(flagsOf(talk, review('Reports headache.'))).toEqual([]);
    },
  );
});
