import {
  FhirSendSchema,
  FhirSendsSchema,
  IDEMPOTENCY_KEY_HEADER,
  NOTE_EXPORT_FORMATS,
  NoteSchema,
  NoteVersionSummarySchema,
  PatientCopySchema,
  type FhirProfile,
  type NoteExportFormat,
  type PatientLanguage,
} from '@asha/contracts';
import { apiBlob, apiRequest } from '@/lib/api-client';

/** The export API of one consultation; every call is the signed-in clinician's own. */
const at = (id: string, path: string) => `/conversations/${encodeURIComponent(id)}${path}`;

export const sendsQueryKey = (id: string) => ['fhir-sends', id] as const;
export const patientCopyQueryKey = (id: string, language: PatientLanguage | null) =>
  ['patient-copy', id, language] as const;

/** Saves a file the browser got from the API under the server's name for it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the note in `format`, in note type `type` when given (else the full consultation note),
 * or as ABDM's OP consultation record (`{ profile: 'abdm' }`, FHIR); answers the note's status
 * (draft, edited or signed) as the server saw it.
 */
export async function downloadNote(
  id: string,
  format: NoteExportFormat,
  as?: string | { profile: FhirProfile },
): Promise<string | null> {
  const query = typeof as === 'object' ? { format, profile: as.profile } : { format, type: as };
  const { blob, fileName, headers } = await apiBlob(at(id, '/export'), { query });
  saveFile(blob, fileName ?? `consultation-note.${NOTE_EXPORT_FORMATS[format].extension}`);
  return headers.get('x-note-status');
}

export async function noteText(id: string, type?: string): Promise<{ text: string; status: string | null }> {
  const { blob, headers } = await apiBlob(at(id, '/export'), { query: { format: 'text', type } });
  return { text: await blob.text(), status: headers.get('x-note-status') };
}

/** The note's status alone, for a place that has not loaded the note (the reports browser). */
/** The note's status and the type its current version is in (what an export without a chosen type is in). */
export const fetchNoteStatus = (id: string) =>
  apiRequest(at(id, '/note'), {
    schema: NoteSchema.pick({ status: true }).extend({ current: NoteVersionSummarySchema.pick({ noteType: true }) }),
  });

export const fetchPatientCopy = (id: string, language: PatientLanguage | null, signal?: AbortSignal) =>
  apiRequest(at(id, '/patient-copy'), {
    query: { language: language ?? undefined },
    schema: PatientCopySchema,
    signal,
  });

export async function downloadPatientCopy(id: string, language: PatientLanguage): Promise<void> {
  const { blob, fileName } = await apiBlob(at(id, '/patient-copy'), { query: { language, format: 'pdf' } });
  saveFile(blob, fileName ?? 'patient-copy.pdf');
}

export const fetchSends = (id: string) => apiRequest(at(id, '/fhir-sends'), { schema: FhirSendsSchema });

/** One click of "Send": one new Idempotency-Key, so a repeated request for that click never sends twice. */
export const sendToRecord = (id: string, key: string) =>
  apiRequest(at(id, '/fhir-sends'), {
    method: 'POST',
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    schema: FhirSendSchema,
  });
