import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import {
  builtinNoteTemplate,
  parseNoteTemplate,
  type NoteTemplate,
  type NoteTypeOwner,
  type StoredNoteTemplate,
} from '@asha/contracts';
import type { Db } from '../../db/client.js';
import { noteTemplates, noteTemplateVersions } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';

export type TemplateRow = typeof noteTemplates.$inferSelect;

/** Whose a template is; null: not the clinician's to see (another clinician's own). */
export function ownerOf(row: TemplateRow, clinicianId: string | null): NoteTypeOwner | null {
  if (row.ownerId === null) return 'clinic';
  return row.ownerId === clinicianId ? 'mine' : null;
}

/**
 * A template's body checked with the contracts, under the id and version the server gives it: a
 * bad one is a 400 listing each problem by section, in the contracts' words.
 */
export function checkedTemplate(input: unknown, id: string, version: number): NoteTemplate {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    throw badRequest('The template must be a JSON object with name, description and sections.');
  const parsed = parseNoteTemplate({ ...input, id, version });
  if (!parsed.ok) throw badRequest(`This template cannot be saved: ${parsed.problems.join('; ')}.`);
  return parsed.template;
}

const newId = () => `tpl-${randomBytes(8).toString('hex')}`;

/** A copy of a built-in type to start from, named "<name> (copy)" unless a name is given. */
export function copyOfBuiltin(builtinId: string, name: string | undefined): Record<string, unknown> {
  const t = builtinNoteTemplate(builtinId)!;
  return { ...structuredClone(t), name: name?.trim() || `${t.name} (copy)` };
}

/** The template, newest version, whoever owns it (null: none with this id). */
export async function findTemplate(db: Db, id: string) {
  const [row] = await db.select().from(noteTemplates).where(eq(noteTemplates.id, id));
  if (!row) return null;
  const [v] = await db
    .select()
    .from(noteTemplateVersions)
    .where(and(eq(noteTemplateVersions.templateId, id), eq(noteTemplateVersions.version, row.version)));
  return { row, template: v!.template };
}

/** One version of a template as it was written; null when there is no such version. */
export async function templateAtVersion(db: Db, id: string, version: number): Promise<NoteTemplate | null> {
  const [v] = await db
    .select({ template: noteTemplateVersions.template })
    .from(noteTemplateVersions)
    .where(and(eq(noteTemplateVersions.templateId, id), eq(noteTemplateVersions.version, version)));
  return v?.template ?? null;
}

/** Templates a clinician can use (their own and the clinic's, not disabled), at their newest version; with null, the clinic's. */
export async function listTemplates(db: Db, clinicianId: string | null, withDisabled = false) {
  const whose = clinicianId
    ? or(isNull(noteTemplates.ownerId), eq(noteTemplates.ownerId, clinicianId))
    : isNull(noteTemplates.ownerId);
  return db
    .select({ row: noteTemplates, template: noteTemplateVersions.template })
    .from(noteTemplates)
    .innerJoin(
      noteTemplateVersions,
      and(
        eq(noteTemplateVersions.templateId, noteTemplates.id),
        eq(noteTemplateVersions.version, noteTemplates.version),
      ),
    )
    .where(withDisabled ? whose : and(whose, isNull(noteTemplates.disabledAt)))
    .orderBy(asc(noteTemplates.createdAt));
}

/** A new template, version 1; `ownerId` null makes it the clinic's. */
export async function insertTemplate(db: Db, ownerId: string | null, input: unknown) {
  const id = newId();
  const template = checkedTemplate(input, id, 1);
  const [row] = await db.insert(noteTemplates).values({ id, ownerId, name: template.name, version: 1 }).returning();
  await db.insert(noteTemplateVersions).values({ templateId: id, version: 1, template });
  return { row: row!, template };
}

/**
 * An edit is the template's next version; the versions before it stay, so a note signed in one of
 * them reads as it was signed. The edit must start from the newest version (else 409).
 */
export async function addVersion(db: Db, row: TemplateRow, baseVersion: number, input: unknown) {
  if (row.disabledAt) throw conflict('This template was removed. Make a new one to edit.');
  if (baseVersion !== row.version)
    throw conflict(
      `This template was changed elsewhere (it is at version ${row.version}; you edited version ${baseVersion}). Reload it and make your change again.`,
    );
  const version = row.version + 1;
  const template = checkedTemplate(input, row.id, version);
  const [updated] = await db
    .update(noteTemplates)
    .set({ name: template.name, version, updatedAt: new Date() })
    .where(and(eq(noteTemplates.id, row.id), eq(noteTemplates.version, row.version)))
    .returning();
  if (!updated) throw conflict('This template was changed elsewhere. Reload it and make your change again.');
  await db.insert(noteTemplateVersions).values({ templateId: row.id, version, template });
  return { row: updated, template };
}

/** A disabled template is no longer offered; notes written in it keep showing in it. */
export async function disableTemplate(db: Db, id: string): Promise<void> {
  await db.update(noteTemplates).set({ disabledAt: new Date(), updatedAt: new Date() }).where(eq(noteTemplates.id, id));
}

export function toStored(row: TemplateRow, template: NoteTemplate, owner: NoteTypeOwner): StoredNoteTemplate {
  return {
    id: row.id,
    owner,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    template,
  };
}

/** The clinician's view of one template: their own or the clinic's, else 404 (another's reads as missing). */
export async function visibleTemplate(db: Db, clinicianId: string, id: string) {
  const found = await findTemplate(db, id);
  const owner = found && !found.row.disabledAt ? ownerOf(found.row, clinicianId) : null;
  if (!found || !owner) throw notFound('No such note template.');
  return { ...found, owner };
}
