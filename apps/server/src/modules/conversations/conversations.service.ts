import { and, eq, isNull } from 'drizzle-orm';
import type { Conversation, ListConversationsQuery, ListConversationsResponse, NoteSummary } from '@asha/contracts';
import type { AppContext } from '../../context.js';
import { conversations } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-errors.js';
import { keysetPage, microsText } from '../../lib/keyset.js';
import { ownConversation, ownPatient, type ConversationRow } from '../../lib/ownership.js';
import { withTransaction, type Tx } from '../../lib/transaction.js';
import { noteSummaries } from '../notes/index.js';
import { UNRETRYABLE_FAILURES } from './sniff.js';
import { enqueuePipeline } from '../../queue/enqueue.js';
import { retryOf } from '../writing/index.js';

/** A patient's consultations, newest or oldest first, a page at a time. Another clinician's patient → 404. */
export async function listConversations(
  ctx: AppContext,
  clinicianId: string,
  patientId: string,
  q: ListConversationsQuery,
): Promise<ListConversationsResponse> {
  await ownPatient(ctx.database.db, clinicianId, patientId);
  const paging = keysetPage(
    { createdAt: conversations.createdAt, id: conversations.id },
    {
      secret: ctx.appSecret,
      scope: `conversations:${clinicianId}:${patientId}`,
      order: q.order,
      limit: q.limit,
      nextToken: q.nextToken,
    },
  );
  const rows = await ctx.database.db
    .select({ row: conversations, createdAtText: microsText(conversations.createdAt) })
    .from(conversations)
    .where(
      and(
        eq(conversations.patientId, patientId),
        eq(conversations.clinicianId, clinicianId),
        isNull(conversations.deletedAt),
        paging.where,
      ),
    )
    .orderBy(...paging.orderBy)
    .limit(paging.fetch);
  const page = paging.page(rows, (r) => ({ createdAt: r.createdAtText, id: r.row.id }));
  const notes = await noteSummaries(
    ctx.database.db,
    page.rows.map((r) => r.row),
  );
  return {
    items: await Promise.all(
      page.rows.map((r) => toConversation(ctx, r.row, r.createdAtText, notes.get(r.row.id) ?? null)),
    ),
    nextToken: page.nextToken,
  };
}

/** One consultation with its status, for polling while the pipeline works. */
export async function getConversation(
  ctx: AppContext,
  clinicianId: string,
  conversationId: string,
): Promise<Conversation> {
  const row = await ownConversation(ctx.database.db, clinicianId, conversationId);
  const notes = await noteSummaries(ctx.database.db, [row]);
  return toConversation(ctx, row, row.createdAt.toISOString(), notes.get(row.id) ?? null);
}

/** A failed conversation goes back to 'uploaded' and gets one new pipeline job. */
export async function retryConversation(
  ctx: AppContext,
  clinicianId: string,
  conversationId: string,
  /** records the retry in the audit trail, inside the retry's transaction */
  recordIn: (tx: Tx, row: ConversationRow) => Promise<void>,
): Promise<Conversation> {
  const row = await ownConversation(ctx.database.db, clinicianId, conversationId);
  if (row.status !== 'failed') throw conflict('Only a failed consultation can be retried.');
  if (row.error && UNRETRYABLE_FAILURES.has(row.error)) {
    throw conflict(`${row.error} Upload the recording again instead.`);
  }
  await withTransaction(ctx.database, async (tx) => {
    const { rowCount } = await tx.client.query(
      `update conversations set status = 'uploaded', error = null, updated_at = now() where id = $1 and status = 'failed'`,
      [conversationId],
    );
    if (rowCount !== 1) return;
    await enqueuePipeline(ctx, conversationId, tx.client);
    await recordIn(tx, row);
  });
  return getConversation(ctx, clinicianId, conversationId);
}

/** Signed GET URLs only for files that exist, and only after the ownership check above. */
async function toConversation(
  ctx: AppContext,
  r: ConversationRow,
  createdAt: string,
  note: NoteSummary | null,
): Promise<Conversation> {
  const sign = (key: string | null) =>
    key
      ? ctx.storage.signedDownloadUrl(key, { expiresInSec: ctx.config.SIGNED_URL_TTL_SEC })
      : Promise.resolve(undefined);
  const [audioUrl, transcriptUrl, reportUrl] = await Promise.all([
    sign(r.sizeBytes > 0 && !r.audioDeletedAt ? r.audioKey : null),
    sign(r.transcriptKey),
    sign(r.reportKey),
  ]);
  return {
    conversationId: r.id,
    patientId: r.patientId,
    createdAt,
    ...(audioUrl ? { audioUrl } : {}),
    ...(transcriptUrl ? { transcriptUrl } : {}),
    ...(reportUrl ? { reportUrl } : {}),
    sizeBytes: r.sizeBytes,
    status: r.status,
    error: r.error,
    durationSec: r.durationSec,
    language: r.language,
    note,
    retry: retryOf(r),
  };
}
