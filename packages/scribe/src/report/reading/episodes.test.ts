import { describe, expect, it } from 'vitest';
import { EARLIER_EPISODE, EPISODE_OVER } from './episode-cues.js';
import { earlierEpisodeCue, episodeOver, mentionTime } from './episodes.js';

/** One example per rule: words a patient says of an episode, and the row that reads it as over. */
const EXAMPLES: { rule: string; text: string }[] = [
  { rule: 'over:fine-since', text: 'after we stopped i felt fine ever since' },
  { rule: 'over:fine-by', text: 'i got dizzy that evening but i felt okay by the next morning' },
  { rule: 'over:fine-on', text: 'i was very dizzy that night and then monday i felt fine' },
  { rule: 'over:went-away', text: 'it went away after an hour or so' },
  { rule: 'over:not-since', text: "i haven't had it since" },
  { rule: 'over:theek', text: 'tab se theek hoon' },
];

describe('an episode said to be over', () => {
  for (const e of EXAMPLES)
    it(`${e.rule}: "${e.text}"`, () => {
      expect(episodeOver(e.text)?.rule).toBe(e.rule);
    });

  it('is not over when taken back in the same breath, or never said to be over', () => {
    expect(episodeOver('it went away but then it came back this morning')).toBeNull();
    expect(episodeOver("i've been fine since, until today")).toBeNull();
    expect(episodeOver('the pain is still there')).toBeNull();
  });

  it('has an example for every rule', () => {
    expect(EPISODE_OVER.map((r) => r.id).sort()).toEqual(EXAMPLES.map((e) => e.rule).sort());
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
    expect(EARLIER_EPISODE.map((r) => r.id).sort()).toEqual(THEN_EXAMPLES.map((e) => e.rule).sort());
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

  it('places nothing then without the story of an earlier episode', () => {
    expect(at('my feet were puffed up yesterday', 'puffed up')).toBe('now');
  });
});
