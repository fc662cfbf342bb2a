import { describe, expect, it } from 'vitest';
import { formatMb, formatOrdinalDate, formatWeekdayTime, ordinal } from './format';
import { generatingDone, GENERATING_TIMEOUT_MS } from './generating';
import { parseTranscript } from './transcript';

describe('timeline formatting', () => {
  it('writes the day with its ordinal suffix, month name and year', () => {
    expect(formatOrdinalDate(new Date(2026, 10, 22, 15, 5).toISOString())).toBe('22nd November 2026');
    expect(formatOrdinalDate(new Date(2025, 0, 1).toISOString())).toBe('1st January 2025');
    expect(formatOrdinalDate(new Date(2025, 2, 3).toISOString())).toBe('3rd March 2025');
    expect([11, 12, 13, 21, 23, 24, 31, 111].map(ordinal)).toEqual([
      '11th',
      '12th',
      '13th',
      '21st',
      '23rd',
      '24th',
      '31st',
      '111th',
    ]);
  });

  it('writes weekday and 12-hour time', () => {
    expect(formatWeekdayTime(new Date(2026, 10, 22, 15, 5).toISOString())).toBe('Sunday, 3:05 PM');
    expect(formatWeekdayTime(new Date(2026, 10, 23, 0, 30).toISOString())).toBe('Monday, 12:30 AM');
  });

  it('writes sizes in MB with one decimal', () => {
    expect(formatMb(1_048_576)).toBe('1.0 MB');
    expect(formatMb(2_621_440)).toBe('2.5 MB');
    expect(formatMb(0)).toBe('0.0 MB');
    expect(formatMb(30_000)).toBe('0.0 MB');
  });
});

describe('transcript lines', () => {
  it('turns Doctor:/Patient: lines into bubbles and ignores the rest', () => {
    const text =
      'Recorded 2026-01-01\nDoctor: Hello.\n  Patient:   My head hurts\r\nNurse: hi\nDoctor:\nnote Doctor: inline';
    expect(parseTranscript(text)).toEqual([
      { speaker: 'Doctor', text: 'Hello.' },
      { speaker: 'Patient', text: 'My head hurts' },
    ]);
  });

  it('turns Other: lines (a third person: relative, interpreter) into their own bubbles', () => {
    expect(parseTranscript('Doctor: Any fever?\nOther: She had a fever last night.\nPatient: Yes.')).toEqual([
      { speaker: 'Doctor', text: 'Any fever?' },
      { speaker: 'Other', text: 'She had a fever last night.' },
      { speaker: 'Patient', text: 'Yes.' },
    ]);
  });
});

describe('generating placeholder rule', () => {
  const g = { countAtStart: 3, startedAt: 1_000 };
  it('stays while the count has not grown and 60 s have not passed', () => {
    expect(generatingDone(g, 3, 1_000 + GENERATING_TIMEOUT_MS - 1)).toBe(false);
  });
  it('ends when the count grows beyond the start count, or after 60 s', () => {
    expect(generatingDone(g, 4, 1_500)).toBe(true);
    expect(generatingDone(g, 3, 1_000 + GENERATING_TIMEOUT_MS)).toBe(true);
  });
});
