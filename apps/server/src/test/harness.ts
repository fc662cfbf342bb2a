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
import { loggerOptions } from '../logger.js';
import type { AppContext } from '../context.js';
import { RefreshRefusedError } from '../modules/auth/token-refresh.js';
import { apiModules } from '../modules/index.js';
import { startRuntime } from '../runtime.js';
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER, type TestIssuer } from './tokens.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  issuer: TestIssuer;
  dataDir: string;
  /** The file this app logs to (every line is searched for canary patients after the run). */
  logFile: string;
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
  opts: {
    apiModules?: ApiModule[];
    /** Its own embedded PostgreSQL on this port (restarted with this policy) instead of a database of the shared server. */
    embedded?: { port: number; restart: { firstDelayMs?: number; maxDelayMs?: number; maxAttempts?: number } };
  } = {},
): Promise<TestApp> {
  const { url, drop } = opts.embedded ? { url: undefined, drop: async () => undefined } : await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    ...(url ? { DATABASE_URL: url } : { EMBEDDED_PG_PORT: String(opts.embedded!.port) }),
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:8080',
    LOG_LEVEL: 'silent',
    WORKER: 'off',
    ...env,
  });
  const { logger, file: logFile } = testLogger();
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
      // The in-memory issuer hands out no refresh tokens; ending its sessions is the API's own revocation.
      refresh: () => Promise.reject(new RefreshRefusedError('The test issuer does not refresh.')),
      endProviderSession: async () => undefined,
    },
    embeddedRestart: opts.embedded?.restart,
  });
  const app = await buildApp(runtime.ctx, opts.apiModules ?? apiModules);
  await app.ready();
  return {
    app,
    ctx: runtime.ctx,
    issuer,
    dataDir,
    logFile,
    authHeader: async (sub, claims = {}) => ({
      authorization: `Bearer ${await issuer.mint({ sub, email: `${sub}@clinic.test`, ...claims })}`,
    }),
    async close() {
      await app.close();
      await runtime.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app's own logger (its redaction and serializers) at the production level, writing to a file
 * of this run's log folder: after the run every line is searched for canary patients' details.
 */
export function testLogger(): { logger: pino.Logger; file: string } {
  const file = path.join(inject('logDir'), `app-${process.pid}-${randomBytes(4).toString('hex')}.log`);
  return { logger: pino(loggerOptions('info'), pino.destination({ dest: file, sync: true })), file };
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
