import { isOffered, type PatientReport } from '@asha/contracts';
import { transcriptFromText } from '../../transcript-text/index.js';
import { emptyReport } from '../empty.js';
import { extractFacts } from '../extract/index.js';
import { hpiSentences } from '../narrative.js';
import { reviewOfSystems } from '../ros.js';
import { verifyReport } from '../verify.js';

/** What the built-in extractor reads from a dialogue written as 'Doctor: …' / 'Patient: …' lines. */
export const factsFrom = (dialogue: string) => extractFacts(transcriptFromText(dialogue));

/** The same dialogue as recognised speech gives it: lower case, no punctuation. */
const spoken = (tidy: string) =>
  tidy
    .split('\n')
    .map((line) =>
      line.replace(
        /^(\w+): (.*)$/,
        (_, who: string, said: string) => `${who}: ${said.toLowerCase().replace(/[.,?!]/g, '')}`,
      ),
    )
    .join('\n');

/** A dialogue written tidy, and as recognised speech gives it. */
export const bothForms = (tidy: string) => [tidy, spoken(tidy)];

/** The history of present illness written from a dialogue, as one text. */
export const hpiFrom = (dialogue: string) =>
  hpiSentences(factsFrom(dialogue))
    .map((s) => s.text)
    .join(' ');

/** The review of systems written from a dialogue, as 'system: findings' lines joined. */
export const rosFrom = (dialogue: string) =>
  reviewOfSystems(factsFrom(dialogue))
    .map((r) => `${r.system}: ${r.findings}`)
    .join(' ');

/** What the writer holds back and offers as "said, not in the note", by its text. */
export const offeredFrom = (dialogue: string) => factsFrom(dialogue).held.map((h) => h.value.text);

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
