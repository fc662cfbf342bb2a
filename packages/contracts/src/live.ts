import { z } from 'zod';
import { AUDIO_FORMATS, audioFormatOfType, type AudioFormat } from './audio-format.js';
import { IsoDateTimeSchema } from './common.js';
import { ConversationStatusSchema } from './conversation.js';
import { requiredText } from './text-field.js';
import { SpeakerRoleSchema } from './transcript.js';

/**
 * A live recording: the browser sends the audio in short chunks while the consultation goes on,
 * the server stores each one before acknowledging it and transcribes finished stretches of
 * speech as they arrive, and Stop turns the stored chunks into the one recording file.
 */

/**
 * Formats whose recorder chunks decode as they arrive and whose separately started streams (a
 * recording resumed after a reload) join into one file. A browser recording in another format
 * (an older Safari's mp4) is uploaded whole at Stop, as a file is.
 */
export const LIVE_RECORDING_FORMATS = ['webm'] as const satisfies readonly AudioFormat[];
export type LiveRecordingFormat = (typeof LIVE_RECORDING_FORMATS)[number];

export function liveFormatOfType(contentType: string): LiveRecordingFormat | null {
  const format = audioFormatOfType(contentType);
  return (LIVE_RECORDING_FORMATS as readonly string[]).includes(format ?? '') ? (format as LiveRecordingFormat) : null;
}

const LIVE_TYPES_TEXT = LIVE_RECORDING_FORMATS.map((f) => AUDIO_FORMATS[f].mime).join(' or ');

/** The recorder hands over a chunk this often (MediaRecorder's timeslice). */
export const LIVE_CHUNK_MS = 1000;
/** A chunk larger than this is not one second of compressed speech. */
export const LIVE_CHUNK_MAX_BYTES = 1024 * 1024;

export const LiveSessionStatusSchema = z.enum(['recording', 'finished', 'discarded']);
export type LiveSessionStatus = z.infer<typeof LiveSessionStatusSchema>;

/** PUT /api/live-sessions/{sessionId}: the browser names the session, so a retried start makes one. */
export const StartLiveSessionBodySchema = z.object({
  contentType: requiredText('contentType', 200).refine(
    (t) => liveFormatOfType(t) !== null,
    `contentType must be ${LIVE_TYPES_TEXT}.`,
  ),
  /** Known on the patient screen; the recorder screen names the patient when the recording is finished. */
  patientId: requiredText('patientId', 100).optional(),
});
export type StartLiveSessionBody = z.infer<typeof StartLiveSessionBodySchema>;

export const LiveSessionSchema = z.object({
  sessionId: z.string(),
  patientId: z.string().nullable(),
  contentType: z.string(),
  status: LiveSessionStatusSchema,
  /** Chunks stored: every chunk numbered below this has reached the server. */
  chunks: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  startedAt: IsoDateTimeSchema,
  conversationId: z.string().nullable(),
});
export type LiveSession = z.infer<typeof LiveSessionSchema>;

/** PUT /api/live-sessions/{sessionId}/chunks/{seq}: the answer is sent only once the chunk is stored. */
export const LiveChunkAckSchema = z.object({
  seq: z.number().int().nonnegative(),
  chunks: z.number().int().nonnegative(),
});
export type LiveChunkAck = z.infer<typeof LiveChunkAckSchema>;

export const LiveChunkParamsSchema = z.object({
  seq: z.coerce
    .number({ error: 'The chunk number must be a whole number.' })
    .int('The chunk number must be a whole number.')
    .min(0)
    .max(1_000_000),
});
export const LiveChunkQuerySchema = z.object({
  /** '1' when this chunk begins a new recorder stream (the recording was resumed after a reload). */
  start: z.enum(['0', '1'], { error: "start must be '0' or '1'" }).default('0'),
});

/** POST /api/live-sessions/{sessionId}/finish */
export const FinishLiveSessionBodySchema = z.object({
  /** How many chunks the browser recorded; the server refuses to finish while any has not arrived. */
  chunks: z.number({ error: 'chunks must be the number of chunks recorded.' }).int().min(1, 'Nothing was recorded.'),
  patientId: requiredText('patientId', 100).optional(),
});
export type FinishLiveSessionBody = z.infer<typeof FinishLiveSessionBodySchema>;

export const FinishLiveSessionResponseSchema = z.object({
  conversationId: z.string(),
  patientId: z.string(),
  status: ConversationStatusSchema,
});
export type FinishLiveSessionResponse = z.infer<typeof FinishLiveSessionResponseSchema>;

/** One line of the live transcript; its role may change until the recording is finished. */
export const LiveLineSchema = z.object({
  index: z.number().int().nonnegative(),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  role: SpeakerRoleSchema,
  language: z.string(),
  text: z.string(),
  english: z.string(),
});
export type LiveLine = z.infer<typeof LiveLineSchema>;

/**
 * A line of speech still being spoken, recognised from a short piece as soon as it ended: it may
 * still change, and is replaced by settled lines once its stretch of speech is recognised whole.
 */
export const ProvisionalLineSchema = LiveLineSchema.omit({ index: true });
export type ProvisionalLine = z.infer<typeof ProvisionalLineSchema>;

/** GET /api/live-sessions/{sessionId}/transcript?after=n */
export const LiveTranscriptQuerySchema = z.object({
  after: z.coerce.number({ error: 'after must be a line number.' }).int().min(-1).max(1_000_000).default(-1),
});

export const LiveTranscriptSchema = z.object({
  sessionId: z.string(),
  status: LiveSessionStatusSchema,
  /** Lines whose index is above `after`. */
  lines: z.array(LiveLineSchema),
  /** The role of every line so far, by index: earlier lines may be renamed as more is heard. */
  roles: z.array(SpeakerRoleSchema),
  /** Provisional lines after the settled ones, in order: all of them on every read, as they change. */
  provisional: z.array(ProvisionalLineSchema),
  /** Seconds of audio the server has received and decoded. */
  receivedSec: z.number().nonnegative(),
  /** Seconds of finished speech waiting for the speech engine: above zero, the transcript is catching up. */
  waitingSec: z.number().nonnegative(),
  /** Why there is no live transcript (no speech engine yet), or null. */
  note: z.string().nullable(),
  conversationId: z.string().nullable(),
});
export type LiveTranscript = z.infer<typeof LiveTranscriptSchema>;

/**
 * GET /api/events (text/event-stream): what changed, by id only; the browser reads the details
 * through the API. `ready` opens every stream.
 */
export const ServerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({
    type: z.literal('conversation'),
    conversationId: z.string(),
    patientId: z.string(),
    status: ConversationStatusSchema,
  }),
  z.object({ type: z.literal('live'), sessionId: z.string() }),
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;
