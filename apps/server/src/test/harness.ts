import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp, type ApiModule } from '../app.js';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { apiModules } from '../modules/index.js';
import { startRuntime } from '../runtime.js';
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER, type TestIssuer } from './tokens.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  issuer: TestIssuer;
  dataDir: string;
  /** A bearer header for a clinician identified by `sub`. */
  authHeader(sub: string, claims?: Record<string, unknown>): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database of the shared test PostgreSQL, real local storage in a temp
 * dir, the real queue. Only the identity provider is replaced by an in-memory RS256 issuer.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { apiModules?: ApiModule[] } = {},
): Promise<TestApp> {
  const { url, drop } = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:8080',
    LOG_LEVEL: 'silent',
    WORKER: 'off',
    ...env,
  });
  const logger = pino({ level: 'silent' });
  const issuer = await createTestIssuer();
  const runtime = await startRuntime(config, logger, {
    auth: {
      verifier: issuer.verifier,
      publicAuth: {
        issuer: TEST_ISSUER,
        clientId: TEST_AUDIENCE,
        authorizationEndpoint: `${TEST_ISSUER}/authorize`,
        tokenEndpoint: `${TEST_ISSUER}/token`,
        logoutEndpoint: `${TEST_ISSUER}/logout`,
        logoutParam: 'post_logout_redirect_uri',
        identityProvider: null,
        embedded: false,
      },
      register: async () => undefined,
      signInHint: async () => '',
    },
  });
  const app = await buildApp(runtime.ctx, opts.apiModules ?? apiModules);
  await app.ready();
  return {
    app,
    ctx: runtime.ctx,
    issuer,
    dataDir,
    authHeader: async (sub, claims = {}) => ({ authorization: `Bearer ${await issuer.mint({ sub, email: `${sub}@clinic.test`, ...claims })}` }),
    async close() {
      await app.close();
      await runtime.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database per test file on the shared server. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
