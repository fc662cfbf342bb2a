import type { PatientReport, StoredReport, Transcript } from '@asha/contracts';
import { LlmError, type LlmEngine } from '../llm/types.js';
import { buildReport } from './build.js';
import { evidenceFor } from './evidence.js';
import { extractFacts, type ClinicalFacts } from './extract/index.js';
import { factsForPrompt } from './llm-grounding.js';
import { writeWithLlm } from './llm-report.js';
import { verifyReport } from './verify.js';
import { fromModelReport } from './wire.js';

export interface ReportOptions {
  llm?: LlmEngine | null;
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

async function tryModel(
  t: Transcript,
  llm: LlmEngine,
  o: ReportOptions,
  metadata: PatientReport['metadata'],
  facts: ClinicalFacts,
) {
  try {
    const redact = llm.remote && o.redactRemote !== false;
    const model = await writeWithLlm(t, llm, {
      patient: o.patient ?? {},
      redact,
      facts: factsForPrompt(facts),
      onProgress: o.onProgress,
    });
    return fromModelReport(model, metadata);
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
  const modelReport = o.llm ? await tryModel(transcript, o.llm, o, { ...metadata, engine: o.llm.name }, facts) : null;
  if (modelReport) {
    const patientReport = withPatient(modelReport, o.patient);
    return {
      patientReport,
      evidence: evidenceFor(transcript, patientReport),
      flags: verifyReport(transcript, patientReport, facts),
    };
  }
  o.onProgress?.({ stage: 'writing report', done: 0, total: 1 });
  const { report, evidence } = buildReport(facts);
  const patientReport = withPatient({ ...report, metadata }, o.patient);
  const flags = verifyReport(transcript, patientReport, facts);
  o.onProgress?.({ stage: 'writing report', done: 1, total: 1 });
  return { patientReport, evidence, flags };
}
