import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endAccess } from '../../cli/accounts-admin.js';
import { ACCESS_CACHE_MS } from './access.js';
import { REFRESH_COOKIE } from './refresh-cookie.js';
import { EMAIL, EmbeddedServer, PASSWORD, pkce } from '../../test/embedded-sign-in.js';

/**
 * Sessions that end: the refresh token lives in an HttpOnly cookie, sign-out and account removal
 * end API access at once, the provider's cookie does not sign anyone back in, and the sign-in
 * throttle cannot be reset by a forged X-Forwarded-For nor used to lock the clinician out.
 */
describe('browser sessions on the embedded provider', () => {
  const s = new EmbeddedServer();
  beforeAll(() => s.start());
  afterAll(() => s.destroy());

  const api = (path: string, o: { token?: string; cookie?: string; body?: object } = {}) =>
    fetch(`${s.base}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.cookie ? { cookie: o.cookie } : {}),
      },
      body: JSON.stringify(o.body ?? {}),
    });
  const refreshCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));

  it('keeps the refresh token in an HttpOnly SameSite=Strict cookie and renews the ID token from it', async () => {
    const tok = await s.browser().tokens();
    const started = await api('/session', { token: tok.id_token, body: { refreshToken: tok.refresh_token } });
    expect(started.status).toBe(200);
    const cookie = refreshCookieOf(started)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/session/);
    expect(cookie).toMatch(/Secure/);
    await new Promise((r) => setTimeout(r, 1100));
    const renewed = await api('/session/refresh', { cookie: cookie.split(';')[0] });
    expect(renewed.status).toBe(200);
    const body = (await renewed.json()) as { idToken: string; expiresIn: number };
    expect(body.idToken).not.toBe(tok.id_token);
    expect(body.expiresIn).toBe(3600);
    expect((await s.me(body.idToken)).status).toBe(200);
    // The refresh token rotated: the old cookie value is spent.
    expect(refreshCookieOf(renewed)).not.toBe(cookie);
    expect((await api('/session/refresh', { cookie: cookie.split(';')[0] })).status).toBe(401);
    expect((await api('/session/refresh')).status).toBe(401);
  });

  it('sign-out refuses every token of the session from the next request on, and the provider asks for the password again', async () => {
    const b = s.browser();
    const tok = await b.tokens();
    const started = await api('/session', { token: tok.id_token, body: { refreshToken: tok.refresh_token } });
    const cookie = refreshCookieOf(started)!.split(';')[0];
    await new Promise((r) => setTimeout(r, 1100));
    // A second ID token of the same sign-in (a refresh), which the browser would have replaced the first with.
    const second = await s.token({ grant_type: 'refresh_token', refresh_token: tok.refresh_token });
    expect((await s.me(second.body.id_token as string)).status).toBe(200);

    const ended = await api('/session/end', { token: tok.id_token });
    expect(ended.status).toBe(204);
    expect(refreshCookieOf(ended)).toMatch(/Max-Age=0/);
    for (const t of [tok.id_token, second.body.id_token as string]) {
      const res = await s.me(t);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: string }).error).toMatch(/signed out/);
    }
    expect((await api('/session/refresh', { cookie })).status).toBe(401);
    expect(await b.openLogin(pkce().challenge)).not.toBeNull();
  });

  const authTime = (t: { id_token: string }) =>
    (JSON.parse(Buffer.from(t.id_token.split('.')[1]!, 'base64url').toString()) as { auth_time: number }).auth_time;

  /** Two devices enter the password at the start of one second; again until both sign-ins fall in the same one. */
  async function twoSignInsInOneSecond() {
    for (let attempt = 0; attempt < 5; attempt++) {
      const devices = [s.browser(), s.browser()].map((b) => ({ b, p: pkce() }));
      const forms = await Promise.all(devices.map(({ b, p }) => b.openLogin(p.challenge)));
      await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000)));
      const [laptop, tablet] = await Promise.all(
        devices.map(async ({ b, p }, i) => {
          const cb = await b.followToCallback(await b.login(forms[i]!.action));
          const tok = await s.token({
            grant_type: 'authorization_code',
            code: cb.searchParams.get('code')!,
            code_verifier: p.verifier,
            redirect_uri: `${s.base}/callback`,
          });
          return tok.body as { id_token: string; refresh_token: string };
        }),
      );
      if (authTime(laptop!) === authTime(tablet!)) return { laptop: laptop!, tablet: tablet! };
    }
    throw new Error('Could not sign in on both devices within one second.');
  }

  it('two sign-ins within one second are two sessions: ending one leaves the other, its renewal included', async () => {
    const { laptop, tablet } = await twoSignInsInOneSecond();
    expect((await api('/session/end', { token: laptop.id_token })).status).toBe(204);
    expect((await s.me(laptop.id_token)).status).toBe(401);
    expect((await s.token({ grant_type: 'refresh_token', refresh_token: laptop.refresh_token })).status).toBe(400);

    expect((await s.me(tablet.id_token)).status).toBe(200);
    const renewed = await s.token({ grant_type: 'refresh_token', refresh_token: tablet.refresh_token });
    expect(renewed.status).toBe(200);
    expect((await s.me(renewed.body.id_token as string)).status).toBe(200);
  });

  it('disabling an account ends its access within seconds and stops its sign-in; removing it deletes it', async () => {
    await endAccess(s.runtime.ctx.database, s.runtime.ctx.config, 'removed.doctor@clinic.test', 'disable').catch(
      (err: Error) => expect(err.message).toMatch(/No account or clinician/),
    );
    const tok = await s.browser().tokens();
    expect((await s.me(tok.id_token)).status).toBe(200);
    await endAccess(s.runtime.ctx.database, s.runtime.ctx.config, EMAIL, 'disable');
    await new Promise((r) => setTimeout(r, ACCESS_CACHE_MS + 100));
    const refused = await s.me(tok.id_token);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toMatch(/disabled/);
    const b = s.browser();
    const login = (await b.openLogin(pkce().challenge))!;
    const res = await b.login(login.action, EMAIL, PASSWORD);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This account has been disabled');
    await endAccess(s.runtime.ctx.database, s.runtime.ctx.config, EMAIL, 'remove');
    const { rows } = await s.runtime.ctx.database.pool.query(
      'select count(*)::int as n from accounts where email = $1',
      [EMAIL],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('sign-in throttle', () => {
  const s = new EmbeddedServer({ SEED_CLINICIAN_EMAIL: 'throttled.doctor@clinic.test' });
  beforeAll(() => s.start());
  afterAll(() => s.destroy());
  const doctor = 'throttled.doctor@clinic.test';

  async function attempt(from: string, password: string, headers: Record<string, string> = {}) {
    const b = s.browser(from);
    const login = (await b.openLogin(pkce().challenge))!;
    return b.login(login.action, doctor, password, headers);
  }

  it('a forged X-Forwarded-For does not reset the count: the spray is throttled', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await attempt('127.0.0.1', `wrong-${i}-password`, { 'x-forwarded-for': `10.9.${i}.${i}` })).status,
      );
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429, 429]);
    const blocked = await attempt('127.0.0.1', PASSWORD, { 'x-forwarded-for': '10.99.99.99' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await blocked.text()).toMatch(/Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./);
  });

  it("the attacker's lock-out does not keep the clinician out at their own machine, even after a spray from many addresses", async () => {
    const clinic = '127.0.0.2';
    expect((await attempt(clinic, PASSWORD)).status).toBe(303);
    const bot = s.browser('127.0.0.10');
    const { action } = (await bot.openLogin(pkce().challenge))!;
    for (let i = 10; i < 62; i++) await bot.at(`127.0.0.${i}`).login(action, doctor, 'sprayed-password');
    expect((await attempt('127.0.0.70', 'another-guess')).status).toBe(429);
    expect((await attempt(clinic, PASSWORD)).status).toBe(303);
  });

  it('sign-in pages carry the strict headers: no inline script, no framing, never cached', async () => {
    const b = s.browser();
    const start = await b.go(b.authorizeUrl(pkce().challenge, 'x'));
    const page = await b.go(start.headers.get('location')!);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).not.toMatch(/<script(?![^>]*src=)/);
  });
});
