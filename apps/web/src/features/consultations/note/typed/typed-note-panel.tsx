import { unresolvedInventions, type Note } from '@asha/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchTypedNote, typedNoteQueryKey } from '../note-api';
import { TypedNoteView } from './typed-note-view';

/** The note's current version in its note type, as the server renders it (the same rendering the exports use). */
export function TypedNotePanel({ note, onEvidenceClick }: { note: Note; onEvidenceClick?: (ids: string[]) => void }) {
  const q = useQuery({
    queryKey: typedNoteQueryKey(note.conversationId, note.current.version),
    queryFn: ({ signal }) => fetchTypedNote(note.conversationId, signal),
  });
  if (q.error)
    return (
      <p role="alert" className="p-2 text-sm text-destructive">
        The note could not be shown in its type: {q.error.message}
      </p>
    );
  if (!q.data) return <p className="p-2 text-sm text-muted-foreground">Loading the note…</p>;
  const flags = unresolvedInventions(note.current.flags, note.current.resolutions);
  return <TypedNoteView note={q.data.note} onEvidenceClick={onEvidenceClick} flags={flags} />;
}
