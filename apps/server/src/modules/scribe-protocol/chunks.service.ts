import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { audioFormatOfName, audioFormatOfType } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { scribeSessions } from '../../db/schema/index.js';
import { audit, type AuditOrigin } from '../../lib/audit.js';
import { withTransaction } from '../../lib/transaction.js';
import { sniffAudio } from '../conversations/index.js';
import { startLiveRecording, storeLiveChunk } from '../live/index.js';
import type { AudioFile } from './audio-file.js';
import { ProtocolError } from './errors.js';
import type { SessionRow } from './sessions.service.js';

/** `audio_0.webm`, `consultation_recording_12.webm`: the number after the last underscore is the chunk's place. */
const CHUNK_NAME = /^.+_(0|[1-9]\d{0,5})\.[A-Za-z0-9]+$/;

/** The live recording a chunked session's audio goes to: one id per session, so a repeated start is the same recording. */
export function liveRecordingId(sessionId: string): string {
  const h = createHash('sha256').update(`scribe-session:${sessionId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function chunkIndex(file: AudioFile, header: string | undefined): number {
  const m = file.name ? CHUNK_NAME.exec(file.name) : null;
  if (m) return Number(m[1]);
  if (header !== undefined && /^(0|[1-9]\d{0,5})$/.test(header)) return Number(header);
  throw new ProtocolError(
    400,
    'invalid_request',
    'Name each chunk {base_name}_{number}.{extension}, numbered from 0 (audio_0.webm, audio_1.webm, …).',
    {
      field: 'filename',
    },
  );
}

/**
 * One chunk of a chunked session, through the live recording path: stored once and in order (a
 * chunk sent again is acknowledged without a second copy; one ahead of a missing chunk is refused
 * with the chunk expected), transcribed while the consultation goes on, and made into the one
 * recording file when the session ends. Chunks are webm, as a browser's recorder makes them; each
 * may be a slice of one recorder stream or a whole webm file of its own.
 */
export async function uploadChunk(
  ctx: CoreContext,
  row: SessionRow,
  file: AudioFile,
  indexHeader: string | undefined,
  origin: AuditOrigin,
) {
  const seq = chunkIndex(file, indexHeader);
  const format = audioFormatOfType(file.contentType) ?? (file.name ? audioFormatOfName(file.name) : null);
  if (format !== 'webm') {
    throw new ProtocolError(
      400,
      'invalid_audio_format',
      'Chunked upload takes audio/webm chunks; send any other format as one file (upload_type "single").',
      {
        provided_format: file.contentType.slice(0, 60),
        supported_formats: ['audio/webm', 'audio/webm;codecs=opus'],
      },
    );
  }
  const liveId = liveRecordingId(row.id);
  if (!row.liveSessionId) {
    await startLiveRecording(
      ctx,
      row.clinicianId,
      liveId,
      { contentType: 'audio/webm', patientId: row.patientId },
      (tx, live) =>
        audit(
          tx,
          { ...origin, clinicianId: row.clinicianId },
          { action: 'recording.start', resourceType: 'recording', resourceId: live.id, patientId: row.patientId },
        ),
    );
  }
  const startsStream = seq > 0 && sniffAudio(file.data, file.data.length) === 'audio';
  const ack = await storeLiveChunk(ctx, row.clinicianId, liveId, { seq, startsStream, data: file.data });
  const name = (file.name ?? `audio_${seq}.webm`).slice(0, 200);
  // The name joins the list once, in its place: a chunk sent again finds its name there already.
  const [updated] = await withTransaction(ctx.database, ({ db }) =>
    db
      .update(scribeSessions)
      .set({
        liveSessionId: liveId,
        status: 'recording',
        audioFiles: sql`${scribeSessions.audioFiles} || ${JSON.stringify([name])}::jsonb`,
      })
      .where(and(eq(scribeSessions.id, row.id), sql`jsonb_array_length(${scribeSessions.audioFiles}) = ${seq}`))
      .returning(),
  );
  const received = updated?.audioFiles.length ?? ack.chunks;
  return { session_id: row.id, status: 'recording', file: name, chunk_index: seq, audio_files_received: received };
}
