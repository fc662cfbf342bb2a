import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diarize } from './diarize.js';
import { fbank, FBANK_BINS } from './fbank.js';
import { createSpeakerEmbedder } from './speaker-model.js';
import { buildTestSpeakerModel } from './testing/onnx-test-model.js';
import { joinWithPauses, synthSpeech } from './testing/synthetic-voice.js';

async function testModel(): Promise<string> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'asha-speaker-')), 'speaker.onnx');
  await writeFile(file, buildTestSpeakerModel());
  return file;
}

describe('speaker model on onnxruntime-node', () => {
  it('feeds the model 80-bin fbank frames of the stretch and returns its output vector', async () => {
    const embedder = await createSpeakerEmbedder(await testModel(), { meanNormalise: false });
    const speech = synthSpeech({ f0: 120, tract: 1 }, 1.5, 3);
    const vector = await embedder.embed(speech);
    const { values, frames } = fbank(speech);
    const mean = Array.from({ length: FBANK_BINS }, (_, b) => {
      let s = 0;
      for (let f = 0; f < frames; f++) s += values[f * FBANK_BINS + b]!;
      return s / frames;
    });
    expect(vector).toHaveLength(FBANK_BINS);
    [...vector].forEach((v, b) => expect(v).toBeCloseTo(mean[b]!, 3));
    await embedder.close!();
  });

  it('pads a stretch shorter than a second and is used by diarize when given', async () => {
    const embedder = await createSpeakerEmbedder(await testModel());
    expect(await embedder.embed(synthSpeech({ f0: 200, tract: 1.1 }, 0.3, 4))).toHaveLength(FBANK_BINS);
    const samples = joinWithPauses(
      [synthSpeech({ f0: 110, tract: 1 }, 2, 5), synthSpeech({ f0: 210, tract: 1.18 }, 2, 6)],
      1,
    );
    const d = await diarize(
      samples,
      [
        { start: 0, end: 2 },
        { start: 3, end: 5 },
      ],
      { embedder },
    );
    expect(d.method).toBe('speaker-model');
    expect(new Set(d.stretches.map((s) => s.span))).toEqual(new Set([0, 1]));
    expect(d.stretches.every((s) => Number.isInteger(s.speaker) && s.speaker >= 0 && s.speaker < 4)).toBe(true);
    await embedder.close!();
  });
});
