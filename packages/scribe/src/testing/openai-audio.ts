import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking OpenAI's audio wire format (POST /v1/audio/transcriptions and
 * /v1/audio/translations, multipart, verbose_json; GET /v1/models), the one stand-in for that
 * service in unit, integration and browser tests and in the benches. It refuses what OpenAI refuses
 * (an unknown route, a form without a file, any response_format but the verbose_json our engine
 * asks for, and with `requireKey` a request without a bearer key); every other request is recorded
 * and answered by `respond`, which sees the path and the multipart fields.
 *
 * An outage can be staged from outside the process (the browser tests): `PUT /__stand-in/fault` with
 * `{"status": 500}` makes every audio request answer that status, as a service that is down does,
 * until `{"status": null}` brings the service back. `setFault` does the same in-process.
 */
export interface MockRequest {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  fileBytes: number;
  fileType: string | undefined;
  /** The uploaded audio itself. */
  file: Uint8Array;
  /** Repeated fields such as timestamp_granularities[] with all their values. */
  lists: Record<string, string[]>;
}

export type MockAnswer = { status: number; body: unknown } | { hang: true };

export interface OpenAiAudioMockOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** Answer 401, as OpenAI does, when no `Authorization: Bearer` key comes with a request. */
  requireKey?: boolean;
}

const TASKS: Record<string, string> = {
  '/v1/audio/transcriptions': 'transcribe',
  '/v1/audio/translations': 'translate',
};

export async function startOpenAiAudioMock(
  respond: (r: MockRequest) => MockAnswer | Promise<MockAnswer>,
  o: OpenAiAudioMockOptions = {},
) {
  const requests: MockRequest[] = [];
  let fault: number | null = null;
  const send = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const refuse = (res: http.ServerResponse, status: number, message: string) =>
    send(res, status, { error: { message } });
  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    if (req.method === 'GET' && path === '/v1/models')
      return send(res, 200, { object: 'list', data: [{ id: 'whisper-1', object: 'model' }] });
    if (req.method === 'PUT' && path === '/__stand-in/fault') {
      const asked = await readFault(req);
      if (asked === undefined)
        return refuse(res, 400, 'Send {"status": <an HTTP error status from 400 to 599> | null}.');
      fault = asked;
      return send(res, 200, { status: fault });
    }
    if (req.method !== 'POST' || !TASKS[path]) return refuse(res, 404, `Unknown route ${req.method} ${path}`);
    if (o.requireKey && !req.headers.authorization?.startsWith('Bearer '))
      return refuse(res, 401, "You didn't provide an API key.");
    const body = new Response(req as unknown as ReadableStream, {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    });
    const form = await body.formData().catch(() => null);
    const fields: Record<string, string> = {};
    const lists: Record<string, string[]> = {};
    let fileBytes = 0;
    let fileType: string | undefined;
    let file = new Uint8Array(0);
    for (const [k, v] of form?.entries() ?? []) {
      if (typeof v === 'string') [fields[k], lists[k]] = [v, [...(lists[k] ?? []), v]];
      else [fileBytes, fileType, file] = [v.size, v.type, new Uint8Array(await v.arrayBuffer())];
    }
    if (fileBytes === 0) return refuse(res, 400, 'Could not parse multipart form: file is required');
    if (fields.response_format !== 'verbose_json') return refuse(res, 400, 'This stand-in answers verbose_json only');
    const r: MockRequest = {
      path: req.url ?? '',
      authorization: req.headers.authorization,
      fields,
      lists,
      fileBytes,
      fileType,
      file,
    };
    requests.push(r);
    if (fault !== null) return refuse(res, fault, 'The server had an error while processing your request.');
    const answer = await respond(r);
    if ('hang' in answer) return; // never answers: the client's timeout must fire
    send(res, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Every audio request answers `status` from now on; null: answered by `respond` again. */
    setFault: (status: number | null) => void (fault = status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The staged fault asked for: a status from 400 to 599, null for none, undefined when the body is neither. */
async function readFault(req: http.IncomingMessage): Promise<number | null | undefined> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    const { status } = JSON.parse(text) as { status?: unknown };
    if (status === null) return null;
    return Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599
      ? (status as number)
      : undefined;
  } catch {
    return undefined;
  }
}

/** What OpenAI's verbose_json looks like (trimmed to the fields we read and a few we don't). */
export function verboseJson(
  text: string,
  language: string,
  avgLogprob = -0.2,
  task: 'transcribe' | 'translate' = 'transcribe',
) {
  return {
    task,
    language,
    duration: 3.2,
    text,
    segments: [
      {
        id: 0,
        seek: 0,
        start: 0,
        end: 3.2,
        text,
        tokens: [50364],
        temperature: 0,
        avg_logprob: avgLogprob,
        compression_ratio: 1.1,
        no_speech_prob: 0.01,
      },
    ],
  };
}
