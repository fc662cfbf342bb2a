import { and, asc, eq } from 'drizzle-orm';
import {
  diffReports,
  sameValue,
  unresolvedInventions,
  type AmendNoteBodySchema,
  type Note,
  type NoteHistory,
  type NoteVersion,
  type RestoreNoteBodySchema,
  type SaveNoteBodySchema,
  type SignNoteBodySchema,
} from '@asha/contracts';
import type { z } from 'zod';
import type { CoreContext } from '../../context.js';
import { noteVersions, notes } from '../../db/schema/index.js';
import { conflict, HttpError } from '../../lib/http-errors.js';
import type { Db } from '../../db/client.js';
import { ownConversation, type ConversationRow } from '../../lib/ownership.js';
import { withTransaction } from '../../lib/transaction.js';
import { assertUsableNoteType, newestTemplateVersion } from '../note-templates/index.js';
import {
  appendVersion,
  assertBase,
  assertNotSigned,
  contentOf,
  latestVersion,
  lockNote,
  toNote,
  toVersion,
  versionRow,
  type NoteRow,
} from './note-store.js';
import { carryOver } from './reconcile.js';

/** Who is acting: the signed-in clinician, by the name the history shows. */
export interface Actor {
  id: string;
  name: string;
}

/** Records an access of the consultation in the audit trail: a read after the check, a change inside its transaction. */
export type RecordRead = (conv: ConversationRow) => Promise<void>;
export type RecordChange = (tx: { db: Db }, conv: ConversationRow) => Promise<void>;

/**
 * The clinician's own consultation and its note. The pipeline writes version 1 when the consultation
 * is ready; a consultation with a report but no note has a report file an earlier version wrote in a
 * form this one cannot read.
 */
export async function ownNote(
  ctx: CoreContext,
  clinicianId: string,
  conversationId: string,
): Promise<{ note: NoteRow; conv: ConversationRow }> {
  const conv = await ownConversation(ctx.database.db, clinicianId, conversationId);
  const [note] = await ctx.database.db.select().from(notes).where(eq(notes.conversationId, conv.id));
  if (note) return { note, conv };
  if (!conv.reportKey) throw new HttpError(404, 'This consultation has no report yet.');
  throw conflict(
    'This report was written in a form this version cannot edit. Regenerate it from the transcript, or view it as it is.',
  );
}

export async function getNote(
  ctx: CoreContext,
  clinicianId: string,
  conversationId: string,
  record?: RecordRead,
): Promise<Note> {
  const { note, conv } = await ownNote(ctx, clinicianId, conversationId);
  await record?.(conv);
  return toNote(note, await latestVersion(ctx.database.db, conversationId));
}

export async function getHistory(
  ctx: CoreContext,
  clinicianId: string,
  conversationId: string,
  record: RecordRead,
): Promise<NoteHistory> {
  const { conv } = await ownNote(ctx, clinicianId, conversationId);
  await record(conv);
  const rows = await ctx.database.db
    .select()
    .from(noteVersions)
    .where(eq(noteVersions.conversationId, conversationId))
    .orderBy(asc(noteVersions.version));
  return {
    versions: rows.map((r) => {
      const {
        patientReport: _r,
        evidence: _e,
        flags: _f,
        resolutions: _s,
        authored: _a,
        handEdited: _h,
        ...summary
      } = toVersion(r);
      return summary;
    }),
  };
}

export async function getVersion(
  ctx: CoreContext,
  clinicianId: string,
  conversationId: string,
  version: number,
  record: RecordRead,
): Promise<NoteVersion> {
  const { conv } = await ownNote(ctx, clinicianId, conversationId);
  const row = await versionRow(ctx.database.db, conversationId, version);
  await record(conv);
  return toVersion(row);
}

/** One change of a note under its lock, after the ownership check and with its audit row; answers the note as it is after. */
export async function change(
  ctx: CoreContext,
  actor: Actor,
  conversationId: string,
  record: RecordChange,
  fn: (note: NoteRow, db: Db) => Promise<void | 'unchanged'>,
) {
  const { conv } = await ownNote(ctx, actor.id, conversationId);
  return withTransaction(ctx.database, async ({ db }) => {
    if ((await fn(await lockNote(db, conversationId), db)) !== 'unchanged') await record({ db }, conv);
    // Read back inside the transaction: the lock is still held, so this is the note the change made.
    return toNote(await lockNote(db, conversationId), await latestVersion(db, conversationId));
  });
}

/**
 * A save: a new version with what changed, unless nothing did. The report's metadata stays the
 * AI's; evidence, flags and authorship follow the edited items (reconcile.ts).
 */
export function saveNote(
  ctx: CoreContext,
  actor: Actor,
  conversationId: string,
  body: z.output<typeof SaveNoteBodySchema>,
  record: RecordChange,
) {
  return change(ctx, actor, conversationId, record, async (note, db) => {
    assertBase(note, body.baseVersion);
    assertNotSigned(note);
    const current = await latestVersion(db, conversationId);
    const report = { ...body.patientReport, metadata: current.report.metadata };
    const carried = carryOver(contentOf(current), report);
    if (carried.changed.length === 0 && sameValue(current.resolutions, body.resolutions)) return 'unchanged';
    await appendVersion(db, note, {
      kind: 'edit',
      author: actor,
      report,
      ...carried,
      resolutions: body.resolutions,
      transcriptVersion: current.transcriptVersion,
      noteType: current.noteType,
    });
  });
}

/** Signing locks the note; flagged items left unresolved (invented, contradicted, a dose to check) need the clinician's confirmation. */
export function signNote(
  ctx: CoreContext,
  actor: Actor,
  conversationId: string,
  body: z.output<typeof SignNoteBodySchema>,
  record: RecordChange,
) {
  return change(ctx, actor, conversationId, record, async (note, db) => {
    assertBase(note, body.baseVersion);
    if (note.status === 'signed') throw conflict('This note is already signed.');
    const current = await latestVersion(db, conversationId);
    const open = unresolvedInventions(current.flags, current.resolutions);
    if (open.length > 0 && !body.confirmUnresolved) {
      throw conflict(
        `${open.length} flagged item${open.length === 1 ? ' is' : 's are'} not resolved. Keep or remove ${open.length === 1 ? 'it' : 'them'}, or confirm to sign anyway.`,
      );
    }
    const signedAt = new Date();
    // The note is signed in its template as it is now; later edits of the template make new versions of it.
    const noteTypeVersion = await newestTemplateVersion(db, current.noteType);
    await db
      .update(noteVersions)
      .set({ signedAt, signedBy: actor.name, noteTypeVersion })
      .where(and(eq(noteVersions.conversationId, conversationId), eq(noteVersions.version, note.version)));
    await db
      .update(notes)
      .set({ status: 'signed', updatedAt: signedAt })
      .where(eq(notes.conversationId, conversationId));
  });
}

/** A signed note changes only through an amendment: a new, unsigned version with the reason for it. */
export function amendNote(
  ctx: CoreContext,
  actor: Actor,
  conversationId: string,
  body: z.output<typeof AmendNoteBodySchema>,
  record: RecordChange,
) {
  return change(ctx, actor, conversationId, record, async (note, db) => {
    assertBase(note, body.baseVersion);
    if (note.status !== 'signed') throw conflict('Only a signed note is amended; this one can be edited as it is.');
    if (body.noteType) await assertUsableNoteType(db, actor.id, body.noteType);
    const current = await latestVersion(db, conversationId);
    await appendVersion(db, note, {
      kind: 'amendment',
      author: actor,
      ...contentOf(current),
      changed: [],
      resolutions: current.resolutions,
      reason: body.reason,
      transcriptVersion: current.transcriptVersion,
      noteType: body.noteType ?? current.noteType,
    });
  });
}

/** Restoring an earlier version makes a new version with its content; nothing in between is lost. */
export function restoreNote(
  ctx: CoreContext,
  actor: Actor,
  conversationId: string,
  body: z.output<typeof RestoreNoteBodySchema>,
  record: RecordChange,
) {
  return change(ctx, actor, conversationId, record, async (note, db) => {
    assertBase(note, body.baseVersion);
    assertNotSigned(note);
    if (body.fromVersion === note.version)
      throw conflict(`Version ${body.fromVersion} is already the current version.`);
    const [current, from] = [
      await latestVersion(db, conversationId),
      await versionRow(db, conversationId, body.fromVersion),
    ];
    await appendVersion(db, note, {
      kind: 'restore',
      author: actor,
      ...contentOf(from),
      changed: diffReports(current.report, from.report).map((c) => c.field.key),
      resolutions: from.resolutions,
      reason: `Restored version ${from.version}`,
      transcriptVersion: from.transcriptVersion,
      noteType: from.noteType,
    });
  });
}
