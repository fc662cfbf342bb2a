import { eq } from 'drizzle-orm';
import {
  readFlagSection,
  recordingOutputKey,
  StoredReportSchema,
  TranscriptSchema,
  type StoredReport,
  type Transcript,
} from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { notes, noteVersions, transcriptVersions } from '../../db/schema/index.js';
import { conflict, HttpError } from '../../lib/http-errors.js';
import type { ConversationRow } from '../../lib/ownership.js';
import { withTransaction } from '../../lib/transaction.js';
import type { NoteRow } from './note-store.js';

/**
 * Reads the pipeline's stored report. Reports written before the section vocabulary name sections
 * loosely ('symptoms'); those are read leniently, anything else that does not fit is refused.
 */
function readStoredReport(json: unknown): StoredReport | null {
  const o = json as { flags?: unknown };
  const flags = Array.isArray(o?.flags)
    ? o.flags.map((f: Record<string, unknown>) => ({
        ...f,
        section: readFlagSection(f?.section, f?.path) ?? 'patientInfo',
      }))
    : o?.flags;
  const parsed = StoredReportSchema.safeParse({ ...(json as object), flags });
  return parsed.success ? parsed.data : null;
}

async function readJson(ctx: CoreContext, key: string): Promise<unknown> {
  try {
    return JSON.parse((await ctx.storage.getBuffer(key)).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * The note of a consultation, made on first use from the pipeline's files: its report is version 1
 * (the AI draft) and its timed transcript is transcript version 1. The files stay as they are. Two
 * first reads at once make one note: the second waits on the first's row and finds it.
 */
export async function ensureNote(ctx: CoreContext, conv: ConversationRow): Promise<NoteRow> {
  const [existing] = await ctx.database.db.select().from(notes).where(eq(notes.conversationId, conv.id));
  if (existing) return existing;
  if (!conv.reportKey) throw new HttpError(404, 'This consultation has no report yet.');
  const report = readStoredReport(await readJson(ctx, conv.reportKey));
  if (!report)
    throw conflict(
      'This report was written in a form this version cannot edit. Regenerate it from the transcript, or view it as it is.',
    );
  const parsedTranscript = TranscriptSchema.safeParse(
    await readJson(ctx, recordingOutputKey(conv.audioKey, 'transcriptJson')),
  );
  const transcript: Transcript | null = parsedTranscript.success ? parsedTranscript.data : null;
  const transcriptVersion = transcript ? 1 : 0;
  await withTransaction(ctx.database, async ({ db }) => {
    const inserted = await db
      .insert(notes)
      .values({
        conversationId: conv.id,
        clinicianId: conv.clinicianId,
        version: 1,
        status: 'draft',
        transcriptVersion,
      })
      .onConflictDoNothing()
      .returning({ id: notes.conversationId });
    if (!inserted.length) return;
    await db.insert(noteVersions).values({
      conversationId: conv.id,
      version: 1,
      kind: 'ai-draft',
      report: report.patientReport,
      evidence: report.evidence,
      flags: report.flags,
      resolutions: [],
      authored: [],
      handEdited: [],
      changed: [],
      transcriptVersion,
    });
    if (transcript) await db.insert(transcriptVersions).values({ conversationId: conv.id, version: 1, transcript });
  });
  const [row] = await ctx.database.db.select().from(notes).where(eq(notes.conversationId, conv.id));
  return row!;
}
