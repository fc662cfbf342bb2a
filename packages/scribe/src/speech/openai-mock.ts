import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking OpenAI's audio wire format (POST /v1/audio/transcriptions and
 * /v1/audio/translations, multipart, verbose_json), for tests of our OpenAI-compatible engine.
 * Each request is answered by `respond`, which sees the path and the multipart fields.
 */
export interface MockRequest {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  fileBytes: number;
  fileType: string | undefined;
}

export type MockAnswer = { status: number; body: unknown } | { hang: true };

export async function startOpenAiAudioMock(respond: (r: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const body = await new Response(req as unknown as ReadableStream, { headers: { 'content-type': req.headers['content-type'] ?? '' } });
    const form = await body.formData().catch(() => null);
    const fields: Record<string, string> = {};
    let fileBytes = 0;
    let fileType: string | undefined;
    for (const [k, v] of form?.entries() ?? []) {
      if (typeof v === 'string') fields[k] = v;
      else [fileBytes, fileType] = [v.size, v.type];
    }
    const r: MockRequest = { path: req.url ?? '', authorization: req.headers.authorization, fields, fileBytes, fileType };
    requests.push(r);
    const answer = respond(r);
    if ('hang' in answer) return; // never answers: the client's timeout must fire
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** What OpenAI's verbose_json looks like (trimmed to the fields we read and a few we don't). */
export function verboseJson(text: string, language: string, avgLogprob = -0.2) {
  return {
    task: 'transcribe',
    language,
    duration: 3.2,
    text,
    segments: [{ id: 0, seek: 0, start: 0, end: 3.2, text, tokens: [50364], temperature: 0, avg_logprob: avgLogprob, compression_ratio: 1.1, no_speech_prob: 0.01 }],
  };
}
