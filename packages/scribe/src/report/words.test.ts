import { describe, expect, it } from 'vitest';
import { wordsAfter, wordsBefore } from './words.js';

describe('a few words either side of a place', () => {
  it('counts the words after a place, not the space that opens them', () => {
    expect(wordsAfter(' was um 140 over 90', 2)).toBe(' was um');
    expect(wordsAfter(' normal', 3)).toBe(' normal');
  });

  it('counts the words before a place, not the space that closes them', () => {
    expect(wordsBefore('so uh your chest x-ray ', 2)).toBe('chest x-ray ');
    expect(wordsBefore('the ', 3)).toBe('the ');
  });
});
