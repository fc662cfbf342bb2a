import { describe, expect, it } from 'vitest';
import { planMedication } from '../plan-medication.js';
import { factsFrom } from '../testing/said.js';

const plan = (dialogue: string) => factsFrom(dialogue).planMedications.map((m) => planMedication(m.value));
const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'plan')
    .map((h) => h.value.text);

describe('plan drug lines: kept, offered as an option, or a procedure', () => {
  it('continues the inhalers the patient is told to keep using, never starts them', () => {
    expect(plan('doctor: for your emphysema keep using your tiotropium and your albuterol inhaler')).toEqual([
      'continue tiotropium',
      'continue albuterol',
    ]);
    expect(plan("doctor: for the wheezing i'm going to have you use your albuterol as needed")).toEqual([
      'continue albuterol as needed',
    ]);
  });

  it('still starts a medicine the clinician starts, though said as "your"', () => {
    expect(plan('doctor: i want you to start taking your new metformin 500 mg twice a day')).toEqual([
      'start metformin 500 mg twice a day',
    ]);
  });

  it('offers a medicine said as one option or considered, never writes it started', () => {
    const option = 'doctor: for the nerve pain one option is to start gabapentin at night';
    expect(plan(option)).toEqual([]);
    expect(offered(option)).toEqual(['May start gabapentin at night.']);
    const considered = 'doctor: we could also think about adding amlodipine';
    expect(plan(considered)).toEqual([]);
    expect(offered(considered)).toEqual(['May start amlodipine.']);
  });

  it('writes no drug line for a steroid shot offered: an injection is a procedure, not a medicine to start', () => {
    expect(plan('doctor: for the shoulder we can try a steroid shot')).toEqual([]);
    expect(plan("doctor: we'll put you on an oral steroid for the rash")).toEqual(['start oral steroid']);
  });
});
