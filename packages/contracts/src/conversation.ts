import { z } from 'zod';
import { AUDIO_FORMATS_TEXT, isAllowedAudioType } from './audio-format.js';
import { IsoDateTimeSchema, NextTokenSchema, SortOrderSchema, pageOf } from './common.js';
import { ConsultationRetrySchema } from './engine-outage.js';
import { NoteSummarySchema } from './note.js';
import { requiredText } from './text-field.js';

/** Pipeline stages a conversation moves through (beyond the spec). */
export const ConversationStatusSchema = z.enum(['uploaded', 'transcribing', 'writing report', 'ready', 'failed']);
export type ConversationStatus = z.infer<typeof ConversationStatusSchema>;

/** Conversation plus the pipeline's fields. URLs are short-lived signed GETs. */
export const ConversationSchema = z.object({
  conversationId: z.string(),
  patientId: z.string(),
  createdAt: IsoDateTimeSchema,
  audioUrl: z.string().optional(),
  transcriptUrl: z.string().optional(),
  reportUrl: z.string().optional(),
  sizeBytes: z.number().int().nonnegative(),
  status: ConversationStatusSchema,
  error: z.string().nullable(),
  durationSec: z.number().nonnegative().nullable(),
  language: z.string().nullable(),
  /** the clinician's note: Draft, Edited or Signed, and a regeneration under way; absent before a report exists */
  note: NoteSummarySchema.nullable().optional(),
  /** an engine failed and the consultation will be tried again by itself; absent or null otherwise */
  retry: ConsultationRetrySchema.nullable().optional(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** GET /patients/{patientId}/conversations. */
export const ListConversationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  order: SortOrderSchema.default('desc'),
  nextToken: NextTokenSchema.optional(),
});
export type ListConversationsQuery = z.infer<typeof ListConversationsQuerySchema>;
export const ListConversationsResponseSchema = pageOf(ConversationSchema);
export type ListConversationsResponse = z.infer<typeof ListConversationsResponseSchema>;

export const RecordingSourceSchema = z.enum(['recorded', 'file'], { error: "source must be 'recorded' or 'file'" });
export type RecordingSource = z.infer<typeof RecordingSourceSchema>;

/** GET /conversation/upload-url. */
export const UploadUrlQuerySchema = z.object({
  contentType: requiredText('contentType', 200).refine(
    isAllowedAudioType,
    `contentType must be an audio type: ${AUDIO_FORMATS_TEXT}.`,
  ),
  patientId: requiredText('patientId', 100),
  /** How the audio was made: recorded in the browser, or a file from another device (analytics). */
  source: RecordingSourceSchema.default('recorded'),
});
export type UploadUrlQuery = z.infer<typeof UploadUrlQuerySchema>;

/** Upload-URL response. */
export const UploadUrlResponseSchema = z.object({
  url: z.string(),
  key: z.string(),
  expiresIn: z.number().int().positive(),
  doctorId: z.string(),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;

/** GET /conversation/audios. */
export const ListAudiosQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  nextToken: NextTokenSchema.optional(),
});
export type ListAudiosQuery = z.infer<typeof ListAudiosQuerySchema>;

/** Storage file entry. */
export const StorageFileEntrySchema = z.object({
  key: z.string(),
  size: z.number().int().nonnegative(),
  lastModified: z.string(),
  mediaUrl: z.string().optional(),
  jsonUrl: z.string().optional(),
});
export type StorageFileEntry = z.infer<typeof StorageFileEntrySchema>;

/**
 * One recording in the reports browser: the spec's file entry (`key` and `size` of the audio,
 * `mediaUrl`, the report as `jsonUrl`, `lastModified` the last change to any of its files) with
 * its transcript, its patient and when it was recorded, so one item is the whole recording.
 */
export const RecordingEntrySchema = StorageFileEntrySchema.extend({
  conversationId: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  recordedAt: IsoDateTimeSchema,
  status: ConversationStatusSchema,
  transcriptUrl: z.string().optional(),
});
export type RecordingEntry = z.infer<typeof RecordingEntrySchema>;

/** GET /conversation/audiospaged by recording, the newest recording first. */
export const ListAudiosResponseSchema = pageOf(RecordingEntrySchema);
export type ListAudiosResponse = z.infer<typeof ListAudiosResponseSchema>;
