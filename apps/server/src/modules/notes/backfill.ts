import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  readFlagSection,
  recordingOutputKey,
  StoredReportSchema,
  TranscriptSchema,
  type StoredReport,
} from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { conversations, notes } from '../../db/schema/index.js';
import { withTransaction } from '../../lib/transaction.js';
import { insertFirstVersion } from './first-version.js';

/**
 * Reads a stored report written by an earlier version. Reports written before the section vocabulary
 * name sections loosely ('symptoms'); those are read leniently, anything else that does not fit is refused.
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
 * Gives consultations finished before the pipeline wrote notes their version 1, from the report and
 * transcript files beside the recording (which stay as they are). Run once as background work starts;
 * a report in a form this version cannot read is left without a note (its note answers 409 with what to
 * do). Safe to run in several processes at once: the first version is written once. Returns counts only,
 * nothing of a patient.
 */
export async function backfillFirstVersions(ctx: CoreContext): Promise<{ written: number; unreadable: number }> {
  const waiting = await ctx.database.db
    .select({
      id: conversations.id,
      clinicianId: conversations.clinicianId,
      audioKey: conversations.audioKey,
      reportKey: conversations.reportKey,
    })
    .from(conversations)
    .leftJoin(notes, eq(notes.conversationId, conversations.id))
    .where(and(isNotNull(conversations.reportKey), isNull(notes.conversationId)));
  let written = 0;
  let unreadable = 0;
  for (const conv of waiting) {
    const report = readStoredReport(await readJson(ctx, conv.reportKey!));
    if (!report) {
      unreadable++;
      continue;
    }
    const parsed = TranscriptSchema.safeParse(await readJson(ctx, recordingOutputKey(conv.audioKey, 'transcriptJson')));
    await withTransaction(ctx.database, ({ db }) =>
      insertFirstVersion(db, conv, report, parsed.success ? parsed.data : null),
    );
    written++;
  }
  return { written, unreadable };
}
