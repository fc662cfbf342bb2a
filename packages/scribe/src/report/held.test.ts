import { describe, expect, it } from 'vitest';
import { emptyReport } from './empty.js';
import { heldBack } from './held.js';
import { factsFrom } from './testing/said.js';

describe('what was said but held back from the note', () => {
  const facts = {
    ...factsFrom('Doctor: How are you today?'),
    held: [{ value: { section: 'socialHistory' as const, text: 'Works nights at the mill' }, segmentIds: ['s1'] }],
  };

  it('is offered as "said, not in the note" under its section, with the turns it rests on', () => {
    expect(heldBack(facts, emptyReport())).toEqual([
      { kind: 'said', section: 'socialHistory', text: 'Works nights at the mill', segmentIds: ['s1'] },
    ]);
  });

  it('is no longer offered once the note holds it, as the clinician added it', () => {
    const r = emptyReport();
    r.socialHistory.other = 'Lives alone. Works nights at the mill.';
    expect(heldBack(facts, r)).toEqual([]);
  });
});
