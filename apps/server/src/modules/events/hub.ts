import { ServerEventSchema, type ServerEvent } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { CHANNELS, createPgListener, type PgListener } from '../../lib/notifications.js';

export type Send = (e: ServerEvent) => void;

export interface EventHub {
  /** Hands `send` every event for this clinician until the returned function is called. */
  subscribe(clinicianId: string, send: Send): () => void;
  close(): Promise<void>;
}

/**
 * The API process's end of 'asha_events': what any process announces (a consultation's stage, a
 * live transcript that grew) reaches the open streams of the clinician it concerns. After the
 * database connection was lost and made again, every stream is told `ready` again, so the browser
 * reads afresh what it may have missed.
 */
export function createEventHub(ctx: CoreContext): EventHub {
  const streams = new Map<string, Set<Send>>();
  let listener: PgListener | null = null;
  const deliver = (payload: string) => {
    let parsed: { clinicianId?: unknown } & Record<string, unknown>;
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      return;
    }
    const { clinicianId, ...rest } = parsed;
    const event = ServerEventSchema.safeParse(rest);
    if (typeof clinicianId !== 'string' || !event.success) return;
    streams.get(clinicianId)?.forEach((send) => send(event.data));
  };
  const start = () => {
    listener = createPgListener(ctx.database, ctx.logger);
    listener.on(CHANNELS.events, deliver);
    listener.onReconnect(() => streams.forEach((set) => set.forEach((send) => send({ type: 'ready' }))));
  };
  return {
    subscribe(clinicianId, send) {
      if (!listener) start();
      const set = streams.get(clinicianId) ?? new Set();
      streams.set(clinicianId, set.add(send));
      return () => {
        set.delete(send);
        if (set.size === 0) streams.delete(clinicianId);
      };
    },
    async close() {
      await listener?.close();
      listener = null;
    },
  };
}
