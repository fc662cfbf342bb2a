/**
 * A few words either side of a place in a normalised text (single spaces between words), where a rule reads
 * what is said right after a cue or right before a name. What follows a word opens with the space after it,
 * and what stands before one closes with a space: neither space starts a word, so neither is counted.
 */

/** The first `n` words after a place: ' was 140 over 90' → ' was 140' for 2. */
export const wordsAfter = (rest: string, n: number): string =>
  rest
    .split(' ')
    .slice(0, n + 1)
    .join(' ');

/** The last `n` words before a place: 'your chest x-ray ' → 'chest x-ray ' for 2. */
export const wordsBefore = (lead: string, n: number): string =>
  lead
    .split(' ')
    .slice(-n - 1)
    .join(' ');
