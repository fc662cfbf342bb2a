import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptSchema } from '@asha/contracts';
import { createSpeechEngine } from '../engine.js';
import { startOpenAiAudioMock, verboseJson } from '../../testing/openai-audio.js';
import { fixture } from '../../testing/audio.js';
import { transcribeAudio } from '../transcribe.js';
import { LiveTranscriber, type LivePiece } from './live-transcriber.js';
import { statsFromBytes, statsToBytes } from './piece-bytes.js';

// consultation.webm: consultation.txt spoken turn by turn (62 s); the speech service answers each
// stretch with the next turn's words, at OpenAI's wire format.
const recording = new Uint8Array(fixture('consultation.webm'));
const turns = fixture('consultation.txt')
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => l.replace(/^(Doctor|Patient): /, ''));

let mock: Awaited<ReturnType<typeof startOpenAiAudioMock>>;
let next = 0;
beforeAll(async () => {
  mock = await startOpenAiAudioMock(() => ({
    status: 200,
    body: verboseJson(turns[next++ % turns.length]!, 'english'),
  }));
});
afterAll(() => mock.close());
const engine = () => createSpeechEngine({ kind: 'openai', baseUrl: mock.baseUrl, model: 'whisper-1' });

/**
 * Sends the recording in 4 KB parts (about a quarter second each), recognising as it goes; returns
 * the requests made for provisional pieces (a recognition that settles nothing).
 */
async function stream(t: LiveTranscriber, bytes: Uint8Array, onPiece?: (received: number) => Promise<void>) {
  let forPieces = 0;
  for (let i = 0; i < bytes.length; i += 4096) {
    await t.feed(bytes.subarray(i, i + 4096));
    forPieces += await drain(t, onPiece);
  }
  return forPieces;
}

async function drain(t: LiveTranscriber, onPiece?: (received: number) => Promise<void>) {
  let forPieces = 0;
  while (t.hasWaiting) {
    const at = mock.requests.length;
    if ((await t.recogniseNext()).length) await onPiece?.(t.receivedSec);
    else forPieces += mock.requests.length - at;
  }
  return forPieces;
}

// Each case decodes and scores up to a minute of audio frame by frame, as a live recording is.
describe('LiveTranscriber', { timeout: 60_000 }, () => {
  it('recognises each stretch while the recording goes on, and settles the transcript at the end', async () => {
    const t = await LiveTranscriber.open({ format: 'webm', engine: engine() });
    const heardAt: number[] = [];
    let provisional: string[] = [];
    await stream(t, recording, async (received) => {
      heardAt.push(received);
      // Roles are named from what has been heard so far, before the recording ends.
      if (heardAt.length === 4) provisional = (await t.roles()).filter((_, i) => t.all[i]!.words).map((r) => r.role);
    });
    expect(provisional).toContain('Doctor');
    // Lines came while audio was still arriving, never more than one turn behind it.
    expect(heardAt.length).toBeGreaterThan(5);
    expect(heardAt[0]).toBeLessThan(15);
    await t.end();
    while (t.hasWaiting) await t.recogniseNext();
    expect(t.receivedSec).toBeCloseTo(62.5, 0);
    const live = await t.transcript(null);
    expect(TranscriptSchema.parse(live)).toEqual(live);
    expect(live.durationSec).toBeCloseTo(62.5, 0);
    expect(new Set(live.segments.map((s) => s.role))).toEqual(new Set(['Doctor', 'Patient']));

    // The whole recording at once finds the same speech, within a line or two.
    next = 0;
    const whole = await transcribeAudio(recording, { engine: engine() });
    expect(Math.abs(live.segments.length - whole.segments.length)).toBeLessThanOrEqual(2);
    expect(live.segments[0]!.start).toBeCloseTo(whole.segments[0]!.start, 0);
  });

  it('after a restart decodes again but recognises only what it had not heard', async () => {
    next = 0;
    const first = await LiveTranscriber.open({ format: 'webm', engine: engine() });
    await stream(first, recording.subarray(0, Math.floor(recording.length * 0.4)));
    // What a restarted worker reads back from the database: the pieces, statistics as bytes.
    const heard: LivePiece[] = first.all.map((p) => ({ ...p, stats: statsFromBytes(statsToBytes(p.stats)) }));
    const before = mock.requests.length;
    const again = await LiveTranscriber.open({ format: 'webm', engine: engine(), heard });
    // Requests for provisional pieces are counted apart.
    let forPieces = await stream(again, recording.subarray(0, Math.floor(recording.length * 0.7)));
    await again.end();
    forPieces += await drain(again);
    const added = again.all.slice(heard.length);
    expect(added.length).toBeGreaterThan(0);
    expect(added[0]!.start).toBeGreaterThanOrEqual(heard.at(-1)!.end - 1e-6);
    // At most one request per new piece, plus one per new span the voice changes in (its words are asked for whole
    // first); a span that was one piece heard on its own is not asked for again.
    const asked = mock.requests.length - before - forPieces;
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThanOrEqual(added.length + new Set(added.map((p) => p.span)).size);
    const t = await again.transcript(null);
    expect(t.segments.at(-1)!.end).toBeGreaterThan(35);
  });

  it('settles a turn that was one piece from that piece, translated, without recognising it again', async () => {
    // A consultation in Hindi: each recognition answers with its own number, each translation in English.
    let heardNo = 0;
    const hindi = await startOpenAiAudioMock((r) => ({
      status: 200,
      body: r.path.includes('translations')
        ? verboseJson('in english', 'english', -0.2, 'translate')
        : verboseJson(`बात ${heardNo++}`, 'hindi'),
    }));
    try {
      const t = await LiveTranscriber.open({
        format: 'webm',
        engine: createSpeechEngine({ kind: 'openai', baseUrl: hindi.baseUrl, model: 'whisper-1' }),
      });
      let shown: string[] = [];
      let reused = 0;
      for (let i = 0; i < recording.length; i += 4096) {
        await t.feed(recording.subarray(i, i + 4096));
        while (t.hasWaiting) {
          const at = hindi.requests.length;
          const settled = await t.recogniseNext();
          const asked = hindi.requests.slice(at).filter((r) => r.path.includes('transcriptions')).length;
          const said = settled.flatMap((p) => (p.words ? [p.words.text] : []));
          // A settled span recognised no more: its words are those its provisional line showed.
          if (settled.length && asked === 0) {
            reused++;
            expect(said.every((w) => shown.includes(w))).toBe(true);
          }
          if (!settled.length) shown = (await t.provisional()).map((l) => l.text);
        }
      }
      expect(reused).toBeGreaterThan(0);
      // Every settled line of the Hindi consultation has its English, whether recognised again or not.
      const spoken = t.all.filter((p) => p.words);
      expect(spoken.length).toBeGreaterThan(5);
      expect(spoken.every((p) => p.words!.language === 'hi' && p.words!.english === 'in english')).toBe(true);
    } finally {
      await hindi.close();
    }
  });

  it('hears a recording resumed after a reload as the continuation of the first stream', async () => {
    const t = await LiveTranscriber.open({ format: 'webm', engine: engine() });
    const [a, b] = [new Uint8Array(fixture('recorder-a.webm')), new Uint8Array(fixture('recorder-b.webm'))];
    for (let i = 0; i < a.length; i += 16_000) await t.feed(a.subarray(i, i + 16_000));
    for (let i = 0; i < b.length; i += 16_000) await t.feed(b.subarray(i, i + 16_000), i === 0);
    await t.end();
    expect(t.receivedSec).toBeCloseTo(4.98 + 3.96, 1);
  });
});
