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
        ? { status: 200, body: verboseJson('Good morning. What brings you in today? I have had a headache for three days.', 'english') }
        : { status: 200, body: verboseJson('Buenos días. ¿Qué le trae hoy? Tengo dolor de cabeza desde hace tres días.', 'spanish', -0.3) },
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
    expect(s).toMatchObject({ id: 's1', language: 'es', text: expect.stringContaining('Buenos días'), english: expect.stringContaining('Good morning') });
    expect(['Doctor', 'Patient']).toContain(s.role);
    expect(s.start).toBeGreaterThan(0.1); // the leading silence was not sent
    expect(s.confidence).toBeCloseTo(Math.exp(-0.3), 5);
    expect([...stages]).toEqual(['decoding', 'detecting speech', 'transcribing', 'separating voices', 'translating', 'labelling speakers']);
    // One transcription and one translation per speech segment, nothing for silence.
    const uploads = mock.requests.filter((r) => r.path.endsWith('/transcriptions')).length;
    expect(uploads).toBe(t.segments.length);
  });

  it('fails with a clear reason when the recording holds no speech', async () => {
    const engine = createSpeechEngine({ kind: 'openai', baseUrl: mock.baseUrl, model: 'whisper-1' });
    const before = mock.requests.length;
    await expect(transcribeAudio(noiseWav(3), { engine })).rejects.toThrow(new NoSpeechError('No speech was found in the recording.'));
    expect(mock.requests.length).toBe(before); // noise never reached the recogniser
  });
});
