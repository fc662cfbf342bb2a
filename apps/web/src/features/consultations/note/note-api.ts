import {
  NoteHistorySchema,
  NoteSchema,
  NoteVersionSchema,
  TranscriptVersionSchema,
  TypedNoteViewSchema,
  type AmendNoteBody,
  type ChooseNoteTypeBody,
  type CorrectTranscriptBody,
  type RegenerateNoteBody,
  type RestoreNoteBody,
  type SaveNoteBody,
  type SignNoteBody,
} from '@asha/contracts';
import { apiRequest } from '@/lib/api-client';

/** The note API of one consultation; every call is the signed-in clinician's own. */
const at = (conversationId: string, path: string) => `/conversations/${encodeURIComponent(conversationId)}${path}`;

export const noteQueryKey = (conversationId: string) => ['note', conversationId] as const;
export const transcriptQueryKey = (conversationId: string) => ['transcript-version', conversationId] as const;
export const historyQueryKey = (conversationId: string) => ['note-history', conversationId] as const;
/** The note rendered in its type, per version: a new version (an edit, another type) is fetched anew. */
export const typedNoteQueryKey = (conversationId: string, version: number) =>
  ['typed-note', conversationId, version] as const;

export const fetchNote = (id: string, signal?: AbortSignal) =>
  apiRequest(at(id, '/note'), { schema: NoteSchema, signal });
export const fetchHistory = (id: string) => apiRequest(at(id, '/note/versions'), { schema: NoteHistorySchema });
export const fetchVersion = (id: string, version: number) =>
  apiRequest(at(id, `/note/versions/${version}`), { schema: NoteVersionSchema });

export const fetchTypedNote = (id: string, signal?: AbortSignal) =>
  apiRequest(at(id, '/note/typed'), { schema: TypedNoteViewSchema, signal });
export const chooseNoteType = (id: string, body: ChooseNoteTypeBody) =>
  apiRequest(at(id, '/note/type'), { method: 'PUT', body, schema: NoteSchema });

export const saveNote = (id: string, body: SaveNoteBody) =>
  apiRequest(at(id, '/note'), { method: 'PUT', body, schema: NoteSchema });
export const signNote = (id: string, body: SignNoteBody) =>
  apiRequest(at(id, '/note/sign'), { method: 'POST', body, schema: NoteSchema });
export const amendNote = (id: string, body: AmendNoteBody) =>
  apiRequest(at(id, '/note/amend'), { method: 'POST', body, schema: NoteSchema });
export const restoreNote = (id: string, body: RestoreNoteBody) =>
  apiRequest(at(id, '/note/restore'), { method: 'POST', body, schema: NoteSchema });
export const regenerateNote = (id: string, body: RegenerateNoteBody) =>
  apiRequest(at(id, '/note/regenerate'), { method: 'POST', body, schema: NoteSchema });

export const fetchTranscriptVersion = (id: string, signal?: AbortSignal) =>
  apiRequest(at(id, '/transcript'), { schema: TranscriptVersionSchema, signal });
export const correctTranscript = (id: string, body: CorrectTranscriptBody) =>
  apiRequest(at(id, '/transcript/corrections'), { method: 'POST', body, schema: TranscriptVersionSchema });
