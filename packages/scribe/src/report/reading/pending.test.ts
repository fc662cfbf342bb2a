import { describe, expect, it } from 'vitest';
import { PENDING } from './pending-cues.js';
import { pendingCue, toldAsDone } from './pending.js';

/** One example per rule: words said of a test whose result is still to come, and the row that reads them. */
const EXAMPLES: { rule: string; text: string }[] = [
  { rule: 'pending:pending', text: 'the biopsy results are pending' },
  { rule: 'pending:not-back', text: "the pathology isn't back yet" },
  { rule: 'pending:not-back', text: "your blood cultures haven't come back" },
  { rule: 'pending:waiting', text: "we're still waiting on the urine culture" },
  { rule: 'pending:will-call', text: "i sent the blood work and i'll call you with the results" },
];

describe('a result still to come', () => {
  for (const e of EXAMPLES)
    it(`${e.rule}: "${e.text}"`, () => {
      expect(pendingCue(e.text)?.rule).toBe(e.rule);
    });

  it('is not read from a result that is back', () => {
    expect(pendingCue('the culture came back negative')).toBeNull();
    expect(pendingCue('i am back at work and my back is better')).toBeNull();
    expect(pendingCue("i haven't come back since my last visit")).toBeNull();
    expect(pendingCue('the level of the injection is pending the mri results')).toBeNull();
  });

  it('tells a test done from one ordered today, for a result promised', () => {
    expect(toldAsDone('i sent the ')).toBe(true);
    expect(toldAsDone('we drew some fasting ')).toBe(true);
    expect(toldAsDone("we'll order an ")).toBe(false);
  });

  it('has an example for every rule', () => {
    expect([...new Set(EXAMPLES.map((e) => e.rule))].sort()).toEqual(PENDING.map((r) => r.id).sort());
  });
});
