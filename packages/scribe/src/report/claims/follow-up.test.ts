import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

/** The flags on a follow-up interval written, after the patient tells of a pain of `lasting` (a span said of something else). */
const followUpFlags = (lasting: string, talk: string, timeline: string) =>
  flagsOf(`Patient: i have had this pain for ${lasting}\n${talk}`, (r) => {
    r.plan.followUp.timeline = timeline;
  });

describe('the interval said for coming back, however the visit is booked', () => {
  it('reads a visit booked as seeing the patient back, bringing or having them back, or checking on them', () => {
    for (const talk of [
      'Doctor: come see me in three months',
      'Doctor: we will have you back in three months',
      'Doctor: let us get you back in here in three months',
      'Doctor: bring her back in three months',
      'Doctor: i will check on you in three months',
      'Doctor: we will see how you are doing in three months',
    ]) {
      expect(followUpFlags('2 weeks', talk, '3 months')).toEqual([]);
      expect(followUpFlags('2 weeks', talk, '2 weeks')).toEqual([
        expect.objectContaining({ claim: 'followUp', reason: 'Transcript says follow-up in 3 months' }),
      ]);
    }
  });

  it("reads past a hedge or a filler between 'in' and the interval", () => {
    const talk = 'doctor: i would like to recheck you in like three months';
    expect(followUpFlags('2 weeks', talk, '2 weeks')).toHaveLength(1);
    expect(followUpFlags('2 weeks', 'doctor: see you in um approximately three months', '2 weeks')).toHaveLength(1);
  });

  it("reads an interval said after 'at', or followed by 'from now' or 'time'", () => {
    for (const talk of [
      'Doctor: follow up at three months',
      'doctor: i will see you three months from today',
      'doctor: return to clinic in three months time',
    ])
      expect(followUpFlags('2 weeks', talk, '2 weeks')).toHaveLength(1);
    expect(followUpFlags('2 weeks', 'Doctor: follow up three months from now', '3 months')).toEqual([]);
  });

  it('does not take the visit the patient is here for, or how long something took, for when to come back', () => {
    const talk = 'Doctor: we are here for a six months follow up\nDoctor: see you in three months';
    expect(followUpFlags('2 weeks', talk, '6 months')).toHaveLength(1);
    const took = flagsOf('Patient: after two hours the pain eased and it did not return', (r) => {
      r.historyOfPresentIllness.narrative = 'After 2 hours the pain eased and did not return.';
    });
    expect(took).toEqual([]);
  });

  it('reads an interval said after a pause that cut the booking off', () => {
    const talk = 'doctor: i want you to come back\ndoctor: in about three months';
    expect(followUpFlags('2 weeks', talk, '2 weeks')).toHaveLength(1);
    expect(followUpFlags('2 weeks', talk, '3 months')).toEqual([]);
  });
});
