import { asc, eq } from 'drizzle-orm';
import type { SpeakerRole } from '@asha/contracts';
import { statsFromBytes, statsToBytes, type LivePiece, type PieceRole } from '@asha/scribe';
import { livePieces } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

/** The pieces a live transcription had heard and their roles, as a restarted one resumes from them. */
export async function loadPieces(db: Db, sessionId: string): Promise<{ pieces: LivePiece[]; roles: SpeakerRole[] }> {
  const rows = await db
    .select()
    .from(livePieces)
    .where(eq(livePieces.sessionId, sessionId))
    .orderBy(asc(livePieces.idx));
  const pieces = rows.map((r) => ({
    index: r.idx,
    span: r.span,
    start: r.start,
    end: r.end,
    stats: statsFromBytes(new Uint8Array(r.stats)),
    words:
      r.text === null
        ? null
        : { text: r.text, english: r.english ?? r.text, language: r.language ?? 'en', confidence: r.confidence },
  }));
  return { pieces, roles: rows.map((r) => r.role) };
}

/** Newly heard pieces with their provisional roles. */
export async function savePieces(db: Db, sessionId: string, pieces: LivePiece[], roles: PieceRole[]): Promise<void> {
  if (pieces.length === 0) return;
  await db
    .insert(livePieces)
    .values(
      pieces.map((p) => ({
        sessionId,
        idx: p.index,
        span: p.span,
        start: p.start,
        end: p.end,
        stats: Buffer.from(statsToBytes(p.stats)),
        text: p.words?.text ?? null,
        english: p.words?.english ?? null,
        language: p.words?.language ?? null,
        confidence: p.words?.confidence ?? null,
        role: roles[p.index]?.role ?? 'Patient',
      })),
    )
    .onConflictDoNothing();
}

/** Earlier pieces whose provisional role changed as more of the consultation was heard. */
export async function renamePieces(
  client: { query(text: string, values: unknown[]): Promise<unknown> },
  sessionId: string,
  changed: { index: number; role: PieceRole['role'] }[],
): Promise<void> {
  if (changed.length === 0) return;
  await client.query(
    `update live_pieces p set role = v.role
       from unnest($2::int[], $3::text[]) as v(idx, role)
      where p.session_id = $1 and p.idx = v.idx`,
    [sessionId, changed.map((c) => c.index), changed.map((c) => c.role)],
  );
}
