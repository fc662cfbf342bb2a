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
  { rule: 'over:it-ended', text: 'i had a fever friday it broke saturday' },
  { rule: 'over:symptom-ended', text: 'the rash is pretty much cleared up' },
  { rule: 'over:none-lately', text: 'they come and go but none this week' },
  { rule: 'over:not-since', text: "i haven't had it since" },
  { rule: 'over:not-anymore', text: 'i was getting heartburn after meals but not anymore' },
  { rule: 'over:got-over', text: 'i had the flu with body aches and i got over that' },
  { rule: 'over:not-this-time', text: 'with my last pregnancy my legs swelled but nothing like that this time' },
  { rule: 'over:now-just', text: "i was throwing up at first but now it's just the stomach pain" },
  { rule: 'over:back-to-normal', text: "i was wiped out the first week or so now i'm back to normal" },
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

  it.each([
    ["yeah it's gone", 'over:it-ended'],
    ['i was vomiting saturday but it stopped yesterday', 'over:it-ended'],
    ['it was swollen but the swelling went away', 'over:symptom-ended'],
    ['the cough is finally gone', 'over:symptom-ended'],
    ["the heartburn's gone since i started the pill", 'over:symptom-ended'],
    ['i used to get migraines but not since my teens', 'over:none-lately'],
    ['i used to get palpitations years ago but none lately', 'over:none-lately'],
  ])('a symptom said to be over in speech: %j', (text, rule) => expect(episodeOver(text)?.rule).toBe(rule));

  it.each([
    ['the vomiting stopped after the first day', 'over:symptom-ended'],
    ['the throwing up stopped', 'over:symptom-ended'],
    ["the swelling's gone now", 'over:gone-now'],
    ["i had some chest pain it lasted an hour and it hasn't come back", 'over:not-since'],
    ['i did on monday but not since', 'over:not-since'],
    ['i did at the beginning but not now', 'over:not-anymore'],
    ["that's gotten better i don't really have it now", 'over:not-anymore'],
  ])('a symptom said to be over, across a story: %j', (text, rule) => expect(episodeOver(text)?.rule).toBe(rule));

  it('is not over when someone stops a treatment, or a symptom stops them doing something', () => {
    expect(episodeOver('i had nausea so i stopped the metformin')).toBeNull();
    expect(episodeOver('the pain stopped me from sleeping')).toBeNull();
    expect(episodeOver('the cough syrup stopped working')).toBeNull();
    expect(episodeOver('it got bad so i took some prilosec and then stopped that other one')).toBeNull();
  });

  it('is not over when a symptom is only not there this moment', () => {
    expect(episodeOver('i have had some tightness in my chest but not right now')).toBeNull();
    expect(episodeOver("no i'm not right now")).toBeNull();
  });

  it('is not over when a treatment stops working, when pain spreads, or when it is only better', () => {
    expect(episodeOver('i was taking tylenol but it stopped working')).toBeNull();
    expect(episodeOver('i got this pain across my lower back and then it went down my left leg')).toBeNull();
    expect(episodeOver('my back pain is better but still there')).toBeNull();
    expect(episodeOver('it was swollen but the swelling went down')).toBeNull();
    expect(episodeOver("the swelling's come down a lot")).toBeNull();
    expect(episodeOver("it has been better now i won't say i am all good")).toBeNull();
  });

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

describe('an end said with a negation is no end', () => {
  it.each([
    'the pain never went away',
    "the rash hasn't cleared up at all",
    'the swelling did not really settle down',
    "the cough hasn't resolved",
  ])('%j: the symptom goes on', (text) => {
    expect(episodeOver(text)).toBeNull();
  });
});
