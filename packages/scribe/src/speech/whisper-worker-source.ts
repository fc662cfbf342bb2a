/**
 * The body of the worker thread that owns the whisper.cpp context. It is plain CommonJS run with
 * `new Worker(source, { eval: true })`, so the same code works from the TypeScript sources
 * (tests) and the built package, with no separate build step. `full()` in @napi-rs/whisper is
 * synchronous and CPU-bound: on the main thread it would stall the whole server.
 */
export const WHISPER_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { Whisper, WhisperFullParams, WhisperSamplingStrategy } = require(workerData.bindingPath);
let whisper;
try {
  whisper = new Whisper(workerData.modelPath);
  parentPort.postMessage({ ready: true, multilingual: !!whisper.isMultilingual });
} catch (err) {
  parentPort.postMessage({ ready: false, error: String(err && err.message || err) });
}
// @napi-rs/whisper hands each new segment to onNewSegment through the event loop, after full()
// has returned, all queued ones at once: they are awaited until their texts make up the whole text,
// or a turn of the loop brings no more, or 1 s has passed.
const words = (t) => t.replace(/\s+/g, ' ').trim();
const settled = async (segments, text) => {
  for (let waited = 0, seen = -1; waited < 1000; waited += 5) {
    if (words(segments.map((s) => s.text).join('')) === words(text) || (segments.length > 0 && segments.length === seen)) break;
    seen = segments.length;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return segments;
};
parentPort.on('message', async (m) => {
  try {
    const p = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
    p.nThreads = workerData.threads;
    p.translate = m.task === 'translate';
    p.language = m.language || 'auto';
    // Timestamps on: whisper.cpp then cuts its output into timed sentence-like segments.
    p.noTimestamps = false;
    p.singleSegment = false;
    p.noContext = true;
    p.suppressBlank = true;
    p.suppressNonSpeechTokens = true;
    p.temperature = 0;
    p.printProgress = false;
    p.printRealtime = false;
    p.printTimestamps = false;
    // Bounds a looping decoder: ~6 tokens a second is well above real speech (about 3).
    p.maxTokens = Math.ceil(16 + 6 * m.samples.length / 16000);
    const found = [];
    p.onNewSegment = (s) => found.push(s);
    const text = whisper.full(p, m.samples);
    const language = Whisper.lang(whisper.fullLangId) || m.language || 'und';
    // Segment times come in centiseconds.
    const segments = (await settled(found, text)).map((s) => ({ text: s.text, start: s.start / 100, end: s.end / 100 }));
    parentPort.postMessage({ id: m.id, text, language, segments });
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: String(err && err.message || err) });
  }
});
`;
