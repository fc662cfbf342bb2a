import { and, eq } from 'drizzle-orm';
import { readPatientLanguage, type PatientCopy, type PatientLanguage } from '@asha/contracts';
import { createLlmEngine, writePatientCopy, type WrittenPatientCopy } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { patientCopies, patients } from '../../db/schema/index.js';
import { chooseEngines } from '../writing/index.js';
import { exportSource, type ExportSource } from './note-document.js';

/** The language of a patient's copy: asked for, else the patient's preferred one, else the consultation's, else English. */
export function copyLanguage(
  asked: PatientLanguage | undefined,
  preferred: PatientLanguage | null,
  consultation: string | null,
): PatientLanguage {
  return asked ?? preferred ?? readPatientLanguage(consultation) ?? 'en';
}

/**
 * The patient's copy of the note's current version. A translated copy is written once per version,
 * language and engine and kept (a model takes a while); the English one is rebuilt each time. The
 * engine is the clinician's (LLM_ENGINE=auto: their key, the server's key, a local model, else none).
 */
export async function patientCopy(
  ctx: CoreContext,
  clinicianId: string,
  conversationId: string,
  asked?: PatientLanguage,
): Promise<{ copy: PatientCopy; src: ExportSource }> {
  const src = await exportSource(ctx, clinicianId, conversationId);
  const db = ctx.database.db;
  const [patient] = await db
    .select({ preferredLanguage: patients.preferredLanguage })
    .from(patients)
    .where(eq(patients.id, src.conv.patientId));
  const requested = copyLanguage(asked, patient?.preferredLanguage ?? null, src.conv.language);
  const version = src.doc.note.version;
  const written = await writeOrReuse(ctx, clinicianId, src, requested, version);
  return {
    src,
    copy: {
      language: written.language,
      requestedLanguage: requested,
      translated: written.translated,
      translation: written.translation,
      englishSections: written.englishSections,
      notice: written.notice,
      engine: written.engine,
      noteVersion: version,
      signed: src.doc.note.status === 'signed',
      content: written.content,
    },
  };
}

async function writeOrReuse(
  ctx: CoreContext,
  clinicianId: string,
  src: ExportSource,
  language: PatientLanguage,
  version: number,
): Promise<WrittenPatientCopy> {
  const report = src.doc.report;
  if (language === 'en') return writePatientCopy(report, 'en', { engine: null, redact: true, patient: {} });
  const engine = createLlmEngine((await chooseEngines(ctx, clinicianId)).llm);
  const db = ctx.database.db;
  try {
    if (engine) {
      const [kept] = await db
        .select()
        .from(patientCopies)
        .where(
          and(
            eq(patientCopies.conversationId, src.conv.id),
            eq(patientCopies.noteVersion, version),
            eq(patientCopies.language, language),
            eq(patientCopies.engine, engine.name),
          ),
        );
      if (kept)
        return {
          language,
          translated: true,
          translation: 'full',
          englishSections: [],
          engine: kept.engine,
          notice: null,
          content: kept.content,
        };
    }
    const p = src.doc.patient;
    const copy = await writePatientCopy(report, language, {
      engine,
      redact: ctx.config.REDACT_REMOTE,
      patient: { name: p.name, email: p.email, phone: p.phone, dob: p.dob },
    });
    if (copy.translated) {
      await db
        .insert(patientCopies)
        .values({
          conversationId: src.conv.id,
          noteVersion: version,
          language,
          engine: copy.engine,
          content: copy.content,
        })
        .onConflictDoNothing();
    }
    return copy;
  } finally {
    await (engine as { dispose?: () => Promise<void> } | null)?.dispose?.();
  }
}
