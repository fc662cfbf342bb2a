import { describe, expect, it } from 'vitest';
import type { Source } from './context-types.js';
import { EPISODE_TIME_RULES } from './episode-time-cues.js';
import { HISTORY_NAMED, TIME_RULES, TOLD_AS_THEN } from './time-cues.js';
import { dateSaid, earlierEpisodeCue, historyNamedBefore, mentionTime, timeOf, toldAsThen } from './time.js';
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

/** One example per rule: words that tell the story of an earlier episode, and the row that reads them. */
const THEN_EXAMPLES: { rule: string; text: string }[] = [
  { rule: 'then:went-in', text: 'so i finally went to the emergency room that night' },
  { rule: 'then:taken-in', text: 'my husband drove me to urgent care' },
  { rule: 'then:ambulance', text: 'my daughter called nine one one' },
  { rule: 'then:admitted', text: 'i got admitted for three days' },
  { rule: 'then:in-hospital', text: 'when i was in the hospital they changed my pills' },
  { rule: 'then:at-that-time', text: 'i was coughing a lot back then' },
];

describe('the story of an earlier episode', () => {
  for (const e of THEN_EXAMPLES)
    it(`${e.rule}: "${e.text}"`, () => {
      expect(earlierEpisodeCue(e.text)).toBe(e.rule);
    });

  it('has an example for every rule', () => {
    const story = EPISODE_TIME_RULES.filter((r) => r.reads === 'story');
    expect(story.map((r) => r.id).sort()).toEqual(THEN_EXAMPLES.map((e) => e.rule).sort());
  });

  const at = (text: string, word: string) => mentionTime(text, text.indexOf(word), text.indexOf(word) + word.length);

  it('places a symptom told in that story then, not today', () => {
    const story = 'my feet were all puffed up and i could not lie flat so my son took me to the er';
    expect(at(story, 'puffed up')).toBe('then');
    expect(mentionTime('i could barely breathe lying down, so they sent me to the hospital')).toBe('then');
  });

  it('keeps a symptom today when the story says it goes on, or tells it as had now', () => {
    expect(at('my feet were puffed up when i went to the er and they still are', 'puffed up')).toBe('now');
    expect(at('i got dizzy and went to urgent care and i have been dizzy ever since', 'dizzy')).toBe('now');
    expect(at("i went to the er last week and i'm still having some cough", 'cough')).toBe('now');
    expect(at('i have a cough that keeps coming back, i went to urgent care for it', 'cough')).toBe('now');
  });

  it('keeps a symptom today when the story says it never went away, persists or came back', () => {
    expect(at('my legs were swollen so they took me to the er and it never went away', 'swollen')).toBe('now');
    expect(at('i was wheezing so i went to urgent care and it persists', 'wheezing')).toBe('now');
    expect(at('i was dizzy so i went to the hospital, it went away but came back', 'dizzy')).toBe('now');
  });

  it('places nothing then without the story of an earlier episode', () => {
    expect(at('my feet were puffed up yesterday', 'puffed up')).toBe('now');
  });
});
