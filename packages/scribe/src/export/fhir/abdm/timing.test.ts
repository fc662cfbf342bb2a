import { describe, expect, it } from 'vitest';
import { followUpDays } from './follow-up.js';
import { dosageOf } from './timing.js';

const days = (value: number) => ({ value, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' });

describe('a medicine order as a FHIR dosage', () => {
  it('reads the Indian 1-0-1 schedule, the meal and the days', () => {
    expect(dosageOf('1 tab 1-0-1 after food for 5 days')).toEqual({
      text: '1 tab 1-0-1 after food for 5 days',
      timing: { repeat: { frequency: 2, period: 1, periodUnit: 'd', when: ['PCM', 'PCV'], boundsDuration: days(5) } },
    });
    expect(dosageOf('0-0-1 before food').timing?.repeat).toEqual({
      frequency: 1,
      period: 1,
      periodUnit: 'd',
      when: ['ACV'],
    });
  });

  it('reads words: twice daily, every 8 hours, weekly, as needed', () => {
    expect(dosageOf('500 mg twice daily').timing?.repeat).toMatchObject({ frequency: 2, when: ['MORN', 'NIGHT'] });
    expect(dosageOf('every 8 hours for a week').timing?.repeat).toEqual({
      frequency: 1,
      period: 8,
      periodUnit: 'h',
      boundsDuration: { value: 1, unit: 'weeks', system: 'http://unitsofmeasure.org', code: 'wk' },
    });
    expect(dosageOf('70 mg once a week').timing?.repeat).toEqual({ frequency: 1, period: 1, periodUnit: 'wk' });
    expect(dosageOf('50 mg at onset, may repeat after 2 hours')).toEqual({
      text: '50 mg at onset, may repeat after 2 hours',
      asNeededBoolean: true,
    });
  });

  it('keeps the words alone when they give no timing, and says when nothing was said', () => {
    expect(dosageOf('apply thinly')).toEqual({ text: 'apply thinly' });
    expect(dosageOf(null)).toEqual({ text: 'Dose and timing not stated' });
  });
});

describe('the day a follow-up falls on', () => {
  it('counts days, weeks and months said in digits or words', () => {
    expect(
      ['in 5 days', 'In two weeks', 'after ten days', 'next month', 'in a fortnight', 'review in 1 week'].map(
        followUpDays,
      ),
    ).toEqual([5, 14, 10, 30, 14, 7]);
  });

  it('makes up no date for a range or no time', () => {
    expect(['in 1 to 2 weeks', 'in 2-3 days', 'if needed', null, 'when the reports come'].map(followUpDays)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
