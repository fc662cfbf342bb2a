// A stand-in for OpenAI's speech-to-text service in the browser tests (issue #5): it speaks OpenAI's
// wire format (POST /v1/audio/transcriptions and /v1/audio/translations, multipart, verbose_json), so
// the real server's pipeline runs unchanged with SPEECH_ENGINE=openai. Each speech segment the server
// sends is answered with the next turn of a short doctor-patient exchange. Plain JS: node runs it as is.
// Usage: node e2e/support/openai-audio-mock.mjs <port>
import http from 'node:http';

const TURNS = [
  'Good morning, what brings you in today? Are you taking any medicines for it?',
  'I have had a headache and a mild fever since Monday. I take paracetamol 500 mg three times a day.',
];
const port = Number(process.argv[2] ?? process.env.MOCK_PORT ?? 18402);
let next = 0;

function verboseJson(text, task) {
  return {
    task,
    language: 'english',
    duration: 3.2,
    text,
    segments: [{ id: 0, seek: 0, start: 0, end: 3.2, text, tokens: [50364], temperature: 0, avg_logprob: -0.2, compression_ratio: 1.1, no_speech_prob: 0.01 }],
  };
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const server = http.createServer(async (req, res) => {
  const path = (req.url ?? '').split('?')[0];
  if (req.method === 'GET' && path === '/v1/models') return send(res, 200, { object: 'list', data: [{ id: 'whisper-1', object: 'model' }] });
  const task = { '/v1/audio/transcriptions': 'transcribe', '/v1/audio/translations': 'translate' }[path];
  if (req.method !== 'POST' || !task) return send(res, 404, { error: { message: `Unknown route ${req.method} ${path}` } });
  if (!req.headers.authorization?.startsWith('Bearer ')) return send(res, 401, { error: { message: 'You didn\'t provide an API key.' } });
  const form = await new Response(req, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string' || file.size === 0) return send(res, 400, { error: { message: 'Could not parse multipart form: file is required' } });
  if (form.get('response_format') !== 'verbose_json') return send(res, 400, { error: { message: 'This mock answers verbose_json only' } });
  send(res, 200, verboseJson(TURNS[next++ % TURNS.length], task));
});

server.listen(port, '127.0.0.1', () => console.log(`OpenAI audio mock on http://127.0.0.1:${port}/v1`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
