import { describe, expect, it } from 'vitest';
import { determinerBefore } from './side-parts.js';

/** Whether the side word `side` in `text` has a determiner or possessive right before it. */
const ledBy = (text: string, side: string) => determinerBefore(text, text.indexOf(side), 8);

describe('a determiner right before a side word', () => {
  it('reads a determiner or possessive as part of the side', () => {
    expect(ledBy('um the pain is on the left', 'left')).toBe(true);
    expect(ledBy('uh your right knee', 'right')).toBe(true);
  });

  it('reads none before a side word used otherwise', () => {
    expect(ledBy('it started right after the fall', 'right')).toBe(false);
    expect(ledBy('the stroke left me weak', 'left')).toBe(false);
  });
});
