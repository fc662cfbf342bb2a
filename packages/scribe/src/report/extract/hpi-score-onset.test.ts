import { describe, expect, it } from 'vitest';
import { hpiSentences } from '../narrative.js';
import { factsFrom as facts } from '../testing/said.js';

/*
 * A pain score told of the start of the illness is not today's: the note gives today's score, or none when
 * only the start's is said, never the worse one from before as if it were now.
 */
const hpi = (said: string) =>
  hpiSentences(facts(said))
    .map((s) => s.text)
    .join(' ');
const opening = 'doctor: what brings you in\npatient: my right shoulder has been hurting since i fell\n';

describe('a pain score of the start and of today', () => {
  it.each([
    ["doctor: how bad is the pain\npatient: it was like a nine at first now it's more like a three", '3/10'],
    [
      "doctor: how would you rate your pain\npatient: um when i first hurt it it was an eight but now it's probably a four",
      '4/10',
    ],
    ['doctor: how would you rate it\npatient: today it is about a two it was a ten when it happened', '2/10'],
    ['patient: at its worst it was a nine out of ten but now it is a five out of ten', '5/10'],
  ])('gives today’s score: %j', (talk, score) => {
    expect(hpi(opening + talk)).toContain(`rates the pain ${score}.`);
  });

  it('gives no score when only the start’s is said, in reply to a question of the start', () => {
    const said =
      opening + 'doctor: how bad was the pain when it started\npatient: oh it was terrible like a ten out of ten';
    expect(hpi(said)).not.toContain('rates the pain');
  });

  it('still gives a score said of today alone', () => {
    expect(hpi(opening + 'doctor: how would you rate your pain\npatient: about a six')).toContain(
      'rates the pain 6/10.',
    );
  });
});
