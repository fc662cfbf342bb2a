import type { Transcript } from '@asha/contracts';
import { conditionsIn, normalise, segsOf, symptomMentions } from '../extract/index.js';
import { sentences } from '../extract/text.js';
import { negation } from './context.js';
import type { Source } from './context-types.js';

/** One symptom or condition named, with the context decision on it and the rules that made it. */
export interface TraceLine {
  /** the transcript segment, or 'note' for a written note's sentence */
  segment: string;
  role: string;
  mention: string;
  negated: boolean;
  rules: string[];
  sentence: string;
}

/** Every symptom and condition a text names, with its decision; `source` says how the text is read. */
export function traceText(text: string, segment: string, role: string, source: Source): TraceLine[] {
  const out: TraceLine[] = [];
  for (const sentence of sentences(normalise(text))) {
    const mentions = [
      ...symptomMentions(sentence).map((m) => ({ name: m.term.name, index: m.index, end: m.end })),
      ...conditionsIn(sentence).map((k) => ({ name: k.name, index: k.index, end: k.end })),
    ];
    for (const m of mentions) {
      const d = negation(sentence, m.index, m.end, source);
      out.push({ segment, role, mention: m.name, negated: d.negated, rules: d.rules, sentence });
    }
  }
  return out;
}

/** Every mention of a consultation, turn by turn, as the writer and the checker both read it. */
export function traceConsultation(t: Transcript): TraceLine[] {
  return segsOf(t).flatMap((s) => traceText(s.raw, s.id, s.role, 'talk'));
}

/** One line a mention: `s12 Patient  fever  denied (neg:no)  « no fever or chills »`. */
export function formatTrace(lines: readonly TraceLine[]): string {
  return lines
    .map((l) => {
      const decision = l.negated ? 'negated' : 'not negated';
      const by = l.rules.length ? ` (${l.rules.join(', ')})` : '';
      return `${l.segment} ${l.role.padEnd(7)} ${l.mention.padEnd(24)} ${decision}${by}  « ${l.sentence} »`;
    })
    .join('\n');
}
