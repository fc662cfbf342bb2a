#!/usr/bin/env node
/**
 * API requests per second with one API process and with two, at 20 and 50 connections.
 *
 *   node bench/api-load.mjs [--seconds 10]
 *
 * A real external PostgreSQL (Debian's, as `npm test` installs it) with 500 patients for one
 * clinician; API processes are the built server (`node apps/server/dist/main.js`, WORKER=off,
 * local storage) signing in through a stand-in OpenID issuer. The load is bounded and stays on
 * loopback: N connections each send GET /api/patients?limit=20 (token check, keyset page, JSON)
 * back to back, spread over the processes in turn, for the given seconds. Prints figures only.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const SECONDS = Number(args[args.indexOf('--seconds') + 1] || 10);
const base = 40000 + Math.floor(Math.random() * 10000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-load-'));
const children = [];

const bin = ['18', '17', '16', '15']
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .find((d) => fs.existsSync(`${d}/postgres`));
if (!bin) throw new Error('Debian PostgreSQL is not installed: node scripts/ensure-postgresql.mjs');
const asUser =
  process.getuid() === 0
    ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) }
    : {};
const data = path.join(work, 'pg');
fs.mkdirSync(data, { mode: 0o700 });
fs.chmodSync(work, 0o755);
if (asUser.uid !== undefined) fs.chownSync(data, asUser.uid, asUser.gid);
execFileSync(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync'], {
  ...asUser,
  stdio: 'ignore',
});
children.push(
  spawn(
    `${bin}/postgres`,
    [
      '-D',
      data,
      '-p',
      String(base),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${data}`,
      '-c',
      'max_connections=200',
    ],
    { ...asUser, stdio: 'ignore' },
  ),
);
const DATABASE_URL = `postgres://postgres@127.0.0.1:${base}/postgres`;

const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
const issuerUrl = `http://127.0.0.1:${base + 9}`;
const issuer = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.url === '/.well-known/openid-configuration') {
    return res.end(
      JSON.stringify({
        issuer: issuerUrl,
        authorization_endpoint: `${issuerUrl}/a`,
        token_endpoint: `${issuerUrl}/t`,
        jwks_uri: `${issuerUrl}/jwks`,
      }),
    );
  }
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise((r) => issuer.listen(base + 9, '127.0.0.1', r));
const token = await new SignJWT({ email: 'load@clinic.test' })
  .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
  .setIssuer(issuerUrl)
  .setAudience('load')
  .setSubject('dr-load')
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(privateKey);

async function startApi(i) {
  const port = base + 1 + i;
  const env = {
    ...process.env,
    DATABASE_URL,
    WORKER: 'off',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(work, `api-${i}`),
    OIDC_ISSUER: issuerUrl,
    OIDC_CLIENT_ID: 'load',
    LOG_LEVEL: 'warn',
    APP_SECRET: 'x'.repeat(64),
    MODEL_AUTO_PULL: 'false',
  };
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { env, stdio: 'ignore' });
  children.push(child);
  for (let t = 0; t < 240; t++) {
    if (
      await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { port, child };
    await sleep(250);
  }
  throw new Error(`API process ${i} did not become ready`);
}

async function load(ports, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const deadline = Date.now() + SECONDS * 1000;
  let done = 0;
  let failed = 0;
  let turn = 0;
  const one = (port) =>
    new Promise((resolve) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/patients?limit=20',
          agent,
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200));
        },
      );
      req.on('error', () => resolve(false));
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        if (await one(ports[turn++ % ports.length])) done++;
        else failed++;
      }
    }),
  );
  agent.destroy();
  return { rps: done / SECONDS, failed };
}

try {
  const first = await startApi(0);
  // Sign in once (the clinician row), then 500 patients.
  await fetch(`http://127.0.0.1:${first.port}/api/session`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  await fetch(`http://127.0.0.1:${first.port}/api/patients?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  await db.query(
    `insert into patients (clinician_id, name) select (select id from clinicians limit 1), 'Patient ' || g from generate_series(1, 500) g`,
  );
  await db.end();
  const second = await startApi(1);
  console.log(
    `API load: GET /api/patients?limit=20 for ${SECONDS} s per run, ${os.availableParallelism()} cores (shared with the load generator), Node ${process.version}`,
  );
  for (const connections of [20, 50]) {
    await load([first.port], 5); // warm-up
    const one = await load([first.port], connections);
    const two = await load([first.port, second.port], connections);
    console.log(
      `  ${connections} connections: 1 API process ${one.rps.toFixed(0)} req/s (${one.failed} failed), 2 API processes ${two.rps.toFixed(0)} req/s (${two.failed} failed)`,
    );
  }
} finally {
  for (const c of children.reverse()) c.kill('SIGINT');
  issuer.close();
  await sleep(1500);
  fs.rmSync(work, { recursive: true, force: true });
}
