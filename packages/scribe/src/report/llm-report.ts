import type { Transcript } from '@asha/contracts';
import type { LlmEngine } from '../llm/types.js';
import { redactIdentifiers, restoreDeep, type PatientIdentity } from '../privacy/index.js';
import { mergeModelReports } from './merge.js';
import { ModelReportSchema, type ModelReport } from './wire.js';

const SYSTEM = `You are a medical scribe. From the consultation transcript, write the patient's structured medical report in English.
Rules: state only what the transcript says; never invent findings, doses or diagnoses; use null or [] for anything not discussed.
Symptoms the patient denies are not symptoms (put them in reviewOfSystems as negatives). Medications: name, dosage, indication.
Vitals with units (e.g. "120/80 mmHg", "72 bpm", "98.6 °F"). Placeholders like [PATIENT_NAME] stand for real values: copy them as they are.`;

const FACTS_INTRO = `Facts a rule-based extractor found in the whole consultation (JSON). Use them as a starting point:
keep those the transcript supports, correct any the transcript contradicts, and add what they miss.`;

/** Characters of transcript per request: leaves room for the answer in an 8k-token context. */
export const CHUNK_CHARS = 12_000;

export function chunkLines(lines: string[], max = CHUNK_CHARS): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (size + line.length > max && current.length) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(line);
    size += line.length + 1;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

export interface LlmReportOptions {
  patient?: PatientIdentity;
  /** What the built-in extractor found (factsForPrompt): the model starts from it and checks it against the transcript. */
  facts?: string;
  redact: boolean;
  onProgress?: (p: { stage: string; done: number; total: number }) => void;
}

/**
 * The report by a language model: the transcript in segment-sized chunks (never cut), each sent
 * with the extractor's facts as grounding, identifiers redacted for remote engines, one structured
 * answer per chunk, merged, identifiers restored.
 */
export async function writeWithLlm(t: Transcript, llm: LlmEngine, o: LlmReportOptions): Promise<ModelReport> {
  const lines = t.segments.map((s) => `${s.role}: ${(s.english || s.text).replace(/\s+/g, ' ').trim()}`);
  const chunks = chunkLines(lines);
  const parts: ModelReport[] = [];
  for (const [i, chunk] of chunks.entries()) {
    o.onProgress?.({ stage: 'writing report', done: i, total: chunks.length });
    const part = chunks.length > 1 ? ` (part ${i + 1} of ${chunks.length} of a long consultation)` : '';
    const grounding = o.facts ? `${FACTS_INTRO}\n${o.facts}\n\n` : '';
    const text = `${grounding}Transcript${part}:\n${chunk.join('\n')}`;
    const redaction = o.redact ? redactIdentifiers(text, o.patient) : null;
    const answer = await llm.generateJson({
      system: SYSTEM,
      user: redaction ? redaction.text : text,
      schema: ModelReportSchema,
      schemaName: 'patient_report',
    });
    parts.push(redaction ? restoreDeep(answer, redaction.restore) : answer);
  }
  o.onProgress?.({ stage: 'writing report', done: chunks.length, total: chunks.length });
  return mergeModelReports(parts);
}
