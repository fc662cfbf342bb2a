import { asc, eq } from 'drizzle-orm';
import type { LiveTranscript } from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { livePieces } from '../../db/schema/index.js';
import { ownLiveSession, type LiveSessionRow } from '../../lib/ownership.js';

/**
 * The live transcript of a recording of the clinician's: the lines after `after`, every line's
 * current role (earlier ones may have been renamed), and how far recognition has got.
 */
export async function readLiveTranscript(
  ctx: CoreContext,
  clinicianId: string,
  sessionId: string,
  after: number,
): Promise<{ transcript: LiveTranscript; session: LiveSessionRow }> {
  const s = await ownLiveSession(ctx.database.db, clinicianId, sessionId);
  const rows = await ctx.database.db
    .select({
      idx: livePieces.idx,
      start: livePieces.start,
      end: livePieces.end,
      role: livePieces.role,
      text: livePieces.text,
      english: livePieces.english,
      language: livePieces.language,
    })
    .from(livePieces)
    .where(eq(livePieces.sessionId, sessionId))
    .orderBy(asc(livePieces.idx));
  const settledUntil = rows.reduce((m, r) => Math.max(m, r.end), 0);
  const lines = rows.flatMap((r) =>
    r.text !== null && r.idx > after
      ? [
          {
            index: r.idx,
            start: r.start,
            end: r.end,
            role: r.role,
            language: r.language ?? 'en',
            text: r.text,
            english: r.english ?? r.text,
          },
        ]
      : [],
  );
  return {
    session: s,
    transcript: {
      sessionId: s.id,
      status: s.status,
      lines,
      roles: rows.map((r) => r.role),
      // The session was read before the pieces: lines settled in between leave its provisional ones stale.
      provisional: s.provisionalLines.filter((p) => p.start >= settledUntil - 1e-6),
      receivedSec: s.receivedSec,
      waitingSec: s.waitingSec,
      note: s.note,
      conversationId: s.conversationId,
    },
  };
}
