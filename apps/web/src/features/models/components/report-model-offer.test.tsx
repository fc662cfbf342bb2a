import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportModelOffer as Offer } from '@asha/contracts';
import { installFakeApi, json, signIn } from '@/test/fake-api';
import { ReportModelOffer } from './report-model-offer';

const offered: Offer = {
  offer: {
    name: 'qwen2-1.5b-instruct-q4_0',
    title: 'Qwen2 1.5B Instruct (Q4_0)',
    bytes: 937_532_800,
    ramBytes: 3 * 1024 ** 3,
    licence: 'Apache-2.0',
    download: null,
  },
  cannotHold: false,
};

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReportModelOffer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the offer of a report model', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the model with its size, memory and licence; "Not now" dismisses it on the server and hides it', async () => {
    const calls = installFakeApi({
      'GET /api/models/report-offer': () => json(offered),
      'POST /api/models/report-offer/dismiss': () => new Response(null, { status: 204 }),
    });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Let a language model write your notes' });
    expect(card).toHaveTextContent('Qwen2 1.5B Instruct (Q4_0) fits this machine');
    expect(screen.getByTestId('report-model-offer-facts')).toHaveTextContent(
      'Download938 MBMemoryneeds 3.2 GBLicenceApache-2.0',
    );
    expect(screen.getByRole('button', { name: 'Download Qwen2 1.5B Instruct (Q4_0)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(card).not.toBeInTheDocument());
    expect(calls.map((c) => c.key)).toContain('POST /api/models/report-offer/dismiss');
  });
});
