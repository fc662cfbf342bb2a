import { describe, expect, it } from 'vitest';
import { capture, oneOf, regex, wordsOf } from './pattern.js';

describe('patterns built from named parts', () => {
  it('matches any one phrase of a list, as whole words', () => {
    const denial = regex([wordsOf(['no', 'denies']), ' (\\w+)']);
    expect(denial.exec('she denies fever')?.[1]).toBe('fever');
    expect(denial.test('nobody has fever')).toBe(false);
  });

  it('keeps the earlier alternative when two fit at the same place', () => {
    expect(regex([oneOf(['mood swings', 'mood'])]).exec('mood swings at night')?.[0]).toBe('mood swings');
    expect(regex([oneOf(['mood', 'mood swings'])]).exec('mood swings at night')?.[0]).toBe('mood');
  });

  it('captures the phrase that was said, for the code to read', () => {
    const time = regex(['at ', capture(['night', 'bedtime'])], 'g');
    expect([...'at bedtime and at night'.matchAll(time)].map((m) => m[1])).toEqual(['bedtime', 'night']);
  });

  it('takes a RegExp part by its source, not its flags', () => {
    expect(regex([/Left/i, ' knee'], 'g').flags).toBe('g');
    expect(regex([/Left/i, ' knee']).test('left knee')).toBe(false);
  });
});
