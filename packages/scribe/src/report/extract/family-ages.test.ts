import { describe, expect, it } from 'vitest';
import { familyAgeAfter } from './family-ages.js';

const after = (text: string, condition: string) => familyAgeAfter(text, text.indexOf(condition) + condition.length);

describe("a relative's age at a condition, said just after it", () => {
  it('is written as a note writes it, by each way it is said', () => {
    expect(after('my mom had breast cancer uh in her early 50s', 'breast cancer')).toBe('in her early 50s');
    expect(after('my dad had a heart attack at age 52', 'heart attack')).toBe('at 52');
    expect(after('she had a stroke when she was like 60', 'stroke')).toBe('at 60');
  });

  it('is no time of day, no dose, and no age said of the next relative', () => {
    expect(after('my dad had a heart attack at 10 pm', 'heart attack')).toBeNull();
    expect(after('my mom had cancer and my dad had a stroke at 60', 'cancer')).toBeNull();
  });
});
