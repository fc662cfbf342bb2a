import type { ListAudiosQuery, ListAudiosResponse, RecordingEntry } from '@asha/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { conversations, patients } from '../../db/schema/index.js';
import { keysetPage, microsText } from '../../lib/keyset.js';
import type { ConversationRow } from '../../lib/ownership.js';

/**
 * The reports browser's list: the clinician's recordings, the newest recording first, a page at
 * a time. Each item is a whole recording (its audio, its report and its transcript, with the
 * patient and the date), so a recording never straddles two pages; the pipeline's other files
 * beside it are not listed. Scoped to the clinician in the query itself; removed recordings and
 * the recordings of removed patients are not shown.
 */
export async function listAudios(
  ctx: AppContext,
  clinicianId: string,
  q: ListAudiosQuery,
): Promise<ListAudiosResponse> {
  const paging = keysetPage(
    { createdAt: conversations.createdAt, id: conversations.id },
    { secret: ctx.appSecret, scope: `audios:${clinicianId}`, order: 'desc', limit: q.limit, nextToken: q.nextToken },
  );
  const rows = await ctx.database.db
    .select({ row: conversations, patientName: patients.name, createdAtText: microsText(conversations.createdAt) })
    .from(conversations)
    .innerJoin(patients, eq(patients.id, conversations.patientId))
    .where(
      and(
        eq(conversations.clinicianId, clinicianId),
        isNull(conversations.deletedAt),
        isNull(patients.deletedAt),
        paging.where,
      ),
    )
    .orderBy(...paging.orderBy)
    .limit(paging.fetch);
  const page = paging.page(rows, (r) => ({ createdAt: r.createdAtText, id: r.row.id }));
  return {
    items: await Promise.all(page.rows.map((r) => toEntry(ctx, r.row, r.patientName))),
    nextToken: page.nextToken,
  };
}

/** Signed GET URLs for the files the recording has (the audio may have been removed by retention). */
async function toEntry(ctx: AppContext, r: ConversationRow, patientName: string): Promise<RecordingEntry> {
  const sign = (key: string | null) =>
    key
      ? ctx.storage.signedDownloadUrl(key, { expiresInSec: ctx.config.SIGNED_URL_TTL_SEC })
      : Promise.resolve(undefined);
  const [mediaUrl, jsonUrl, transcriptUrl] = await Promise.all([
    sign(r.audioDeletedAt ? null : r.audioKey),
    sign(r.reportKey),
    sign(r.transcriptKey),
  ]);
  return {
    key: r.audioKey,
    size: r.sizeBytes,
    lastModified: r.updatedAt.toISOString(),
    ...(mediaUrl ? { mediaUrl } : {}),
    ...(jsonUrl ? { jsonUrl } : {}),
    conversationId: r.id,
    patientId: r.patientId,
    patientName,
    recordedAt: r.createdAt.toISOString(),
    status: r.status,
    ...(transcriptUrl ? { transcriptUrl } : {}),
  };
}
