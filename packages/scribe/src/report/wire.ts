import { PatientReportSchema, type PatientReport } from '@asha/contracts';
import { z } from 'zod';

/**
 * What the model is asked for: the report without metadata (the pipeline writes that) and with
 * familyHistory as a list of {relation, conditions}, because strict structured output has no maps.
 */
export const ModelReportSchema = PatientReportSchema.omit({ metadata: true }).extend({
  familyHistory: z.array(z.object({ relation: z.string(), conditions: z.array(z.string()) })),
});
export type ModelReport = z.infer<typeof ModelReportSchema>;

export function fromModelReport(m: ModelReport, metadata: PatientReport['metadata']): PatientReport {
  const familyHistory: Record<string, string[]> = {};
  for (const { relation, conditions } of m.familyHistory) {
    const key = relation.trim().toLowerCase();
    if (key) familyHistory[key] = [...new Set([...(familyHistory[key] ?? []), ...conditions])];
  }
  return { ...m, metadata, familyHistory };
}

/** A report in the model's form (the built-in writer's, as ground a model's note is laid over). */
export function toModelReport(r: PatientReport): ModelReport {
  const { metadata: _metadata, familyHistory, ...rest } = r;
  return {
    ...rest,
    familyHistory: Object.entries(familyHistory).map(([relation, conditions]) => ({ relation, conditions })),
  };
}
