import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { SYMPTOMS } from '../extract/lexicon-symptoms.js';
import { flagsOf } from '../testing/said.js';

/**
 * Every symptom the lexicon names, asked about in any of its words and denied in plain speech, then written
 * as present in the clinical name a note uses: the checker must call that a contradiction. The talk is
 * written as recognised speech gives it (lower case, no punctuation), and the symptom is written both as a
 * listed associated symptom and as a sentence of the history, as a note would hold it.
 */
const DENIALS = [
  'no',
  'nope none of that',
  "not that i've noticed",
  "i wouldn't say so",
  "no i haven't",
  'not really',
  "i've not had any",
  'nothing like that',
];

const WRITTEN: [string, (name: string) => (r: PatientReport) => void][] = [
  [
    'listed',
    (name) => (r) => {
      r.historyOfPresentIllness.associatedSymptoms = [name[0]!.toUpperCase() + name.slice(1)];
    },
  ],
  [
    'in the history',
    (name) => (r) => {
      r.historyOfPresentIllness.narrative = `The patient is seen for a follow-up visit. The patient also reports ${name}.`;
    },
  ],
];

/** Each word of a symptom, with a denial taken in turn from the list, so every word and every denial is tried. */
let turn = 0;
const BY_SYMPTOM = SYMPTOMS.map((s) => ({
  name: s.name,
  cases: [...new Set(s.variants)].map((word) => ({ word, reply: DENIALS[turn++ % DENIALS.length]! })),
}));

const contradicted = (talk: string, edit: (r: PatientReport) => void) =>
  flagsOf(talk, edit).some((f) => f.kind === 'contradicted' && f.claim === 'negation');

describe('a symptom denied in the talk and written as present', () => {
  it.each(BY_SYMPTOM)('$name: is flagged whichever of its words was asked and denied', ({ name, cases }) => {
    const missed = cases.flatMap(({ word, reply }) =>
      WRITTEN.filter(
        ([, edit]) => !contradicted(`Doctor: have you had any ${word}\nPatient: ${reply}`, edit(name)),
      ).map(([form]) => `asked as '${word}', answered '${reply}', written ${form}`),
    );
    expect(missed).toEqual([]);
  });

  it('is flagged when a list of symptoms asked in lay words is denied as a whole', () => {
    const talk =
      'Doctor: any trouble with your breathing any throwing up or have you passed out at all\nPatient: no to all of those';
    for (const name of ['shortness of breath', 'vomiting', 'syncope'])
      for (const [, edit] of WRITTEN) expect(contradicted(talk, edit(name))).toBe(true);
  });

  it('is not flagged when the patient affirms it in lay words', () => {
    const talk = 'Doctor: have you been getting winded at all\nPatient: yes when i climb the stairs';
    for (const [, edit] of WRITTEN) expect(flagsOf(talk, edit('shortness of breath'))).toEqual([]);
  });
});
