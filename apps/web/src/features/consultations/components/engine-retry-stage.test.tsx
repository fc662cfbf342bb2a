import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversation, installFakeApi, json, PATIENT, signIn } from '../test/fake-api';
import { PatientConsultations } from './patient-consultations';

const listPath = `GET /api/patients/${PATIENT}/conversations`;
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const retry = (nextAttemptAt: string | null, attempt = 1) => ({
  engine: 'speech' as const,
  reason: 'Speech service not answering (500)',
  attempt,
  attempts: 6,
  nextAttemptAt,
});

describe('a consultation waiting for its engine', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says why, counts down to the next try, and Retry now makes the next try at once', async () => {
    let waiting = true;
    const calls = installFakeApi({
      [listPath]: () =>
        json({
          items: [conversation(0, { status: 'transcribing', retry: retry(waiting ? inSeconds(20) : null) })],
          nextToken: null,
        }),
      'POST /api/conversations/c-0/retry-now': () => {
        waiting = false;
        return json(conversation(0, { status: 'transcribing', retry: retry(null) }));
      },
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PatientConsultations patientId={PATIENT} />
      </QueryClientProvider>,
    );
    const message = await screen.findByTestId('engine-retry');
    expect(message.textContent).toMatch(
      /^Speech service not answering \(500\) — next try in (19|20) s \(attempt 2 of 6\)\. The recording is kept\.$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText(/— trying again now \(attempt 2 of 6\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull();
    expect(calls.filter((c) => c.key.startsWith('POST')).map((c) => c.key)).toEqual([
      'POST /api/conversations/c-0/retry-now',
    ]);
  });
});
