import { describe, expect, it } from 'vitest';
import type { Source } from './context-types.js';
import { HISTORY_NAMED, TIME_RULES, TOLD_AS_THEN } from './time-cues.js';
import { dateSaid, historyNamedBefore, timeOf, toldAsThen } from './time.js';
import type { Time } from './time-types.js';

/**
 * One example per time rule: a sentence and when it places what it names. A rule without an example
 * fails the last test, so a new row comes with its test.
 */
const EXAMPLES: { rule: string; text: string; time: Time | null; source?: Source }[] = [
  { rule: 'past:history-of', text: 'she has a history of migraines', time: 'past' },
  { rule: 'past:previously', text: 'i used to get heartburn after meals', time: 'past' },
  { rule: 'past:years-ago', text: 'i had a kidney stone years ago', time: 'past' },
  { rule: 'past:was-on', text: 'i was on lisinopril for a while', time: 'past' },
  { rule: 'past:was-also-on', text: 'she was once on a water pill', time: 'past' },
  { rule: 'past:as-a-child', text: 'i had asthma as a child', time: 'past' },
  { rule: 'past:bachpan', text: 'bachpan mein asthma tha', time: 'past' },
  { rule: 'past:prior', text: 'prior episodes of chest pain.', time: 'past', source: 'note' },
  { rule: 'past:prior', text: 'it was worse prior to the injection', time: null },
  { rule: 'past:resolved', text: 'her cough has resolved.', time: 'past', source: 'note' },
  { rule: 'past:resolved', text: 'the cough is better now', time: null },
  { rule: 'past:at-that-time', text: 'at that time, she had orthopnea.', time: 'past', source: 'note' },
  { rule: 'past:at-that-time', text: 'at that time my legs were swollen and they still are', time: null },
  { rule: 'current:currently', text: 'history of asthma, currently wheezing.', time: 'current', source: 'note' },
  { rule: 'current:presents', text: 'a history of diabetes who presents today with back pain', time: 'current' },
  { rule: 'current:still', text: 'the rash resolved but she still has itching.', time: 'current', source: 'note' },
  { rule: 'future:going-forward', text: 'we will watch her blood pressure going forward', time: 'future' },
];

describe('time rules', () => {
  for (const e of EXAMPLES)
    it(`${e.rule}: "${e.text}" is ${e.time ?? 'not placed'}`, () => {
      expect(timeOf(e.text, e.source)).toBe(e.time);
    });

  it('has an example for every rule', () => {
    const covered = new Set(EXAMPLES.map((e) => e.rule));
    expect(TIME_RULES.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it('takes no cue as no time: a plain statement is about today', () => {
    expect(timeOf('she reports a cough.', 'note')).toBeNull();
  });

  it('reads every way of naming the history, within its sentence only', () => {
    for (const words of HISTORY_NAMED) expect(historyNamedBefore(`she has ${words} asthma and `)).toBe(true);
    expect(historyNamedBefore('history of asthma. today she has ')).toBe(false);
    expect(historyNamedBefore('she reports ')).toBe(false);
  });

  it('reads a date said with its year, as a note writes it, and no bare number or value as a date', () => {
    expect(dateSaid('they did a biopsy on march 3rd , 2018 .')).toBe('March 2018');
    expect(dateSaid('an x-ray in june of 2020 showed arthritis')).toBe('June 2020');
    expect(dateSaid('the scan from 2017 was normal')).toBe('2017');
    expect(dateSaid('your platelets are 2015 today')).toBeNull();
    expect(dateSaid('take vitamin d 2000 units')).toBeNull();
  });

  it('reads every way of placing what is told back then, without a date', () => {
    const examples = [
      'back then the scan showed a mass',
      'at the time the biopsy was positive',
      'when they found it the ultrasound showed a cyst',
      'when it was diagnosed the ct showed a mass',
    ];
    for (const e of examples) expect(toldAsThen(e)).toBe(true);
    expect(examples.length).toBe(TOLD_AS_THEN.length);
    expect(toldAsThen('the biopsy today was negative')).toBe(false);
  });
});
