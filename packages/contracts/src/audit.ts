import { z } from 'zod';
import { IsoDateTimeSchema, NextTokenSchema, pageOf } from './common.js';

/**
 * Every action the audit trail records, with the words the Access history panel and the CSV
 * export show for it. A route that reads or changes patient data records one of these; a new kind
 * of access adds its action here, so the server, the panel and the export learn it together.
 */
export const AUDIT_ACTIONS = {
  'patients.list': 'Viewed the patients list',
  'patient.read': 'Opened the patient record',
  'patient.create': 'Added the patient',
  'patient.update': "Corrected the patient's details",
  'patient.delete': 'Deleted the patient',
  'patient.restore': 'Undid the deletion of the patient',
  'patient.purge': "Removed the deleted patient's records and files",
  'conversations.list': 'Viewed the consultations (with links to their audio, transcript and report)',
  'conversation.read': 'Opened a consultation (with links to its audio, transcript and report)',
  'conversation.upload-url': 'Was given a link to upload a recording',
  'recording.start': 'Started recording a consultation (the audio is saved as it is recorded)',
  'recording.read': 'Checked an unfinished recording',
  'recording.finish': 'Finished recording a consultation',
  'recording.discard': 'Discarded a recording that was not finished',
  'live-transcript.read': 'Read the live transcript of a recording',
  'conversation.retry': 'Retried a failed consultation',
  'conversation.retry-now': 'Asked for the next try of a consultation waiting for its engine to start now',
  'conversation.delete': 'Deleted a consultation',
  'conversation.restore': 'Undid the deletion of a consultation',
  'conversation.purge': "Removed the deleted consultation's records and files",
  'files.list': 'Viewed stored files (with links to them)',
  'audio.read': 'Played or downloaded the audio',
  'transcript.read': 'Read the transcript',
  'report.read': 'Read the report',
  'note.read': 'Read the note',
  'note.history': 'Viewed the versions of the note',
  'note.save': 'Edited the note',
  'note.sign': 'Signed the note',
  'note.amend': 'Amended the signed note',
  'note.restore': 'Restored an earlier version of the note',
  'note.type': 'Changed the note type the note is shown in',
  'note.regenerate': 'Asked for the report to be rewritten from the corrected transcript',
  'transcript.correct': 'Corrected the transcript',
  'note.export': 'Exported the note (text, PDF or FHIR)',
  'note.send': 'Sent the note to the record system (FHIR)',
  'note.patient-copy': "Made the patient's copy of the note",
  'audio.retention': 'Recording removed by the retention rule',
  'upload.cleanup': 'Removed an abandoned or refused upload',
  'access-history.read': 'Viewed the access history',
  'audit.export': 'Exported the audit trail',
  'sign-in': 'Signed in',
  'sign-in.failed': 'Failed to sign in',
  'sign-out': 'Signed out',
  'session.expired-idle': 'Signed out after being idle',
  'api-key.save': 'Saved an API key',
  'api-key.delete': 'Removed the API key',
  'settings.note-type': 'Changed the default note type',
  'account.disable': 'Account disabled',
  'account.remove': 'Account removed',
  'record-key.create': 'Made a record-system key',
  'record-key.revoke': 'Revoked a record-system key',
  'record-key.use': 'A record system used its key',
  'record-key.refused': "A record system's key was refused",
  'record-key.throttled': 'Record-system keys from an address were paused after repeated failures',
  'webhook.register': "A record system registered an address for its consultations' events",
  'webhook.delete': 'A record system removed an address for its events',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AuditActionSchema = z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]);

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export const AuditOutcomeSchema = z.enum(AUDIT_OUTCOMES);
export type AuditOutcome = z.infer<typeof AuditOutcomeSchema>;

/** What was touched: the kinds of record an audit row names by id. */
export const AUDIT_RESOURCE_TYPES = [
  'patient',
  'conversation',
  'recording',
  'file',
  'session',
  'settings',
  'account',
  'audit',
  'record-key',
  'webhook',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

/** One row of a patient's Access history: who did what, when, from where, and how it ended. */
export const AccessEntrySchema = z.object({
  at: IsoDateTimeSchema,
  action: AuditActionSchema,
  resourceType: z.string(),
  resourceId: z.string().nullable(),
  outcome: AuditOutcomeSchema,
  /** The clinician's name or email as the server knows them; null for the system (retention, purge). */
  actor: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AccessEntry = z.infer<typeof AccessEntrySchema>;

export const AccessHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  nextToken: NextTokenSchema.optional(),
});
export type AccessHistoryQuery = z.infer<typeof AccessHistoryQuerySchema>;

export const AccessHistoryResponseSchema = pageOf(AccessEntrySchema);
export type AccessHistoryResponse = z.infer<typeof AccessHistoryResponseSchema>;
