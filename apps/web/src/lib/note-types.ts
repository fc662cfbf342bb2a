import { BUILTIN_NOTE_TYPE_SUMMARIES, NoteTypeListSchema, type NoteTypeSummary } from '@asha/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const noteTypesQueryKey = ['note-types'] as const;

/**
 * The note types the clinician can choose: the built-ins, their own templates and the clinic's.
 * The built-ins show at once; the templates join them when the server answers.
 */
export function useNoteTypes(): NoteTypeSummary[] {
  const q = useQuery({
    queryKey: noteTypesQueryKey,
    queryFn: ({ signal }) => apiRequest('/note-templates', { schema: NoteTypeListSchema, signal }),
    staleTime: 30_000,
  });
  return q.data?.items ?? BUILTIN_NOTE_TYPE_SUMMARIES;
}
