import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, signIn } from '@/test/fake-api';
import { ApiError, apiRequest, NotSignedInError } from './api-client';
import { readTokens } from './auth/tokens';

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the ID token as a bearer token and returns the JSON answer', async () => {
    signIn();
    const calls = installFakeApi({ 'GET /api/patients': () => json({ items: [], nextToken: null }) });
    await expect(apiRequest('/patients', { query: { limit: 20 } })).resolves.toEqual({ items: [], nextToken: null });
    expect(new Headers(calls[0]!.init?.headers).get('authorization')).toBe('Bearer id-token-1');
    expect(calls[0]!.url.searchParams.get('limit')).toBe('20');
  });

  it("surfaces the server's error field, else the status text", async () => {
    signIn();
    installFakeApi({
      'POST /api/users': () => json({ error: 'Name is required.' }, 400),
      'GET /api/analytics': () => json({}, 503, 'Service Unavailable'),
    });
    await expect(apiRequest('/users', { method: 'POST', body: {} })).rejects.toThrow('Name is required.');
    await expect(apiRequest('/analytics')).rejects.toThrow('Service Unavailable');
  });

  it('signs out when the server refuses the token', async () => {
    signIn();
    installFakeApi({ 'GET /api/patients': () => json({ error: 'Token rejected: bad signature.' }, 401) });
    const err = await apiRequest('/patients').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(readTokens()).toBeNull();
    await expect(apiRequest('/patients')).rejects.toBeInstanceOf(NotSignedInError);
  });
});
