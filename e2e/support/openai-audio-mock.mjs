// The OpenAI speech-to-text stand-in (packages/scribe/src/testing/openai-audio.ts) as a process of
// its own, for the browser tests, the scale-out test and the benches: the real server's pipeline runs
// unchanged with SPEECH_ENGINE=openai against it. Each speech segment the server sends is answered
// with the next turn of a short doctor-patient exchange. Plain JS (tsx loads the TypeScript stand-in).
// Usage: node e2e/support/openai-audio-mock.mjs <port>  (MOCK_DELAY_MS=n answers each request n ms late,
// as a real service takes a while: the scale-out test kills a worker while its requests are out)
import { setTimeout as sleep } from 'node:timers/promises';
import { tsImport } from 'tsx/esm/api';

const { startOpenAiAudioMock, verboseJson } = await tsImport('../../packages/scribe/src/testing/openai-audio.ts', import.meta.url);

const TURNS = [
  'Good morning, what brings you in today? Are you taking any medicines for it?',
  'I have had a headache and a mild fever since Monday. I take paracetamol 500 mg three times a day.',
];
const port = Number(process.argv[2] ?? process.env.MOCK_PORT ?? 18402);
const delayMs = Number(process.env.MOCK_DELAY_MS ?? 0);
let next = 0;

const mock = await startOpenAiAudioMock(
  async (r) => {
    if (delayMs > 0) await sleep(delayMs);
    const task = r.path.startsWith('/v1/audio/translations') ? 'translate' : 'transcribe';
    return { status: 200, body: verboseJson(TURNS[next++ % TURNS.length], 'english', -0.2, task) };
  },
  { port, requireKey: true },
);
console.log(`OpenAI audio mock on ${mock.baseUrl}`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => mock.close().then(() => process.exit(0)));
