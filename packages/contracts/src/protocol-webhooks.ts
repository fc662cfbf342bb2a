import { z } from 'zod';
import { hasControlCharacters } from './text-field.js';

/** What a record system may be told about a session of the scribe protocol (the protocol's own names). */
export const PROTOCOL_WEBHOOK_EVENTS = [
  'session.started',
  'session.ended',
  'session.completed',
  'session.partial',
  'session.failed',
  'session.expired',
] as const;
export const ProtocolWebhookEventSchema = z.enum(PROTOCOL_WEBHOOK_EVENTS);
export type ProtocolWebhookEvent = z.infer<typeof ProtocolWebhookEventSchema>;
const EVENT_LIST = PROTOCOL_WEBHOOK_EVENTS.join(', ');

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_SECRET_MIN_LENGTH = 16;
export const WEBHOOK_SECRET_MAX_LENGTH = 200;

/**
 * Why a webhook address cannot be used, or null when it can. Only http and https are ever called;
 * an address carrying a user name or password is refused, since it would be stored and shown back.
 */
export function webhookUrlProblem(raw: string): string | null {
  if (raw.length > WEBHOOK_URL_MAX_LENGTH) return `url is too long (at most ${WEBHOOK_URL_MAX_LENGTH} characters).`;
  if (hasControlCharacters(raw) || /\s/.test(raw)) return 'url must not contain spaces or control characters.';
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return `url must be an absolute http or https address, such as https://emr.example.com/scribe-webhook.`;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:')
    return `url must use http or https, not ${u.protocol.slice(0, -1)}.`;
  if (!u.hostname) return 'url must name a host.';
  if (u.username || u.password) return 'url must not carry a user name or password; the delivery is signed instead.';
  return null;
}

export const RegisterWebhookRequestSchema = z.object({
  url: z
    .string({
      error: (i) => (i.input === undefined ? 'url is required.' : 'url must be text: an http or https address.'),
    })
    .superRefine((v, c) => {
      const problem = webhookUrlProblem(v);
      if (problem) c.addIssue({ code: 'custom', message: problem });
    }),
  events: z
    .array(z.string(), {
      error: (i) =>
        i.input === undefined ? 'events is required.' : `events must be a list of event names: ${EVENT_LIST}.`,
    })
    .min(1, `events must list at least one of: ${EVENT_LIST}.`)
    .superRefine((events, c) => {
      const unknown = events.find((e) => !ProtocolWebhookEventSchema.safeParse(e).success);
      if (unknown !== undefined)
        c.addIssue({
          code: 'custom',
          message: `events: '${unknown.slice(0, 40)}' is not an event; choose from ${EVENT_LIST}.`,
        });
    })
    .transform((events) => [...new Set(events as ProtocolWebhookEvent[])]),
  secret: z
    .string({ error: 'secret must be text.' })
    .min(WEBHOOK_SECRET_MIN_LENGTH, `secret must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters.`)
    .max(WEBHOOK_SECRET_MAX_LENGTH, `secret is too long (at most ${WEBHOOK_SECRET_MAX_LENGTH} characters).`)
    .regex(/^[\x21-\x7e]+$/, 'secret must be printable ASCII without spaces.')
    .optional(),
});
export type RegisterWebhookRequest = z.infer<typeof RegisterWebhookRequestSchema>;

export const ProtocolWebhookSchema = z.object({
  webhook_id: z.string(),
  url: z.string(),
  events: z.array(ProtocolWebhookEventSchema),
  status: z.literal('active'),
  created_at: z.string(),
});
export type ProtocolWebhook = z.infer<typeof ProtocolWebhookSchema>;

/** The answer to a registration: the webhook and its signing secret, shown this once. */
export const RegisteredWebhookSchema = ProtocolWebhookSchema.extend({ secret: z.string() });
export type RegisteredWebhook = z.infer<typeof RegisteredWebhookSchema>;

/** The body of every delivery: the event, when it happened and the session; nothing of the patient. */
export const WebhookPayloadSchema = z.object({
  event: ProtocolWebhookEventSchema,
  timestamp: z.string(),
  session_id: z.string(),
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;

export const WebhookAttemptSchema = z.object({
  attempt: z.number().int(),
  started_at: z.string(),
  duration_ms: z.number().int(),
  http_status: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const WebhookDeliverySchema = z.object({
  delivery_id: z.string(),
  webhook_id: z.string(),
  event: ProtocolWebhookEventSchema,
  session_id: z.string(),
  status: z.enum(['pending', 'delivered', 'failed', 'cancelled']),
  attempts: z.array(WebhookAttemptSchema),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
