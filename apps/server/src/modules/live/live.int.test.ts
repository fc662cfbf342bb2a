import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConversationSchema,
  LiveTranscriptSchema,
  TranscriptSchema,
  type Conversation,
  type LiveTranscript,
} from '@asha/contracts';
import { decodeAudio } from '@asha/scribe';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clinicianWithPatient, conversationCount, countRows } from '../../test/consultations.js';
import { registerWorkers } from '../../background.js';
import { startOpenAiAudioMock, verboseJson } from '@asha/scribe/testing';

// recorder-a/b.webm: two streams as Chromium's MediaRecorder writes them, the second a recording
// resumed after a reload (packages/scribe/test-fixtures/make-recorder-streams.mjs).
const FIXTURES = path.resolve(import.meta.dirname, '../../../../../packages/scribe/test-fixtures');
const TURNS = [
  'Good morning, what brings you in today? Are you taking any medicines for it?',
  'I have had a headache since Monday. I take paracetamol 500 mg.',
];

let mock: Awaited<ReturnType<typeof startOpenAiAudioMock>>;
let t: TestApp;
let stopWorker: () => Promise<void>;
let streams: Buffer[];

beforeAll(async () => {
  let next = 0;
  mock = await startOpenAiAudioMock(() => ({
    status: 200,
    body: verboseJson(TURNS[next++ % TURNS.length]!, 'english'),
  }));
  t = await createTestApp({
    SPEECH_ENGINE: 'openai',
    OPENAI_BASE_URL: mock.baseUrl,
    OPENAI_API_KEY: 'sk-server-key',
    MODEL_AUTO_PULL: 'false',
    LLM_ENGINE: 'none',
  });
  stopWorker = await registerWorkers(t.ctx);
  streams = await Promise.all(['recorder-a.webm', 'recorder-b.webm'].map((f) => readFile(path.join(FIXTURES, f))));
}, 60_000);
afterAll(async () => {
  await stopWorker?.();
  await t?.close();
  await mock?.close();
});

/** A stream cut as the recorder's one-second chunks are (about 16 KB each). */
const chunksOf = (b: Buffer) =>
  Array.from({ length: Math.ceil(b.length / 16_000) }, (_, i) => b.subarray(i * 16_000, (i + 1) * 16_000));

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('live recording', () => {
  it('stores each chunk once, transcribes before Stop, and makes one conversation, one job and one recording file', async () => {
    const doc = await clinicianWithPatient(t, 'doctor-live', 'Live Patient');
    const id = randomUUID();
    const start = {
      method: 'PUT' as const,
      url: `/api/live-sessions/${id}`,
      headers: doc.auth,
      payload: { contentType: 'audio/webm;codecs=opus', patientId: doc.patientId },
    };
    expect((await t.app.inject(start)).statusCode).toBe(201);
    expect((await t.app.inject(start)).statusCode).toBe(200); // a start whose answer was lost
    const put = (seq: number, data: Buffer, first = false) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/live-sessions/${id}/chunks/${seq}${first ? '?start=1' : ''}`,
        headers: { ...doc.auth, 'content-type': 'application/octet-stream' },
        payload: data,
      });

    const a = chunksOf(streams[0]!);
    for (const [seq, c] of a.entries()) expect((await put(seq, c)).json()).toEqual({ seq, chunks: seq + 1 });
    // A chunk sent again (its answer was lost) is acknowledged and not stored twice; other audio under its number is refused.
    expect((await put(1, a[1]!)).json()).toEqual({ seq: 1, chunks: a.length });
    expect((await put(1, a[2]!)).statusCode).toBe(409);
    expect((await put(a.length + 3, a[0]!)).statusCode).toBe(409);
    expect(await countRows(t, 'select count(*)::text as n from live_chunks where session_id = $1', [id])).toBe(
      a.length,
    );

    // The transcript appears while the consultation is still being recorded.
    const read = async () =>
      LiveTranscriptSchema.parse(
        (await t.app.inject({ url: `/api/live-sessions/${id}/transcript`, headers: doc.auth })).json(),
      );
    const live = await until<LiveTranscript>(read, (l) => l.lines.length > 0);
    expect(live.lines[0]!.text).toBe(TURNS[0]);
    expect(live.status).toBe('recording');
    expect(live.receivedSec).toBeGreaterThan(3);

    // The page was reloaded: the recording resumes as a second recorder stream.
    const b = chunksOf(streams[1]!);
    for (const [i, c] of b.entries()) expect((await put(a.length + i, c, i === 0)).statusCode).toBe(200);
    const total = a.length + b.length;
    const finish = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/live-sessions/${id}/finish`,
        headers: doc.auth,
        payload: { chunks: total },
      });
    const finished = (await finish()).json<{ conversationId: string }>();
    expect((await finish()).json()).toMatchObject({ conversationId: finished.conversationId }); // Stop pressed twice, or its answer lost

    const conv = await until<Conversation>(
      async () =>
        ConversationSchema.parse(
          (await t.app.inject({ url: `/api/conversations/${finished.conversationId}`, headers: doc.auth })).json(),
        ),
      (c) => c.status === 'ready' || c.status === 'failed',
    );
    expect(conv).toMatchObject({ status: 'ready', error: null });
    expect(await conversationCount(t)).toBe(1);
    expect(await countRows(t, `select count(*)::text as n from pgboss.job where name = 'live-recording'`)).toBe(1);
    expect(await countRows(t, `select count(*)::text as n from pgboss.job where name = 'conversation-pipeline'`)).toBe(
      0,
    );

    // One recording file, in today's layout, holding both streams' every second.
    const [row] = (
      await t.ctx.database.pool.query<{ audio_key: string }>('select audio_key from conversations where id = $1', [
        conv.conversationId,
      ])
    ).rows;
    expect(row!.audio_key).toMatch(
      new RegExp(`^doctors/${doc.clinicianId}/${doc.patientId}/\\d{8}T\\d{6}Z-[0-9a-f]{8}\\.webm$`),
    );
    const [da, db, whole] = await Promise.all(
      [...streams, await t.ctx.storage.getBuffer(row!.audio_key)].map((x) => decodeAudio(x, { ffmpeg: 'never' })),
    );
    expect(whole!.durationSec).toBeCloseTo(da!.durationSec + db!.durationSec, 1);
    expect(conv.durationSec).toBeCloseTo(whole!.durationSec, 0);
    const transcript = TranscriptSchema.parse(
      JSON.parse((await t.ctx.storage.getBuffer(row!.audio_key.replace(/\.webm$/, '.transcript.json'))).toString()),
    );
    expect(transcript.segments.length).toBeGreaterThan(0);
    expect(transcript.segments.map((s) => s.text)).toContain(TURNS[0]);
    // The chunks go once the recording file and the transcript are written; the audit trail has the start and the finish.
    expect(await countRows(t, 'select count(*)::text as n from live_chunks where session_id = $1', [id])).toBe(0);
    const audited = await t.ctx.database.pool.query<{ action: string }>(
      `select action from audit_events where action like 'recording.%' and clinician_id = $1`,
      [doc.clinicianId],
    );
    expect(audited.rows.map((r) => r.action).sort()).toEqual(['recording.finish', 'recording.start']);
  }, 120_000);

  it('says it is catching up when speech arrives faster than it is recognised, and drops nothing', async () => {
    const doc = await clinicianWithPatient(t, 'doctor-live-behind');
    const id = randomUUID();
    await t.app.inject({
      method: 'PUT',
      url: `/api/live-sessions/${id}`,
      headers: doc.auth,
      payload: { contentType: 'audio/webm', patientId: doc.patientId },
    });
    // A minute of consultation arrives at once, as after a long network drop: far faster than speech.
    const minute = chunksOf(await readFile(path.join(FIXTURES, 'consultation.webm')));
    for (const [seq, c] of minute.entries()) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/live-sessions/${id}/chunks/${seq}`,
        headers: { ...doc.auth, 'content-type': 'application/octet-stream' },
        payload: c,
      });
    }
    const read = async () =>
      LiveTranscriptSchema.parse(
        (await t.app.inject({ url: `/api/live-sessions/${id}/transcript`, headers: doc.auth })).json(),
      );
    let mostWaiting = 0;
    const done = await until<LiveTranscript>(read, (l) => {
      mostWaiting = Math.max(mostWaiting, l.waitingSec);
      return l.receivedSec > 60 && l.waitingSec === 0 && l.lines.length >= 10;
    });
    expect(mostWaiting).toBeGreaterThan(10);
    // Every turn of the minute was heard, in order, none dropped while the recogniser was behind.
    expect(done.lines.length).toBeGreaterThanOrEqual(10);
    expect(done.lines.map((l) => l.index)).toEqual([...done.lines.map((l) => l.index)].sort((a, b) => a - b));
    expect(done.lines.at(-1)!.end).toBeGreaterThan(45);
  }, 90_000);

  it('goes on from the stored transcript when its worker stops mid-recording and another takes over', async () => {
    const doc = await clinicianWithPatient(t, 'doctor-live-restart');
    const id = randomUUID();
    await t.app.inject({
      method: 'PUT',
      url: `/api/live-sessions/${id}`,
      headers: doc.auth,
      payload: { contentType: 'audio/webm', patientId: doc.patientId },
    });
    const put = (seq: number, data: Buffer, first = false) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/live-sessions/${id}/chunks/${seq}${first ? '?start=1' : ''}`,
        headers: { ...doc.auth, 'content-type': 'application/octet-stream' },
        payload: data,
      });
    const a = chunksOf(streams[0]!);
    for (const [seq, c] of a.entries()) await put(seq, c);
    const read = async () =>
      LiveTranscriptSchema.parse(
        (await t.app.inject({ url: `/api/live-sessions/${id}/transcript`, headers: doc.auth })).json(),
      );
    const before = await until<LiveTranscript>(read, (l) => l.lines.length > 0);

    // The worker stops (a deploy, a crash); the recording goes on meanwhile and a worker starts again.
    await stopWorker();
    const b = chunksOf(streams[1]!);
    for (const [i, c] of b.entries()) await put(a.length + i, c, i === 0);
    stopWorker = await registerWorkers(t.ctx);
    const finished = (
      await t.app.inject({
        method: 'POST',
        url: `/api/live-sessions/${id}/finish`,
        headers: doc.auth,
        payload: { chunks: a.length + b.length },
      })
    ).json<{ conversationId: string }>();
    const conv = await until<Conversation>(
      async () =>
        ConversationSchema.parse(
          (await t.app.inject({ url: `/api/conversations/${finished.conversationId}`, headers: doc.auth })).json(),
        ),
      (c) => c.status === 'ready' || c.status === 'failed',
      90_000,
    );
    expect(conv.status).toBe('ready');
    // What was heard before the stop is the start of the final transcript.
    const [row] = (
      await t.ctx.database.pool.query<{ audio_key: string }>('select audio_key from conversations where id = $1', [
        conv.conversationId,
      ])
    ).rows;
    const transcript = TranscriptSchema.parse(
      JSON.parse((await t.ctx.storage.getBuffer(row!.audio_key.replace(/\.webm$/, '.transcript.json'))).toString()),
    );
    expect(transcript.segments[0]!.text).toContain(before.lines[0]!.text);
    expect(transcript.durationSec).toBeGreaterThan(8.5);
    expect(await countRows(t, `select count(*)::text as n from pgboss.job where name = 'conversation-pipeline'`)).toBe(
      0,
    );
  }, 120_000);

  it('names the patient at Stop, and throws a discarded recording away', async () => {
    const doc = await clinicianWithPatient(t, 'doctor-live-2');
    const [kept, dropped] = [randomUUID(), randomUUID()];
    for (const id of [kept, dropped]) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/live-sessions/${id}`,
        headers: doc.auth,
        payload: { contentType: 'audio/webm' },
      });
      await t.app.inject({
        method: 'PUT',
        url: `/api/live-sessions/${id}/chunks/0`,
        headers: { ...doc.auth, 'content-type': 'application/octet-stream' },
        payload: streams[0],
      });
    }
    const noPatient = await t.app.inject({
      method: 'POST',
      url: `/api/live-sessions/${kept}/finish`,
      headers: doc.auth,
      payload: { chunks: 1 },
    });
    expect(noPatient.json()).toEqual({ error: 'Choose the patient this recording belongs to.' });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/live-sessions/${kept}/finish`,
      headers: doc.auth,
      payload: { chunks: 1, patientId: doc.patientId },
    });
    expect(done.json()).toMatchObject({ patientId: doc.patientId, status: 'uploaded' });

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/live-sessions/${dropped}`, headers: doc.auth })).statusCode,
    ).toBe(204);
    expect(await countRows(t, 'select count(*)::text as n from live_chunks where session_id = $1', [dropped])).toBe(0);
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/live-sessions/${dropped}/chunks/1`,
      headers: { ...doc.auth, 'content-type': 'application/octet-stream' },
      payload: streams[1],
    });
    expect(late.statusCode).toBe(410);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/live-sessions/${kept}`, headers: doc.auth })).statusCode,
    ).toBe(409);
  }, 60_000);

  it("answers another clinician's recording with 404 and bad input with a reason", async () => {
    const owner = await clinicianWithPatient(t, 'doctor-owner');
    const other = await clinicianWithPatient(t, 'doctor-other');
    const id = randomUUID();
    await t.app.inject({
      method: 'PUT',
      url: `/api/live-sessions/${id}`,
      headers: owner.auth,
      payload: { contentType: 'audio/webm', patientId: owner.patientId },
    });
    const octet = { 'content-type': 'application/octet-stream' };
    for (const r of [
      { method: 'GET' as const, url: `/api/live-sessions/${id}` },
      { method: 'GET' as const, url: `/api/live-sessions/${id}/transcript` },
      { method: 'PUT' as const, url: `/api/live-sessions/${id}/chunks/0`, headers: octet, payload: streams[0] },
      { method: 'POST' as const, url: `/api/live-sessions/${id}/finish`, payload: { chunks: 1 } },
      { method: 'DELETE' as const, url: `/api/live-sessions/${id}` },
    ]) {
      const res = await t.app.inject({ ...r, headers: { ...other.auth, ...r.headers } });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
    }
    const bad = async (r: InjectOptions) => {
      const res = await t.app.inject({ ...r, headers: { ...owner.auth, ...r.headers } });
      return [res.statusCode, res.json<{ error: string }>().error];
    };
    expect(
      await bad({ method: 'PUT', url: '/api/live-sessions/not-a-uuid', payload: { contentType: 'audio/webm' } }),
    ).toEqual([400, 'The recording id must be a UUID.']);
    expect(
      await bad({ method: 'PUT', url: `/api/live-sessions/${randomUUID()}`, payload: { contentType: 'audio/mp4' } }),
    ).toEqual([400, 'contentType must be audio/webm.']);
    expect(
      await bad({
        method: 'PUT',
        url: `/api/live-sessions/${randomUUID()}`,
        payload: { contentType: 'audio/webm', patientId: other.patientId },
      }),
    ).toEqual([404, 'Patient not found']);
    expect(
      (
        await bad({ method: 'PUT', url: `/api/live-sessions/${id}/chunks/abc`, headers: octet, payload: streams[0] })
      )[0],
    ).toBe(400);
    expect(
      await bad({
        method: 'PUT',
        url: `/api/live-sessions/${id}/chunks/0`,
        headers: octet,
        payload: Buffer.from('not audio at all'),
      }),
    ).toEqual([400, 'This chunk does not begin a webm audio recording.']);
    expect(
      (
        await bad({ method: 'PUT', url: `/api/live-sessions/${id}/chunks/0`, headers: octet, payload: Buffer.alloc(0) })
      )[0],
    ).toBe(400);
    expect((await bad({ method: 'PUT', url: `/api/live-sessions/${id}/chunks/0`, payload: { not: 'bytes' } }))[0]).toBe(
      400,
    );
    expect(await bad({ method: 'POST', url: `/api/live-sessions/${id}/finish`, payload: { chunks: 3 } })).toEqual([
      409,
      '3 s of the recording have not reached the server yet; they are sent as soon as the connection allows.',
    ]);
    expect((await bad({ method: 'GET', url: `/api/live-sessions/${id}/transcript?after=x` }))[0]).toBe(400);
  }, 60_000);
});
