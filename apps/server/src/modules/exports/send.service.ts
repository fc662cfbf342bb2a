import { and, desc, eq } from 'drizzle-orm';
import { FHIR_NOT_CONFIGURED, type FhirSend, type FhirSends } from '@asha/contracts';
import { documentToTransaction, noteToAbdmDocument, noteToFhirDocument } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import type { Config } from '../../config.js';
import { fhirSends } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-errors.js';
import { ownConversation } from '../../lib/ownership.js';
import { displayTarget, postToFhir, type FhirOutcome, type FhirTarget } from './fhir-client.js';
import { exportSource } from './note-document.js';

type SendRow = typeof fhirSends.$inferSelect;

/** A send still 'sending' after this long was cut off (the app stopped mid-send): it is shown as failed. */
const INTERRUPTED_AFTER_MS = 10 * 60_000;

export function fhirTarget(config: Config): FhirTarget | null {
  if (!config.FHIR_BASE_URL) return null;
  return {
    baseUrl: config.FHIR_BASE_URL,
    token: config.FHIR_TOKEN,
    mode: config.FHIR_SEND_AS,
    timeoutMs: config.FHIR_TIMEOUT_MS,
  };
}

export function toFhirSend(row: SendRow, now = Date.now()): FhirSend {
  const interrupted = row.status === 'sending' && now - row.createdAt.getTime() > INTERRUPTED_AFTER_MS;
  return {
    id: row.id,
    noteVersion: row.noteVersion,
    signed: row.signed === 'yes',
    mode: row.mode,
    status: interrupted ? 'failed' : row.status,
    attempts: row.attempts,
    serverId: row.serverId,
    httpStatus: row.httpStatus,
    error: interrupted ? 'The send was cut off before the record system answered. Send it again.' : row.error,
    issues: row.issues,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The consultation's sends, newest first, and where notes would go. */
export async function listSends(ctx: CoreContext, clinicianId: string, conversationId: string): Promise<FhirSends> {
  await ownConversation(ctx.database.db, clinicianId, conversationId);
  const rows = await ctx.database.db
    .select()
    .from(fhirSends)
    .where(eq(fhirSends.conversationId, conversationId))
    .orderBy(desc(fhirSends.createdAt))
    .limit(20);
  const target = fhirTarget(ctx.config);
  return {
    configured: !!target,
    target: target ? displayTarget(target.baseUrl) : null,
    mode: ctx.config.FHIR_SEND_AS,
    profile: ctx.config.FHIR_PROFILE,
    sends: rows.map((r) => toFhirSend(r)),
  };
}

async function byKey(ctx: CoreContext, clinicianId: string, key: string): Promise<SendRow | undefined> {
  const [row] = await ctx.database.db
    .select()
    .from(fhirSends)
    .where(and(eq(fhirSends.clinicianId, clinicianId), eq(fhirSends.idempotencyKey, key)));
  return row;
}

function sameSend(row: SendRow, conversationId: string): FhirSend {
  if (row.conversationId !== conversationId)
    throw conflict('This Idempotency-Key was already used to send another note. Send a new key for a new send.');
  return toFhirSend(row);
}

/**
 * "Send to record": the note's current version as a FHIR document (or transaction) POSTed to the
 * configured server, and the outcome stored. One click is one Idempotency-Key: the row is written
 * before anything is sent, so the same key again (a double click, a retried request) answers that
 * send and never sends twice. A refused or unreachable server leaves the note as it was and the
 * send failed with the reason; a new click sends again.
 */
export async function sendToRecord(
  ctx: CoreContext,
  clinicianId: string,
  conversationId: string,
  key: string,
  record: (patientId: string, outcome: FhirOutcome) => Promise<void>,
): Promise<FhirSend> {
  const target = fhirTarget(ctx.config);
  if (!target) throw conflict(FHIR_NOT_CONFIGURED);
  const earlier = await byKey(ctx, clinicianId, key);
  if (earlier) return sameSend(earlier, conversationId);
  const { doc, conv } = await exportSource(ctx, clinicianId, conversationId);
  const [row] = await ctx.database.db
    .insert(fhirSends)
    .values({
      conversationId,
      clinicianId,
      idempotencyKey: key,
      noteVersion: doc.note.version,
      signed: doc.note.status === 'signed' ? 'yes' : 'no',
      mode: target.mode,
      status: 'sending',
    })
    .onConflictDoNothing({ target: [fhirSends.clinicianId, fhirSends.idempotencyKey] })
    .returning();
  if (!row) return sameSend((await byKey(ctx, clinicianId, key))!, conversationId);
  const document = ctx.config.FHIR_PROFILE === 'abdm' ? noteToAbdmDocument(doc) : noteToFhirDocument(doc);
  const outcome = await postToFhir(target, document, documentToTransaction(document));
  const [done] = await ctx.database.db
    .update(fhirSends)
    .set({
      status: outcome.ok ? 'sent' : 'failed',
      attempts: outcome.attempts,
      serverId: outcome.serverId,
      httpStatus: outcome.httpStatus,
      error: outcome.error,
      issues: outcome.issues,
      finishedAt: new Date(),
    })
    .where(eq(fhirSends.id, row.id))
    .returning();
  await record(conv.patientId, outcome);
  return toFhirSend(done!);
}
