import { and, asc, eq, gt } from 'drizzle-orm';
import { joinWebmStreams, WebmJoinError } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { liveChunks } from '../../db/schema/index.js';

const BATCH = 256;

/**
 * The one recording file of a live recording: its chunks in order, each recorder stream (a resume
 * starts another) joined into one webm whose duration is written in. Streams that cannot be joined
 * (not as a browser writes them) are stored as they came, one after the other, which the decoders
 * still read whole.
 */
export async function recordingFile(ctx: CoreContext, sessionId: string): Promise<Buffer> {
  const streams: Buffer[][] = [];
  let after = -1;
  for (;;) {
    const rows = await ctx.database.db
      .select({ seq: liveChunks.seq, startsStream: liveChunks.startsStream, data: liveChunks.data })
      .from(liveChunks)
      .where(and(eq(liveChunks.sessionId, sessionId), gt(liveChunks.seq, after)))
      .orderBy(asc(liveChunks.seq))
      .limit(BATCH);
    for (const r of rows) {
      if (streams.length === 0 || r.startsStream) streams.push([]);
      streams[streams.length - 1]!.push(r.data);
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.seq;
  }
  const whole = streams.map((s) => Buffer.concat(s));
  try {
    const joined = joinWebmStreams(whole);
    return Buffer.from(joined.bytes.buffer, joined.bytes.byteOffset, joined.bytes.byteLength);
  } catch (err) {
    if (!(err instanceof WebmJoinError)) throw err;
    ctx.logger.warn(
      { sessionId, reason: err.message },
      'live recording stored as recorded: its streams could not be joined',
    );
    return Buffer.concat(whole);
  }
}
