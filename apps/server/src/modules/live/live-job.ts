import { asc, and, eq, gte } from 'drizzle-orm';
import { liveFormatOfType, type SpeakerRole } from '@asha/contracts';
import { AudioDecodeError, LiveTranscriber, NoSpeechModelError } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { liveChunks, livePieces, liveSessions } from '../../db/schema/index.js';
import { announce, CHANNELS } from '../../lib/notifications.js';
import { withTransaction } from '../../lib/transaction.js';
import { enqueuePipeline, type LiveJobData } from '../../queue/enqueue.js';
import {
  claim,
  engineFailureOf,
  failureReason,
  isPermanent,
  markFailed,
  recordEngineFailure,
  writeUp,
  type Attempt,
  type EngineProvider,
  type Engines,
} from '../writing/index.js';
import { loadPieces, renamePieces, savePieces } from './pieces.js';
import { FOLLOW_IDLE_MS } from './sessions.service.js';
import type { LiveSignals } from './signals.js';

/** Without news of the recording, look again this often (a missed announcement costs at most this). */
const WAIT_MS = 2_000;
/**
 * The recording's figures are stored at most this often while nothing new was heard; the open tabs
 * are told only when the speech waiting for the engine changes by this much (catching up or caught up).
 */
const PROGRESS_MS = 5_000;
const WAITING_STEP_SEC = 2;
const CHUNK_BATCH = 16;

type Session = typeof liveSessions.$inferSelect;
type Outcome = 'ready' | 'discarded' | 'idle' | 'handed over' | 'failed';

/**
 * Follows one live recording from its first chunk to its report: decodes each chunk as it is
 * stored, recognises every finished stretch of speech (taking turns on a local engine with the
 * other transcriptions), keeps the live transcript and its provisional roles in the database and
 * announces them; once the recording is finished, only its tail is left: the last stretch is
 * recognised, the voices settled over the whole consultation and the report written. A restart
 * (crash, another worker) decodes the audio again and goes on from the pieces already stored.
 * When it cannot transcribe (no speech engine, a failure that retries did not cure), the recording
 * is still saved and its consultation goes through the upload pipeline once it is finished.
 */
export async function runLiveJob(
  ctx: CoreContext,
  engines: EngineProvider,
  signals: LiveSignals,
  data: LiveJobData,
  attempt: Attempt,
  stopping: AbortSignal,
): Promise<Outcome> {
  const session = await loadSession(ctx, data.sessionId);
  if (!session || session.status === 'discarded') return 'discarded';
  const log = ctx.logger.child({ sessionId: session.id });
  try {
    return await follow(ctx, engines, signals, session, stopping);
  } catch (err) {
    const e = err as Error;
    // The process is stopping: the job fails this attempt and another worker (or the next start) goes on with it.
    if (stopping.aborted) throw e;
    if (!(e instanceof NoSpeechModelError) && !isPermanent(e) && attempt.retryCount < attempt.retryLimit) {
      log.warn({ err: e.message, attempt: attempt.retryCount + 1 }, 'live transcription failed; it will be retried');
      await tellEngineDown(ctx, engines, session, e);
      throw e;
    }
    log.info({ reason: e.message }, 'live transcription stopped');
    return handOver(ctx, session.id, e, attempt);
  }
}

async function follow(
  ctx: CoreContext,
  engines: EngineProvider,
  signals: LiveSignals,
  start: Session,
  stopping: AbortSignal,
): Promise<Outcome> {
  const chosen = await engines.forClinician(start.clinicianId);
  const heard = await loadPieces(ctx.database.db, start.id);
  const t = await LiveTranscriber.open({
    format: liveFormatOfType(start.contentType) ?? 'webm',
    engine: chosen.speech,
    heard: heard.pieces,
  });
  // Provisional lines of a stretch heard before a restart are heard again from its audio.
  await ctx.database.db
    .update(liveSessions)
    .set({ note: null, provisionalLines: [] })
    .where(eq(liveSessions.id, start.id));
  const roles: SpeakerRole[] = heard.roles;
  let fed = 0;
  let lastChunkAt = Date.now();
  let published = { at: 0, received: -1, waiting: -1 };
  let recognising = 0;
  // One recognition at a time, run while the loop goes on decoding what arrives, so a piece's end is
  // noticed while the engine is busy with the one before it.
  let recognition: Promise<void> | null = null;
  let failure: unknown = null;
  for (;;) {
    if (failure) throw failure;
    if (stopping.aborted) {
      await recognition;
      throw new Error('The worker is stopping: the recording is followed again when a worker starts.');
    }
    const s = await loadSession(ctx, start.id);
    if (!s || s.status === 'discarded') return 'discarded';
    while (fed < s.chunks) {
      const rows = await ctx.database.db
        .select({ seq: liveChunks.seq, startsStream: liveChunks.startsStream, data: liveChunks.data })
        .from(liveChunks)
        .where(and(eq(liveChunks.sessionId, s.id), gte(liveChunks.seq, fed)))
        .orderBy(asc(liveChunks.seq))
        .limit(CHUNK_BATCH);
      if (rows.length === 0) break;
      for (const r of rows) await t.feed(new Uint8Array(r.data), r.startsStream);
      fed = rows[rows.length - 1]!.seq + 1;
      lastChunkAt = Date.now();
    }
    const finished = s.status === 'finished' && fed >= s.chunks;
    if (finished) await t.end();
    const waitingMoved =
      Math.abs(t.waitingSec - published.waiting) >= WAITING_STEP_SEC ||
      (t.waitingSec === 0) !== (published.waiting === 0);
    if (waitingMoved || (Date.now() - published.at >= PROGRESS_MS && t.receivedSec !== published.received)) {
      published = { at: Date.now(), received: t.receivedSec, waiting: t.waitingSec };
      await progress(ctx, s, t, [], undefined, waitingMoved);
    }
    if (!recognition && t.hasWaiting) {
      const began = performance.now();
      recognition = engines
        .transcribing(chosen.speech, () => t.recogniseNext())
        .then(async (pieces) => {
          recognising += performance.now() - began;
          published = { at: Date.now(), received: t.receivedSec, waiting: t.waitingSec };
          await progress(ctx, s, t, pieces, roles);
        })
        .catch((e: unknown) => void (failure = e))
        .finally(() => (recognition = null));
    }
    if (recognition) {
      await Promise.race([recognition, signals.wait(s.id, WAIT_MS, stopping)]);
      continue;
    }
    if (finished) return writeUpLive(ctx, chosen, t, s, recognising);
    if (Date.now() - lastChunkAt > FOLLOW_IDLE_MS) return 'idle';
    await signals.wait(s.id, WAIT_MS, stopping);
  }
}

/** Stores newly heard pieces, renames earlier ones whose provisional role changed, and tells the clinician's tabs. */
async function progress(
  ctx: CoreContext,
  s: Session,
  t: LiveTranscriber,
  pieces: Awaited<ReturnType<LiveTranscriber['recogniseNext']>>,
  known?: SpeakerRole[],
  tell = true,
) {
  const named = pieces.length && known ? await t.roles() : null;
  // The provisional lines are written with the settled pieces that replace them, so a read never sees both or neither.
  const provisional = known ? await t.provisional() : null;
  await withTransaction(ctx.database, async (tx) => {
    if (named && known) {
      const changed = named
        .slice(0, known.length)
        .flatMap((r, index) => (r.role !== known[index] ? [{ index, role: r.role }] : []));
      await renamePieces(tx.client, s.id, changed);
      await savePieces(tx.db, s.id, pieces, named);
      known.splice(0, known.length, ...named.map((r) => r.role));
    }
    await tx.db
      .update(liveSessions)
      .set({
        receivedSec: t.receivedSec,
        waitingSec: t.waitingSec,
        ...(provisional ? { provisionalLines: provisional } : {}),
      })
      .where(eq(liveSessions.id, s.id));
    if (tell)
      await announce(
        tx.client,
        CHANNELS.events,
        JSON.stringify({ type: 'live', clinicianId: s.clinicianId, sessionId: s.id }),
      );
  });
}

/** Stop → report: the voices settled over the whole consultation, the transcript and report written, the chunks let go. */
async function writeUpLive(
  ctx: CoreContext,
  engines: Engines,
  t: LiveTranscriber,
  s: Session,
  recognisingMs: number,
): Promise<Outcome> {
  const conv = s.conversationId ? await claim(ctx, s.conversationId) : null;
  if (conv) {
    const transcript = await t.transcript(engines.rolesLlm);
    if (t.receivedSec > 0)
      ctx.metrics.speechRealTimeFactor.observe(
        { engine: engines.speech.name.split(':')[0] ?? 'unknown' },
        recognisingMs / 1000 / t.receivedSec,
      );
    await writeUp(ctx, conv, transcript, engines.llm);
  }
  await withTransaction(ctx.database, async (tx) => {
    await tx.db.delete(liveChunks).where(eq(liveChunks.sessionId, s.id));
    await tx.db.delete(livePieces).where(eq(livePieces.sessionId, s.id));
    await tx.db.update(liveSessions).set({ waitingSec: 0, provisionalLines: [] }).where(eq(liveSessions.id, s.id));
  });
  return 'ready';
}

/**
 * The live transcription stops. A finished recording whose failure another try cannot mend (no
 * speech, a refused key) fails with the reason; otherwise its consultation goes through the upload
 * pipeline (its own retries, decoding the whole file, waiting for a speech model that is on its
 * way). An unfinished recording says why its transcript will come after Stop, and Stop hands it over.
 */
async function handOver(ctx: CoreContext, sessionId: string, e: Error, attempt: Attempt): Promise<Outcome> {
  const s = await loadSession(ctx, sessionId);
  if (!s) return 'discarded';
  const reason = failureReason(e, attempt);
  if (s.status === 'finished' && s.conversationId) {
    const final = isPermanent(e) && !(e instanceof AudioDecodeError) && !(e instanceof NoSpeechModelError);
    if (final) await markFailed(ctx, s.conversationId, reason);
    else await enqueuePipeline(ctx, s.conversationId);
    // The recording file holds the audio now; the pipeline reads that.
    await ctx.database.db.delete(liveChunks).where(eq(liveChunks.sessionId, s.id));
    return final ? 'failed' : 'handed over';
  }
  const note = `No live transcript: ${reason} The audio is still saved; the transcript is written after Stop.`;
  await withTransaction(ctx.database, async (tx) => {
    await tx.db.update(liveSessions).set({ note }).where(eq(liveSessions.id, sessionId));
    await announce(tx.client, CHANNELS.events, JSON.stringify({ type: 'live', clinicianId: s.clinicianId, sessionId }));
  });
  return 'handed over';
}

/**
 * The live view and the dashboard say at once that the speech (or report) engine is down; the
 * recording goes on being saved, and the note clears when the next try starts.
 */
async function tellEngineDown(ctx: CoreContext, engines: EngineProvider, s: Session, e: Error) {
  const failure = engineFailureOf(e);
  if (!failure) return;
  const targets = await engines.forClinician(s.clinicianId).then(
    (chosen) => chosen.targets,
    () => null,
  );
  await recordEngineFailure(ctx, { ...failure, target: targets?.[failure.engine] ?? null });
  const note = `${failure.reason} — trying again by itself. The audio is still being saved; nothing is lost.`;
  await withTransaction(ctx.database, async (tx) => {
    await tx.db.update(liveSessions).set({ note }).where(eq(liveSessions.id, s.id));
    await announce(
      tx.client,
      CHANNELS.events,
      JSON.stringify({ type: 'live', clinicianId: s.clinicianId, sessionId: s.id }),
    );
  });
}

async function loadSession(ctx: CoreContext, id: string): Promise<Session | null> {
  const [row] = await ctx.database.db.select().from(liveSessions).where(eq(liveSessions.id, id));
  return row ?? null;
}
