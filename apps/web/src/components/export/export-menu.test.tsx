import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, signIn } from '@/test/fake-api';
import { ExportMenu } from './export-menu';

describe('the Export menu', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn();
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the ABDM OP consultation record and downloads it as FHIR with profile=abdm', async () => {
    const calls = installFakeApi({
      'GET /api/conversations/c-1/export': () =>
        new Response('{"resourceType":"Bundle"}', {
          headers: {
            'content-type': 'application/fhir+json',
            'content-disposition': 'attachment; filename="op-consult-record-2026-11-29-v2-draft.fhir.json"',
            'x-note-status': 'edited',
          },
        }),
    });
    render(
      <>
        <ExportMenu conversationId="c-1" status="edited" />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent?.trim());
    expect(items).toContain('Download FHIR');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download FHIR for ABDM (India)' }));
    expect(await screen.findByText('Downloaded the note as ABDM OP consultation record (India)')).toBeInTheDocument();
    const asked = calls.find((c) => c.key === 'GET /api/conversations/c-1/export')!.url;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ format: 'fhir', profile: 'abdm' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
  });

  it('where the page does not say the note type, exports in the type the clinician chose for the note', async () => {
    const calls = installFakeApi({
      'GET /api/conversations/c-2/note': () =>
        Response.json({ status: 'signed', current: { noteType: 'opd-prescription' } }),
      'GET /api/conversations/c-2/export': () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="opd-prescription-2026-11-29-v3.pdf"',
            'x-note-status': 'signed',
          },
        }),
    });
    render(
      <>
        <ExportMenu conversationId="c-2" />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Signed note')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download PDF' }));
    expect(await screen.findByText('Downloaded the note as PDF')).toBeInTheDocument();
    const asked = calls.find((c) => c.key === 'GET /api/conversations/c-2/export')!.url;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ format: 'pdf', type: 'opd-prescription' });
    // The note is read once, however many exports follow.
    expect(calls.filter((c) => c.key === 'GET /api/conversations/c-2/note')).toHaveLength(1);
  });
});
