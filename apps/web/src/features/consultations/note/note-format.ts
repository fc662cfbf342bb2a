import type { NoteStatus, NoteVersionKind } from '@asha/contracts';

/** '23 November 2026, 10:04' */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  const date = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  return `${date}, ${d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;
}

export const STATUS_LABEL: Record<NoteStatus, string> = { draft: 'Draft', edited: 'Edited', signed: 'Signed' };

export const KIND_LABEL: Record<NoteVersionKind, string> = {
  'ai-draft': 'AI draft',
  edit: 'Edited',
  restore: 'Restored',
  regenerated: 'Regenerated',
  amendment: 'Amendment',
  'note-type': 'Note type changed',
};
