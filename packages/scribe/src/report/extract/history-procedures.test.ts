import { describe, expect, it } from 'vitest';
import { factsFrom, flagsOf } from '../testing/said.js';

const history = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);

describe('operations the patient has had are past history', () => {
  it('writes a lay telling by its operation name', () => {
    expect(history('patient: i had my gallbladder out a few years back')).toEqual(['status post cholecystectomy']);
    expect(history('patient: i got my tubes tied after my third child')).toEqual(['status post tubal ligation']);
    expect(history('patient: they replaced my aortic valve in 2015')).toEqual([
      'status post aortic valve replacement (2015)',
    ]);
  });

  it("reads a clinician's 'prior' or 'previous' operation", () => {
    expect(history('doctor: he is a 50 year old man with a history significant for a prior discectomy')).toEqual([
      'status post discectomy',
    ]);
  });

  it("keeps a bypass other than the heart's apart from a CABG", () => {
    expect(history('patient: i had gastric bypass surgery in 2012')).toEqual(['status post gastric bypass (2012)']);
    expect(history('patient: i had bypass surgery on my leg')).toEqual(['status post leg surgery']);
  });

  it('keeps the year or the age said with it', () => {
    expect(history('doctor: i see you underwent a coronary artery bypass graft in 2009')).toEqual([
      'status post CABG (2009)',
    ]);
    expect(history('patient: i had a triple bypass when i was 52')).toEqual(['status post CABG (age 52)']);
  });

  it('gives each operation only the year or age said with it', () => {
    const d = ['doctor: any surgeries?', 'patient: my appendix out when i was 12 and a c-section in 2015'].join('\n');
    expect(history(d)).toEqual(['status post appendectomy (age 12)', 'status post cesarean section (2015)']);
  });

  it("keeps the side and part it was done on, and a bare 'surgery' only with its part", () => {
    expect(history('patient: i had a left breast lumpectomy')).toEqual(['status post left breast lumpectomy']);
    expect(history('patient: i had surgery on my right shoulder')).toEqual(['status post right shoulder surgery']);
    expect(history('patient: i had surgery once')).toEqual([]);
    expect(history('patient: i had surgery on my left shoulder, a rotator cuff repair')).toEqual([
      'status post rotator cuff repair',
    ]);
  });

  it('keeps a side said after the operation, and guesses none', () => {
    expect(history('patient: i had a hip replacement on the right side in 2018')).toEqual([
      'status post right hip replacement (2018)',
    ]);
    expect(history('patient: i had a shoulder replacement on the left and the right')).toEqual([
      'status post shoulder replacement',
    ]);
    expect(history('patient: i had an operation on the left')).toEqual([]);
    const d = 'patient: i had a knee replacement on the left back in 2015';
    const flags = flagsOf(d, (r) => {
      r.pastMedicalHistory.conditions = ['status post left knee replacement (2015)'];
    });
    expect(flags.filter((f) => f.section === 'pastMedicalHistory')).toEqual([]);
  });

  it("writes a bare 'surgery' with its own part beside a named operation, once for one said twice", () => {
    expect(history('patient: i had a vasectomy and then a neck surgery')).toEqual([
      'status post vasectomy',
      'status post neck surgery',
    ]);
    const d = ['doctor: any operations?', 'patient: a c-section and surgery on my right wrist'].join('\n');
    expect(history(d)).toEqual(['status post cesarean section', 'status post right wrist surgery']);
    expect(history('patient: i had hip surgery, a hip replacement')).toEqual(['status post hip replacement']);
    expect(history('patient: i had knee surgery, it was an arthroscopy')).toEqual(['status post arthroscopy']);
  });

  it("takes the age or year the next turn gives to 'when was that?' for the operation just named", () => {
    const age = ['patient: i had a hip replacement on the left', 'doctor: how old were you?', 'patient: oh, about 60'];
    expect(history(age.join('\n'))).toEqual(['status post left hip replacement (age 60)']);
    const year = ['patient: they took out my gallbladder', 'doctor: when was that?', 'patient: back in 2004'];
    expect(history(year.join('\n'))).toEqual(['status post cholecystectomy (2004)']);
    const vague = ['patient: i had a vasectomy', 'doctor: when was that?', 'patient: maybe 20 years ago'];
    expect(history(vague.join('\n'))).toEqual(['status post vasectomy']);
    const flags = flagsOf(year.join('\n'), (r) => {
      r.pastMedicalHistory.conditions = ['status post cholecystectomy (2004)'];
    });
    expect(flags.filter((f) => f.section === 'pastMedicalHistory')).toEqual([]);
  });

  it('reads the organs a reply to a question about operations names as taken out', () => {
    const d = ['doctor: have you had any surgeries?', 'patient: just my appendix and my tonsils as a kid'].join('\n');
    expect(history(d)).toEqual(['status post appendectomy', 'status post tonsillectomy']);
  });

  it("takes the patient's own time of an operation over the age the clinician said", () => {
    const d = [
      "doctor: i know you've had a heart bypass at the young age of 35, how have you been feeling since?",
      'patient: well i had a bad artery so they had to do a heart bypass on me when i was a baby, i feel fine',
    ].join('\n');
    expect(history(d)).toEqual(['status post CABG (in infancy)']);
    expect(history('patient: i had a heart bypass as an infant')).toEqual(['status post CABG (in infancy)']);
  });

  it('takes a question that assumes the operation as telling it', () => {
    const d = "doctor: i know you've had a heart bypass at the age of 40, how have you been feeling since?";
    expect(history(d)).toEqual(['status post CABG (age 40)']);
  });

  it('leaves out an operation only planned, asked about, denied or had by a relative', () => {
    expect(history("doctor: we'll schedule the lumpectomy for next month")).toEqual([]);
    expect(history('doctor: have you had a hysterectomy?')).toEqual([]);
    expect(history('patient: i never had a c-section')).toEqual([]);
    expect(history('patient: my father had a triple bypass in 2010')).toEqual([]);
    const none = ['doctor: any surgeries in the past?', 'patient: no, never had my gallbladder out or anything'];
    expect(history(none.join('\n'))).toEqual([]);
  });

  it('is not flagged by the checker', () => {
    const d = 'patient: i had my gallbladder out in 2012';
    const flags = flagsOf(d, (r) => {
      r.pastMedicalHistory.conditions = ['status post cholecystectomy (2012)'];
    });
    expect(flags.filter((f) => f.section === 'pastMedicalHistory')).toEqual([]);
  });
});
