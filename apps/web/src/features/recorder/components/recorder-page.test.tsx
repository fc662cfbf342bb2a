import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecorderPage } from './recorder-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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
const patient = {
  patientId: 'p-1',
  name: 'Meera Shah',
  email: null,
  phone: null,
  gender: null,
  dob: null,
  notes: null,
  preferredLanguage: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** A MediaRecorder at its wire: start, stop, one data chunk of the chosen type. */
class FakeMediaRecorder {
  static isTypeSupported = (t: string) => t === 'audio/webm';
  static last: FakeMediaRecorder | null = null;
  state = 'inactive';
  mimeType: string;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(_s: MediaStream, o?: { mimeType?: string }) {
    this.mimeType = o?.mimeType ?? '';
    FakeMediaRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['audio-bytes'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

function setup(getUserMedia: () => Promise<unknown>) {
  const calls: { method: string; url: URL; init?: RequestInit }[] = [];
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    calls.push({ method: init?.method ?? 'GET', url, init });
    if (url.pathname === '/api/config') return json(config);
    if (url.pathname === '/api/patients') return json({ items: [patient], nextToken: null });
    if (url.pathname === '/api/conversation/upload-url')
      return json({ url: 'http://store.test/put', key: 'k', expiresIn: 900, doctorId: 'd' });
    if (url.pathname === '/put') return new Response(null, { status: 200 });
    return json({ error: 'no route' }, 404);
  });
  localStorage.setItem(
    'ff_tokens',
    JSON.stringify({ idToken: 'id', accessToken: 'a', refreshToken: null, expiresAt: Date.now() + 3_600_000 }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RecorderPage />
    </QueryClientProvider>,
  );
  return calls;
}

const stream = { getTracks: () => [{ stop() {} }] };

describe('recorder screen', { timeout: 20_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('records, plays back, and uploads for the patient chosen on the screen', async () => {
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    const calls = setup(() => Promise.resolve(stream));
    expect(screen.getByTestId('mic-status')).toHaveTextContent('Requesting microphone…');
    expect(await screen.findByText('Microphone on')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Report' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(screen.getByTestId('recorder-status')).toHaveTextContent('Recording');
    expect(FakeMediaRecorder.last!.mimeType).toBe('audio/webm');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByTestId('recorder-status')).toHaveTextContent('Stopped');
    expect(screen.getByTestId('recorder-playback')).toHaveAttribute('src', 'blob:x');

    await screen.findByRole('option', { name: 'Meera Shah' });
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'p-1');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const ask = calls.find((c) => c.url.pathname === '/api/conversation/upload-url')!;
    expect(Object.fromEntries(ask.url.searchParams)).toEqual({
      contentType: 'audio/webm',
      patientId: 'p-1',
      source: 'recorded',
    });
    await waitFor(() => expect(screen.getByTestId('recorder-status')).toHaveTextContent('Idle'));
  });

  it.each([
    ['NotAllowedError', 'Permission denied', 'Mic permission denied'],
    ['NotFoundError', 'No mic found', 'No mic found'],
    ['NotReadableError', 'Mic busy', 'Mic busy in another app'],
  ])('%s shows %s', async (name, status, message) => {
    setup(() => Promise.reject(Object.assign(new Error('x'), { name })));
    await waitFor(() => expect(screen.getByTestId('mic-status')).toHaveTextContent(status));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Record' })).toBeDisabled();
  });

  it('shows the microphone settings help in an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    setup(() => Promise.resolve(stream));
    await userEvent.click(screen.getByRole('button', { name: 'Microphone settings' }));
    expect(alert.mock.calls[0]![0]).toMatch(/macOS: System Settings → Privacy & Security → Microphone/);
    expect(alert.mock.calls[0]![0]).toMatch(/Chrome/);
  });
});
