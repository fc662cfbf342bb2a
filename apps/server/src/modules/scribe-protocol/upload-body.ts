import type { FastifyRequest } from 'fastify';
import type { AudioFile } from './audio-file.js';
import { ProtocolError } from './errors.js';

/** The file name a raw upload gives in Content-Disposition (`attachment; filename="audio_0.webm"`). */
function dispositionName(header: string | undefined): string | null {
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '');
  return m ? decodeURIComponent(m[1]!).trim() || null : null;
}

function unreadable(): never {
  throw new ProtocolError(
    400,
    'invalid_request',
    'The multipart/form-data body could not be read: send the audio as the part "file".',
  );
}

/**
 * The audio of an upload, sent either way the protocol shows: multipart/form-data with the file in
 * a part (its file name and type), or the raw bytes with the type in Content-Type and the name in
 * Content-Disposition.
 */
export async function audioOf(req: FastifyRequest, maxBytes: number): Promise<AudioFile> {
  if (req.isMultipart()) {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(unreadable);
    if (!part)
      throw new ProtocolError(400, 'missing_required_field', 'Send the audio as the form-data part "file".', {
        field: 'file',
      });
    const data = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new ProtocolError(
          413,
          'invalid_request',
          `The file is larger than the ${Math.round(maxBytes / 1048576)} MB accepted.`,
        );
      return unreadable();
    });
    return { name: part.filename || null, contentType: part.mimetype, data };
  }
  if (!Buffer.isBuffer(req.body) || req.body.length === 0)
    throw new ProtocolError(
      400,
      'missing_required_field',
      'The upload holds no audio: send the file as multipart/form-data or as the raw body.',
      {
        field: 'file',
      },
    );
  return {
    name: dispositionName(req.headers['content-disposition']),
    contentType: req.headers['content-type'] ?? '',
    data: req.body,
  };
}
