import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import pino from 'pino';
import { root } from './cli.mjs';

const dist = path.join(root, 'apps/server/dist');
const silent = pino({ level: 'silent' });

/** A module of the built server; `build` (or a missing build) runs `tsc -b` first. */
export async function serverModule(file, { build = false } = {}) {
  if (build || !existsSync(path.join(dist, 'app.js'))) {
    console.log('building the server (tsc -b)…');
    execFileSync('npx', ['tsc', '-b', 'packages/contracts', 'packages/scribe', 'apps/server'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  return import(pathToFileURL(path.join(dist, file)).href);
}

/** A free-looking block of ports: base (unused), base + 1 for PostgreSQL, base + 2 for a speech stand-in. */
export const randomPorts = () => 30000 + Math.floor(Math.random() * 20000);

/**
 * The worker's runtime (database, storage, queue; no sign-in) on a fresh embedded PostgreSQL in a
 * temp DATA_DIR, configured from this process's environment plus `env`. `close()` stops it and
 * removes the folder.
 */
export async function startBenchRuntime(name, env, o = {}) {
  const { loadConfig } = await serverModule('config.js', o);
  const { startCoreRuntime } = await serverModule('runtime.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `asha-${name}-bench-`));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LLM_ENGINE: 'none',
    MODEL_AUTO_PULL: 'false',
    ...env,
  });
  try {
    const runtime = await startCoreRuntime(config, silent);
    const close = async () => {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { ctx: runtime.ctx, config, dataDir, close };
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}

/**
 * The whole API in this process (Fastify, answered through `inject`: no network) on a fresh
 * embedded PostgreSQL, with a local signing key standing in for the identity provider. `headers`
 * carry a valid ID token of the clinician 'bench-doctor'.
 */
export async function startBenchApi(name, { pgPort, build = false }) {
  const { buildApp } = await serverModule('app.js', { build });
  const { loadConfig } = await serverModule('config.js');
  const { startRuntime } = await serverModule('runtime.js');
  const { apiModules } = await serverModule('modules/index.js');
  const { createTokenVerifier } = await serverModule('modules/auth/verifier.js');
  const [issuer, audience] = ['https://bench.issuer.local', 'asha-bench'];
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const verifier = createTokenVerifier({ issuer, audience, keys: createLocalJWKSet({ keys: [jwk] }) });
  const token = await new SignJWT({
    iss: issuer,
    aud: audience,
    sub: 'bench-doctor',
    email: 'bench@clinic.test',
    name: 'Dr Bench',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
  const publicAuth = {
    issuer,
    clientId: audience,
    authorizationEndpoint: `${issuer}/a`,
    tokenEndpoint: `${issuer}/t`,
    logoutEndpoint: `${issuer}/l`,
    logoutParam: 'post_logout_redirect_uri',
    identityProvider: null,
    embedded: false,
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `asha-bench-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'silent',
    WORKER: 'off',
    PUBLIC_URL: 'http://127.0.0.1:1',
  });
  console.log(`starting embedded PostgreSQL in ${dataDir}…`);
  const runtime = await startRuntime(config, silent, {
    auth: { verifier, publicAuth, register: async () => undefined, signInHint: async () => '' },
  });
  const app = await buildApp(runtime.ctx, apiModules);
  await app.ready();
  const close = async () => {
    await app.close();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, runtime, headers: { authorization: `Bearer ${token}` }, close };
}

/** One clinician and one patient of theirs, straight into the database. */
export async function seedClinicianAndPatient(pool) {
  const {
    rows: [clinician],
  } = await pool.query(`insert into clinicians (issuer, subject) values ('bench', 'dr') returning id`);
  const {
    rows: [patient],
  } = await pool.query(`insert into patients (clinician_id, name) values ($1, 'Bench Patient') returning id`, [
    clinician.id,
  ]);
  return { clinician, patient };
}

/**
 * The OpenAI speech stand-in (e2e/support/openai-audio-mock.mjs) as a child process on `port`,
 * answering each request `delayMs` late, plus `rtf` times the audio's duration (an engine at that
 * real-time factor, its answers then timed over the audio as a real service's are); `env` points the
 * server's speech engine at it.
 */
export function startSpeechStandIn(port, delayMs = 0, rtf = 0) {
  const child = spawn(process.execPath, [path.join(root, 'e2e/support/openai-audio-mock.mjs'), String(port)], {
    stdio: 'ignore',
    env: { ...process.env, MOCK_DELAY_MS: String(delayMs), MOCK_RTF: String(rtf), MOCK_TIMED: rtf > 0 ? '1' : '0' },
  });
  return {
    env: { SPEECH_ENGINE: 'openai', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_API_KEY: 'sk-bench' },
    close: () => child.kill(),
  };
}
