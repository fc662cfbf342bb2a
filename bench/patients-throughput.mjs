#!/usr/bin/env node
/**
 * Throughput of the patients list at 20 and 50 concurrent connections: requests per second and
 * p50/p99 latency of GET /api/patients?limit=20 over real HTTP on loopback, signed in through the
 * embedded provider exactly as the browser does. Prints figures only; nothing asserts on them.
 *
 *   node bench/patients-throughput.mjs [--server apps/server/dist/main.js] [--seconds 10] [--connections 20,50]
 *
 * Runs the built server (`npm run build` first) as a child process on a fresh data folder with its
 * own embedded PostgreSQL. `--server` runs another build — e.g. a worktree of an older commit — to
 * compare before and after a change with the same bench. Bounded: `--seconds` per level, loopback only.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const SERVER = path.resolve(opt('--server', path.join(root, 'apps/server/dist/main.js')));
const SECONDS = Number(opt('--seconds', '10'));
const LEVELS = opt('--connections', '20,50').split(',').map(Number);
const EMAIL = 'bench.doctor@clinic.test';
const PASSWORD = 'bench-password-123';

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** One HTTP request on an agent; resolves with status, headers and body text. */
function request(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The browser's sign-in: authorize with PKCE, the clinic's login form, the code exchange, then POST /api/session. */
async function signIn(base) {
  const agent = new http.Agent({ keepAlive: true });
  const jar = new Map();
  const go = async (url, init = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await request(agent, new URL(url, base), { ...init, headers: { ...init.headers, cookie } });
    for (const c of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
  const { auth } = JSON.parse((await go('/api/config')).text);
  const verifier = randomBytes(32).toString('hex');
  const q = new URLSearchParams({
    client_id: auth.clientId,
    response_type: 'code',
    redirect_uri: `${base}/callback`,
    scope: 'openid email profile',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'bench',
  });
  let res = await go(`${auth.authorizationEndpoint}?${q}`);
  res = await go(res.headers.location);
  const action = /action="([^"]+)"/.exec(res.text)[1];
  const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  res = await go(action, { ...form, body: new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString() });
  while (!new URL(res.headers.location, base).pathname.endsWith('/callback')) res = await go(res.headers.location);
  const code = new URL(res.headers.location, base).searchParams.get('code');
  const tok = await go(auth.tokenEndpoint, {
    ...form,
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: auth.clientId,
      code,
      redirect_uri: `${base}/callback`,
      code_verifier: verifier,
    }).toString(),
  });
  const idToken = JSON.parse(tok.text).id_token;
  // The app registers the sign-in; a server that predates this route answers 404, which changes nothing here.
  await go('/api/session', {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  agent.destroy();
  return idToken;
}

async function level(base, token, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const headers = { authorization: `Bearer ${token}` };
  const url = new URL('/api/patients?limit=20', base);
  const latencies = [];
  let errors = 0;
  const run = async (until, record) => {
    while (Date.now() < until) {
      const t0 = process.hrtime.bigint();
      const res = await request(agent, url, { headers });
      if (res.status !== 200) errors += 1;
      if (record) latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: connections }, () => run(Date.now() + 2000, false)));
  const start = Date.now();
  await Promise.all(Array.from({ length: connections }, () => run(start + SECONDS * 1000, true)));
  const elapsed = (Date.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)];
  return {
    connections,
    rps: latencies.length / elapsed,
    p50: q(0.5),
    p99: q(0.99),
    requests: latencies.length,
    errors,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [SERVER], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    WORKER: 'off',
    LOG_LEVEL: 'warn',
    MODEL_AUTO_PULL: 'false',
    SEED_CLINICIAN_EMAIL: EMAIL,
    SEED_CLINICIAN_PASSWORD: PASSWORD,
    WEB_DIST_DIR: dataDir,
  },
});
try {
  for (let i = 0; i < 600; i++) {
    const ok = await request(undefined, `${base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const token = await signIn(base);
  const seed = new http.Agent({ keepAlive: true });
  for (let i = 0; i < 100; i++) {
    const body = JSON.stringify({ name: `Bench Patient ${i}`, role: 'patient' });
    await request(seed, `${base}/api/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
  }
  seed.destroy();
  console.log(
    `server: ${path.relative(root, SERVER) || SERVER}, ${os.cpus().length} cores, ${SECONDS} s per level, GET /api/patients?limit=20 of 100 patients`,
  );
  for (const n of LEVELS) {
    const r = await level(base, token, n);
    console.log(
      `connections ${String(r.connections).padStart(3)}: ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.requests} requests, ${r.errors} errors)`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
