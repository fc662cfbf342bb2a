import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PublicConfigSchema, type PublicConfig } from '@asha/contracts';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { apiModules } from '../modules/index.js';
import { startRuntime, type Runtime } from '../runtime.js';
import { createTestDatabase, testLogger } from './harness.js';

/**
 * The real app with its embedded OpenID provider over real HTTP, and a browser's part of the
 * sign-in (cookie jar, PKCE, the login form), for tests of sign-in, sessions and the throttle.
 */
export const EMAIL = 'asha.rao@clinic.test';
export const PASSWORD = 'correct-horse-battery';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
}

export class EmbeddedServer {
  base = '';
  app!: FastifyInstance;
  runtime!: Runtime;
  hint = '';
  auth!: PublicConfig['auth'];
  private db!: { url: string; drop(): Promise<void> };
  private dataDir = '';
  private port = 0;

  constructor(private readonly env: Record<string, string> = {}) {}

  async start(): Promise<this> {
    if (!this.db) {
      this.db = await createTestDatabase();
      this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-oidc-'));
      this.port = await freePort();
      this.base = `http://127.0.0.1:${this.port}`;
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: this.db.url,
      DATA_DIR: this.dataDir,
      PUBLIC_URL: this.base,
      WORKER: 'off',
      SEED_CLINICIAN_EMAIL: EMAIL,
      SEED_CLINICIAN_PASSWORD: PASSWORD,
      SEED_CLINICIAN_NAME: 'Asha Rao',
      ...this.env,
    });
    this.runtime = await startRuntime(config, testLogger().logger);
    this.app = await buildApp(this.runtime.ctx, apiModules, [this.runtime.auth.register]);
    // Clients may come from any loopback address (127.0.0.x) to this one.
    await this.app.listen({ host: '127.0.0.1', port: this.port });
    this.hint = await this.runtime.auth.signInHint();
    this.auth = PublicConfigSchema.parse(await (await fetch(`${this.base}/api/config`)).json()).auth;
    return this;
  }

  async stop(): Promise<void> {
    await this.app.close();
    await this.runtime.close();
  }

  async destroy(): Promise<void> {
    await this.stop();
    await this.db.drop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A browser at client address `from` (127.0.0.x). */
  browser(from = '127.0.0.1'): Browser {
    return new Browser(this, from);
  }

  async token(fields: Record<string, string>) {
    const res = await fetch(this.auth.tokenEndpoint, form({ client_id: this.auth.clientId, ...fields }));
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  me(idToken: string) {
    return fetch(`${this.base}/api/me`, { headers: { authorization: `Bearer ${idToken}` } });
  }
}

export function pkce() {
  const verifier = randomBytes(64).toString('hex');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

/** One HTTP request from a chosen local address (a client at 127.0.0.x), without following redirects. */
function request(
  url: URL,
  init: { method?: string; headers?: Record<string, string>; body?: string },
  localAddress: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) for (const one of [v ?? []].flat()) headers.append(k, one);
        const status = res.statusCode ?? 0;
        resolve(new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A browser's cookie jar (enough for one host) and its requests from one client address. */
export class Browser {
  constructor(
    private readonly s: EmbeddedServer,
    private readonly from: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser session (its cookies) seen from another client address. */
  at(from: string): Browser {
    return new Browser(this.s, from, this.cookies);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { ...(init.headers as Record<string, string> | undefined), ...(cookie ? { cookie } : {}) };
    const res = await request(
      new URL(url, this.s.base),
      { method: init.method, headers, body: init.body as string | undefined },
      this.from,
    );
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (!value || /expires=Thu, 01 Jan 1970|Max-Age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  authorizeUrl(challenge: string, state: string) {
    const u = new URL(this.s.auth.authorizationEndpoint);
    u.search = new URLSearchParams({
      client_id: this.s.auth.clientId,
      response_type: 'code',
      redirect_uri: `${this.s.base}/callback`,
      scope: 'openid email profile',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
    }).toString();
    return u.toString();
  }

  /** Authorize; returns the login form's action, or null when the provider signed in without asking. */
  async openLogin(challenge: string, state = 'st-1'): Promise<{ action: string; html: string } | null> {
    const start = await this.go(this.authorizeUrl(challenge, state));
    expect(start.status).toBe(303);
    const page = await this.go(start.headers.get('location')!);
    if (page.status !== 200) return null;
    const html = await page.text();
    return { action: /action="([^"]+)"/.exec(html)![1]!, html };
  }

  /** Follows redirects until the provider sends the browser back to /callback. */
  async followToCallback(res: Response): Promise<URL> {
    let r = res;
    for (let i = 0; i < 6; i++) {
      const loc = r.headers.get('location');
      expect(loc, `redirect expected, got ${r.status}`).toBeTruthy();
      const url = new URL(loc!, this.s.base);
      if (url.pathname === '/callback') return url;
      r = await this.go(url.toString());
    }
    throw new Error('no redirect to /callback');
  }

  async login(
    action: string,
    email = EMAIL,
    password = PASSWORD,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.go(action, {
      ...form({ email, password }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  }

  /** The whole sign-in: the code and PKCE verifier for the token exchange. */
  async signIn(p = pkce()): Promise<{ code: string; verifier: string; state: string | null }> {
    const login = await this.openLogin(p.challenge);
    const res = await this.login(login!.action);
    const cb = await this.followToCallback(res);
    return { code: cb.searchParams.get('code')!, verifier: p.verifier, state: cb.searchParams.get('state') };
  }

  /** Sign-in plus the code exchange: the provider's tokens. */
  async tokens() {
    const { code, verifier } = await this.signIn();
    const tok = await this.s.token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${this.s.base}/callback`,
    });
    expect(tok.status).toBe(200);
    return tok.body as { id_token: string; refresh_token: string; access_token: string };
  }
}
