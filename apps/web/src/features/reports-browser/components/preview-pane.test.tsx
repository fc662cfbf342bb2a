import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILTIN_NOTE_TYPE_SUMMARIES } from '@asha/contracts';
import { installFakeApi, json, signIn } from '@/test/fake-api';
import type { ReportRecord } from '../lib/files';
import { PreviewPane } from './preview-pane';

const record = {
  key: 'doctors/d/p/visit.webm',
  conversationId: 'c-9',
  patientId: 'p',
  patientName: 'Asha Verma',
  recordedAt: '2026-11-29T10:00:00.000Z',
  status: 'ready',
  jsonUrl: 'http://s.test/visit.json?sig=1',
} as unknown as ReportRecord;

const pdf = () =>
  new Response('%PDF-1.7', {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="note.pdf"',
      'x-note-status': 'signed',
    },
  });

describe("the reports browser's export", { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn();
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("exports in the note's own type, or in the type or template chosen beside the menu", async () => {
    const calls = installFakeApi({
      'GET /api/note-templates': () =>
        json({
          items: [
            ...BUILTIN_NOTE_TYPE_SUMMARIES,
            {
              id: 'tpl-ortho',
              name: 'Ortho follow-up',
              description: 'Knee and hip reviews',
              version: 2,
              owner: 'mine',
              updatedAt: '2026-11-28T09:00:00.000Z',
            },
          ],
        }),
      'GET /api/conversations/c-9/note': () => json({ status: 'signed', current: { noteType: 'soap' } }),
      'GET /api/conversations/c-9/export': pdf,
      'GET /visit.json': () => json({}),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PreviewPane record={record} />
        <Toaster />
      </QueryClientProvider>,
    );
    const exported = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
      await screen.findAllByText('Downloaded the note as PDF');
      const asked = calls.filter((c) => c.key === 'GET /api/conversations/c-9/export').at(-1)!.url;
      return asked.searchParams.get('type');
    };
    expect(await exported()).toBe('soap');

    const select = screen.getByLabelText('Export in note type');
    await screen.findByRole('option', { name: 'Ortho follow-up' });
    await userEvent.selectOptions(select, 'tpl-ortho');
    expect(await exported()).toBe('tpl-ortho');
    await userEvent.selectOptions(select, 'opd-prescription');
    expect(await exported()).toBe('opd-prescription');
  });
});
