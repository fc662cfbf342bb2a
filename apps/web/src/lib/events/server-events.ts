import { ServerEventSchema, type ServerEvent } from '@asha/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getValidIdToken } from '../auth/session';
import { getPublicConfig } from '../public-config';

type Handler = (e: ServerEvent) => void;

/** After a stream ends or fails, the next try waits this long, growing to the longest. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 15_000;

/**
 * One server-sent events stream per tab (GET /api/events), shared by every part of the page that
 * listens, opened while anything listens. It carries the bearer token (so it is read with fetch,
 * not EventSource) and is opened again after it ends — the server ends it when the token expires —
 * or fails. While it is down `connected` is false and the lists poll instead.
 */
class ServerEvents {
  private readonly handlers = new Set<Handler>();
  private readonly watchers = new Set<() => void>();
  private abort: AbortController | null = null;
  connected = false;

  subscribe(h: Handler): () => void {
    this.handlers.add(h);
    if (!this.abort) this.open();
    return () => {
      this.handlers.delete(h);
      if (this.handlers.size === 0) this.shut();
    };
  }

  watch(fn: () => void): () => void {
    this.watchers.add(fn);
    return () => void this.watchers.delete(fn);
  }

  private open() {
    const abort = new AbortController();
    this.abort = abort;
    void (async () => {
      let wait = FIRST_RETRY_MS;
      while (!abort.signal.aborted) {
        try {
          if (await this.read(abort.signal)) wait = FIRST_RETRY_MS;
        } catch {
          // the network or the server went away: tried again below
        }
        this.setConnected(false);
        if (abort.signal.aborted) return;
        await new Promise((r) => setTimeout(r, wait));
        wait = Math.min(wait * 2, LONGEST_RETRY_MS);
      }
    })();
  }

  /** Reads one stream to its end; true when it was open (the server said `ready`). */
  private async read(signal: AbortSignal): Promise<boolean> {
    const token = await getValidIdToken();
    if (!token) return false;
    const { apiBase } = await getPublicConfig();
    const res = await fetch(`${apiBase}/events`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal,
    });
    if (!res.ok || !res.body) return false;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    let opened = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return opened;
      buffered += value;
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const data = buffered
          .slice(0, end)
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n');
        buffered = buffered.slice(end + 2);
        const event = data ? ServerEventSchema.safeParse(safeJson(data)) : null;
        if (!event?.success) continue;
        if (event.data.type === 'ready') {
          opened = true;
          this.setConnected(true);
        }
        this.handlers.forEach((h) => h(event.data));
      }
    }
  }

  private shut() {
    this.abort?.abort();
    this.abort = null;
    this.setConnected(false);
  }

  private setConnected(v: boolean) {
    if (this.connected === v) return;
    this.connected = v;
    this.watchers.forEach((fn) => fn());
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const serverEvents = new ServerEvents();

/** Calls `handler` with every event while the component is mounted and `enabled` (the stream is open meanwhile). */
export function useServerEvents(handler: Handler, enabled = true): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => (enabled ? serverEvents.subscribe((e) => ref.current(e)) : undefined), [enabled]);
}

/** Whether the stream is open: while it is not, lists poll as before. */
export function useEventsConnected(): boolean {
  return useSyncExternalStore(
    (fn) => serverEvents.watch(fn),
    () => serverEvents.connected,
    () => false,
  );
}
