import { and, eq, sql } from 'drizzle-orm';
import type { Conversation, ListConversationsQuery, ListConversationsResponse } from '@asha/contracts';
import type { AppContext } from '../../context.js';
import { conversations } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { isUuid } from './keys.js';
import { UNRETRYABLE_FAILURES } from './sniff.js';
import { assertOwnPatient, enqueuePipeline } from './upload.service.js';

type Row = typeof conversations.$inferSelect & { cursorTs: string };
type Position = { t: string; id: string };

const isPosition = (v: unknown): v is Position =>
  typeof v === 'object' && v !== null && typeof (v as Position).t === 'string' && isUuid(String((v as Position).id));

/** created_at to the microsecond, so keyset paging never skips or repeats a row. */
const cursorTs = sql<string>`to_char(${conversations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Spec §7 call 8, keyset paging on (created_at, id). Another clinician's patient → 404. */
export async function listConversations(
  ctx: AppContext,
  clinicianId: string,
  patientId: string,
  q: ListConversationsQuery,
): Promise<ListConversationsResponse> {
  await assertOwnPatient(ctx, clinicianId, patientId);
  const scope = `conversations:${clinicianId}:${patientId}:${q.order}`;
  const after = q.nextToken ? decodeCursor(ctx.appSecret, scope, q.nextToken, isPosition) : null;
  const desc = q.order === 'desc';
  const keyset = after
    ? desc
      ? sql`(${conversations.createdAt}, ${conversations.id}) < (${after.t}::timestamptz, ${after.id}::uuid)`
      : sql`(${conversations.createdAt}, ${conversations.id}) > (${after.t}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await ctx.database.db
    .select({ row: conversations, cursorTs })
    .from(conversations)
    .where(and(eq(conversations.patientId, patientId), eq(conversations.clinicianId, clinicianId), keyset))
    .orderBy(desc ? sql`${conversations.createdAt} desc, ${conversations.id} desc` : sql`${conversations.createdAt} asc, ${conversations.id} asc`)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit).map((r) => ({ ...r.row, cursorTs: r.cursorTs }));
  const last = page[page.length - 1];
  const nextToken = rows.length > q.limit && last ? encodeCursor(ctx.appSecret, scope, { t: last.cursorTs, id: last.id }) : null;
  return { items: await Promise.all(page.map((r) => toConversation(ctx, r))), nextToken };
}

/** Status polling (issue #5, beyond the spec). */
export async function getConversation(ctx: AppContext, clinicianId: string, conversationId: string): Promise<Conversation> {
  return toConversation(ctx, await findOwn(ctx, clinicianId, conversationId));
}

/** A failed conversation goes back to 'uploaded' and gets one new pipeline job. */
export async function retryConversation(ctx: AppContext, clinicianId: string, conversationId: string): Promise<Conversation> {
  const row = await findOwn(ctx, clinicianId, conversationId);
  if (row.status !== 'failed') throw conflict('Only a failed consultation can be retried.');
  if (row.error && UNRETRYABLE_FAILURES.has(row.error)) {
    throw conflict(`${row.error} Upload the recording again instead.`);
  }
  const client = await ctx.database.pool.connect();
  try {
    await client.query('begin');
    const { rowCount } = await client.query(
      `update conversations set status = 'uploaded', error = null, updated_at = now() where id = $1 and status = 'failed'`,
      [conversationId],
    );
    if (rowCount === 1) await enqueuePipeline(ctx, conversationId, client);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  return getConversation(ctx, clinicianId, conversationId);
}

async function findOwn(ctx: AppContext, clinicianId: string, conversationId: string): Promise<Row> {
  if (!isUuid(conversationId)) throw notFound('Conversation not found');
  const [r] = await ctx.database.db
    .select({ row: conversations, cursorTs })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.clinicianId, clinicianId)));
  if (!r) throw notFound('Conversation not found');
  return { ...r.row, cursorTs: r.cursorTs };
}

/** Signed GET URLs only for files that exist, and only after the ownership check above. */
async function toConversation(ctx: AppContext, r: Row): Promise<Conversation> {
  const sign = (key: string | null) =>
    key ? ctx.storage.signedDownloadUrl(key, { expiresInSec: ctx.config.SIGNED_URL_TTL_SEC }) : Promise.resolve(undefined);
  const [audioUrl, transcriptUrl, reportUrl] = await Promise.all([
    sign(r.sizeBytes > 0 ? r.audioKey : null),
    sign(r.transcriptKey),
    sign(r.reportKey),
  ]);
  return {
    conversationId: r.id,
    patientId: r.patientId,
    createdAt: r.cursorTs,
    ...(audioUrl ? { audioUrl } : {}),
    ...(transcriptUrl ? { transcriptUrl } : {}),
    ...(reportUrl ? { reportUrl } : {}),
    sizeBytes: r.sizeBytes,
    status: r.status,
    error: r.error,
    durationSec: r.durationSec,
    language: r.language,
  };
}
