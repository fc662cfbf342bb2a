import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicConfigSchema, type PublicConfig } from '@asha/contracts';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { apiModules } from '../index.js';
import { startRuntime, type Runtime } from '../../runtime.js';
import { createTestDatabase } from '../../test/harness.js';

/**
 * The real embedded OpenID provider over real HTTP (issue #3, item 3): authorize → the clinic's
 * login page → code → token exchange with PKCE → the API accepts the ID token → refresh.
 */
const EMAIL = 'asha.rao@clinic.test';
const PASSWORD = 'correct-horse-battery';

interface Server {
  base: string;
  app: FastifyInstance;
  runtime: Runtime;
  hint: string;
}

let db: { url: string; drop(): Promise<void> };
let dataDir: string;
let port: number;
let s: Server;
let auth: PublicConfig['auth'];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
}

async function startServer(): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'silent',
    WORKER: 'off',
    SEED_CLINICIAN_EMAIL: EMAIL,
    SEED_CLINICIAN_PASSWORD: PASSWORD,
    SEED_CLINICIAN_NAME: 'Asha Rao',
  });
  const runtime = await startRuntime(config, pino({ level: 'silent' }));
  const app = await buildApp(runtime.ctx, apiModules, [runtime.auth.register]);
  await app.listen({ host: '127.0.0.1', port });
  return { base, app, runtime, hint: await runtime.auth.signInHint() };
}

async function stopServer(x: Server) {
  await x.app.close();
  await x.runtime.close();
}

/** A browser's cookie jar, enough for one host. */
class Jar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function go(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(new URL(url, s.base), { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: jar.header() } });
  jar.store(res);
  return res;
}

function pkce() {
  const verifier = randomBytes(64).toString('hex');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(challenge: string, state: string) {
  const u = new URL(auth.authorizationEndpoint);
  u.search = new URLSearchParams({
    client_id: auth.clientId,
    response_type: 'code',
    redirect_uri: `${s.base}/callback`,
    scope: 'openid email profile',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }).toString();
  return u.toString();
}

function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() };
}

/** Authorize and open the login page; returns the form's action. */
async function openLogin(jar: Jar, challenge: string, state = 'st-1'): Promise<{ action: string; html: string }> {
  const start = await go(jar, authorizeUrl(challenge, state));
  expect(start.status).toBe(303);
  const page = await go(jar, start.headers.get('location')!);
  const html = await page.text();
  expect(page.status).toBe(200);
  return { action: /action="([^"]+)"/.exec(html)![1]!, html };
}

/** Follows redirects until the provider sends the browser back to /callback. */
async function followToCallback(jar: Jar, res: Response): Promise<URL> {
  let r = res;
  for (let i = 0; i < 6; i++) {
    const loc = r.headers.get('location');
    expect(loc, `redirect expected, got ${r.status}`).toBeTruthy();
    const url = new URL(loc!, s.base);
    if (url.pathname === '/callback') return url;
    r = await go(jar, url.toString());
  }
  throw new Error('no redirect to /callback');
}

async function signIn(jar: Jar, p = pkce()): Promise<{ code: string; verifier: string; state: string | null }> {
  const { action } = await openLogin(jar, p.challenge);
  const res = await go(jar, action, form({ email: EMAIL, password: PASSWORD }));
  const cb = await followToCallback(jar, res);
  return { code: cb.searchParams.get('code')!, verifier: p.verifier, state: cb.searchParams.get('state') };
}

async function token(fields: Record<string, string>) {
  const res = await fetch(auth.tokenEndpoint, form({ client_id: auth.clientId, ...fields }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function me(idToken: string) {
  return fetch(`${s.base}/api/me`, { headers: { authorization: `Bearer ${idToken}` } });
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-oidc-'));
  port = await freePort();
  s = await startServer();
  auth = PublicConfigSchema.parse(await (await fetch(`${s.base}/api/config`)).json()).auth;
});

afterAll(async () => {
  await stopServer(s);
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded OpenID provider', () => {
  it('publishes itself as the provider, under the app, with the first account printed once', async () => {
    expect(auth).toMatchObject({ issuer: `${s.base}/oidc`, clientId: 'asha-web', embedded: true, logoutParam: 'post_logout_redirect_uri' });
    const disc = (await (await fetch(`${s.base}/oidc/.well-known/openid-configuration`)).json()) as { issuer: string; code_challenge_methods_supported: string[] };
    expect(disc.issuer).toBe(`${s.base}/oidc`);
    expect(disc.code_challenge_methods_supported).toContain('S256');
    expect(s.hint).toContain(EMAIL);
    expect(s.hint).toContain(PASSWORD);
    expect(await s.runtime.auth.signInHint()).not.toContain(PASSWORD);
    expect(fs.statSync(path.join(dataDir, 'oidc-jwks.json')).mode & 0o777).toBe(0o600);
  });

  it('shows the clinic sign-in page and a clear error for a wrong password', async () => {
    const jar = new Jar();
    const { action, html } = await openLogin(jar, pkce().challenge);
    expect(html).toContain('Asha Scribe — clinic sign-in');
    expect(html).toContain("clinic's own local sign-in");
    const res = await go(jar, action, form({ email: EMAIL, password: 'not-the-password' }));
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Wrong email or password.');
  });

  it('signs in with code + PKCE; the API accepts the ID token; refresh gives a new one', async () => {
    const jar = new Jar();
    const { code, verifier, state } = await signIn(jar);
    expect(state).toBe('st-1');
    const tok = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${s.base}/callback` });
    expect(tok.status).toBe(200);
    expect(tok.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(typeof tok.body.refresh_token).toBe('string');
    const claims = decodeJwt(tok.body.id_token as string);
    expect(claims).toMatchObject({ email: EMAIL, email_verified: true, given_name: 'Asha', family_name: 'Rao', name: 'Asha Rao', aud: 'asha-web' });
    expect(typeof claims.iat).toBe('number');

    const who = await me(tok.body.id_token as string);
    expect(who.status).toBe(200);
    expect(await who.json()).toMatchObject({ email: EMAIL, name: 'Asha Rao' });

    // ID tokens carry whole seconds: wait for the next one so the refreshed token differs.
    await new Promise((r) => setTimeout(r, 1100));
    const again = await token({ grant_type: 'refresh_token', refresh_token: tok.body.refresh_token as string });
    expect(again.status).toBe(200);
    expect(again.body.id_token).not.toBe(tok.body.id_token);
    expect(decodeJwt(again.body.id_token as string).iat).toBeGreaterThan(claims.iat!);
    expect((await me(again.body.id_token as string)).status).toBe(200);
    // Rotation: the used refresh token no longer works.
    expect((await token({ grant_type: 'refresh_token', refresh_token: tok.body.refresh_token as string })).status).toBe(400);
  });

  it('refuses a code exchanged with the wrong PKCE verifier, and a code used twice', async () => {
    const { code } = await signIn(new Jar());
    const wrong = await token({ grant_type: 'authorization_code', code, code_verifier: pkce().verifier, redirect_uri: `${s.base}/callback` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');

    const other = await signIn(new Jar());
    const exchange = () => token({ grant_type: 'authorization_code', code: other.code, code_verifier: other.verifier, redirect_uri: `${s.base}/callback` });
    expect((await exchange()).status).toBe(200);
    expect((await exchange()).body.error).toBe('invalid_grant');
  });

  it('refuses an authorization request without PKCE', async () => {
    const u = new URL(authorizeUrl('x', 's'));
    u.searchParams.delete('code_challenge');
    u.searchParams.delete('code_challenge_method');
    const res = await go(new Jar(), u.toString());
    const loc = new URL(res.headers.get('location')!, s.base);
    expect(loc.searchParams.get('error')).toBe('invalid_request');
  });

  it('throttles repeated wrong passwords with 429', async () => {
    const jar = new Jar();
    const { action } = await openLogin(jar, pkce().challenge);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await go(jar, action, form({ email: 'nobody@clinic.test', password: `wrong-${i}-password` }))).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
    const blocked = await go(jar, action, form({ email: 'nobody@clinic.test', password: 'anything-else' }));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await blocked.text()).toMatch(/Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./);
  });

  it('signs out through end-session and returns to the site root', async () => {
    const jar = new Jar();
    const { code, verifier } = await signIn(jar);
    const tok = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${s.base}/callback` });
    const u = new URL(auth.logoutEndpoint);
    u.search = new URLSearchParams({ client_id: auth.clientId, post_logout_redirect_uri: `${s.base}/`, id_token_hint: tok.body.id_token as string }).toString();
    const page = await go(jar, u.toString());
    const html = await page.text();
    expect(html).toContain('Signing you out…');
    const formAction = /action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await go(jar, formAction, form({ xsrf, logout: 'yes' }));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${s.base}/`);
    // The session is gone, so its refresh token is too.
    expect((await token({ grant_type: 'refresh_token', refresh_token: tok.body.refresh_token as string })).status).toBe(400);
  });

  it('keeps keys, accounts and refresh tokens across a restart', async () => {
    const { code, verifier } = await signIn(new Jar());
    const tok = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: `${s.base}/callback` });
    await stopServer(s);
    s = await startServer();
    expect(s.hint).not.toContain(PASSWORD);
    expect((await me(tok.body.id_token as string)).status).toBe(200);
    const again = await token({ grant_type: 'refresh_token', refresh_token: tok.body.refresh_token as string });
    expect(again.status).toBe(200);
  });
});
