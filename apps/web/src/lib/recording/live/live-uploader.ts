import type { FinishLiveSessionResponse } from '@asha/contracts';
import { ApiError } from '../../api-client';
import type { ChunkStore, StoredRecording } from './chunk-store';
import { OfflineError, type LiveApi } from './live-api';

/** Whether everything recorded has reached the server, as the recorder shows it. */
export type SaveState =
  | { kind: 'saved' }
  | { kind: 'saving'; behindMs: number }
  | { kind: 'offline'; behindMs: number }
  | { kind: 'failed'; behindMs: number; message: string };

/** Waits between tries while the server cannot be reached, growing to this. */
const MOST_BACKOFF_MS = 5_000;

/** Answers that another try can mend: the server was busy, restarting, or the sign-in was being renewed. */
const TRANSIENT = new Set([401, 408, 425, 429, 500, 502, 503, 504]);

/**
 * Sends one recording's chunks from the browser's store to the server, oldest first, one at a
 * time, and removes each only once the server has acknowledged it. While the network is down it
 * waits and tries again (sooner when the browser says it is back online); what it could not send
 * stays in the store for the next page load.
 */
export class LiveUploader {
  private started = false;
  private draining: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private state: SaveState = { kind: 'saved' };
  private readonly listeners = new Set<(s: SaveState) => void>();
  private closed = false;

  constructor(
    readonly recordingId: string,
    private readonly store: ChunkStore,
    private readonly api: LiveApi,
  ) {
    if (typeof window !== 'undefined') window.addEventListener('online', this.nudge);
  }

  get save(): SaveState {
    return this.state;
  }

  subscribe(fn: (s: SaveState) => void): () => void {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  }

  /** A chunk was stored in the browser: send it (and anything still waiting). */
  kick(): Promise<void> {
    this.nudge();
    this.draining ??= this.drain().finally(() => (this.draining = null));
    return this.draining;
  }

  /** Resolves once every chunk recorded so far is on the server; rejects when one was refused for good. */
  async drained(): Promise<void> {
    for (;;) {
      await this.kick();
      if (this.state.kind === 'failed') throw new Error(this.state.message);
      if ((await this.store.pending(this.recordingId)).length === 0) return;
    }
  }

  /** Every chunk sent, then the recording finished into one consultation; the browser's copy goes. */
  async finish(patientId: string | null): Promise<FinishLiveSessionResponse> {
    await this.drained();
    const rec = await this.recording();
    const result = await this.untilReached(() =>
      this.api.finish(this.recordingId, { chunks: rec.chunks, ...(patientId ? { patientId } : {}) }),
    );
    await this.store.removeRecording(this.recordingId);
    this.close();
    return result;
  }

  close() {
    this.closed = true;
    this.nudge();
    if (typeof window !== 'undefined') window.removeEventListener('online', this.nudge);
  }

  private readonly nudge = () => {
    this.wake?.();
  };

  private async drain(): Promise<void> {
    let backoff = 500;
    while (!this.closed) {
      const pending = await this.store.pending(this.recordingId);
      const behindMs = pending.reduce((s, c) => s + c.ms, 0);
      const next = pending[0];
      if (!next) return this.set({ kind: 'saved' });
      if (this.state.kind !== 'offline') this.set({ kind: 'saving', behindMs });
      try {
        if (!this.started) {
          const rec = await this.recording();
          await this.api.start(rec.id, {
            contentType: rec.mimeType,
            ...(rec.patientId ? { patientId: rec.patientId } : {}),
          });
          this.started = true;
        }
        await this.api.chunk(this.recordingId, next.seq, next.data, next.startsStream);
        await this.store.removeChunk(this.recordingId, next.seq);
        backoff = 500;
        if (this.state.kind === 'offline') this.set({ kind: 'saving', behindMs: behindMs - next.ms });
      } catch (err) {
        if (err instanceof ApiError && !TRANSIENT.has(err.status))
          return this.set({ kind: 'failed', behindMs, message: err.message });
        if (err instanceof OfflineError || !navigator.onLine) this.set({ kind: 'offline', behindMs });
        await this.pause(backoff);
        backoff = Math.min(backoff * 2, MOST_BACKOFF_MS);
      }
    }
  }

  /** Repeats a call while the server cannot be reached; the server's own refusal is passed on. */
  private async untilReached<T>(call: () => Promise<T>): Promise<T> {
    let backoff = 500;
    for (;;) {
      try {
        return await call();
      } catch (err) {
        if (!(err instanceof OfflineError) && !(err instanceof ApiError && TRANSIENT.has(err.status))) throw err;
        this.set({ kind: 'offline', behindMs: 0 });
        await this.pause(backoff);
        backoff = Math.min(backoff * 2, MOST_BACKOFF_MS);
      }
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  private async recording(): Promise<StoredRecording> {
    const rec = await this.store.getRecording(this.recordingId);
    if (!rec) throw new Error('This recording is no longer kept in this browser.');
    return rec;
  }

  private set(s: SaveState) {
    this.state = s;
    this.listeners.forEach((fn) => fn(s));
  }
}
