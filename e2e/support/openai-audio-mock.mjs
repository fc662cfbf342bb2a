// The OpenAI speech-to-text stand-in (packages/scribe/src/testing/openai-audio.ts) as a process of
// its own, for the browser tests, the scale-out test and the benches: the real server's pipeline runs
// unchanged with SPEECH_ENGINE=openai against it. A segment is answered with the doctor's or the
// patient's turn of a short exchange, chosen by the voice heard in it (the fixtures speak the doctor
// with a low voice and the patient with a high one), so every answer depends only on that request's
// audio: a leftover request from an earlier test, a live piece recognised twice or a translation
// cannot shift which line a later segment gets. Plain JS (tsx loads the TypeScript modules).
// Usage: node e2e/support/openai-audio-mock.mjs <port>  (MOCK_DELAY_MS=n answers each request n ms late,
// as a real service takes a while: the scale-out test kills a worker while its requests are out;
// MOCK_RTF=r answers r times the audio's duration late, as an engine at that real-time factor;
// MOCK_TIMED=1 times the answer as a real service does: its segment spans the audio sent and, when
// asked, its words are spread over it, so a line across two voices is dealt out without asking again)
import { setTimeout as sleep } from 'node:timers/promises';
import { tsImport } from 'tsx/esm/api';

const { startOpenAiAudioMock, verboseJson } = await tsImport(
  '../../packages/scribe/src/testing/openai-audio.ts',
  import.meta.url,
);
const { pitchTrack } = await tsImport('../../packages/scribe/src/speech/voices/pitch.ts', import.meta.url);

const TURNS = [
  'Good morning, what brings you in today? Are you taking any medicines for it?',
  'I have had a headache and a mild fever since Monday. I take paracetamol 500 mg three times a day.',
];
const port = Number(process.argv[2] ?? process.env.MOCK_PORT ?? 18402);
const delayMs = Number(process.env.MOCK_DELAY_MS ?? 0);
const rtf = Number(process.env.MOCK_RTF ?? 0);
const timed = process.env.MOCK_TIMED === '1';

/** The answer timed over `sec` seconds of audio: one segment, and the words evenly when asked for. */
function timedOver(body, sec, words) {
  const segments = body.segments.map((s) => ({ ...s, end: sec }));
  const said = body.text.split(/\s+/).filter(Boolean);
  const each = sec / Math.max(1, said.length);
  return {
    ...body,
    duration: sec,
    segments,
    ...(words ? { words: said.map((word, i) => ({ word, start: i * each, end: (i + 1) * each })) } : {}),
  };
}
// Between a low (male) and a high (female) speaking voice: 160 Hz, as log2(F0 / 100 Hz).
const HIGH_VOICE = Math.log2(1.6);

/** 0 for a segment whose median voiced pitch is low (the doctor), 1 for a high one (the patient). */
function turnOf(file) {
  // The engine uploads 16 kHz 16-bit mono WAV with a 44-byte header.
  const pcm = new Int16Array(
    file.buffer.slice(file.byteOffset + 44, file.byteOffset + file.byteLength - ((file.byteLength - 44) % 2)),
  );
  const samples = Float32Array.from(pcm, (v) => v / 32768);
  const voiced = [...pitchTrack(samples, Math.floor(samples.length / 160))]
    .filter((p) => !Number.isNaN(p))
    .sort((a, b) => a - b);
  return voiced.length > 0 && voiced[voiced.length >> 1] > HIGH_VOICE ? 1 : 0;
}

const mock = await startOpenAiAudioMock(
  async (r) => {
    // The engine uploads 16 kHz 16-bit mono WAV with a 44-byte header: 32 000 bytes a second.
    const sec = Math.max(0, r.file.byteLength - 44) / 32_000;
    const waitMs = delayMs + rtf * 1000 * sec;
    if (waitMs > 0) await sleep(waitMs);
    const task = r.path.startsWith('/v1/audio/translations') ? 'translate' : 'transcribe';
    const body = verboseJson(TURNS[turnOf(r.file)], 'english', -0.2, task);
    const words = (r.lists['timestamp_granularities[]'] ?? []).includes('word');
    return { status: 200, body: timed ? timedOver(body, sec, words) : body };
  },
  { port, requireKey: true },
);
console.log(`OpenAI audio mock on ${mock.baseUrl}`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => mock.close().then(() => process.exit(0)));
