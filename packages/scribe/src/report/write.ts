import type { NoteTemplate, PatientReport, StoredReport, Transcript } from '@asha/contracts';
import { LlmError, type LlmEngine } from '../llm/types.js';
import { buildReport } from './build.js';
import { emptyReport } from './empty.js';
import { evidenceFor } from './evidence.js';
import { extractFacts, type ClinicalFacts } from './extract/index.js';
import { factsForPrompt } from './llm-grounding.js';
import { freeTextEvidence } from './free-text.js';
import { asksModel, heldPlaces, isUnder, overlayHeld } from './llm-note.js';
import { writeWithLlm } from './llm-report.js';
import { verifyReport } from './verify.js';
import { fromModelReport, toModelReport } from './wire.js';

export interface ReportOptions {
  llm?: LlmEngine | null;
  /**
   * The note type the consultation's note is in: a language model fills that type's sections (the
   * report's other facts are the built-in writer's). Without one, the model writes the whole report.
   */
  noteType?: NoteTemplate | null;
  patient?: {
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    dob?: string | null;
    gender?: string | null;
  };
  /** replace the patient's identifiers before text goes to a remote engine; default true */
  redactRemote?: boolean;
  now?: Date;
  onProgress?: (p: { stage: string; done: number; total: number }) => void;
}

function withPatient(r: PatientReport, p: ReportOptions['patient']): PatientReport {
  // The patient record is the source of who the patient is; the transcript only adds the age.
  return {
    ...r,
    patientInfo: {
      ...r.patientInfo,
      name: p?.name ?? r.patientInfo.name,
      gender: p?.gender ?? r.patientInfo.gender,
      dateOfBirth: p?.dob ?? r.patientInfo.dateOfBirth,
    },
  };
}

/** The built-in writer's report and evidence, the model's ground for the facts a note type leaves out. */
type BuiltIn = ReturnType<typeof buildReport>;

async function tryModel(
  t: Transcript,
  llm: LlmEngine,
  o: ReportOptions,
  metadata: PatientReport['metadata'],
  facts: ClinicalFacts,
  builtIn: () => BuiltIn,
): Promise<{ report: PatientReport; evidence: (r: PatientReport) => StoredReport['evidence'] } | null> {
  try {
    const redact = llm.remote && o.redactRemote !== false;
    const template = o.noteType && asksModel(o.noteType) ? o.noteType : null;
    const empty = toModelReport(emptyReport());
    const model = await writeWithLlm(t, llm, {
      patient: o.patient ?? {},
      redact,
      facts: factsForPrompt(facts),
      onProgress: o.onProgress,
      ...(template ? { note: { template, empty } } : {}),
    });
    if (!template) return { report: fromModelReport(model, metadata), evidence: (r) => evidenceFor(t, r) };
    // The type's facts are the model's, found in the transcript by their words; the rest keep the built-in writer's evidence.
    // Its free sentences rest on the lines they cite and those their words are found in.
    const base = builtIn();
    const held = heldPlaces(template);
    return {
      report: fromModelReport(overlayHeld(template, toModelReport(base.report), model), metadata),
      evidence: (r) => {
        const found = evidenceFor(t, r);
        return [
          ...base.evidence.filter((e) => !isUnder(e.path, held)),
          ...found.filter((e) => isUnder(e.path, held)),
          ...freeTextEvidence(t, model, found),
        ];
      },
    };
  } catch (err) {
    // Worth retrying later (timeout, 5xx, 429): the worker retries the job. Anything else: no-model report.
    if (err instanceof LlmError && err.transient) throw err;
    return null;
  }
}

/**
 * Writes the stored report of a consultation: the configured model's report when it gives
 * a usable answer, else the deterministic extractor's; evidence for every item; verification flags.
 * Throws only transient model failures (LlmError.transient), so the job can be retried.
 */
export async function writeReport(transcript: Transcript, o: ReportOptions = {}): Promise<StoredReport> {
  const metadata = {
    generatedAt: (o.now ?? new Date()).toISOString(),
    engine: 'deterministic',
    sourceLanguages: transcript.languages.length ? transcript.languages : ['en'],
    reportLanguage: 'en' as const,
  };
  const facts = extractFacts(transcript);
  let built: BuiltIn | null = null;
  const builtIn = () => (built ??= buildReport(facts));
  const model = o.llm
    ? await tryModel(transcript, o.llm, o, { ...metadata, engine: o.llm.name }, facts, builtIn)
    : null;
  if (model) {
    const patientReport = withPatient(model.report, o.patient);
    const evidence = model.evidence(patientReport);
    return { patientReport, evidence, flags: verifyReport(transcript, patientReport, facts, evidence) };
  }
  o.onProgress?.({ stage: 'writing report', done: 0, total: 1 });
  const { report, evidence } = builtIn();
  const patientReport = withPatient({ ...report, metadata }, o.patient);
  const flags = verifyReport(transcript, patientReport, facts, evidence);
  o.onProgress?.({ stage: 'writing report', done: 1, total: 1 });
  return { patientReport, evidence, flags };
}
