import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportsBrowserPage } from './reports-browser-page';

const API = 'http://app.test/api';
const config = {
  apiBase: API,
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
const report = { patientReport: { chiefComplaint: 'Knee pain after a fall' } };
const recording = (name: string, patientName: string, recordedAt: string, extra: Record<string, unknown>) => ({
  key: `doctors/d/p/${name}`,
  lastModified: recordedAt,
  conversationId: `c-${name}`,
  patientId: 'p',
  patientName,
  recordedAt,
  status: 'ready',
  ...extra,
});
const page1 = {
  items: [
    recording('visit-a.webm', 'Asha Verma', '2025-03-01T10:00:00.000Z', {
      size: 1536,
      mediaUrl: 'http://s.test/visit-a.webm?sig=1',
      jsonUrl: 'http://s.test/visit-a.json?sig=1',
    }),
    recording('visit-b.mp3', 'Ravi Kumar', '2025-02-01T10:00:00.000Z', {
      size: 1023,
      mediaUrl: 'http://s.test/visit-b.mp3?sig=1',
      status: 'transcribing',
    }),
  ],
  nextToken: 'tok-2',
};
const page2 = {
  items: [
    recording('visit-c.wav', 'Meera Iyer', '2025-01-01T10:00:00.000Z', {
      size: 2 * 1048576,
      jsonUrl: 'http://s.test/visit-c.json?sig=1',
    }),
  ],
  nextToken: null,
};

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;
let routes: Record<string, Handler>;
const calls: { url: URL; init: RequestInit | undefined }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  localStorage.setItem(
    'ff_tokens',
    JSON.stringify({ idToken: 'id-token-1', accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 3_600_000 }),
  );
  routes = {
    '/api/config': () => json(config),
    '/api/conversation/audios': (url) => json(url.searchParams.get('nextToken') === 'tok-2' ? page2 : page1),
    '/visit-a.json': () => new Response(JSON.stringify(report)),
    '/visit-c.json': () => new Response('oops', { status: 403 }),
  };
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    calls.push({ url, init });
    const handler = routes[url.pathname];
    return handler ? handler(url, init) : new Response('not found', { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReportsBrowserPage />
    </QueryClientProvider>,
  );
}
const list = () => within(screen.getByRole('complementary', { name: 'Patient Reports' }));

describe('Patient Reports browser', () => {
  it('lists recordings newest first with their patient, date, size, files and stage, and selects the first', async () => {
    renderPage();
    expect(await list().findByText('Asha Verma')).toBeInTheDocument();
    const items = list().getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.font-medium')!.textContent)).toEqual(['Asha Verma', 'Ravi Kumar']);
    expect(items[0]).toHaveTextContent(`Recorded ${new Date('2025-03-01T10:00:00.000Z').toLocaleString()}`);
    expect(items[0]).toHaveTextContent('visit-a');
    expect(items[0]).toHaveTextContent('1.5 KB');
    expect(items[0]).toHaveTextContent('AudioJSON');
    expect(items[1]).toHaveTextContent('1023 B');
    expect(items[1]).toHaveTextContent('AudioNo JSONTranscribing…');

    const audios = calls.filter((c) => c.url.pathname === '/api/conversation/audios');
    expect(audios[0]!.url.searchParams.get('limit')).toBe('25');
    expect(new Headers(audios[0]!.init?.headers).get('authorization')).toBe('Bearer id-token-1');

    // First item selected automatically: its audio, its JSON and its rendered report.
    // The selection follows the first load in an effect: wait for it rather than race it.
    await waitFor(() =>
      expect(within(list().getAllByRole('listitem')[0]!).getByRole('button')).toHaveAttribute('aria-current', 'true'),
    );
    expect(await screen.findByText('Knee pain after a fall')).toBeInTheDocument();
    expect(screen.getByTestId('selected-recording')).toHaveTextContent('Asha Verma');
    expect(screen.getByTestId('audio-preview')).toHaveAttribute('src', 'http://s.test/visit-a.webm?sig=1');
    expect(screen.getByTestId('json-preview').textContent).toBe(JSON.stringify(report, null, 2));
    // The signed JSON link is fetched plainly, without the bearer token.
    const jsonCall = calls.find((c) => c.url.pathname === '/visit-a.json')!;
    expect(new Headers(jsonCall.init?.headers).get('authorization')).toBeNull();
  });

  it('loads more pages, and shows a JSON fetch failure', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await list().findByText('Meera Iyer')).toBeInTheDocument();
    expect(list().getAllByRole('listitem')[2]).toHaveTextContent('2.0 MB');
    expect(list().getAllByRole('listitem')[2]).toHaveTextContent('No audioJSON');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(list().getByText('Meera Iyer'));
    expect(await screen.findByText('(Error fetching JSON: Request failed: 403)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Audio Preview' })).getByText('No audio')).toBeInTheDocument();
  });

  it('selecting a record without JSON clears the JSON and the report', async () => {
    renderPage();
    await screen.findByText('Knee pain after a fall');
    await userEvent.click(list().getByText('Ravi Kumar'));
    expect(screen.queryByText('Knee pain after a fall')).not.toBeInTheDocument();
    expect(screen.getByText('No report available.')).toBeInTheDocument();
    expect(screen.getByTestId('audio-preview')).toHaveAttribute('src', 'http://s.test/visit-b.mp3?sig=1');
  });

  it('shows "No files found." and both placeholders when the clinician has no files', async () => {
    routes['/api/conversation/audios'] = () => json({ items: [], nextToken: null });
    renderPage();
    expect(await screen.findByText('No files found.')).toBeInTheDocument();
    expect(screen.getByText('Select a report to play audio')).toBeInTheDocument();
    expect(screen.getByText('Select a report to view JSON')).toBeInTheDocument();
  });

  it('shows "Request failed: {status}" for an error answer', async () => {
    routes['/api/conversation/audios'] = () => json({ error: 'boom' }, 503);
    renderPage();
    expect(await list().findByRole('alert')).toHaveTextContent('Request failed: 503');
  });

  it('shows "Failed to load" for a malformed page', async () => {
    routes['/api/conversation/audios'] = () => json({ files: 'nope' });
    renderPage();
    expect(await list().findByRole('alert')).toHaveTextContent('Failed to load');
  });

  it('shows the "Loading…" tag while the list loads', async () => {
    let release!: () => void;
    routes['/api/conversation/audios'] = () => new Promise((r) => (release = () => r(json(page2))));
    renderPage();
    expect(await list().findByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    await waitFor(() => expect(list().queryByText('Loading…')).not.toBeInTheDocument());
  });
});
