import type { Conversation, Note } from '@asha/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { fetchNote, noteQueryKey } from './note-api';
import { useNoteActions, type NoteActions } from './use-note-actions';
import { useNoteDraft, type NoteDraft } from './use-note-draft';

/** How often a regeneration under way is checked on. */
const REGENERATION_POLL_MS = 2000;

export type NoteSession =
  | { state: 'none' }
  | { state: 'loading' }
  /** the report can only be read as it is (a format this version cannot edit, or the note failed to load) */
  | { state: 'unavailable'; message: string }
  | { state: 'ready'; note: Note; draft: NoteDraft; actions: NoteActions };

const NoteSessionContext = createContext<NoteSession>({ state: 'none' });
export const useNoteSession = () => useContext(NoteSessionContext);

export const isRegenerating = (n: Pick<Note, 'regeneration'>) =>
  n.regeneration?.state === 'queued' || n.regeneration?.state === 'running';

/**
 * The clinician's note of the selected consultation, shared by the Report and Transcript tabs: its
 * current version, the draft being edited and the actions on it. Consultations without a report
 * (and the built-in sample) have none, and their tabs read the stored files as they are.
 */
export function NoteSessionProvider({
  conversation: c,
  children,
}: {
  conversation: Conversation;
  children: ReactNode;
}) {
  const q = useQuery({
    queryKey: noteQueryKey(c.conversationId),
    queryFn: ({ signal }) => fetchNote(c.conversationId, signal),
    enabled: !!c.note,
    retry: (n, err) => !(err instanceof ApiError && err.status < 500) && n < 2,
    refetchInterval: (query) => (query.state.data && isRegenerating(query.state.data) ? REGENERATION_POLL_MS : false),
  });
  if (q.data) {
    return (
      <Ready conversation={c} note={q.data}>
        {children}
      </Ready>
    );
  }
  const session: NoteSession = !c.note
    ? { state: 'none' }
    : q.error
      ? { state: 'unavailable', message: q.error.message }
      : { state: 'loading' };
  return <NoteSessionContext.Provider value={session}>{children}</NoteSessionContext.Provider>;
}

function Ready({ conversation: c, note, children }: { conversation: Conversation; note: Note; children: ReactNode }) {
  const draft = useNoteDraft(c.conversationId, note);
  const actions = useNoteActions(c.conversationId, c.patientId, draft);
  return (
    <NoteSessionContext.Provider value={{ state: 'ready', note, draft, actions }}>
      {children}
    </NoteSessionContext.Provider>
  );
}
