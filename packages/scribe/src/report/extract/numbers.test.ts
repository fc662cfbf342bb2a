import { describe, expect, it } from 'vitest';
import { spokenNumbersToDigits } from './numbers.js';

describe('spoken numbers are written as digits', () => {
  it.each([
    ['a pulse of one oh four', 'a pulse of 104'],
    ['a temperature of one oh one point five', 'a temperature of 101.5'],
    ['two hundred and four pounds', '204 pounds'],
    ['a hundred and one', '101'],
    ['one twenty eight over seventy six', '128 over 76'],
    ['clobetasol zero point zero five percent solution', 'clobetasol 0.05 percent solution'],
    ['two point zero five milligrams', '2.05 milligrams'],
  ])('%j', (said, written) => expect(spokenNumbersToDigits(said)).toBe(written));
});
