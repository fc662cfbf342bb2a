import { allergenMentions } from '../extract/allergies.js';
import { conditionsIn } from '../extract/history.js';
import { drugMentions } from '../extract/drug-mentions.js';
import { symptomMentions } from '../extract/symptoms.js';
import { display, normalise } from '../extract/text.js';
import { regex, wordsOf } from '../pattern.js';
import {
  CLINICAL_WORDS,
  NUMERAL_I_AFTER,
  SHORT_PROSE_WORDS,
  STATEMENT_FORM_CUES,
  type CuePlace,
  type StatementFormCue,
  type StatementFormReason,
} from './statement-form-cues.js';

export type { StatementFormReason } from './statement-form-cues.js';

const CLOSE = '[\\s.,;:!?]*$';
const PLACED: Record<CuePlace, (words: string) => string[]> = {
  anywhere: (w) => [w],
  opening: (w) => ['^', w, '[\\s,]*'],
  closing: (w) => ['[\\s,]*', w, CLOSE],
  whole: (w) => ['^', w, CLOSE],
};

interface ReadCue {
  cue: StatementFormCue;
  finds: RegExp;
  strips: RegExp;
}

const CUES: ReadCue[] = STATEMENT_FORM_CUES.map((cue) => {
  const parts = PLACED[cue.place](wordsOf(cue.words));
  return { cue, finds: regex(parts, 'i'), strips: regex(parts, 'gi') };
});

// Quoted speech is the patient's own words, which a note may cite: "it feels like my knee gives way".
const QUOTED = /"[^"]*"|“[^”]*”|(?<=^|\s)'[^']+'(?=[\s.,;:!?]|$)/g;
const NUMERAL_I = regex([wordsOf(NUMERAL_I_AFTER), '\\s+I\\b'], 'gi');
// A sentence led by a label ('Assessment: hypogonadism.') is a list in prose: the length rule does not read it.
const LABELLED = /^[A-Z][a-z]+:/;
const CLINICAL = regex([wordsOf(CLINICAL_WORDS)], 'i');

function clinical(text: string): boolean {
  const n = normalise(text);
  if (/\d/.test(n) || CLINICAL.test(n)) return true;
  return [symptomMentions, conditionsIn, drugMentions, allergenMentions].some((read) => read(n).length > 0);
}

/**
 * Why a statement reads as spoken rather than written: each reason once, in the order of the cue rows;
 * empty when it reads as written. `prose`: a sentence of prose (a list item is a noun phrase and may be short).
 */
export function spokenForm(text: string, prose = false): StatementFormReason[] {
  const t = text.replace(QUOTED, ' ').replace(NUMERAL_I, ' ').trim();
  const out = new Set<StatementFormReason>();
  for (const { cue, finds } of CUES) if (finds.test(t)) out.add(cue.reason);
  if (prose && shortAnswer(t)) out.add('fragment');
  return [...out];
}

const shortAnswer = (t: string) =>
  !LABELLED.test(t) && t.split(/\s+/).filter(Boolean).length < SHORT_PROSE_WORDS && !clinical(t);

/** A cleaned statement that says nothing on its own ('Yes', 'Does'): not worth offering. */
export const saysNothing = (text: string) => !text.trim() || shortAnswer(text);

const tidy = (t: string) =>
  t
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.;:!?-]+|[\s,;:-]+$/g, '');

/**
 * A statement as it is offered to the clinician: fillers, openers and closers, a word said twice and a
 * trailing fragment removed, a capital first letter. Pronouns stay: only the clinician can say whom
 * 'you' and 'I' meant.
 */
export function cleanStatement(text: string): string {
  let t = text.trim();
  for (let pass = 0; pass < 5; pass++) {
    const before = t;
    for (const { cue, strips } of CUES) {
      if (cue.strip) t = tidy(t.replace(strips, cue.reason === 'repeated word' ? '$1' : ' '));
    }
    if (t === before) break;
  }
  return display(t);
}
