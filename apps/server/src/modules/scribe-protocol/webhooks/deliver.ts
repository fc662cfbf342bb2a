import type { CoreContext } from '../../../context.js';
import { enqueueWebhookTry, type WebhookJobData } from '../../../queue/enqueue.js';
import { withTransaction } from '../../../lib/transaction.js';
import { deliveryPublicId } from './ids.js';
import { postDelivery, type TryOutcome } from './post.js';
import { decryptWebhookSecret } from './secret-crypto.js';

export type TryResult = 'delivered' | 'retry' | 'failed' | 'skipped';

interface DeliveryRow {
  id: string;
  webhook_id: string | null;
  event: string;
  body: string;
  status: string;
  attempts: number;
  url: string | null;
  secret_cipher: Buffer | null;
  key_active: boolean;
}

/**
 * One try of a delivery (the job's `attempt`). The try is recorded, and the next one queued, in
 * one transaction after the receiver answers; a job whose try is already recorded (run again after
 * its worker died) does nothing. A receiver may therefore get a try twice, never none: the
 * delivery id tells it so. After the schedule's last wait the delivery is marked failed.
 */
export async function runWebhookTry(ctx: CoreContext, job: WebhookJobData, wake?: () => void): Promise<TryResult> {
  const { rows } = await ctx.database.pool.query<DeliveryRow>(
    `select d.id, d.webhook_id, d.event, d.body, d.status, d.attempts, w.url, w.secret_cipher,
            k.revoked_at is null and k.expires_at > now() as key_active
       from protocol_webhook_deliveries d
       join record_keys k on k.id = d.key_id
       left join protocol_webhooks w on w.id = d.webhook_id
      where d.id = $1`,
    [job.deliveryId],
  );
  const d = rows[0];
  if (!d || d.status !== 'pending' || d.attempts >= job.attempt) return 'skipped';
  // Its webhook was deleted, or its key revoked or expired, between the event and this try.
  if (!d.url || !d.secret_cipher || !d.key_active) {
    await ctx.database.pool.query(
      `update protocol_webhook_deliveries set status = 'cancelled', next_attempt_at = null, finished_at = now()
        where id = $1 and status = 'pending'`,
      [d.id],
    );
    return 'skipped';
  }
  const startedAt = new Date();
  const secret = secretOf(ctx, d.webhook_id!, d.secret_cipher);
  const outcome: TryOutcome = secret
    ? await postDelivery({
        url: d.url,
        secret,
        deliveryId: deliveryPublicId(d.id),
        attempt: job.attempt,
        event: d.event,
        body: d.body,
        timeoutMs: ctx.config.WEBHOOK_TIMEOUT_MS,
      })
    : { ok: false, httpStatus: null, error: UNREADABLE_SECRET };
  const waitSec = secret ? ctx.config.WEBHOOK_RETRY_SEC[job.attempt - 1] : undefined;
  const result: TryResult = outcome.ok ? 'delivered' : waitSec === undefined ? 'failed' : 'retry';
  const nextAt = result === 'retry' ? new Date(Date.now() + waitSec! * 1000) : null;
  const recorded = await record(ctx, job, startedAt, outcome, result, nextAt);
  if (!recorded) return 'skipped';
  // The queue looks for jobs coming due only every few seconds; waking this process's workers at
  // the next try's time keeps the schedule.
  if (nextAt && wake) setTimeout(wake, nextAt.getTime() - Date.now() + 50).unref();
  ctx.logger[result === 'failed' ? 'warn' : 'info'](
    {
      deliveryId: d.id,
      webhookId: d.webhook_id,
      event: d.event,
      attempt: job.attempt,
      httpStatus: outcome.httpStatus,
      result,
    },
    'webhook try',
  );
  return result;
}

const UNREADABLE_SECRET = 'the signing secret cannot be read (APP_SECRET changed?): register the webhook again';

/** The webhook's secret, or null when it cannot be opened: no try could be signed, so none is made. */
function secretOf(ctx: CoreContext, webhookId: string, cipher: Buffer): string | null {
  try {
    return decryptWebhookSecret(ctx.appSecret, webhookId, cipher);
  } catch {
    return null;
  }
}

/** Records the try and moves the delivery on, unless another run of this job got there first. */
async function record(
  ctx: CoreContext,
  job: WebhookJobData,
  startedAt: Date,
  outcome: TryOutcome,
  result: TryResult,
  nextAt: Date | null,
): Promise<boolean> {
  return withTransaction(ctx.database, async ({ client }) => {
    const { rows } = await client.query<{ status: string; attempts: number }>(
      'select status, attempts from protocol_webhook_deliveries where id = $1 for update',
      [job.deliveryId],
    );
    const now = rows[0];
    if (!now || now.status !== 'pending' || now.attempts >= job.attempt) return false;
    await client.query(
      `insert into protocol_webhook_attempts (delivery_id, attempt, started_at, duration_ms, http_status, error)
       values ($1, $2, $3, $4, $5, $6)`,
      [job.deliveryId, job.attempt, startedAt, Date.now() - startedAt.getTime(), outcome.httpStatus, outcome.error],
    );
    await client.query(
      `update protocol_webhook_deliveries
          set attempts = $2, status = $3, next_attempt_at = $4, finished_at = case when $3 = 'pending' then null else now() end
        where id = $1`,
      [job.deliveryId, job.attempt, result === 'retry' ? 'pending' : result, nextAt],
    );
    if (nextAt) await enqueueWebhookTry(ctx, { deliveryId: job.deliveryId, attempt: job.attempt + 1 }, client, nextAt);
    return true;
  });
}
