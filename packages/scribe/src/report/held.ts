import type { PatientReport, ReportFlag } from '@asha/contracts';
import { normalise, type ClinicalFacts, type Held } from './extract/index.js';
import { reportItems } from './items.js';

/**
 * What was said but held back from the note, offered as "said, not in the note": one flag per held
 * statement the report does not already hold (a clinician may have added it, or written it in their
 * own words). Computed from the facts, so every check of an edited note offers the same statements.
 */
export function heldBack(facts: ClinicalFacts, r: PatientReport): ReportFlag[] {
  const items = reportItems(r).map((i) => ({ section: i.section, text: normalise(i.text) }));
  const inReport = (h: Held) => {
    const text = normalise(h.text);
    return items.some((i) => i.section === h.section && i.text.includes(text));
  };
  return facts.held
    .filter((h) => !inReport(h.value))
    .map((h) => ({ kind: 'said', section: h.value.section, text: h.value.text, segmentIds: [...h.segmentIds] }));
}
