import { PatientReportSchema, type Note, type SaveNoteBody } from '@asha/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
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

/** The details pane with its open tab kept as the patient screen keeps it. */
function Details() {
  const [tab, setTab] = useState<DetailsTab>('report');
  return <ConversationDetails conversation={C} tab={tab} onTabChange={setTab} />;
}

function renderIt(routes: Record<string, Handler>) {
  const calls = installFakeApi({ 'GET /api/conversations/c-0/transcript': () => json(transcriptVersion()), ...routes });
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

/** The server's answer to a save: the next version with what was sent. */
function savedAs(version: number, body: SaveNoteBody, extra = {}): Note {
  return note(
    noteVersion(version, {
      patientReport: PatientReportSchema.parse(body.patientReport),
      resolutions: body.resolutions ?? [],
      authored: ['medications.current.0'],
      ...extra,
    }),
  );
}

const doseBox = async () =>
  within(await screen.findByRole('region', { name: 'Current Medications' })).getByLabelText('Dosage');
const status = () => screen.getByTestId('save-status');

describe('the note editor', { timeout: 20_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('saves an edit by itself once typing stops, from the version it started from, and marks the item the clinician’s', async () => {
    const calls = renderIt({
      [`GET ${NOTE}`]: () => json(note(noteVersion(1))),
      [`PUT ${NOTE}`]: (_u, init) => json(savedAs(2, JSON.parse(String(init!.body)) as SaveNoteBody)),
    });
    const dose = await doseBox();
    expect(dose).toHaveValue('500 mg 3 times a day');
    // Keys follow each other with no pause (no timer runs between them), as fast typing does; a
    // pause for the autosave delay on a busy test machine would rightly save half the text.
    const user = userEvent.setup({ delay: null });
    await user.clear(dose);
    await user.type(dose, '1 g twice a day');
    expect(calls.filter((c) => c.key === `PUT ${NOTE}`)).toHaveLength(0);
    await waitFor(() => expect(status()).toHaveTextContent('Saved'), { timeout: 3000 });
    const puts = calls.filter((c) => c.key === `PUT ${NOTE}`);
    expect(puts).toHaveLength(1);
    const body = JSON.parse(String(puts[0]!.init!.body)) as SaveNoteBody;
    expect(body.baseVersion).toBe(1);
    expect(body.patientReport.medications.current[0]!.dosage).toBe('1 g twice a day');
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Current Medications' })).getByText('clinician'),
    ).toBeInTheDocument();
  });

  it('adds a result read at the visit in its own card, after the examination, and saves it with the note', async () => {
    const calls = renderIt({
      [`GET ${NOTE}`]: () => json(note(noteVersion(1))),
      [`PUT ${NOTE}`]: (_u, init) => json(savedAs(2, JSON.parse(String(init!.body)) as SaveNoteBody)),
    });
    const results = within(await screen.findByRole('region', { name: 'Results' }));
    expect(results.getByText('None read')).toBeInTheDocument();
    const cards = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(cards.indexOf('Results')).toBe(cards.indexOf('Physical Examination') + 1);
    const user = userEvent.setup({ delay: null });
    await user.click(results.getByRole('button', { name: 'Add result' }));
    await user.type(results.getByLabelText('result 1'), 'Hemoglobin 8.2');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    const put = calls.find((c) => c.key === `PUT ${NOTE}`)!;
    expect((JSON.parse(String(put.init!.body)) as SaveNoteBody).patientReport.results).toEqual(['Hemoglobin 8.2']);
  });

  it('edits the oxygen saturation with the oxygen breathed, and saves it with the note', async () => {
    const calls = renderIt({
      [`GET ${NOTE}`]: () => json(note(noteVersion(1))),
      [`PUT ${NOTE}`]: (_u, init) => json(savedAs(2, JSON.parse(String(init!.body)) as SaveNoteBody)),
    });
    const vitals = within(await screen.findByRole('region', { name: 'Vital Signs' }));
    const user = userEvent.setup({ delay: null });
    await user.type(vitals.getByLabelText('Oxygen saturation'), '94');
    await user.selectOptions(vitals.getByLabelText('Oxygen saturation unit'), '% on room air');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    const put = calls.find((c) => c.key === `PUT ${NOTE}`)!;
    const saved = (JSON.parse(String(put.init!.body)) as SaveNoteBody).patientReport.physicalExam.vitals;
    expect(saved).toMatchObject({ oxygenSaturation: '94% on room air', bloodPressure: '148/92 mmHg' });
  });

  it('saves at once with Ctrl+S, and says when a save fails, with Retry', async () => {
    let fail = true;
    renderIt({
      [`GET ${NOTE}`]: () => json(note(noteVersion(1))),
      [`PUT ${NOTE}`]: (_u, init) =>
        fail
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json(savedAs(2, JSON.parse(String(init!.body)) as SaveNoteBody)),
    });
    const complaint = within(await screen.findByRole('region', { name: 'Chief Complaint' })).getByLabelText(
      'Chief complaint',
    );
    await userEvent.type(complaint, ' and fever');
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() =>
      expect(status()).toHaveTextContent('Not saved: No connection to the server. Check the network and try again.'),
    );
    fail = false;
    await userEvent.click(within(status()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
  });

  it('never overwrites a newer version: a 409 says why and Reload takes up the note as it is now', async () => {
    let current = note(noteVersion(1));
    renderIt({
      [`GET ${NOTE}`]: () => json(current),
      [`PUT ${NOTE}`]: () =>
        json(
          {
            error:
              'This note was changed elsewhere (another tab or device saved version 2; your change started from version 1). Reload to see the latest version, then make your change again.',
          },
          409,
        ),
    });
    const dose = await doseBox();
    await userEvent.type(dose, '!');
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(status()).toHaveTextContent(/Not saved: This note was changed elsewhere .* Reload/));
    current = note(
      noteVersion(2, {
        patientReport: {
          ...REPORT,
          medications: { current: [{ name: 'paracetamol', dosage: '250 mg', indication: null }] },
        },
      }),
    );
    await userEvent.click(within(status()).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(dose).toHaveValue('250 mg'));
    expect(screen.getByText('Version 2')).toBeInTheDocument();
  });

  it('shows a signed note locked, and amending it asks for a reason', async () => {
    const signed = note(noteVersion(3, { signedAt: '2026-11-23T10:04:00.000Z', signedBy: 'Dr Rao' }));
    const calls = renderIt({
      [`GET ${NOTE}`]: () => json(signed),
      [`POST ${NOTE}/amend`]: () => json(note(noteVersion(4, { kind: 'amendment', reason: 'Dose confirmed' }))),
    });
    expect(await screen.findByTestId('signed-line')).toHaveTextContent(
      /^Signed by Dr Rao on 23 November 2026, \d\d:04$/,
    );
    expect(within(screen.getByRole('region', { name: 'Current Medications' })).queryAllByRole('textbox')).toHaveLength(
      0,
    );
    expect(screen.queryByRole('button', { name: 'Sign note' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Amend' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Amend' }));
    expect(within(dialog).getByText('Give the reason for the amendment.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason for the amendment'), 'Dose confirmed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Amend' }));
    await waitFor(() => expect(screen.getByText('Amendment: Dose confirmed')).toBeInTheDocument());
    expect(JSON.parse(String(calls.find((c) => c.key === `POST ${NOTE}/amend`)!.init!.body))).toEqual({
      baseVersion: 3,
      reason: 'Dose confirmed',
    });
    expect(await doseBox()).toBeEnabled();
  });

  it('resolves flags in place: keeps an item, adds an omission to the note', async () => {
    const flagged = note(
      noteVersion(1, {
        flags: [
          {
            kind: 'unsupported',
            section: 'vitals',
            path: 'physicalExam.vitals.bloodPressure',
            text: 'BP 148/92 mmHg',
            segmentIds: [],
            reason: 'No blood pressure was said',
          },
          {
            kind: 'omitted',
            section: 'allergies',
            text: 'penicillin → rash',
            segmentIds: ['s2'],
            reason: 'Said in the consultation but missing from the report',
          },
        ],
      }),
    );
    const calls = renderIt({
      [`GET ${NOTE}`]: () => json(flagged),
      [`PUT ${NOTE}`]: (_u, init) =>
        json(savedAs(2, JSON.parse(String(init!.body)) as SaveNoteBody, { flags: flagged.current.flags })),
    });
    const vitals = await screen.findByRole('region', { name: 'Vital Signs' });
    expect(within(vitals).getByRole('note')).toHaveTextContent('Possibly invented — No blood pressure was said');
    await userEvent.click(within(vitals).getByRole('button', { name: 'Keep Blood pressure: it is right' }));
    expect(within(vitals).getByText('Kept after review')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Medical History' });
    await userEvent.click(within(history).getByRole('button', { name: 'Add penicillin → rash to the note' }));
    expect(within(history).getByLabelText('Substance')).toHaveValue('penicillin');
    expect(within(history).getByLabelText('Reaction')).toHaveValue('rash');
    await waitFor(() => expect(status()).toHaveTextContent('Saved'), { timeout: 3000 });
    const body = JSON.parse(String(calls.find((c) => c.key === `PUT ${NOTE}`)!.init!.body)) as SaveNoteBody;
    expect(body.resolutions).toEqual([
      { key: 'unsupported|vitals|BP 148/92 mmHg', action: 'keep' },
      { key: 'omitted|allergies|penicillin → rash', action: 'add' },
    ]);
  });

  it('follows an item’s source to the Transcript tab, highlights its words and plays the recording from there', async () => {
    const play = vi.fn(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    renderIt({ [`GET ${NOTE}`]: () => json(note(noteVersion(1))) });
    const complaintCard = await screen.findByRole('region', { name: 'Chief Complaint' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Show the source of Chief complaint' })).toHaveLength(1),
    );
    await userEvent.click(within(complaintCard).getByRole('button', { name: 'Show the source of Chief complaint' }));
    expect(screen.getByRole('tab', { name: 'Transcript' })).toHaveAttribute('aria-selected', 'true');
    const highlighted = screen.getAllByTestId('transcript-bubble').filter((b) => b.dataset.highlighted);
    expect(highlighted).toHaveLength(1);
    // Original words and the English side by side where they differ.
    expect(highlighted[0]).toHaveTextContent('सिर दर्द है');
    expect(highlighted[0]).toHaveTextContent('I have a headache, I take paracetamol');
    expect(play).toHaveBeenCalled();
    expect((screen.getByTestId('source-audio') as HTMLAudioElement).currentTime).toBe(4.5);
    expect(screen.getByTestId('source-player')).toHaveTextContent('Source audio from 0:05');
  });
});
