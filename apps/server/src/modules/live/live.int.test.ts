import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptSchema } from '@asha/contracts';
import { decodeAudio } from '@asha/scribe';
import type { InjectOptions } from 'fastify';
import { clinicianWithPatient, conversationCount, countRows } from '../../test/consultations.js';
import {
  audioKeyOf,
  chunksOf,
  liveRecording,
  startLiveApp,
  TURNS,
  until,
  type LiveApp,
} from '../../test/live-recording.js';

let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp();
}, 60_000);
afterAll(() => live?.close());

describe('live recording', () => {
  it('stores each chunk once, transcribes before Stop, and makes one conversation, one job and one recording file', async () => {
    const { t, streams } = live;
    const doc = await clinicianWithPatient(t, 'doctor-live', 'Live Patient');
    const id = randomUUID();
    const rec = liveRecording(t, doc.auth, id);
    const start = { contentType: 'audio/webm;codecs=opus', patientId: doc.patientId };
    expect((await rec.start(start)).statusCode).toBe(201);
    expect((await rec.start(start)).statusCode).toBe(200); // a start whose answer was lost

    const a = chunksOf(streams[0]!);
    for (const [seq, c] of a.entries()) expect((await rec.put(seq, c)).json()).toEqual({ seq, chunks: seq + 1 });
    // A chunk sent again (its answer was lost) is acknowledged and not stored twice; other audio under its number is refused.
    expect((await rec.put(1, a[1]!)).json()).toEqual({ seq: 1, chunks: a.length });
    expect((await rec.put(1, a[2]!)).statusCode).toBe(409);
    expect((await rec.put(a.length + 3, a[0]!)).statusCode).toBe(409);
    const storedChunks = () => countRows(t, 'select count(*)::text as n from live_chunks where session_id = $1', [id]);
    expect(await storedChunks()).toBe(a.length);

    // The transcript appears while the consultation is still being recorded.
    const live1 = await until(rec.transcript, (l) => l.lines.length > 0);
    expect(live1.lines[0]!.text).toBe(TURNS[0]);
    expect(live1.status).toBe('recording');
    expect(live1.receivedSec).toBeGreaterThan(3);

    // The page was reloaded: the recording resumes as a second recorder stream.
    const b = chunksOf(streams[1]!);
    for (const [i, c] of b.entries()) expect((await rec.put(a.length + i, c, i === 0)).statusCode).toBe(200);
    const total = a.length + b.length;
    const finished = (await rec.finish({ chunks: total })).json<{ conversationId: string }>();
    // Stop pressed twice, or its answer lost
    expect((await rec.finish({ chunks: total })).json()).toMatchObject({ conversationId: finished.conversationId });

    const conv = await rec.outcome(finished.conversationId);
    expect(conv).toMatchObject({ status: 'ready', error: null });
    expect(await conversationCount(t)).toBe(1);
    const jobs = (name: string) => countRows(t, `select count(*)::text as n from pgboss.job where name = $1`, [name]);
    expect(await jobs('live-recording')).toBe(1);
    expect(await jobs('conversation-pipeline')).toBe(0);

    // One recording file, in today's layout, holding both streams' every second.
    const key = await audioKeyOf(t, conv.conversationId);
    expect(key).toMatch(new RegExp(`^doctors/${doc.clinicianId}/${doc.patientId}/\\d{8}T\\d{6}Z-[0-9a-f]{8}\\.webm$`));
    const [da, db, whole] = await Promise.all(
      [...streams, await t.ctx.storage.getBuffer(key)].map((x) => decodeAudio(x, { ffmpeg: 'never' })),
    );
    expect(whole!.durationSec).toBeCloseTo(da!.durationSec + db!.durationSec, 1);
    expect(conv.durationSec).toBeCloseTo(whole!.durationSec, 0);
    const transcript = TranscriptSchema.parse(
      JSON.parse((await t.ctx.storage.getBuffer(key.replace(/\.webm$/, '.transcript.json'))).toString()),
    );
    expect(transcript.segments.map((s) => s.text)).toContain(TURNS[0]);
    // The chunks go once the recording file and the transcript are written; the audit trail has the start and the finish.
    expect(await storedChunks()).toBe(0);
    const audited = await t.ctx.database.pool.query<{ action: string }>(
      `select action from audit_events where action like 'recording.%' and clinician_id = $1`,
      [doc.clinicianId],
    );
    expect(audited.rows.map((r) => r.action).sort()).toEqual(['recording.finish', 'recording.start']);
  }, 120_000);

  it('names the patient at Stop, and throws a discarded recording away', async () => {
    const { t, streams } = live;
    const doc = await clinicianWithPatient(t, 'doctor-live-2');
    const droppedId = randomUUID();
    const [kept, dropped] = [liveRecording(t, doc.auth, randomUUID()), liveRecording(t, doc.auth, droppedId)];
    for (const rec of [kept, dropped]) {
      await rec.start({ contentType: 'audio/webm' });
      await rec.put(0, streams[0]!);
    }
    expect((await kept.finish({ chunks: 1 })).json()).toEqual({
      error: 'Choose the patient this recording belongs to.',
    });
    const done = await kept.finish({ chunks: 1, patientId: doc.patientId });
    expect(done.json()).toMatchObject({ patientId: doc.patientId, status: 'uploaded' });

    expect((await dropped.discard()).statusCode).toBe(204);
    expect(await countRows(t, 'select count(*)::text as n from live_chunks where session_id = $1', [droppedId])).toBe(
      0,
    );
    expect((await dropped.put(1, streams[1]!)).statusCode).toBe(410);
    expect((await kept.discard()).statusCode).toBe(409);
  }, 60_000);

  it("answers another clinician's recording with 404 and bad input with a reason", async () => {
    const { t, streams } = live;
    const owner = await clinicianWithPatient(t, 'doctor-owner');
    const other = await clinicianWithPatient(t, 'doctor-other');
    const id = randomUUID();
    await liveRecording(t, owner.auth, id).start({ contentType: 'audio/webm', patientId: owner.patientId });
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
    const chunk = (payload: InjectOptions['payload'], seq = '0', headers: Record<string, string> = octet) =>
      bad({ method: 'PUT', url: `/api/live-sessions/${id}/chunks/${seq}`, headers, payload });
    const newSession = (payload: object, sessionId: string = randomUUID()) =>
      bad({ method: 'PUT', url: `/api/live-sessions/${sessionId}`, payload });
    expect(await newSession({ contentType: 'audio/webm' }, 'not-a-uuid')).toEqual([
      400,
      'The recording id must be a UUID.',
    ]);
    expect(await newSession({ contentType: 'audio/mp4' })).toEqual([400, 'contentType must be audio/webm.']);
    expect(await newSession({ contentType: 'audio/webm', patientId: other.patientId })).toEqual([
      404,
      'Patient not found',
    ]);
    expect((await chunk(streams[0], 'abc'))[0]).toBe(400);
    expect(await chunk(Buffer.from('not audio at all'))).toEqual([
      400,
      'This chunk does not begin a webm audio recording.',
    ]);
    expect((await chunk(Buffer.alloc(0)))[0]).toBe(400);
    expect((await chunk({ not: 'bytes' }, '0', {}))[0]).toBe(400);
    expect(await bad({ method: 'POST', url: `/api/live-sessions/${id}/finish`, payload: { chunks: 3 } })).toEqual([
      409,
      '3 s of the recording have not reached the server yet; they are sent as soon as the connection allows.',
    ]);
    expect((await bad({ method: 'GET', url: `/api/live-sessions/${id}/transcript?after=x` }))[0]).toBe(400);
  }, 60_000);
});
