import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptSchema } from '@asha/contracts';
import { clinicianWithPatient, jobCount } from '../../test/consultations.js';
import {
  audioKeyOf,
  chunksOf,
  FIXTURES,
  liveRecording,
  startLiveApp,
  until,
  type LiveApp,
} from '../../test/live-recording.js';

let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp();
}, 60_000);
afterAll(() => live?.close());

describe('live recording when the recogniser falls behind or its worker stops', () => {
  it('says it is catching up when speech arrives faster than it is recognised, and drops nothing', async () => {
    const { t } = live;
    const doc = await clinicianWithPatient(t, 'doctor-live-behind');
    const rec = liveRecording(t, doc.auth, randomUUID());
    await rec.start({ contentType: 'audio/webm', patientId: doc.patientId });
    // A minute of consultation arrives at once, as after a long network drop: far faster than speech.
    const minute = chunksOf(await readFile(path.join(FIXTURES, 'consultation.webm')));
    for (const [seq, c] of minute.entries()) await rec.put(seq, c);
    let mostWaiting = 0;
    const done = await until(rec.transcript, (l) => {
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
    const { t, streams } = live;
    const doc = await clinicianWithPatient(t, 'doctor-live-restart');
    const rec = liveRecording(t, doc.auth, randomUUID());
    await rec.start({ contentType: 'audio/webm', patientId: doc.patientId });
    const a = chunksOf(streams[0]!);
    for (const [seq, c] of a.entries()) await rec.put(seq, c);
    const before = await until(rec.transcript, (l) => l.lines.length > 0);

    // The worker stops (a deploy, a crash); the recording goes on meanwhile and a worker starts again.
    await live.stopWorker();
    const b = chunksOf(streams[1]!);
    for (const [i, c] of b.entries()) await rec.put(a.length + i, c, i === 0);
    await live.startWorker();
    const finished = (await rec.finish({ chunks: a.length + b.length })).json<{ conversationId: string }>();
    const conv = await rec.outcome(finished.conversationId, 90_000);
    expect(conv.status).toBe('ready');
    // What was heard before the stop is the start of the final transcript.
    const key = await audioKeyOf(t, conv.conversationId);
    const transcript = TranscriptSchema.parse(
      JSON.parse((await t.ctx.storage.getBuffer(key.replace(/\.webm$/, '.transcript.json'))).toString()),
    );
    expect(transcript.segments[0]!.text).toContain(before.lines[0]!.text);
    expect(transcript.durationSec).toBeGreaterThan(8.5);
    expect(await jobCount(t)).toBe(0);
  }, 120_000);
});
