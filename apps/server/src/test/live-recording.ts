import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConversationSchema, LiveTranscriptSchema, type Conversation, type LiveTranscript } from '@asha/contracts';
import { startOpenAiAudioMock, verboseJson } from '@asha/scribe/testing';
import { registerWorkers } from '../background.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * recorder-a/b.webm: two streams as Chromium's MediaRecorder writes them, the second a recording
 * resumed after a reload (packages/scribe/test-fixtures/make-recorder-streams.mjs).
 */
export const FIXTURES = path.resolve(import.meta.dirname, '../../../../packages/scribe/test-fixtures');

/** What the stand-in recogniser hears, in turn, for each piece of audio it is sent. */
export const TURNS = [
  'Good morning, what brings you in today? Are you taking any medicines for it?',
  'I have had a headache since Monday. I take paracetamol 500 mg.',
];

export interface LiveApp {
  t: TestApp;
  /** The two recorder streams, as bytes. */
  streams: Buffer[];
  stopWorker(): Promise<void>;
  startWorker(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The API and a background worker, speech recognised by a stand-in at OpenAI's wire format that
 * answers its nth request with `hears(n)`.
 */
export async function startLiveApp(hears = (n: number) => TURNS[n % TURNS.length]!): Promise<LiveApp> {
  let next = 0;
  const mock = await startOpenAiAudioMock(() => ({ status: 200, body: verboseJson(hears(next++), 'english') }));
  const t = await createTestApp({
    SPEECH_ENGINE: 'openai',
    OPENAI_BASE_URL: mock.baseUrl,
    OPENAI_API_KEY: 'sk-server-key',
    MODEL_AUTO_PULL: 'false',
    LLM_ENGINE: 'none',
  });
  let stop: (() => Promise<void>) | null = await registerWorkers(t.ctx);
  const streams = await Promise.all(
    ['recorder-a.webm', 'recorder-b.webm'].map((f) => readFile(path.join(FIXTURES, f))),
  );
  const stopWorker = async () => {
    await stop?.();
    stop = null;
  };
  return {
    t,
    streams,
    stopWorker,
    startWorker: async () => {
      stop = await registerWorkers(t.ctx);
    },
    close: async () => {
      await stopWorker();
      await t.close();
      await mock.close();
    },
  };
}

/** A stream cut as the recorder's one-second chunks are (about 16 KB each). */
export const chunksOf = (b: Buffer) =>
  Array.from({ length: Math.ceil(b.length / 16_000) }, (_, i) => b.subarray(i * 16_000, (i + 1) * 16_000));

/** Reads until `done` holds or `ms` pass, as the page polls. */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One live recording's calls, as the recording page makes them. */
export function liveRecording(t: TestApp, auth: { authorization: string }, id: string) {
  const base = `/api/live-sessions/${id}`;
  return {
    start: (payload: { contentType: string; patientId?: string }) =>
      t.app.inject({ method: 'PUT', url: base, headers: auth, payload }),
    put: (seq: number, data: Buffer, first = false) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/chunks/${seq}${first ? '?start=1' : ''}`,
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        payload: data,
      }),
    transcript: async (): Promise<LiveTranscript> =>
      LiveTranscriptSchema.parse((await t.app.inject({ url: `${base}/transcript`, headers: auth })).json()),
    finish: (payload: { chunks: number; patientId?: string }) =>
      t.app.inject({ method: 'POST', url: `${base}/finish`, headers: auth, payload }),
    discard: () => t.app.inject({ method: 'DELETE', url: base, headers: auth }),
    /** The consultation Stop made, once it is ready or failed. */
    outcome: (conversationId: string, ms?: number) =>
      until<Conversation>(
        async () =>
          ConversationSchema.parse(
            (await t.app.inject({ url: `/api/conversations/${conversationId}`, headers: auth })).json(),
          ),
        (c) => c.status === 'ready' || c.status === 'failed',
        ms,
      ),
  };
}

/** The stored object key of a consultation's recording. */
export async function audioKeyOf(t: TestApp, conversationId: string): Promise<string> {
  const { rows } = await t.ctx.database.pool.query<{ audio_key: string }>(
    'select audio_key from conversations where id = $1',
    [conversationId],
  );
  return rows[0]!.audio_key;
}
