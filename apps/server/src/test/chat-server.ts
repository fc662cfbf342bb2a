import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible chat completions API at its wire format: each request's
 * system and user messages are kept, and the answer's content is `answer(user message)`.
 */
export async function startChatServer(answer: (user: string, system: string) => string) {
  const requests: Array<{ system: string; user: string; authorization: string | undefined }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { messages } = JSON.parse(body) as { messages: Array<{ content: string }> };
      const [system, user] = [messages[0]!.content, messages[1]!.content];
      requests.push({ system, user, authorization: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'c',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [{ index: 0, message: { role: 'assistant', content: answer(user, system) }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
