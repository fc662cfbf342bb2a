import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleReport } from '@/components/report';
import { conversation, installFakeApi, json, PATIENT, signIn } from '../test/fake-api';
import { PatientConsultations } from './patient-consultations';

// jsdom has no layout, so the resizable panels' hit-testing would swallow every click: these tests
// run the stacked (< 768 px) layout, which has the same content.
const stubNarrowScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));

function renderIt(patientId = PATIENT) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PatientConsultations patientId={patientId} />
    </QueryClientProvider>,
  );
}

const listPath = `GET /api/patients/${PATIENT}/conversations`;
const entries = () => screen.queryAllByTestId('timeline-entry');

describe('consultations on the patient screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn();
    stubNarrowScreen();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows entries with date, time, indicators and size, auto-selects the first and pages with Load More', async () => {
    const first = conversation(0, {
      transcriptUrl: 'http://app.test/blobs/t0.txt',
      reportUrl: 'http://app.test/blobs/r0.json',
    });
    const calls = installFakeApi({
      [listPath]: (url) =>
        url.searchParams.get('nextToken')
          ? json({ items: [conversation(1)], nextToken: null })
          : json({ items: [first], nextToken: 'page-2' }),
      'GET /blobs/r0.json': () =>
        json({
          ...sampleReport,
          patientReport: { ...sampleReport.patientReport, chiefComplaint: 'Fever for three days' },
        }),
      'GET /blobs/t0.txt': () => new Response('Doctor: How long?\nnoise\nPatient: Three days'),
    });
    renderIt();
    await waitFor(() => expect(entries()).toHaveLength(1));
    const list = calls.find((c) => c.key === listPath)!;
    expect(list.url.searchParams.get('limit')).toBe('10');
    expect(list.url.searchParams.get('order')).toBe('desc');
    const e = entries()[0]!;
    expect(e).toHaveTextContent('22nd November 2026');
    expect(e).toHaveTextContent('Sunday, 3:05 PM');
    expect(e).toHaveTextContent('1.5 MB');
    for (const label of ['Audio', 'Transcript', 'Report']) expect(within(e).getByText(label)).toBeInTheDocument();
    expect(e).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Fever for three days')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Transcript' }));
    expect(await screen.findByText('Conversation Transcript')).toBeInTheDocument();
    expect(screen.getAllByTestId('transcript-bubble').map((b) => b.textContent)).toEqual([
      'DoctorHow long?',
      'PatientThree days',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(calls.find((c) => c.url.searchParams.get('nextToken'))!.url.searchParams.get('nextToken')).toBe('page-2');
    expect(entries()[1]).not.toHaveTextContent('Transcript');
    await userEvent.click(entries()[1]!);
    expect(entries()[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tab', { name: 'Report' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Transcript' })).toBeDisabled();
    expect(screen.getByText('No report available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Audio' }));
    expect(screen.getByText('Audio Recording')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'http://app.test/blobs/c-1.webm?sig=x',
    );
  });

  it('keeps the open tab when the screen crosses the narrow breakpoint (a tablet turned)', async () => {
    let narrow = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return narrow;
      },
      media: query,
      addEventListener: (_: string, f: () => void) => listeners.add(f),
      removeEventListener: (_: string, f: () => void) => listeners.delete(f),
    }));
    installFakeApi({
      [listPath]: () =>
        json({
          items: [
            conversation(0, {
              transcriptUrl: 'http://app.test/blobs/t0.txt',
              reportUrl: 'http://app.test/blobs/r0.json',
            }),
          ],
          nextToken: null,
        }),
      'GET /blobs/r0.json': () =>
        json({
          ...sampleReport,
          patientReport: { ...sampleReport.patientReport, chiefComplaint: 'Fever for three days' },
        }),
      'GET /blobs/t0.txt': () => new Response('Doctor: How long?\nPatient: Three days'),
    });
    // The wide layout's resizable panels measure themselves.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    renderIt();
    await userEvent.click(await screen.findByRole('tab', { name: 'Transcript' }));
    expect(await screen.findByText('Conversation Transcript')).toBeVisible();
    act(() => {
      narrow = false;
      for (const f of listeners) f();
    });
    expect(screen.getByRole('tab', { name: 'Transcript' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Conversation Transcript')).toBeVisible();
  });

  it('shows the empty timeline and the nothing-selected details', async () => {
    installFakeApi({ [listPath]: () => json({ items: [], nextToken: null }) });
    renderIt();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('No Conversation Selected')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation from the timeline to view details')).toBeInTheDocument();
  });

  it('shows "Failed to load report" when the report cannot be fetched', async () => {
    installFakeApi({
      [listPath]: () =>
        json({ items: [conversation(0, { reportUrl: 'http://app.test/blobs/gone.json' })], nextToken: null }),
      'GET /blobs/gone.json': () => new Response('nope', { status: 404 }),
    });
    renderIt();
    expect(await screen.findByText(/^Failed to load report/, undefined, { timeout: 4000 })).toBeInTheDocument();
  });

  it('uploads a chosen file, shows the success dialog, and the generating placeholder until a new entry arrives', async () => {
    let items = [conversation(1)];
    const calls = installFakeApi({
      [listPath]: () => json({ items, nextToken: null }),
      'GET /api/conversation/upload-url': (url) =>
        json({
          url: `http://app.test/blobs/new.mp3?ct=${url.searchParams.get('contentType')}`,
          key: 'k',
          expiresIn: 900,
          doctorId: 'd',
        }),
      'PUT /blobs/new.mp3': () => new Response(null, { status: 200 }),
    });
    renderIt();
    await waitFor(() => expect(entries()).toHaveLength(1));
    const file = new File([new Uint8Array([0x49, 0x44, 0x33, 4])], 'visit.mp3', { type: '' });
    await userEvent.upload(screen.getByLabelText('Upload a recording file'), file);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Upload Successful!')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('generating the Patient Medical Report');
    const urlCall = calls.find((c) => c.key === 'GET /api/conversation/upload-url')!;
    expect(Object.fromEntries(urlCall.url.searchParams)).toEqual({
      contentType: 'audio/mpeg',
      patientId: PATIENT,
      source: 'file',
    });
    const put = calls.find((c) => c.key === 'PUT /blobs/new.mp3')!;
    expect((put.init!.headers as Record<string, string>)['Content-Type']).toBe('audio/mpeg');
    expect(put.init!.headers).not.toHaveProperty('Authorization');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('generating-placeholder')).toHaveTextContent('Generating Report...');

    items = [conversation(0, { status: 'uploaded', reportUrl: undefined }), conversation(1)];
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(screen.queryByTestId('generating-placeholder')).not.toBeInTheDocument();
    expect(entries()[0]).toHaveTextContent('Queued');
  });

  it('shows the failure dialog with the server detail in red', async () => {
    installFakeApi({
      [listPath]: () => json({ items: [], nextToken: null }),
      'GET /api/conversation/upload-url': () => json({ error: 'Patient not found' }, 404),
    });
    renderIt();
    await screen.findByText('No conversations yet');
    await userEvent.upload(
      screen.getByLabelText('Upload a recording file'),
      new File(['x'], 'a.wav', { type: 'audio/wav' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Upload Failed')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('There was an error uploading your recording. Please try again.');
    const detail = within(dialog).getByRole('alert');
    // The status and the server's message, never its raw JSON.
    expect(detail).toHaveTextContent(/^Upload URL failed: 404 Patient not found$/);
    expect(detail).toHaveClass('text-red-600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('generating-placeholder')).not.toBeInTheDocument();
  });

  it('shows a failed entry’s reason and retries it', async () => {
    let failed = true;
    const calls = installFakeApi({
      [listPath]: () =>
        json({
          items: [
            conversation(0, failed ? { status: 'failed', error: 'Transcription failed.' } : { status: 'transcribing' }),
          ],
          nextToken: null,
        }),
      'POST /api/conversations/c-0/retry': () => {
        failed = false;
        return json(conversation(0, { status: 'uploaded' }));
      },
    });
    renderIt();
    expect(await screen.findByText('Failed: Transcription failed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Transcribing…')).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(1);
  });

  it('disables Record without a microphone and says why', async () => {
    installFakeApi({ [listPath]: () => json({ items: [], nextToken: null }) });
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: () => Promise.reject(denied) } });
    renderIt();
    expect(await screen.findByText('Permission denied')).toHaveAttribute('data-testid', 'mic-status');
    expect(screen.getByText('Microphone permission denied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeDisabled();
  });

  it('says a missing microphone once, as the reason', async () => {
    installFakeApi({ [listPath]: () => json({ items: [], nextToken: null }) });
    const missing = Object.assign(new Error('none'), { name: 'NotFoundError' });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: () => Promise.reject(missing) } });
    renderIt();
    expect(await screen.findByText('No microphone found')).toHaveAttribute('data-testid', 'mic-status');
  });

  it('gives the sample patient its sample consultation and report without any server call', async () => {
    const calls = installFakeApi({});
    renderIt('test-patient');
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(entries()[0]).toHaveTextContent('1.0 MB');
    expect(await screen.findByText('Loading report...')).toBeInTheDocument();
    expect(await screen.findByText('Chief Complaint')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
