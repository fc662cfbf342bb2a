import { PatientReportSchema, type PatientReport } from '@asha/contracts';
import { z } from 'zod';

/**
 * What the model is asked for: the report without metadata (the pipeline writes that) and with
 * familyHistory as a list of {relation, conditions}, because strict structured output has no maps.
 * Free text is asked only by a note type's own schema (llm-note.ts), never in the whole report.
 */
export const ModelReportSchema = PatientReportSchema.omit({ metadata: true, noteText: true }).extend({
  familyHistory: z.array(z.object({ relation: z.string(), conditions: z.array(z.string()) })),
});

/** A sentence of a note type's free text as a model writes it: its words and the transcript lines it cites. */
export const FreeSentenceSchema = z.object({ text: z.string(), segmentIds: z.array(z.string()) }).strict();
export type FreeSentence = z.infer<typeof FreeSentenceSchema>;

/** The report in the model's form; `noteText` (section id → sentences with their citations) only from a note type's answer. */
export type ModelReport = z.infer<typeof ModelReportSchema> & { noteText?: Record<string, FreeSentence[]> };

export function fromModelReport(m: ModelReport, metadata: PatientReport['metadata']): PatientReport {
  const { noteText: free, ...rest } = m;
  const familyHistory: Record<string, string[]> = {};
  for (const { relation, conditions } of m.familyHistory) {
    const key = relation.trim().toLowerCase();
    if (key) familyHistory[key] = [...new Set([...(familyHistory[key] ?? []), ...conditions])];
  }
  const noteText = Object.entries(free ?? {})
    .map(([id, sentences]) => [id, sentences.map((s) => s.text)] as const)
    .filter(([, sentences]) => sentences.length > 0);
  return { ...rest, metadata, familyHistory, ...(noteText.length ? { noteText: Object.fromEntries(noteText) } : {}) };
}

/** A report in the model's form (the built-in writer's, as ground a model's note is laid over). */
export function toModelReport(r: PatientReport): ModelReport {
  const { metadata: _metadata, familyHistory, noteText, ...rest } = r;
  return {
    ...rest,
    familyHistory: Object.entries(familyHistory).map(([relation, conditions]) => ({ relation, conditions })),
    ...(noteText
      ? {
          noteText: Object.fromEntries(
            Object.entries(noteText).map(([id, texts]) => [id, texts.map((text) => ({ text, segmentIds: [] }))]),
          ),
        }
      : {}),
  };
}
