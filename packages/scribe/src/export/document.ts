import type { NoteStatus, PatientReport } from '@asha/contracts';

/**
 * Everything an export of a note needs, gathered once by its caller (the API from the database, the
 * CLI from a report file): the note's current version, who it is about, who wrote and signed it,
 * the consultation it came from, and where its recording and transcript are.
 */
export interface NoteDocument {
  report: PatientReport;
  patient: {
    id: string;
    name: string;
    dob: string | null;
    gender: string | null;
    phone: string | null;
    email: string | null;
    /** the patient's ABHA number (India's health ID) as 'xx-xxxx-xxxx-xxxx', when known */
    abhaNumber?: string | null;
  };
  clinician: { id: string; name: string; email: string | null };
  clinic: { name: string };
  consultation: {
    id: string;
    recordedAt: string;
    durationSec: number | null;
    language: string | null;
  };
  note: {
    version: number;
    status: NoteStatus;
    /** when this version was written */
    updatedAt: string;
    signedAt: string | null;
    signedBy: string | null;
    /** the engine that wrote the AI draft ('deterministic', 'openai:gpt-4o-mini', …) */
    engine: string;
  };
  attachments: {
    /** the recording: where the clinic opens it, its type and size; null once it was removed */
    audio: { url: string; contentType: string; sizeBytes: number } | null;
    /** the transcript as text ('Doctor: …' lines); null when there is none */
    transcript: string | null;
  };
}

export const isSigned = (doc: NoteDocument) => doc.note.status === 'signed' && doc.note.signedAt !== null;

/** 'Signed by Dr Asha Rao on 23 Nov 2026, 10:05' or 'Draft — not signed'. */
export function signatureLine(doc: NoteDocument): string {
  if (!isSigned(doc)) return 'Draft — not signed';
  return `Signed by ${doc.note.signedBy ?? doc.clinician.name} on ${formatDateTime(doc.note.signedAt!)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '23 Nov 2026' in UTC, the same on every machine that prints it. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** '23 Nov 2026, 10:05 UTC'. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return `${formatDate(iso)}, ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')} UTC`;
}

/** The patient's identifying line: name, sex, date of birth or age. */
export function patientLine(doc: NoteDocument): string {
  const p = doc.patient;
  const parts = [
    p.gender,
    p.dob ? `born ${p.dob}` : doc.report.patientInfo.age ? `age ${doc.report.patientInfo.age}` : null,
  ].filter(Boolean);
  return parts.length ? `${p.name} (${parts.join(', ')})` : p.name;
}
