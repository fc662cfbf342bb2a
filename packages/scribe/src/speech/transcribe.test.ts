import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptSchema } from '@asha/contracts';
import { createSpeechEngine } from './engine.js';
import { NoSpeechError } from './errors.js';
import { startOpenAiAudioMock, verboseJson } from '../testing/openai-audio.js';
import { fixture, noiseWav } from '../testing/audio.js';
import { transcribeAudio, type TranscribeStage } from './transcribe.js';

describe('transcribeAudio', () => {
  let mock: Awaited<ReturnType<typeof startOpenAiAudioMock>>;
  beforeAll(async () => {
    mock = await startOpenAiAudioMock((r) =>
      r.path.endsWith('/translations')
        ? {
            status: 200,
            body: verboseJson(
              'Good morning. What brings you in today? I have had a headache for three days.',
              'english',
            ),
          }
        : {
            status: 200,
            body: verboseJson(
              'Buenos días. ¿Qué le trae hoy? Tengo dolor de cabeza desde hace tres días.',
              'spanish',
              -0.3,
            ),
          },
    );
  });
  afterAll(() => mock.close());

  it('produces timed, labelled segments in the original language and English, only for speech', async () => {
    const engine = createSpeechEngine({ kind: 'openai', baseUrl: mock.baseUrl, model: 'whisper-1' });
    const stages = new Set<TranscribeStage>();
    const t = await transcribeAudio(fixture('speech.m4a'), { engine, onProgress: (p) => stages.add(p.stage) });
    expect(TranscriptSchema.parse(t)).toEqual(t);
    expect(t.engine).toBe('openai:whisper-1');
    expect(t.languages).toEqual(['es']);
    expect(t.durationSec).toBeGreaterThan(5);
    const s = t.segments[0]!;
    expect(s).toMatchObject({
      id: 's1',
      language: 'es',
      text: expect.stringContaining('Buenos días'),
      english: expect.stringContaining('Good morning'),
    });
    expect(['Doctor', 'Patient']).toContain(s.role);
    expect(s.start).toBeGreaterThan(0.1); // the leading silence was not sent
    expect(s.confidence).toBeCloseTo(Math.exp(-0.3), 5);
    expect([...stages]).toEqual([
      'decoding',
      'detecting speech',
      'transcribing',
      'separating voices',
      'translating',
      'labelling speakers',
    ]);
    // One transcription and one translation per speech segment, nothing for silence.
    const uploads = mock.requests.filter((r) => r.path.endsWith('/transcriptions')).length;
    expect(uploads).toBe(t.segments.length);
  });

  it("makes each of the recogniser's segments a line, labelled by its own words when one voice speaks", async () => {
    const local = await startOpenAiAudioMock(() => ({
      status: 200,
      body: {
        ...verboseJson('', 'english'),
        text: 'What brings you in today? I have had a headache for three days.',
        segments: [
          { id: 0, start: 0, end: 1.6, text: ' What brings you in today?', avg_logprob: -0.2 },
          { id: 1, start: 1.8, end: 3.2, text: ' I have had a headache for three days.', avg_logprob: -0.2 },
        ],
      },
    }));
    try {
      const engine = createSpeechEngine({ kind: 'openai', baseUrl: local.baseUrl, model: 'whisper-1' });
      const t = await transcribeAudio(fixture('speech.m4a'), { engine });
      expect(t.voices).toMatchObject({ method: 'words-only', speakers: 1 });
      expect(t.segments.map((s) => [s.text, s.role])).toEqual([
        ['What brings you in today?', 'Doctor'],
        ['I have had a headache for three days.', 'Patient'],
      ]);
      // The lines meet in the middle of the gap between the segments and cover the speech span.
      expect(t.segments[1]!.start).toBe(t.segments[0]!.end);
      expect(t.segments[1]!.start - t.segments[0]!.start).toBeCloseTo(1.7, 1);
      expect(local.requests).toHaveLength(1);
    } finally {
      await local.close();
    }
  });

  it('fails with a clear reason when the recording holds no speech', async () => {
    const engine = createSpeechEngine({ kind: 'openai', baseUrl: mock.baseUrl, model: 'whisper-1' });
    const before = mock.requests.length;
    await expect(transcribeAudio(noiseWav(3), { engine })).rejects.toThrow(
      new NoSpeechError('No speech was found in the recording.'),
    );
    expect(mock.requests.length).toBe(before); // noise never reached the recogniser
  });
});
