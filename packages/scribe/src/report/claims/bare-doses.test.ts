import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';
import { asksDose, bareDoseAfter, bareDoseReply } from './bare-doses.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const dose = (reason?: string) => expect.objectContaining(reason ? { claim: 'dose', reason } : { claim: 'dose' });

describe('a dose said with no unit', () => {
  it('reads the number right after a name as its dose, and no number that counts or measures something else', () => {
    expect(bareDoseAfter(' 500 twice a day')).toBe('500');
    expect(bareDoseAfter(' xl 150 once a day')).toBe('150');
    expect(bareDoseAfter(' 500 days mein do baar')).toBe('500');
    expect(bareDoseAfter(' 10.')).toBe('10');
    expect(bareDoseAfter(' 10 years')).toBeNull();
    expect(bareDoseAfter(' 2 or 3 times')).toBeNull();
    expect(bareDoseAfter(' 2 tablets at night')).toBeNull();
    expect(bareDoseAfter(' 8 am')).toBeNull();
    expect(bareDoseAfter(' 2019')).toBeNull();
    expect(bareDoseAfter(' 140/90')).toBeNull();
    expect(bareDoseAfter(' 0.05% solution')).toBeNull();
    expect(bareDoseAfter(' 1 a day')).toBeNull();
    expect(bareDoseAfter(' 180 fasting')).toBeNull();
    expect(bareDoseAfter(' 5 a day')).toBe('5');
    expect(bareDoseAfter(' 500 mg')).toBeNull();
  });

  it('binds each number to the medicine it follows', () => {
    const talk = 'Patient: metformin 500 twice a day and lisinopril 10 once a day';
    expect(flagsOf(talk, narrative('Metformin 500 mg twice daily and lisinopril 10 mg daily.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Lisinopril 500 mg daily.'))).toEqual([
      dose('500 mg was said for metformin, not lisinopril'),
    ]);
  });

  it('binds it past a filler said between the medicine and its dose', () => {
    const talk =
      'doctor: and you know you are retaining a little fluid i also wan na start you on some lasix you know 20 milligrams a day and have you watch your diet';
    expect(flagsOf(talk, narrative('Start Lasix 20 mg daily.'))).toEqual([]);
  });

  it('binds it in code-mixed speech too', () => {
    const talk = 'Patient: metformin 500 din mein do baar aur amlodipine 5 subah';
    expect(flagsOf(talk, narrative('Amlodipine 5 mg in the morning.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Amlodipine 500 mg in the morning.'))).toEqual([
      dose('500 mg was said for metformin, not amlodipine'),
    ]);
  });

  it('a number said near the name that is no dose does not bear out a written dose', () => {
    const talk = "Patient: I'm 40 and I take ibuprofen 400 every six hours.";
    expect(flagsOf(talk, narrative('Ibuprofen 400 mg every 6 hours.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Ibuprofen 40 mg every 6 hours.'))).toEqual([
      dose('The consultation gives ibuprofen as 400 mg, not 40'),
    ]);
  });
});

describe('a dose written with no unit', () => {
  it('is read as the same words said are', () => {
    const talk = 'Patient: metformin 500 milligrams twice a day and lisinopril 10 milligrams once a day';
    expect(flagsOf(talk, narrative('Lisinopril 10 daily, metformin 500 BID.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Lisinopril 500 daily.'))).toEqual([
      dose('500 mg was said for metformin, not lisinopril'),
    ]);
  });
});

describe('a bare number in reply to a question about the dose', () => {
  it('knows a question about the dose from one about how often or about anything else', () => {
    expect(asksDose('what dose of lisinopril are you on', true)).toBe(true);
    expect(asksDose('how much?', false)).toBe(true);
    expect(asksDose('how much do you take', false)).toBe(true);
    expect(asksDose('how many times a day do you take it', true)).toBe(false);
    expect(asksDose('how much do you drink', false)).toBe(false);
    expect(bareDoseReply('i think 20.')).toBe('20');
    expect(bareDoseReply('2 tablets')).toBeNull();
  });

  it('gives the dose of the medicine asked about', () => {
    const talk = 'Doctor: what dose of lisinopril are you on\nPatient: 20, I have been on it since I was 45.';
    expect(flagsOf(talk, narrative('He takes lisinopril 20 mg.'))).toEqual([]);
    expect(flagsOf(talk, narrative('He takes lisinopril 45 mg.'))).toEqual([
      dose('The consultation gives lisinopril as 20 mg, not 45'),
    ]);
  });
});
