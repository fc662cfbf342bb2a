import { describe, expect, it } from 'vitest';
import { EPISODE_OVER } from './episode-cues.js';
import { episodeOver } from './episodes.js';

/** One example per rule: words a patient says of an episode, and the row that reads it as over. */
const EXAMPLES: { rule: string; text: string }[] = [
  { rule: 'over:fine-since', text: 'after we stopped i felt fine ever since' },
  { rule: 'over:fine-by', text: 'i got dizzy that evening but i felt okay by the next morning' },
  { rule: 'over:fine-on', text: 'i was very dizzy that night and then monday i felt fine' },
  { rule: 'over:went-away', text: 'it went away after an hour or so' },
  { rule: 'over:gone-now', text: "i had some chest pain last week but it's fine now" },
  { rule: 'over:not-since', text: "i haven't had it since" },
  { rule: 'over:not-anymore', text: 'i was getting heartburn after meals but not anymore' },
  { rule: 'over:theek', text: 'tab se theek hoon' },
];

describe('an episode said to be over', () => {
  for (const e of EXAMPLES)
    it(`${e.rule}: "${e.text}"`, () => {
      expect(episodeOver(e.text)?.rule).toBe(e.rule);
    });

  it.each(["um the diarrhea's gone now", 'the nausea stopped after a couple days', 'the rash cleared up after a week'])(
    'a symptom said to be gone now, or gone after a while, is over: %j',
    (text) => expect(episodeOver(text)?.rule).toBe('over:gone-now'),
  );

  it('is not over when taken back in the same breath, or never said to be over', () => {
    expect(episodeOver('it went away but then it came back this morning')).toBeNull();
    expect(episodeOver("i've been fine since, until today")).toBeNull();
    expect(episodeOver('the pain is still there')).toBeNull();
    expect(episodeOver('the pain is better but still there, not anymore at night')).toBeNull();
  });

  it('has an example for every rule', () => {
    expect(EPISODE_OVER.map((r) => r.id).sort()).toEqual(EXAMPLES.map((e) => e.rule).sort());
  });
});
