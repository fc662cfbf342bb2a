import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';
import { readings } from './vital-readers.js';

/** The same consultation as typed, and as speech recognition gives it: lower case, no punctuation. */
const asSpoken = (dialogue: string) => dialogue.toLowerCase().replace(/[.,?!]/g, '');
const both = (dialogue: string) => [dialogue, asSpoken(dialogue)];
const vitals = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).vitals).map(([k, v]) => [k, v!.value]));
const offered = (dialogue: string) => facts(dialogue).held.map((h) => [h.value.section, h.value.text]);

describe('the oxygen saturation is a vital sign of its own', () => {
  it.each([
    ['Doctor: Your pulse ox is 97% today.', '97%'],
    ["Doctor: You're satting 88 on room air.", '88% on room air'],
    ['Doctor: Your oxygen saturation is 95 percent.', '95%'],
    ['Doctor: Your spo2 is ninety eight.', '98%'],
    ['Doctor: Your oxygen level is ninety two percent on two liters.', '92% on 2 L oxygen'],
  ])('written as said: %j', (dialogue, value) => {
    for (const said of both(dialogue)) expect(vitals(said).oxygenSaturation).toBe(value);
  });

  it('beside the pulse, pulse oximetry gives the saturation and the pulse the heart rate', () => {
    expect(vitals('doctor: your pulse ox is 95 and your pulse is 72')).toEqual({
      oxygenSaturation: '95%',
      heartRate: '72 bpm',
    });
  });

  it('a number the clinician reads out just after putting the oximeter on is the saturation', () => {
    expect(vitals("doctor: let me put the pulse oximeter on your finger\ndoctor: okay it's 96")).toEqual({
      oxygenSaturation: '96%',
    });
    expect(vitals('doctor: let me check your oxygen level\ndoctor: okay 95 percent')).toEqual({
      oxygenSaturation: '95%',
    });
    expect(vitals('doctor: let me get your pulse\ndoctor: okay 95 percent')).toEqual({});
  });

  it('an oxygen flow is no saturation', () => {
    for (const text of ['we put you on oxygen 2 liters', 'oxygen 10 liters by mask', 'on oxygen for 24 hours'])
      expect(readings('oxygenSaturation', text).filter((r) => r.value)).toEqual([]);
    expect(vitals('doctor: we will keep you on oxygen 2 liters')).toEqual({});
  });

  it("a patient's own reading is offered, never written", () => {
    const dialogue = 'doctor: did you check it\npatient: yeah my oxygen was ninety four percent';
    expect(vitals(dialogue)).toEqual({});
    expect(offered(dialogue)).toEqual([['physicalExam', "Oxygen saturation 94% (in the patient's words)"]]);
  });

  it('a saturation below 70% is offered to check the number, not written', () => {
    const dialogue = 'doctor: your oxygen saturation is sixty five percent';
    expect(vitals(dialogue)).toEqual({});
    expect(offered(dialogue)).toContainEqual([
      'physicalExam',
      'Oxygen saturation 65% (not a plausible reading, check the number)',
    ]);
  });

  it('a saturation of another day is offered for the history', () => {
    const dialogue = 'doctor: a few weeks back your oxygen was ninety one percent';
    expect(vitals(dialogue)).toEqual({});
    expect(offered(dialogue)[0]?.[1]).toMatch(/^Oxygen saturation 91% \(not at this visit/);
  });
});
