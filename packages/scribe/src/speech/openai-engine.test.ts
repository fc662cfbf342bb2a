import { afterEach, describe, expect, it } from 'vitest';
import { createSpeechEngine } from './engine.js';
import { SpeechEngineError } from './errors.js';
import { startOpenAiAudioMock, verboseJson, type MockAnswer, type MockRequest } from '../testing/openai-audio.js';

const second = new Float32Array(16000).map((_, i) => Math.sin(i / 10) * 0.3);
let mock: Awaited<ReturnType<typeof startOpenAiAudioMock>> | null = null;
afterEach(async () => {
  await mock?.close();
  mock = null;
});

async function engineAnswering(respond: (r: MockRequest) => MockAnswer, timeoutMs = 5000) {
  mock = await startOpenAiAudioMock(respond);
  return createSpeechEngine({
    kind: 'openai',
    baseUrl: mock.baseUrl,
    apiKey: 'sk-test-123',
    model: 'whisper-1',
    timeoutMs,
  });
}

describe('OpenAI-compatible speech engine', () => {
  it('uploads a WAV with verbose_json and reads text, language and confidence', async () => {
    const engine = await engineAnswering(() => ({
      status: 200,
      body: verboseJson('मुझे तीन दिन से सिरदर्द है', 'hindi', -0.1),
    }));
    const r = await engine.recognise(second, { task: 'transcribe' });
    expect(r).toEqual({
      text: 'मुझे तीन दिन से सिरदर्द है',
      language: 'hi',
      confidence: expect.closeTo(Math.exp(-0.1), 5),
      segments: [{ text: 'मुझे तीन दिन से सिरदर्द है', start: 0, end: 3.2 }],
    });
    const req = mock!.requests[0]!;
    expect(req.path).toBe('/v1/audio/transcriptions');
    expect(req.authorization).toBe('Bearer sk-test-123');
    expect(req.fields).toMatchObject({ model: 'whisper-1', response_format: 'verbose_json' });
    expect(req.fileType).toBe('audio/wav');
    expect(req.fileBytes).toBe(44 + 16000 * 2);
  });

  it("keeps the service's timed segments and, when asked, its word timings", async () => {
    const body = {
      text: 'How long has it hurt? Two weeks.',
      language: 'english',
      segments: [
        { id: 0, start: 0.1, end: 1.4, text: ' How long has it hurt?', avg_logprob: -0.2 },
        { id: 1, start: 1.5, end: 2.1, text: ' Two weeks.', avg_logprob: -0.4 },
        { id: 2, start: 2.1, end: 2.3, text: ' ' },
      ],
      words: [
        { word: 'Two', start: 1.5, end: 1.7 },
        { word: 'weeks.', start: 1.7, end: 2.1 },
      ],
    };
    const engine = await engineAnswering(() => ({ status: 200, body }));
    const r = await engine.recognise(second, { task: 'transcribe', words: true });
    expect(mock!.requests[0]!.lists['timestamp_granularities[]']).toEqual(['word', 'segment']);
    expect(r.segments).toEqual([
      { text: 'How long has it hurt?', start: 0.1, end: 1.4 },
      { text: 'Two weeks.', start: 1.5, end: 2.1 },
    ]);
    expect(r.words).toEqual([
      { text: 'Two', start: 1.5, end: 1.7 },
      { text: 'weeks.', start: 1.7, end: 2.1 },
    ]);
    expect(r.confidence).toBeCloseTo(Math.exp(-0.3), 5);
  });

  it('translates through /audio/translations and keeps the spoken language', async () => {
    const engine = await engineAnswering(() => ({
      status: 200,
      body: verboseJson('I have had a headache for three days.', 'english'),
    }));
    const r = await engine.recognise(second, { task: 'translate', language: 'hi' });
    expect(mock!.requests[0]!.path).toBe('/v1/audio/translations');
    expect(r.text).toBe('I have had a headache for three days.');
    expect(r.language).toBe('hi');
  });

  it.each([
    [401, false, /refused the API key \(401: Incorrect API key provided\)/],
    [429, true, /failed \(429: Rate limit reached\)/],
    [500, true, /failed \(500: The server had an error\)\.$/],
    [400, false, /failed \(400: Invalid file format\)/],
  ])('turns HTTP %i into a %s-transient error with the service message', async (status, transient, message) => {
    const text = {
      401: 'Incorrect API key provided',
      429: 'Rate limit reached',
      500: 'The server had an error.',
      400: 'Invalid file format',
    }[status];
    const engine = await engineAnswering(() => ({ status, body: { error: { message: text, type: 'x' } } }));
    const err = (await engine.recognise(second, { task: 'transcribe' }).catch((e: Error) => e)) as SpeechEngineError;
    expect(err).toBeInstanceOf(SpeechEngineError);
    expect(err.transient).toBe(transient);
    expect(err.message).toMatch(message);
    expect(err.message).not.toContain('sk-test-123');
  });

  it('gives up after the timeout with a transient error', async () => {
    const engine = await engineAnswering(() => ({ hang: true }), 300);
    const err = (await engine.recognise(second, { task: 'transcribe' }).catch((e: Error) => e)) as SpeechEngineError;
    expect(err.transient).toBe(true);
    expect(err.message).toBe('The speech service could not be reached: no answer within 0.3 s.');
  });

  it('reports an unreachable service as transient', async () => {
    const engine = createSpeechEngine({ kind: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'whisper-1' });
    const err = (await engine.recognise(second, { task: 'transcribe' }).catch((e: Error) => e)) as SpeechEngineError;
    expect(err.transient).toBe(true);
    expect(err.message).toMatch(/^The speech service could not be reached/);
  });
});
