import { CHANNELS, type PgListener } from '../../lib/notifications.js';

export interface LiveSignals {
  /** Resolves when the recording is announced (a chunk, Stop, discarded), after `ms`, or when `stop` aborts. */
  wait(sessionId: string, ms: number, stop?: AbortSignal): Promise<void>;
}

/** Wakes a process's live-recording jobs when their recording changes, whichever API process stored the change. */
export function createLiveSignals(listener: PgListener): LiveSignals {
  const waiting = new Map<string, Set<() => void>>();
  listener.on(CHANNELS.live, (sessionId) => waiting.get(sessionId)?.forEach((wake) => wake()));
  return {
    wait(sessionId, ms, stop) {
      return new Promise<void>((resolve) => {
        const set = waiting.get(sessionId) ?? new Set();
        waiting.set(sessionId, set);
        const done = () => {
          clearTimeout(timer);
          stop?.removeEventListener('abort', done);
          set.delete(done);
          if (set.size === 0) waiting.delete(sessionId);
          resolve();
        };
        const timer = setTimeout(done, ms);
        stop?.addEventListener('abort', done);
        set.add(done);
      });
    },
  };
}
