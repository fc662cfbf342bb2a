import type { CoreContext } from '../context.js';
import { QUEUES } from './boss.js';

/** A consultation's recording to transcribe and write up. */
export interface PipelineJobData {
  conversationId: string;
}
/** A consultation's report to write again from its corrected transcript. */
export interface RegenerateJobData {
  conversationId: string;
}
/** A live recording to follow while it is made. */
export interface LiveJobData {
  sessionId: string;
}
/** Try `attempt` (from 1) of a webhook delivery. */
export interface WebhookJobData {
  deliveryId: string;
  attempt: number;
}

/** A client inside the caller's transaction: the job is queued only if that transaction commits. */
export type SqlClient = { query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

const inTransaction = (client?: SqlClient) =>
  client ? { db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) } } : {};

// Every job is a singleton per consultation or recording: the queue refuses a second while one waits or runs.

/** One pipeline job per consultation; `startAfter` seconds later when it waits for something. */
export async function enqueuePipeline(
  ctx: CoreContext,
  conversationId: string,
  client?: SqlClient,
  startAfter?: number,
): Promise<void> {
  await ctx.boss.send(QUEUES.pipeline, { conversationId } satisfies PipelineJobData, {
    singletonKey: conversationId,
    ...(startAfter ? { startAfter } : {}),
    ...inTransaction(client),
  });
}

/** One regeneration of a consultation's note at a time. */
export async function enqueueRegenerate(ctx: CoreContext, conversationId: string, client: SqlClient): Promise<void> {
  await ctx.boss.send(QUEUES.regenerate, { conversationId } satisfies RegenerateJobData, {
    singletonKey: conversationId,
    ...inTransaction(client),
  });
}

/** One job following a live recording at a time. */
export async function enqueueLive(ctx: CoreContext, sessionId: string, client: SqlClient): Promise<void> {
  await ctx.boss.send(QUEUES.live, { sessionId } satisfies LiveJobData, {
    singletonKey: sessionId,
    ...inTransaction(client),
  });
}

/**
 * One try of a webhook delivery, at `startAt` when given. Each try is its own job; a job run twice
 * (its worker died after the try was recorded) finds its delivery already past it and does nothing.
 */
export async function enqueueWebhookTry(
  ctx: Pick<CoreContext, 'boss'>,
  data: WebhookJobData,
  client?: SqlClient,
  startAt?: Date,
): Promise<void> {
  await ctx.boss.send(QUEUES.webhook, data satisfies WebhookJobData, {
    ...(startAt ? { startAfter: startAt } : {}),
    ...inTransaction(client),
  });
}
