import { describe, expect, it } from 'vitest';
import { OPEN_DRUGS } from '../vocabulary/drug-names.js';
import { DRUGS } from './lexicon-drugs.js';
import { drugMentions } from './drug-mentions.js';
import { factsFrom } from '../testing/said.js';

describe('one list of generic names for the writer and the checker', () => {
  it('reads a generic from the medicine vocabulary, and a two-word name of its own', () => {
    expect(drugMentions('i put a lidocaine patch on it').map((m) => m.name)).toEqual(['lidocaine']);
    expect(drugMentions('i take fish oil and folic acid').map((m) => m.name)).toEqual(['fish oil', 'folic acid']);
  });

  it('lists the supplements a patient takes beside their medicines, as said', () => {
    const d = 'doctor: anything else you take?\npatient: i take coq10, vitamin c and elderberry every day';
    expect(factsFrom(d).medications.map((m) => m.value.name)).toEqual(['coq10', 'vitamin c', 'elderberry']);
  });

  it('lists no generic name twice', () => {
    expect(DRUGS.filter((d, i) => DRUGS.indexOf(d) !== i)).toEqual([]);
    expect(OPEN_DRUGS.filter((d, i) => OPEN_DRUGS.indexOf(d) !== i)).toEqual([]);
  });
});
