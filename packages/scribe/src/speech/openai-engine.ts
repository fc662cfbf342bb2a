import type { Recognition, SpeechEngine, TimedWord } from './types.js';
import { SpeechEngineError } from './errors.js';
import { languageCode } from './languages.js';
import { encodeWav } from './wav.js';

interface VerboseJson {
  text?: string;
  language?: string;
  segments?: { avg_logprob?: number; start?: number; end?: number; text?: string }[];
  /** Present when timestamp_granularities[] asked for words (whisper-1, faster-whisper-server). */
  words?: { word?: string; start?: number; end?: number }[];
}

/**
 * OpenAI-compatible speech: POST {baseUrl}/audio/transcriptions or
 * /audio/translations, multipart with a 16-bit WAV of one segment and
 * response_format=verbose_json (it carries the detected language). The same wire format is
 * spoken by OpenAI, Azure OpenAI, faster-whisper-server, LocalAI and vLLM.
 */
export function createOpenAiSpeechEngine(c: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}): SpeechEngine {
  const base = c.baseUrl.replace(/\/+$/, '');
  return {
    name: `openai:${c.model}`,
    wordTimings: true,
    async recognise(samples, o) {
      const form = new FormData();
      form.append('file', new Blob([encodeWav(samples)], { type: 'audio/wav' }), 'segment.wav');
      form.append('model', c.model);
      form.append('response_format', 'verbose_json');
      form.append('temperature', '0');
      if (o.task === 'transcribe' && o.language) form.append('language', o.language);
      if (o.words) for (const g of ['word', 'segment']) form.append('timestamp_granularities[]', g);
      const url = `${base}/audio/${o.task === 'translate' ? 'translations' : 'transcriptions'}`;
      const body = await post(url, form, c.apiKey, c.timeoutMs ?? 120_000);
      return toRecognition(body, o);
    },
  };
}

async function post(url: string, form: FormData, apiKey: string | undefined, timeoutMs: number): Promise<VerboseJson> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      body: form,
      headers: apiKey ? { authorization: `Bearer ${apiKey}`, 'api-key': apiKey } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const e = err as Error;
    const why = e.name === 'TimeoutError' ? `no answer within ${Number((timeoutMs / 1000).toFixed(1))} s` : e.message;
    throw new SpeechEngineError(`The speech service could not be reached: ${why}.`, true);
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw httpError(res.status, text);
  try {
    return JSON.parse(text) as VerboseJson;
  } catch {
    throw new SpeechEngineError('The speech service answered with something that is not JSON.', true, res.status);
  }
}

function httpError(status: number, body: string): SpeechEngineError {
  const detail = errorMessage(body);
  if (status === 401 || status === 403) {
    return new SpeechEngineError(
      `The speech service refused the API key (${status}${detail ? `: ${detail}` : ''}).`,
      false,
      status,
    );
  }
  const transient = status === 408 || status === 409 || status === 429 || status >= 500;
  return new SpeechEngineError(
    `The speech service failed (${status}${detail ? `: ${detail}` : ''}).`,
    transient,
    status,
  );
}

/** The service's own words, shown inside parentheses that close the sentence: at most 200 characters, no closing stop of their own. */
const bare = (message: string) =>
  message
    .slice(0, 200)
    .trim()
    .replace(/[.\s]+$/, '');

function errorMessage(body: string): string {
  try {
    const j = JSON.parse(body) as { error?: { message?: string } | string };
    const m = typeof j.error === 'string' ? j.error : j.error?.message;
    return bare(m ?? '');
  } catch {
    return bare(body);
  }
}

function toRecognition(body: VerboseJson, o: { task: string; language?: string }): Recognition {
  const logprobs = (body.segments ?? []).map((s) => s.avg_logprob).filter((v): v is number => typeof v === 'number');
  const confidence = logprobs.length
    ? Math.min(1, Math.max(0, Math.exp(logprobs.reduce((a, b) => a + b, 0) / logprobs.length)))
    : null;
  // A translation's verbose_json says 'english' (the output); the spoken language is the caller's.
  const language =
    o.task === 'translate' ? (o.language ?? 'und') : (languageCode(body.language) ?? o.language ?? 'und');
  const words = timed((body.words ?? []).map((w) => ({ text: w.word, start: w.start, end: w.end })));
  const segments = timed(body.segments ?? []);
  return {
    text: (body.text ?? '').trim(),
    language,
    confidence,
    ...(words.length ? { words } : {}),
    ...(segments.length ? { segments } : {}),
  };
}

/** The entries that have text and both times (services differ in what they fill in). */
function timed(items: { text?: string; start?: number; end?: number }[]): TimedWord[] {
  return items
    .filter((w) => typeof w.text === 'string' && typeof w.start === 'number' && typeof w.end === 'number')
    .map((w) => ({ text: w.text!.trim(), start: w.start!, end: w.end! }))
    .filter((w) => w.text);
}
