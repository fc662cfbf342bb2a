import { and, desc, eq } from 'drizzle-orm';
import type { FlagResolution, Note, NoteStatus, NoteVersion, NoteVersionKind, Regeneration } from '@asha/contracts';
import type { Db } from '../../db/client.js';
import { notes, noteVersions } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { newestTemplateVersion } from '../note-templates/index.js';
import type { VersionContent } from './reconcile.js';

export type NoteRow = typeof notes.$inferSelect;
export type VersionRow = typeof noteVersions.$inferSelect;

export const SIGNED_MESSAGE = 'This note is signed. Amend it (with a reason) to change it.';

/** The note row, locked until the transaction ends: changes to one note happen one at a time. */
export async function lockNote(db: Db, conversationId: string): Promise<NoteRow> {
  const [row] = await db.select().from(notes).where(eq(notes.conversationId, conversationId)).for('update');
  if (!row) throw notFound('This consultation has no note yet.');
  return row;
}

/** Optimistic concurrency: a change must start from the version that is current now. */
export function assertBase(note: NoteRow, baseVersion: number): void {
  if (note.version === baseVersion) return;
  throw conflict(
    `This note was changed elsewhere (another tab or device saved version ${note.version}; your change started from version ${baseVersion}). ` +
      'Reload to see the latest version, then make your change again.',
  );
}

export function assertNotSigned(note: NoteRow): void {
  if (note.status === 'signed') throw conflict(SIGNED_MESSAGE);
}

export async function versionRow(db: Db, conversationId: string, version: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(noteVersions)
    .where(and(eq(noteVersions.conversationId, conversationId), eq(noteVersions.version, version)));
  if (!row) throw notFound(`This note has no version ${version}.`);
  return row;
}

export async function latestVersion(db: Db, conversationId: string): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(noteVersions)
    .where(eq(noteVersions.conversationId, conversationId))
    .orderBy(desc(noteVersions.version))
    .limit(1);
  if (!row) throw notFound('This consultation has no note yet.');
  return row;
}

export function contentOf(v: VersionRow): VersionContent {
  return { report: v.report, evidence: v.evidence, flags: v.flags, authored: v.authored, handEdited: v.handEdited };
}

/** Draft while only the AI wrote it; Edited once a clinician has (or amended it); Signed when signed. */
export function statusOf(v: Pick<VersionRow, 'kind' | 'handEdited' | 'signedAt'>): NoteStatus {
  if (v.signedAt) return 'signed';
  return v.kind === 'amendment' || v.handEdited.length > 0 ? 'edited' : 'draft';
}

export interface NewVersion extends VersionContent {
  kind: NoteVersionKind;
  author: { id: string; name: string } | null;
  changed: string[];
  resolutions: FlagResolution[];
  reason?: string | null;
  transcriptVersion: number;
  /** the note type the version is shown in; a change of type is a version of its own */
  noteType: string;
}

/** Adds the next version and makes it current; the caller holds the note's lock. */
export async function appendVersion(
  db: Db,
  note: NoteRow,
  v: NewVersion,
  extra: Partial<NoteRow> = {},
): Promise<VersionRow> {
  const version = note.version + 1;
  const [row] = await db
    .insert(noteVersions)
    .values({
      conversationId: note.conversationId,
      version,
      kind: v.kind,
      authorId: v.author?.id ?? null,
      authorName: v.author?.name ?? null,
      report: v.report,
      evidence: v.evidence,
      flags: v.flags,
      resolutions: v.resolutions,
      authored: v.authored,
      handEdited: v.handEdited,
      changed: v.changed,
      reason: v.reason ?? null,
      transcriptVersion: v.transcriptVersion,
      noteType: v.noteType,
      noteTypeVersion: await newestTemplateVersion(db, v.noteType),
    })
    .returning();
  await db
    .update(notes)
    .set({ version, status: statusOf(row!), updatedAt: new Date(), ...extra })
    .where(eq(notes.conversationId, note.conversationId));
  return row!;
}

export function toVersion(v: VersionRow): NoteVersion {
  return {
    version: v.version,
    kind: v.kind,
    authorName: v.authorName,
    createdAt: v.createdAt.toISOString(),
    changed: v.changed,
    reason: v.reason,
    signedAt: v.signedAt?.toISOString() ?? null,
    signedBy: v.signedBy,
    transcriptVersion: v.transcriptVersion,
    noteType: v.noteType,
    noteTypeVersion: v.noteTypeVersion,
    patientReport: v.report,
    evidence: v.evidence,
    flags: v.flags,
    resolutions: v.resolutions,
    authored: v.authored,
    handEdited: v.handEdited,
  };
}

export function regenerationOf(n: Pick<NoteRow, 'regenState' | 'regenError'>): Regeneration | null {
  return n.regenState ? { state: n.regenState, error: n.regenError } : null;
}

export function toNote(n: NoteRow, current: VersionRow): Note {
  return {
    conversationId: n.conversationId,
    status: n.status,
    current: toVersion(current),
    regeneration: regenerationOf(n),
    transcriptVersion: n.transcriptVersion,
  };
}
