import path from 'node:path';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import type { CatalogEntry } from '../../models/catalog-types.js';
import { listInstalledModels } from '../../models/installed.js';
import type { SpeakerEmbedder } from './diarize.js';
import { FBANK_BINS, fbank } from './fbank.js';

export interface SpeakerModelOptions {
  /** Multiply samples by this before the features (WeSpeaker models expect 16-bit range: 32768). */
  sampleScale?: number;
  /** Subtract each feature bin's mean over the stretch (3D-Speaker and WeSpeaker models: true). */
  meanNormalise?: boolean;
  /** Stretches shorter than this are padded by repeating them: the models need about 1 s to say anything. */
  minSeconds?: number;
}

/**
 * A neural speaker-embedding model in ONNX (sherpa-onnx's exports of 3D-Speaker CAM++/ERes2Net and
 * WeSpeaker models) run on onnxruntime-node: 80-bin fbank features of a stretch in, one voice
 * vector out. Input and output names are read from the model, so any model of that shape works.
 */
export async function createSpeakerEmbedder(modelPath: string, o: SpeakerModelOptions = {}): Promise<SpeakerEmbedder> {
  const ort = await import('onnxruntime-node');
  const session: InferenceSession = await ort.InferenceSession.create(path.resolve(modelPath), {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
  });
  const [input, output] = [session.inputNames[0]!, session.outputNames[0]!];
  const minSamples = Math.round((o.minSeconds ?? 1) * 16000);
  return {
    name: `speaker-model:${path.basename(modelPath)}`,
    async embed(samples) {
      const padded = samples.length >= minSamples ? samples : repeatTo(samples, minSamples);
      const { values, frames } = fbank(padded, { scale: o.sampleScale ?? 1, meanNormalise: o.meanNormalise ?? true });
      const out = await session.run({ [input]: new ort.Tensor('float32', values, [1, frames, FBANK_BINS]) });
      return Float32Array.from((out[output] as Tensor).data as Float32Array);
    },
    async close() {
      await session.release();
    },
  };
}

function repeatTo(samples: Float32Array, length: number): Float32Array {
  const out = new Float32Array(length);
  for (let at = 0; at < length && samples.length > 0; at += samples.length)
    out.set(samples.subarray(0, length - at), at);
  return out;
}

/**
 * The speaker model installed in MODELS_DIR (`npm run models -- pull campplus-en-voxceleb`), opened;
 * null when there is none, or when it cannot be loaded (the model-free voice stage then runs).
 */
export async function openSpeakerModel(
  modelsDir: string,
  catalog?: readonly CatalogEntry[],
): Promise<SpeakerEmbedder | null> {
  const [installed] = await listInstalledModels(modelsDir, { kind: 'speaker', catalog });
  if (!installed) return null;
  return createSpeakerEmbedder(installed.file).catch(() => null);
}
