import fs from 'node:fs';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL, EmbeddedServer, form, PASSWORD, pkce } from '../../test/embedded-sign-in.js';

/**
 * The real embedded OpenID provider over real HTTP: authorize → the clinic's login page → code →
 * token exchange with PKCE → the API accepts the ID token → refresh.
 */
describe('embedded OpenID provider', () => {
  const s = new EmbeddedServer();
  beforeAll(() => s.start());
  afterAll(() => s.destroy());

  it('publishes itself as the provider, under the app, with the first account printed once', async () => {
    expect(s.auth).toMatchObject({
      issuer: `${s.base}/oidc`,
      clientId: 'asha-web',
      embedded: true,
      logoutParam: 'post_logout_redirect_uri',
    });
    const disc = (await (await fetch(`${s.base}/oidc/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      code_challenge_methods_supported: string[];
    };
    expect(disc.issuer).toBe(`${s.base}/oidc`);
    expect(disc.code_challenge_methods_supported).toContain('S256');
    expect(s.hint).toContain(EMAIL);
    expect(s.hint).toContain(PASSWORD);
    expect(await s.runtime.auth.signInHint()).not.toContain(PASSWORD);
    expect(fs.statSync(path.join(s.runtime.ctx.config.dataDir, 'oidc-jwks.json')).mode & 0o777).toBe(0o600);
  });

  it('shows the clinic sign-in page and a clear error for a wrong password', async () => {
    const b = s.browser();
    const login = (await b.openLogin(pkce().challenge))!;
    expect(login.html).toContain('Asha Scribe — clinic sign-in');
    expect(login.html).toContain("clinic's own local sign-in");
    const res = await b.login(login.action, EMAIL, 'not-the-password');
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Wrong email or password.');
  });

  it('signs in with code + PKCE; the API accepts the ID token; refresh gives a new one', async () => {
    const { code, verifier, state } = await s.browser().signIn();
    expect(state).toBe('st-1');
    const tok = await s.token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${s.base}/callback`,
    });
    expect(tok.status).toBe(200);
    expect(tok.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(typeof tok.body.refresh_token).toBe('string');
    const claims = decodeJwt(tok.body.id_token as string);
    expect(claims).toMatchObject({
      email: EMAIL,
      email_verified: true,
      given_name: 'Asha',
      family_name: 'Rao',
      name: 'Asha Rao',
      aud: 'asha-web',
    });
    expect(typeof claims.iat).toBe('number');
    expect(typeof claims.auth_time).toBe('number');

    const who = await s.me(tok.body.id_token as string);
    expect(who.status).toBe(200);
    expect(await who.json()).toMatchObject({ email: EMAIL, name: 'Asha Rao' });

    // ID tokens carry whole seconds: wait for the next one so the refreshed token differs.
    await new Promise((r) => setTimeout(r, 1100));
    const again = await s.token({ grant_type: 'refresh_token', refresh_token: tok.body.refresh_token as string });
    expect(again.status).toBe(200);
    expect(again.body.id_token).not.toBe(tok.body.id_token);
    expect(decodeJwt(again.body.id_token as string).iat).toBeGreaterThan(claims.iat!);
    expect((await s.me(again.body.id_token as string)).status).toBe(200);
    // Rotation: the used refresh token no longer works.
    expect(
      (await s.token({ grant_type: 'refresh_token', refresh_token: tok.body.refresh_token as string })).status,
    ).toBe(400);
  });

  it('refuses a code exchanged with the wrong PKCE verifier, and a code used twice', async () => {
    const { code } = await s.browser().signIn();
    const wrong = await s.token({
      grant_type: 'authorization_code',
      code,
      code_verifier: pkce().verifier,
      redirect_uri: `${s.base}/callback`,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');

    const other = await s.browser().signIn();
    const exchange = () =>
      s.token({
        grant_type: 'authorization_code',
        code: other.code,
        code_verifier: other.verifier,
        redirect_uri: `${s.base}/callback`,
      });
    expect((await exchange()).status).toBe(200);
    expect((await exchange()).body.error).toBe('invalid_grant');
  });

  it('refuses an authorization request without PKCE', async () => {
    const b = s.browser();
    const u = new URL(b.authorizeUrl('x', 's'));
    u.searchParams.delete('code_challenge');
    u.searchParams.delete('code_challenge_method');
    const res = await b.go(u.toString());
    const loc = new URL(res.headers.get('location')!, s.base);
    expect(loc.searchParams.get('error')).toBe('invalid_request');
  });

  it('signs out through end-session (its page runs no inline script) and returns to the site root', async () => {
    const b = s.browser();
    const { code, verifier } = await b.signIn();
    const tok = await s.token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${s.base}/callback`,
    });
    const u = new URL(s.auth.logoutEndpoint);
    u.search = new URLSearchParams({
      client_id: s.auth.clientId,
      post_logout_redirect_uri: `${s.base}/`,
      id_token_hint: tok.body.id_token as string,
    }).toString();
    const page = await b.go(u.toString());
    const html = await page.text();
    expect(html).toContain('Signing you out…');
    expect(html).not.toMatch(/<script>/);
    const script = /<script src="([^"]+)"/.exec(html)![1]!;
    expect(await (await fetch(`${s.base}${script}`)).text()).toContain("getElementById('logout-yes').click()");
    const formAction = /action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await b.go(formAction, form({ xsrf, logout: 'yes' }));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${s.base}/`);
    // The session is gone, so its refresh token is too.
    expect(
      (await s.token({ grant_type: 'refresh_token', refresh_token: tok.body.refresh_token as string })).status,
    ).toBe(400);
  });

  it('keeps keys, accounts and refresh tokens across a restart', async () => {
    const tok = await s.browser().tokens();
    await s.stop();
    await s.start();
    expect(s.hint).not.toContain(PASSWORD);
    expect((await s.me(tok.id_token)).status).toBe(200);
    const again = await s.token({ grant_type: 'refresh_token', refresh_token: tok.refresh_token });
    expect(again.status).toBe(200);
  });
});
