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
parentPort.on('message', (m) => {
  try {
    const p = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
    p.nThreads = workerData.threads;
    p.translate = m.task === 'translate';
    p.language = m.language || 'auto';
    p.noTimestamps = true;
    p.singleSegment = true;
    p.noContext = true;
    p.suppressBlank = true;
    p.suppressNonSpeechTokens = true;
    p.temperature = 0;
    p.printProgress = false;
    p.printRealtime = false;
    p.printTimestamps = false;
    // Bounds a looping decoder: ~6 tokens a second is well above real speech (about 3).
    p.maxTokens = Math.ceil(16 + 6 * m.samples.length / 16000);
    const text = whisper.full(p, m.samples);
    const language = Whisper.lang(whisper.fullLangId) || m.language || 'und';
    parentPort.postMessage({ id: m.id, text, language });
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: String(err && err.message || err) });
  }
});
`;
