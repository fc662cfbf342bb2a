import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptSchema, type LiveLine, type ProvisionalLine } from '@asha/contracts';
import { clinicianWithPatient } from '../../test/consultations.js';
import { audioKeyOf, FIXTURES, liveRecording, startLiveApp, type LiveApp } from '../../test/live-recording.js';

// consultation.webm: twelve turns of 2–8 s with a second of silence between them, sent as the
// recorder's one-second chunks four times faster than speech. The stand-in answers every request
// with words of its own ('Words three.'), so a piece heard twice or skipped would show in the text.
const NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp((n) => `Words ${NUMBERS[n % 10]} ${Math.floor(n / 10)}.`);
}, 60_000);
afterAll(() => live?.close());

describe('live lines from short pieces', () => {
  it('shows each short piece as a provisional line, then the settled lines in their place, with no words twice or lost', async () => {
    const { t } = live;
    const doc = await clinicianWithPatient(t, 'doctor-live-pieces');
    const id = randomUUID();
    const rec = liveRecording(t, doc.auth, id);
    await rec.start({ contentType: 'audio/webm', patientId: doc.patientId });
    const audio = await readFile(path.join(FIXTURES, 'consultation.webm'));
    const size = Math.ceil(audio.length / 62);
    const chunks = Array.from({ length: Math.ceil(audio.length / size) }, (_, i) =>
      audio.subarray(i * size, (i + 1) * size),
    );

    // Every read of the live transcript as the tab makes it, while the chunks arrive.
    const seen: { provisional: ProvisionalLine; settledThen: boolean }[] = [];
    let settled: LiveLine[] = [];
    const read = async () => {
      const l = await rec.transcript();
      settled = l.lines;
      for (const p of l.provisional) {
        if (seen.some((s) => s.provisional.start === p.start && s.provisional.text === p.text)) continue;
        const covered = l.lines.some((s) => s.start <= p.start + 1e-6 && p.start < s.end);
        seen.push({ provisional: p, settledThen: covered });
      }
      return l;
    };
    let sent = 0;
    const sending = (async () => {
      for (const [seq, c] of chunks.entries()) {
        await rec.put(seq, c);
        sent = seq + 1;
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const deadline = Date.now() + 90_000;
    for (;;) {
      const l = await read();
      const caughtUp = sent === chunks.length && l.receivedSec > 60 && l.waitingSec === 0 && !l.provisional.length;
      if (caughtUp || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await sending;

    // Lines came per short piece, before their turn was heard whole: provisional, each at most 3 s
    // of speech (the last of a turn also holds the pause that ended it).
    expect(seen.every((s) => !s.settledThen)).toBe(true);
    // A short turn that was one piece settles as that piece was heard, not asked for again: its settled
    // line says what its provisional line said (each request is answered with words of its own).
    const kept = settled.filter((l) =>
      seen.some((s) => s.provisional.start === l.start && s.provisional.text === l.text),
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(settled.length);
    for (const { provisional: p } of seen) expect(p.end - p.start).toBeLessThan(4);

    // Each turn given pieces was then settled over the same time: its pieces meet end to start,
    // from the turn's start to its last speech, so no stretch of audio was heard twice or skipped.
    const spans = await t.ctx.database.pool.query<{ start: number; end: number }>(
      'select min(start_sec) as start, max(end_sec) as end from live_pieces where session_id = $1 group by span order by 1',
      [id],
    );
    let turnsInPieces = 0;
    for (const span of spans.rows) {
      const inside = seen
        .map((s) => s.provisional)
        .filter((p) => p.start >= span.start - 1e-6 && p.end <= span.end + 1e-6)
        .sort((a, b) => a.start - b.start);
      if (inside.length < 2) continue;
      turnsInPieces++;
      expect(inside[0]!.start).toBeCloseTo(span.start, 3);
      for (let k = 1; k < inside.length; k++) expect(inside[k]!.start).toBeCloseTo(inside[k - 1]!.end, 3);
      // (A turn's last piece can be settled before a read sees it: the stand-in answers at once.)
      expect(inside.at(-1)!.end).toBeLessThanOrEqual(span.end + 1e-6);
    }
    expect(turnsInPieces).toBeGreaterThanOrEqual(3);

    // Stop: the consultation's transcript says exactly what the settled live lines said, once each.
    const finished = (await rec.finish({ chunks: chunks.length })).json<{ conversationId: string }>();
    const conv = await rec.outcome(finished.conversationId);
    expect(conv.status).toBe('ready');
    const key = await audioKeyOf(t, conv.conversationId);
    const transcript = TranscriptSchema.parse(
      JSON.parse((await t.ctx.storage.getBuffer(key.replace(/\.webm$/, '.transcript.json'))).toString()),
    );
    const words = (texts: string[]) => texts.join(' ').split(/\s+/).filter(Boolean);
    const liveWords = words(settled.map((l) => l.text));
    const finalWords = words(transcript.segments.map((s) => s.text));
    // The tail heard after Stop comes last; everything heard live is there once, in order.
    expect(finalWords.slice(0, liveWords.length)).toEqual(liveWords);
    const sentences = finalWords.join(' ').match(/Words \w+ \d+\./g) ?? [];
    expect(new Set(sentences).size).toBe(sentences.length);
  }, 120_000);
});
