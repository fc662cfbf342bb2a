import {
  StoredNoteTemplateSchema,
  type CreateNoteTemplateBody,
  type NoteTemplate,
  type StoredNoteTemplate,
} from '@asha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { noteTypesQueryKey } from '@/lib/note-types';

const templateKey = (id: string) => ['note-template', id] as const;

export function useTemplate(id: string) {
  return useQuery({
    queryKey: templateKey(id),
    queryFn: ({ signal }) => apiRequest(`/note-templates/${id}`, { schema: StoredNoteTemplateSchema, signal }),
  });
}

/** Every change of a template changes the note types on offer too (pickers, the default type). */
function useTemplateChange<A, R extends StoredNoteTemplate | null>(request: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (saved) => {
      if (saved) qc.setQueryData(templateKey(saved.id), saved);
      void qc.invalidateQueries({ queryKey: noteTypesQueryKey });
    },
  });
}

/** A new template of the clinician's own: a copy of a built-in type, or of a template they can see (the clinic's). */
export const useCreateTemplate = () =>
  useTemplateChange(async (from: { copyOf: string } | { templateId: string }) => {
    let body: CreateNoteTemplateBody;
    if ('templateId' in from) {
      const { template } = await apiRequest(`/note-templates/${from.templateId}`, { schema: StoredNoteTemplateSchema });
      body = { template: { ...template, name: `${template.name} (copy)` } };
    } else body = from;
    return apiRequest('/note-templates', { method: 'POST', body, schema: StoredNoteTemplateSchema });
  });

export const useSaveTemplate = (id: string) =>
  useTemplateChange(({ baseVersion, template }: { baseVersion: number; template: NoteTemplate }) =>
    apiRequest(`/note-templates/${id}`, {
      method: 'PUT',
      body: { baseVersion, template },
      schema: StoredNoteTemplateSchema,
    }),
  );

export const useRemoveTemplate = () =>
  useTemplateChange(async (id: string) => {
    await apiRequest(`/note-templates/${id}`, { method: 'DELETE' });
    return null;
  });
