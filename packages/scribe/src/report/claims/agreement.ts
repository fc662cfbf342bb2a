import type { Transcript } from '@asha/contracts';
import type { ClinicalFacts } from '../extract/types.js';
import { readConsultation } from './consultation.js';

/** A symptom the writer and the checker, each reading the consultation alone, take the other way. */
export interface Disagreement {
  symptom: string;
  writer: 'present' | 'denied';
  checker: 'present' | 'denied';
}

/**
 * Where the writer's facts and the checker's own reading of the same consultation (as it reads a report
 * written elsewhere, without the writer's facts) differ on whether a symptom is there. Said present
 * anywhere is present; only ever denied is denied. A symptom one of them did not read is no disagreement:
 * the writer leaves out what it is not sure of, and the checker reads questions the writer passes over.
 */
export function presenceDisagreements(t: Transcript, facts: ClinicalFacts): Disagreement[] {
  const writer = new Map<string, 'present' | 'denied'>();
  for (const s of facts.negatedSymptoms) writer.set(s.value, 'denied');
  for (const s of facts.symptoms) writer.set(s.value, 'present');
  const out: Disagreement[] = [];
  for (const [symptom, p] of readConsultation(t).symptoms) {
    const checker = p.affirmed.length ? 'present' : p.denied.length ? 'denied' : null;
    const w = writer.get(symptom);
    if (checker && w && checker !== w) out.push({ symptom, writer: w, checker });
  }
  return out;
}
