import { z } from 'zod';
import { IsoDateTimeSchema, NextTokenSchema, SortOrderSchema, pageOf } from './common.js';

/** Audio types a recording may be uploaded as (issue #5: mp3, m4a, aac, ogg, flac, wav, webm). */
export const AUDIO_CONTENT_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mpeg',
  'audio/mp3',
  'audio/mp4',
  'audio/x-m4a',
  'audio/m4a',
  'audio/aac',
  'audio/flac',
  'audio/x-flac',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
] as const;

/** `audio/webm;codecs=opus` → `audio/webm` */
export function baseContentType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

export function isAllowedAudioType(contentType: string): boolean {
  return (AUDIO_CONTENT_TYPES as readonly string[]).includes(baseContentType(contentType));
}

/** Pipeline stages a conversation moves through (issue #5, beyond the spec). */
export const ConversationStatusSchema = z.enum([
  'uploaded',
  'transcribing',
  'writing report',
  'ready',
  'failed',
]);
export type ConversationStatus = z.infer<typeof ConversationStatusSchema>;

/** Spec §3 Conversation plus the pipeline fields of issue #5. URLs are short-lived signed GETs. */
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
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** Spec §7 call 8. */
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

/** Spec §7 call 4. */
export const UploadUrlQuerySchema = z.object({
  contentType: z
    .string({ error: 'contentType is required' })
    .min(1, 'contentType is required')
    .refine(isAllowedAudioType, 'contentType must be an audio type: webm, ogg, mp3, m4a, aac, flac or wav'),
  patientId: z.string({ error: 'patientId is required' }).min(1, 'patientId is required'),
  /** How the audio was made: recorded in the browser, or a file from another device (analytics). */
  source: RecordingSourceSchema.default('recorded'),
});
export type UploadUrlQuery = z.infer<typeof UploadUrlQuerySchema>;

/** Spec §3 Upload-URL response. */
export const UploadUrlResponseSchema = z.object({
  url: z.string(),
  key: z.string(),
  expiresIn: z.number().int().positive(),
  doctorId: z.string(),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;

/** Spec §7 call 10. */
export const ListAudiosQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  nextToken: NextTokenSchema.optional(),
});
export type ListAudiosQuery = z.infer<typeof ListAudiosQuerySchema>;

/** Spec §3 Storage file entry. */
export const StorageFileEntrySchema = z.object({
  key: z.string(),
  size: z.number().int().nonnegative(),
  lastModified: z.string(),
  mediaUrl: z.string().optional(),
  jsonUrl: z.string().optional(),
});
export type StorageFileEntry = z.infer<typeof StorageFileEntrySchema>;
export const ListAudiosResponseSchema = pageOf(StorageFileEntrySchema);
export type ListAudiosResponse = z.infer<typeof ListAudiosResponseSchema>;
