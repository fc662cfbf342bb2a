import { PatientReportSchema, type Note, type ReportFlag, type SaveNoteBody } from '@asha/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConversationDetails, type DetailsTab } from '../components/conversation-details';
import { conversation, installFakeApi, json, signIn, type Handler } from '../test/fake-api';
import { note, noteVersion, REPORT, transcriptVersion } from '../test/note-fixtures';

const C = conversation(0, {
  reportUrl: 'http://app.test/blobs/r0.json',
  transcriptUrl: 'http://app.test/blobs/t0.txt',
  note: { status: 'draft', version: 1, regeneration: null },
});
const NOTE = '/api/conversations/c-0/note';

const said = (section: ReportFlag['section'], text: string, segmentIds = ['s2']): ReportFlag => ({
  kind: 'said',
  section,
  text,
  segmentIds,
});
const SAID = [
  said('historyOfPresentIllness', 'nausea'),
  said('historyOfPresentIllness', 'worse in the evening'),
  said('allergies', 'penicillin → rash'),
  said('plan', 'ultrasound of the abdomen', []),
];

function Details() {
  const [tab, setTab] = useState<DetailsTab>('report');
  return <ConversationDetails conversation={C} tab={tab} onTabChange={setTab} />;
}

function renderIt(current: Note, routes: Record<string, Handler> = {}) {
  const calls = installFakeApi({
    'GET /api/conversations/c-0/transcript': () => json(transcriptVersion()),
    [`GET ${NOTE}`]: () => json(current),
    [`PUT ${NOTE}`]: (_u, init) => {
      const body = JSON.parse(String(init!.body)) as SaveNoteBody;
      return json(
        note(
          noteVersion(2, {
            patientReport: PatientReportSchema.parse(body.patientReport),
            resolutions: body.resolutions,
            flags: current.current.flags,
          }),
        ),
      );
    },
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Details />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const offers = () => screen.getByRole('region', { name: 'Said, not in the note' });
const region = (name: string) => screen.getByRole('region', { name });

describe('what was said but is not in the note', { timeout: 20_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('is offered in one group, under the titles of the cards it would go in, apart from the warnings', async () => {
    renderIt(note(noteVersion(1, { flags: SAID })));
    const panel = await screen.findByRole('region', { name: 'Said, not in the note' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Treatment Plan', 'Medical History', 'History of Present Illness']);
    expect(within(panel).getByText('penicillin → rash')).toBeInTheDocument();
    // An offer, not an error: no warning note, and none under the cards.
    expect(within(panel).queryByRole('note')).toBeNull();
    expect(within(region('Medical History')).queryByText(/penicillin/)).toBeNull();
    // Its source opens the transcript at the words; a statement with no turn has no source button.
    await userEvent.click(within(panel).getByRole('button', { name: 'Show the source of nausea' }));
    expect(screen.getByRole('tab', { name: 'Transcript' })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds one in its section in one click, records it, and the offer goes; a double click adds it once', async () => {
    const calls = renderIt(note(noteVersion(1, { flags: SAID })));
    await screen.findByRole('region', { name: 'Said, not in the note' });
    // The top of the note says how much is offered at its foot.
    expect(screen.getByRole('button', { name: '4 things said are not in the note ↓' })).toBeInTheDocument();
    await userEvent.dblClick(within(offers()).getByRole('button', { name: 'Add nausea to the note' }));
    const hpi = region('History of Present Illness');
    expect(within(hpi).getAllByDisplayValue('nausea')).toHaveLength(1);
    expect(within(offers()).queryByText('nausea')).toBeNull();
    // In a browser the second click of the double click lands on the offer that moved up under the pointer.
    fireEvent.click(within(offers()).getByRole('button', { name: 'Add worse in the evening to the note' }), {
      detail: 2,
    });
    expect(within(offers()).getByText('worse in the evening')).toBeInTheDocument();
    expect(within(hpi).queryByDisplayValue('worse in the evening')).toBeNull();
    expect(screen.getByRole('button', { name: '3 things said are not in the note ↓' })).toBeInTheDocument();

    await userEvent.click(within(offers()).getByRole('button', { name: 'Add penicillin → rash to the note' }));
    expect(within(region('Medical History')).getByLabelText('Substance')).toHaveValue('penicillin');
    expect(within(region('Medical History')).getByLabelText('Reaction')).toHaveValue('rash');

    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'), { timeout: 3000 });
    const puts = calls.filter((c) => c.key === `PUT ${NOTE}`);
    const body = JSON.parse(String(puts.at(-1)!.init!.body)) as SaveNoteBody;
    expect(body.resolutions).toEqual([
      { key: 'said|historyOfPresentIllness|nausea', action: 'add' },
      { key: 'said|allergies|penicillin → rash', action: 'add' },
    ]);
    expect(body.patientReport.historyOfPresentIllness.associatedSymptoms).toEqual(['fever', 'nausea']);
  });

  it('is shown on a signed note without Add, and what was added is offered no more', async () => {
    const signed = note(
      noteVersion(3, {
        signedAt: '2026-11-23T10:04:00.000Z',
        signedBy: 'Dr Rao',
        flags: SAID,
        resolutions: [{ key: 'said|historyOfPresentIllness|nausea', action: 'add' }],
      }),
    );
    renderIt(signed);
    const panel = await screen.findByRole('region', { name: 'Said, not in the note' });
    expect(within(panel).getByText('worse in the evening')).toBeInTheDocument();
    expect(within(panel).queryByText('nausea')).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Add / })).toBeNull();
  });
});

describe('the line that says who wrote the note', { timeout: 20_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('names the built-in writer and links to the Models page for a fuller note', async () => {
    renderIt(note(noteVersion(1)));
    const line = await screen.findByTestId('writer-line');
    expect(line).toHaveTextContent('Written by the built-in writer (no language model).');
    expect(within(line).getByRole('link', { name: 'Models page' })).toHaveAttribute('href', '/dashboard/models');
    expect(within(line).getByRole('link', { name: 'API key' })).toHaveAttribute('href', '/dashboard/api-keys');
  });

  it('names the model that wrote it', async () => {
    const byModel = { ...REPORT, metadata: { ...REPORT.metadata, engine: 'openai:gpt-4o-mini' } };
    renderIt(note(noteVersion(1, { patientReport: byModel })));
    const line = await screen.findByTestId('writer-line');
    expect(line).toHaveTextContent(/^Written by openai:gpt-4o-mini$/);
    expect(within(line).queryByRole('link')).toBeNull();
  });
});
