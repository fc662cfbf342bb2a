import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { readLegacyReport, recordingOutputKey, TranscriptSchema } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { conversations, notes } from '../../db/schema/index.js';
import { withTransaction } from '../../lib/transaction.js';
import { insertFirstVersion } from '../writing/index.js';

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
    // Reports written by earlier versions or elsewhere are read leniently; one holding no report is refused.
    const report = readLegacyReport(await readJson(ctx, conv.reportKey!));
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
