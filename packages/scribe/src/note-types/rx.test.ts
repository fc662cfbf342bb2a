import { describe, expect, it } from 'vitest';
import { reviewDate } from './review.js';
import { rxColumns } from './rx.js';

const rx = (instructions: string | null) => rxColumns({ instructions });

describe('an Rx row read from a medicine order', () => {
  it.each([
    ['650 mg three times a day after food for 3 days', '650 mg', '1-1-1', 'after food', '3 days', null],
    ['500 mg twice daily before meals for 5 days', '500 mg', '1-0-1', 'before food', '5 days', null],
    ['10 mg at night', '10 mg', '0-0-1', null, null, null],
    ['1-0-1 after meals x 7 days', null, '1-0-1', 'after food', '7 days', null],
    [
      'one tablet in the morning on an empty stomach for two weeks',
      null,
      '1-0-0',
      'before food',
      '2 weeks',
      'one tablet',
    ],
    ['50 mg at onset, may repeat after 2 hours', '50 mg', 'SOS', null, null, 'may repeat after 2 hours'],
    ['5 ml four times a day with food', '5 ml', '1-1-1-1', 'with food', null, null],
    ['500 mg 3 times a day for 5 days', '500 mg', '1-1-1', null, '5 days', null],
  ])('%s', (said, strength, schedule, food, days, note) => {
    expect(rx(said)).toEqual({ strength, schedule, food, days, note });
  });

  it('does not place a once-a-day dose in the morning or at night unless that was said', () => {
    expect(rx('75 mg once daily').schedule).toBe('once daily');
    expect(rx('75 mg once daily at bedtime').schedule).toBe('0-0-1');
    expect(rx('40 mg once daily before breakfast')).toMatchObject({ schedule: '1-0-0', food: 'before food' });
    expect(rx('10 mg once a day after dinner')).toMatchObject({ schedule: '0-0-1', food: 'after food' });
  });

  it('leaves every column empty for an order that says nothing but the drug', () => {
    expect(rx(null)).toEqual({ strength: null, schedule: null, food: null, days: null, note: null });
  });
});

describe('the review date', () => {
  const on = (timeline: string) => reviewDate(timeline, '2026-11-29T09:30:00.000Z')?.toISOString().slice(0, 10) ?? null;
  it('counts the follow-up interval from the consultation', () => {
    expect(on('in 5 days')).toBe('2026-12-04');
    expect(on('after two weeks')).toBe('2026-12-13');
    expect(on('next week')).toBe('2026-12-06');
    expect(on('in 3 months')).toBe('2027-02-28');
    expect(on('tomorrow')).toBe('2026-11-30');
    expect(on('after the blood reports')).toBeNull();
  });
});
