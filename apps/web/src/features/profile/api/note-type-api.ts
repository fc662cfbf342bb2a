import { NoteTypeSettingSchema, type NoteTypeSetting } from '@asha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = ['settings', 'note-type'] as const;

export function useDefaultNoteType() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }): Promise<NoteTypeSetting> =>
      apiRequest('/settings/note-type', { schema: NoteTypeSettingSchema, signal }),
  });
}

export function useSaveDefaultNoteType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (defaultNoteType: string) =>
      apiRequest('/settings/note-type', { method: 'PUT', body: { defaultNoteType }, schema: NoteTypeSettingSchema }),
    onSuccess: (setting) => qc.setQueryData(key, setting),
  });
}
