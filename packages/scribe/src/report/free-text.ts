import type {
  Evidence,
  NoteTemplate,
  NoteTemplateSection,
  PatientReport,
  ReportFlag,
  Transcript,
} from '@asha/contracts';
import { z } from 'zod';
import { FreeSentenceSchema, type FreeSentence, type ModelReport } from './wire.js';

/** The report path of a free section's n-th sentence: where its evidence, its flag and its edits live. */
export const freeTextPath = (sectionId: string, n: number) => `noteText.${sectionId}.${n}`;

/** The template's sections whose text a language model writes. */
export const freeSections = (t: NoteTemplate): NoteTemplateSection[] => t.sections.filter((s) => s.show === 'free');

/** A free section as the model answers it: its sentences, each citing the transcript lines it rests on. */
export function freeSectionSchema(s: NoteTemplateSection) {
  return z
    .object({ sentences: z.array(FreeSentenceSchema) })
    .describe(`${s.title}: ${s.instruction} Each sentence cites the [ids] of the transcript lines it rests on.`);
}

/** A free section's answer as kept: sentences with words, trimmed; none when the model wrote nothing. */
export function keptSentences(answer: unknown): FreeSentence[] {
  const parsed = z.object({ sentences: z.array(FreeSentenceSchema) }).safeParse(answer);
  if (!parsed.success) return [];
  return parsed.data.sentences
    .map((s) => ({ text: s.text.replace(/\s+/g, ' ').trim(), segmentIds: s.segmentIds }))
    .filter((s) => s.text !== '');
}

/**
 * The evidence of the model's free sentences: the transcript lines each cites that exist, then those
 * its words are found in (`found`, as every other statement of a model's gets), once each. A sentence
 * with neither has no evidence, which the checker flags.
 */
export function freeTextEvidence(t: Transcript, model: ModelReport, found: Evidence[]): Evidence[] {
  const known = new Set(t.segments.map((s) => s.id));
  return Object.entries(model.noteText ?? {}).flatMap(([id, sentences]) =>
    sentences.flatMap((s, n) => {
      const path = freeTextPath(id, n);
      const byWords = found.filter((e) => e.path === path).flatMap((e) => e.segmentIds);
      const segmentIds = [...new Set([...s.segmentIds.filter((i) => known.has(i)), ...byWords])];
      return segmentIds.length ? [{ path, segmentIds }] : [];
    }),
  );
}

/**
 * Every free sentence that rests on nothing said: no evidence under its path. A sentence the claim
 * checks already flag keeps that flag (one flag a statement, the most harmful); the clinician reads
 * the rest as 'Nothing said in the consultation supports this'.
 */
export function unfoundedFreeText(r: PatientReport, evidence: Evidence[], flagged: ReportFlag[]): ReportFlag[] {
  const grounded = new Set(evidence.filter((e) => e.segmentIds.length > 0).map((e) => e.path));
  const done = new Set(flagged.map((f) => f.path));
  return Object.entries(r.noteText ?? {}).flatMap(([id, sentences]) =>
    sentences.flatMap((text, n): ReportFlag[] => {
      const path = freeTextPath(id, n);
      if (grounded.has(path) || done.has(path) || !text.trim()) return [];
      const reason = 'Nothing said in the consultation supports this sentence';
      return [{ kind: 'unsupported', section: 'noteText', path, text, segmentIds: [], claim: 'statement', reason }];
    }),
  );
}
