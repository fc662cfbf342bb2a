import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startWebhookReceiver, type WebhookReceiver } from './receiver.js';

export interface EmrDemoOptions {
  /** Where Asha Scribe answers, e.g. http://localhost:3000 */
  baseUrl: string;
  /** A record-system key made with `npm run keys -- create` */
  key: string;
  /** The recording to hand over */
  audioFile: string;
  /** The record system's own id for the patient */
  patientId: string;
  patientName: string;
  /** Needed with a clinic-wide key: whose consultation this is */
  clinicianEmail?: string;
  templates: string[];
  /** How long to wait for the consultation to be processed */
  timeoutMs: number;
  /** The address this machine's webhook receiver listens on (the scribe service must reach it) */
  receiverHost?: string;
  /** How often to poll the session while waiting for its webhook (default every 2 s) */
  pollMs?: number;
}

/** What the demo saw, step by step; a step that fails throws with what the service said. */
export interface EmrDemoResult {
  sessionId: string;
  status: string;
  transcript: string;
  templates: Record<string, { status: string; data?: Record<string, unknown> }>;
  additionalData: unknown;
  webhookEvents: string[];
  replayRefused: boolean;
}

/** A step the scribe service refused, with what it said. */
export class DemoError extends Error {}

/** The audio types the demo sends by file extension; others go as the service's default. */
const AUDIO_TYPES: Record<string, string> = {
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.webm': 'audio/webm',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
};

async function call(o: EmrDemoOptions, method: string, route: string, body?: unknown, form?: FormData) {
  const headers: Record<string, string> = { 'x-api-key': o.key };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(route, o.baseUrl), {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (res.status >= 400) {
    const err = (json.error ?? {}) as { code?: string; message?: string };
    throw new DemoError(`${method} ${route} answered ${res.status} ${err.code ?? ''}: ${err.message ?? text}`);
  }
  return { status: res.status, json };
}

/**
 * A record system's whole hand-over, as the protocol describes it: read the discovery document,
 * register a webhook, open a session for a patient, send the recording, end the session, wait for
 * the signed "completed" webhook (checked, and a replay of it refused), then read the results.
 * `log` gets one line per step, for a person following along.
 */
export async function runEmrDemo(o: EmrDemoOptions, log: (line: string) => void): Promise<EmrDemoResult> {
  const discovery = await call(o, 'GET', '/.well-known/medscribealliance');
  const d = discovery.json as {
    service?: { name?: string };
    protocol_version?: string;
    endpoints?: { base_url?: string };
  };
  log(
    `1. Discovery: ${d.service?.name ?? 'a scribe service'}, protocol ${d.protocol_version ?? '?'}, API at ${d.endpoints?.base_url ?? '?'}`,
  );

  const receiver = await startWebhookReceiver(o.receiverHost);
  let webhookId: string | null = null;
  try {
    const events = ['session.completed', 'session.partial', 'session.failed'];
    const hook = await call(o, 'POST', '/v1/webhooks', { url: receiver.url, events });
    webhookId = String(hook.json.webhook_id);
    receiver.useSecret(String(hook.json.secret));
    log(`2. Webhook registered at ${receiver.url} (id ${webhookId}); its signing secret was shown once.`);
    const result = await handOver(o, receiver, events, log);
    return result;
  } finally {
    if (webhookId) await call(o, 'DELETE', `/v1/webhooks/${webhookId}`).catch(() => undefined);
    await receiver.close();
  }
}

async function handOver(
  o: EmrDemoOptions,
  receiver: WebhookReceiver,
  events: string[],
  log: (line: string) => void,
): Promise<EmrDemoResult> {
  const additionalData = { emr_demo: true, encounter: `demo-${Date.now()}` };
  const created = await call(o, 'POST', '/v1/sessions', {
    templates: o.templates,
    upload_type: 'single',
    patient: { id: o.patientId, name: o.patientName },
    ...(o.clinicianEmail ? { clinician: { email: o.clinicianEmail } } : {}),
    additional_data: additionalData,
  });
  const sessionId = String(created.json.session_id);
  log(`3. Session ${sessionId} opened for patient ${o.patientId}; it expires at ${String(created.json.expires_at)}.`);

  const audio = await readFile(o.audioFile);
  const form = new FormData();
  const type = AUDIO_TYPES[path.extname(o.audioFile).toLowerCase()] ?? 'application/octet-stream';
  form.append('file', new Blob([audio], { type }), path.basename(o.audioFile));
  await call(o, 'POST', `/v1/sessions/${sessionId}/audio`, undefined, form);
  log(`4. Sent ${path.basename(o.audioFile)} (${Math.round(audio.length / 1024)} KiB).`);
  await call(o, 'POST', `/v1/sessions/${sessionId}/end`, { audio_files_sent: 1 });
  log('5. Session ended; Asha Scribe is transcribing and writing the note.');

  const hit = await awaitOutcome(o, receiver, sessionId, events);
  log(`6. Webhook ${hit.event} received; its signature checked out.`);
  const replayRefused = await sendAgain(receiver);
  log(`7. The same delivery sent again was ${replayRefused ? 'refused, as a replay' : 'NOT refused'}.`);

  const status = await call(o, 'GET', `/v1/sessions/${sessionId}`);
  const s = status.json as {
    status: string;
    transcript?: string;
    templates?: EmrDemoResult['templates'];
    additional_data?: unknown;
  };
  log(
    `8. Results: ${s.status}; templates ${Object.entries(s.templates ?? {})
      .map(([k, v]) => `${k} ${v.status}`)
      .join(', ')}.`,
  );
  return {
    sessionId,
    status: s.status,
    transcript: s.transcript ?? '',
    templates: s.templates ?? {},
    additionalData: s.additional_data,
    webhookEvents: receiver.received.filter((r) => r.accepted).map((r) => r.event),
    replayRefused,
  };
}

/**
 * Waits for the session's outcome webhook. As the protocol advises, the record system also polls the
 * session now and then, so a webhook lost on the way does not leave it waiting for ever; once the
 * status is final the webhook is given a short while more.
 */
async function awaitOutcome(o: EmrDemoOptions, receiver: WebhookReceiver, sessionId: string, events: string[]) {
  const webhook = receiver.waitFor(sessionId, events, o.timeoutMs);
  const arrived = webhook.then(
    () => true,
    () => true,
  );
  const deadline = Date.now() + o.timeoutMs;
  while (Date.now() < deadline) {
    const pause = new Promise<false>((resolve) => setTimeout(() => resolve(false), o.pollMs ?? 2_000));
    if (await Promise.race([arrived, pause])) break;
    const polled = await call(o, 'GET', `/v1/sessions/${sessionId}`);
    if (polled.status !== 202) break;
  }
  return webhook;
}

/** Posts the last accepted delivery to the receiver again, exactly as it came: a genuine receiver refuses it. */
async function sendAgain(receiver: WebhookReceiver): Promise<boolean> {
  const last = receiver.lastAccepted();
  if (!last) return false;
  const res = await fetch(receiver.url, { method: 'POST', headers: last.headers, body: last.body });
  return res.status === 401;
}
