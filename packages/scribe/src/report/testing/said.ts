import { isOffered, type PatientReport } from '@asha/contracts';
import { transcriptFromText } from '../../transcript-text/index.js';
import { emptyReport } from '../empty.js';
import { extractFacts } from '../extract/index.js';
import { verifyReport } from '../verify.js';

/** What the built-in extractor reads from a dialogue written as 'Doctor: …' / 'Patient: …' lines. */
export const factsFrom = (dialogue: string) => extractFacts(transcriptFromText(dialogue));

/** The symptoms the extractor reads as the patient's, sorted. */
export const presentFrom = (dialogue: string) =>
  factsFrom(dialogue)
    .symptoms.map((s) => s.value)
    .sort();

/** The symptoms the extractor reads as denied, sorted. */
export const deniedFrom = (dialogue: string) =>
  factsFrom(dialogue)
    .negatedSymptoms.map((s) => s.value)
    .sort();

/** The assessment the extractor reads, as [diagnosis, certainty] pairs in the order stated. */
export const assessmentFrom = (dialogue: string) =>
  factsFrom(dialogue).assessment.map((a) => [a.value.diagnosis, a.value.certainty]);

/** The checker's flags (offered ones, omissions and what was held back, left out) on an otherwise empty report that `edit` fills in. */
export function flagsOf(dialogue: string, edit: (r: PatientReport) => void) {
  const r = emptyReport();
  edit(r);
  return verifyReport(transcriptFromText(dialogue), r).filter((f) => !isOffered(f));
}
