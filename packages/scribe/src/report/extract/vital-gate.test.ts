import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const vitals = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).vitals).map(([k, v]) => [k, v!.value]));
const offered = (dialogue: string) => facts(dialogue).held.map((h) => [h.value.section, h.value.text]);

describe("a vital sign is written only as the clinician's reading of this visit", () => {
  it.each([
    'doctor: okay so um your vitals today your pulse is seventy two',
    'doctor: let me check your pulse\ndoctor: okay um its about seventy two',
    'doctor: i reviewed your vitals\ndoctor: and uh your heart rate was seventy two',
    'doctor: so your heart rate is seventy two',
  ])('written: %j', (dialogue) => expect(vitals(dialogue)).toEqual({ heartRate: '72 bpm' }));

  it('a reading the patient says is offered, never written', () => {
    const dialogue = 'doctor: any idea what it was\npatient: um so the heart rate is ninety right';
    expect(vitals(dialogue)).toEqual({});
    expect(offered(dialogue)).toContainEqual(['physicalExam', "Heart rate 90 bpm (in the patient's words)"]);
  });

  it('a past reading with nothing placing it at this visit is offered', () => {
    const dialogue = 'doctor: so they uh stopped the drip when your heart rate was fifty';
    expect(vitals(dialogue)).toEqual({});
    expect(offered(dialogue)).toContainEqual(['physicalExam', 'Heart rate 50 bpm (when it was taken was not said)']);
  });

  it('a reading of another place is offered for the history, with where it was taken', () => {
    const dialogue = 'doctor: so um in the er your temperature was a hundred and three';
    expect(vitals(dialogue)).toEqual({});
    expect(offered(dialogue)).toContainEqual([
      'historyOfPresentIllness',
      'Temperature 103 °F (not at this visit: in the er)',
    ]);
  });

  it('a judged pressure needs words between: a list of conditions judges no reading', () => {
    expect(vitals('doctor: he has uh high blood pressure high cholesterol and a fib')).toEqual({});
    expect(vitals('doctor: your blood pressure is a little high')).toEqual({ bloodPressure: 'slightly elevated' });
  });
});

describe('a vital sign is written only when plausible for the patient', () => {
  it("an adult's breathing rate said as fifty (most likely 'fifteen' mis-heard) is offered to check", () => {
    const dialogue = 'doctor: she is a forty five year old woman\ndoctor: um respiratory rate is fifty';
    expect(vitals(dialogue)).toEqual({});
    expect(offered(dialogue)).toContainEqual([
      'physicalExam',
      'Respiratory rate 50 breaths/min (not a plausible reading, check the number)',
    ]);
  });

  it("a young child's fast breathing is written", () => {
    expect(vitals('doctor: she is four years old\ndoctor: her respiratory rate is thirty six')).toEqual({
      respiratoryRate: '36 breaths/min',
    });
  });

  it('an adult heart rate over two hundred is offered to check', () => {
    const dialogue = 'doctor: uh your heart rate today is two hundred and ten';
    expect(vitals(dialogue)).toEqual({});
    expect(offered(dialogue)).toContainEqual([
      'physicalExam',
      'Heart rate 210 bpm (not a plausible reading, check the number)',
    ]);
  });

  it("a young child's weight is written; the same number for an adult is offered to check", () => {
    expect(vitals('doctor: he is three years old\ndoctor: and he weighs thirty one pounds today')).toEqual({
      weight: '31 lb',
    });
    const dialogue = 'doctor: he is a fifty year old man\ndoctor: and he weighs thirty one pounds today';
    expect(vitals(dialogue)).toEqual({});
    expect(offered(dialogue)).toContainEqual([
      'physicalExam',
      'Weight 31 lb (not a plausible reading, check the number)',
    ]);
  });

  it('a number no patient can have for a vital is no reading of it', () => {
    expect(facts('doctor: your respiratory rate is five').held).toEqual([]);
    expect(vitals('doctor: your heart rate is two hundred and forty')).toEqual({});
  });

  it('a change of weight is no weight', () => {
    expect(facts('patient: i had a weight loss of around twenty pounds').held).toEqual([]);
    expect(facts('patient: also i have gained weight i think about twelve pounds since march').held).toEqual([]);
    expect(facts('doctor: so you weigh 20 pounds more than last year').held).toEqual([]);
    expect(vitals('doctor: your weight today is two hundred and four pounds')).toEqual({ weight: '204 lb' });
  });
});
