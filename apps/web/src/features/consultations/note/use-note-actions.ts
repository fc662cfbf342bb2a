import type { Note } from '@asha/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { conversationsQueryKey } from '../hooks/use-conversations';
import {
  amendNote,
  chooseNoteType,
  historyQueryKey,
  noteQueryKey,
  regenerateNote,
  restoreNote,
  signNote,
} from './note-api';
import type { NoteDraft } from './use-note-draft';

export type NoteAction = 'sign' | 'amend' | 'restore' | 'regenerate' | 'type';

/**
 * Sign, amend, restore, regenerate and a change of note type: each first saves what is pending (a change never starts from
 * an unsaved note), then answers with the note as it is now, which every view of it takes up.
 */
export function useNoteActions(conversationId: string, patientId: string, draft: NoteDraft) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<NoteAction | null>(null);

  async function run(action: NoteAction, call: (baseVersion: number) => Promise<Note>): Promise<boolean> {
    setBusy(action);
    try {
      if (!(await draft.saveNow())) {
        toast.error('Save the note first: it has changes that are not saved.');
        return false;
      }
      const note = await call(draft.baseVersion());
      queryClient.setQueryData(noteQueryKey(conversationId), note);
      void queryClient.invalidateQueries({ queryKey: historyQueryKey(conversationId) });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(patientId) });
      return true;
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : 'That did not work. Please try again.');
      if (err instanceof ApiError && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: noteQueryKey(conversationId) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    sign: (confirmUnresolved: boolean) =>
      run('sign', (baseVersion) => signNote(conversationId, { baseVersion, confirmUnresolved })),
    amend: (reason: string, noteType?: string) =>
      run('amend', (baseVersion) => amendNote(conversationId, { baseVersion, reason, noteType })),
    restore: (fromVersion: number) =>
      run('restore', (baseVersion) => restoreNote(conversationId, { baseVersion, fromVersion })),
    regenerate: () => run('regenerate', (baseVersion) => regenerateNote(conversationId, { baseVersion })),
    chooseType: (noteType: string) =>
      run('type', (baseVersion) => chooseNoteType(conversationId, { baseVersion, noteType })),
  };
}
export type NoteActions = ReturnType<typeof useNoteActions>;
