import { and, eq } from 'drizzle-orm';
import { AUDIO_FORMATS, audioFormatOfName, audioFormatOfType, type AudioFormat } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { scribeSessions } from '../../db/schema/index.js';
import { newAudioKey, sniffAudio } from '../conversations/index.js';
import type { AuditOrigin } from '../../lib/audit.js';
import type { AudioFile } from './audio-file.js';
import { callerTransaction, type Caller } from './auth.js';
import { uploadChunk } from './chunks.service.js';
import { ProtocolError } from './errors.js';
import { ownSession, refuseExpired, type SessionRow } from './sessions.service.js';

function formatOf(file: AudioFile): AudioFormat {
  const format = audioFormatOfType(file.contentType) ?? (file.name ? audioFormatOfName(file.name) : null);
  if (format) return format;
  const supported = Object.values(AUDIO_FORMATS).map((f) => f.mime);
  throw new ProtocolError(
    400,
    'invalid_audio_format',
    `Audio format '${file.contentType.slice(0, 60)}' is not supported.`,
    {
      provided_format: file.contentType.slice(0, 60),
      supported_formats: supported,
    },
  );
}

/** Audio is taken only while the session is open. */
export function refuseClosed(row: SessionRow) {
  refuseExpired(row);
  if (row.status === 'ended')
    throw new ProtocolError(409, 'invalid_request', 'This session has ended: no more audio can be uploaded to it.', {
      session_id: row.id,
    });
}

/** POST /sessions/{id}/audio: the one file of a single-upload session, or the next chunk of a chunked one. */
export async function uploadAudio(
  ctx: CoreContext,
  caller: Caller,
  id: string,
  file: AudioFile,
  indexHeader: string | undefined,
  origin: AuditOrigin,
) {
  const row = await ownSession(ctx, caller.keyId, id);
  refuseClosed(row);
  return row.uploadType === 'single'
    ? uploadSingle(ctx, caller, row, file)
    : uploadChunk(ctx, row, file, indexHeader, origin);
}

/**
 * One whole recording for a session of upload_type "single": checked (a known audio format, not
 * empty, not too large, and audio by its first bytes), stored, and kept with the session until it
 * ends. A second file is refused; the record system ends the session to have it processed.
 */
async function uploadSingle(ctx: CoreContext, caller: Caller, row: SessionRow, file: AudioFile) {
  if (row.audioFiles.length > 0)
    throw new ProtocolError(
      409,
      'invalid_request',
      'This session takes one audio file and already has it: end the session.',
    );
  const format = formatOf(file);
  if (file.data.length > ctx.config.UPLOAD_MAX_BYTES)
    throw new ProtocolError(
      413,
      'invalid_request',
      `The file is larger than the ${Math.round(ctx.config.UPLOAD_MAX_BYTES / 1048576)} MB accepted.`,
    );
  if (sniffAudio(file.data, file.data.length) !== 'audio')
    throw new ProtocolError(400, 'invalid_audio_format', 'The file is empty or is not audio in a supported format.');

  const mime = AUDIO_FORMATS[format].mime;
  const key = newAudioKey(row.clinicianId, row.patientId, mime);
  await ctx.storage.put(key, file.data, mime);
  const name = (file.name ?? `audio.${AUDIO_FORMATS[format].extensions[0]}`).slice(0, 200);
  const [taken] = await callerTransaction(ctx, caller, (tx) =>
    tx.db
      .update(scribeSessions)
      .set({ uploadKey: key, audioFiles: [name], status: 'recording' })
      .where(and(eq(scribeSessions.id, row.id), eq(scribeSessions.status, 'created')))
      .returning({ id: scribeSessions.id }),
  );
  if (!taken) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw new ProtocolError(409, 'invalid_request', 'This session already has its audio file, or has ended.');
  }
  return { session_id: row.id, status: 'recording', file: name, audio_files_received: 1, bytes: file.data.length };
}
