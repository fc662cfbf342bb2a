import type { FhirSend, FhirSends } from '@asha/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendToRecordDialog } from './send-dialog';

const config = {
  apiBase: 'http://app.test/api',
  auth: {
    issuer: 'x',
    clientId: 'c',
    authorizationEndpoint: 'a',
    tokenEndpoint: 't',
    logoutEndpoint: 'l',
    logoutParam: 'logout_uri',
    identityProvider: null,
    embedded: true,
  },
  newsletterUrl: null,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function sendRow(o: Partial<FhirSend>): FhirSend {
  return {
    id: crypto.randomUUID(),
    noteVersion: 2,
    signed: false,
    mode: 'document',
    status: 'sent',
    attempts: 1,
    serverId: null,
    httpStatus: 201,
    error: null,
    issues: [],
    createdAt: '2026-11-23T10:00:00.000Z',
    finishedAt: '2026-11-23T10:00:01.000Z',
    ...o,
  };
}

/** The API at the fetch boundary: the sends so far, and each POST answered by `answer` after a pause. */
function fakeApi(answer: () => FhirSend) {
  const sends: FhirSend[] = [];
  const keys: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/config') return json(config);
    if (init?.method === 'POST') {
      keys.push(String((init.headers as Record<string, string>)['Idempotency-Key']));
      await new Promise((r) => setTimeout(r, 50));
      const s = answer();
      sends.unshift(s);
      return json(s);
    }
    return json({ configured: true, target: 'https://ehr.example/fhir', mode: 'document', sends } satisfies FhirSends);
  });
  return keys;
}

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SendToRecordDialog conversationId="c-1" draft onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('Send to record', () => {
  beforeEach(() =>
    localStorage.setItem(
      'ff_tokens',
      JSON.stringify({ idToken: 'id', accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 3_600_000 }),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('sends once for a double click, shows what the server said, and tries again with a new key', async () => {
    let n = 0;
    const keys = fakeApi(() =>
      ++n === 1
        ? sendRow({
            status: 'failed',
            httpStatus: 422,
            error: 'The record system refused the note (HTTP 422: Unknown code).',
            issues: [{ severity: 'error', code: 'invariant', diagnostics: 'Unknown code' }],
          })
        : sendRow({ serverId: 'Bundle/7/_history/1' }),
    );
    renderDialog();
    expect(
      await screen.findByText('The note goes to https://ehr.example/fhir as a FHIR document.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This note is a draft, not signed: it is sent as a preliminary document.'),
    ).toBeInTheDocument();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('error (invariant): Unknown code')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sent — stored as Bundle/7/_history/1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled());
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
