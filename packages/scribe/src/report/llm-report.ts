import type { NoteTemplate, Transcript } from '@asha/contracts';
import type { z } from 'zod';
import type { LlmEngine } from '../llm/types.js';
import { redactIdentifiers, restoreDeep, type PatientIdentity } from '../privacy/index.js';
import { freeSections } from './free-text.js';
import { fillToModelReport, noteFillSchema, noteTypePrompt, type NoteFill } from './llm-note.js';
import { mergeModelReports } from './merge.js';
import { ModelReportSchema, type ModelReport } from './wire.js';

const SYSTEM = `You are a medical scribe. From the consultation transcript, write the patient's structured medical report in English.
Rules: state only what the transcript says; never invent findings, doses or diagnoses; use null or [] for anything not discussed.
Symptoms the patient denies are not symptoms (put them in reviewOfSystems as negatives). Medications: name, dosage, indication.
Vitals with units (e.g. "120/80 mmHg", "72 bpm", "98.6 °F"; oxygen saturation with the oxygen breathed, e.g. "97% on room air").
Placeholders like [PATIENT_NAME] stand for real values: copy them as they are.`;

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

/** What the model is asked to answer and how its answer becomes (part of) the report. */
interface AnswerForm<T> {
  system: string;
  schema: z.ZodType<T>;
  schemaName: string;
  /** whether each transcript line is sent with its segment id ('[s3] Doctor: …'), for free text to cite */
  cite: boolean;
  toReport(answer: T): ModelReport;
}

const REPORT_FORM: AnswerForm<ModelReport> = {
  system: SYSTEM,
  schema: ModelReportSchema,
  schemaName: 'patient_report',
  cite: false,
  toReport: (answer) => answer,
};

/** The note of a type: its sections (titles, instructions) in the prompt, its derived schema as the answer's shape. */
function noteForm(t: NoteTemplate, empty: ModelReport): AnswerForm<NoteFill> {
  return {
    system: `${SYSTEM}\n${noteTypePrompt(t)}`,
    schema: noteFillSchema(t) as unknown as z.ZodType<NoteFill>,
    schemaName: 'note',
    cite: freeSections(t).length > 0,
    toReport: (answer) => fillToModelReport(t, answer, empty),
  };
}

export interface LlmReportOptions {
  patient?: PatientIdentity;
  /** What the built-in extractor found (factsForPrompt): the model starts from it and checks it against the transcript. */
  facts?: string;
  redact: boolean;
  /** The note type to fill, with an empty report for the facts its sections leave out; without one, the whole report. */
  note?: { template: NoteTemplate; empty: ModelReport };
  onProgress?: (p: { stage: string; done: number; total: number }) => void;
}

/**
 * The report by a language model: the transcript in segment-sized chunks (never cut), each sent
 * with the extractor's facts as grounding, identifiers redacted for remote engines, one structured
 * answer per chunk, merged, identifiers restored. Given a note type, the model answers that type's
 * sections in the schema derived from its template, each put in its place in the report.
 */
export async function writeWithLlm(t: Transcript, llm: LlmEngine, o: LlmReportOptions): Promise<ModelReport> {
  return o.note ? ask(t, llm, o, noteForm(o.note.template, o.note.empty)) : ask(t, llm, o, REPORT_FORM);
}

async function ask<T>(t: Transcript, llm: LlmEngine, o: LlmReportOptions, form: AnswerForm<T>): Promise<ModelReport> {
  const lines = t.segments.map(
    (s) => `${form.cite ? `[${s.id}] ` : ''}${s.role}: ${(s.english || s.text).replace(/\s+/g, ' ').trim()}`,
  );
  const chunks = chunkLines(lines);
  const parts: ModelReport[] = [];
  for (const [i, chunk] of chunks.entries()) {
    o.onProgress?.({ stage: 'writing report', done: i, total: chunks.length });
    const part = chunks.length > 1 ? ` (part ${i + 1} of ${chunks.length} of a long consultation)` : '';
    const grounding = o.facts ? `${FACTS_INTRO}\n${o.facts}\n\n` : '';
    const text = `${grounding}Transcript${part}:\n${chunk.join('\n')}`;
    const redaction = o.redact ? redactIdentifiers(text, o.patient) : null;
    const answer = await llm.generateJson({
      system: form.system,
      user: redaction ? redaction.text : text,
      schema: form.schema,
      schemaName: form.schemaName,
    });
    parts.push(form.toReport(redaction ? restoreDeep(answer, redaction.restore) : answer));
  }
  o.onProgress?.({ stage: 'writing report', done: chunks.length, total: chunks.length });
  return mergeModelReports(parts);
}
