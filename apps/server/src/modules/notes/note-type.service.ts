import type { ChooseNoteTypeBodySchema, TypedNoteView } from '@asha/contracts';
import { renderNote } from '@asha/scribe';
import type { z } from 'zod';
import type { CoreContext } from '../../context.js';
import { conflict } from '../../lib/http-errors.js';
import { assertUsableNoteType, noteTemplateFor } from '../note-templates/index.js';
import { appendVersion, assertBase, contentOf, latestVersion } from './note-store.js';
import { change, ownNote, type Actor, type RecordChange, type RecordRead } from './notes.service.js';

/** The note's current version rendered in its note type, every statement with the transcript segments it rests on. */
export async function getTypedNote(
  ctx: CoreContext,
  clinicianId: string,
  conversationId: string,
  record: RecordRead,
): Promise<TypedNoteView> {
  const { conv } = await ownNote(ctx, clinicianId, conversationId);
  const v = await latestVersion(ctx.database.db, conversationId);
  await record(conv);
  // A signed version reads in the template version it was signed in; a draft in the template's newest.
  const template = await noteTemplateFor(ctx.database.db, v.noteType, v.signedAt ? v.noteTypeVersion : null);
  const note = renderNote(
    template,
    { patientReport: v.report, evidence: v.evidence },
    { consultedAt: conv.createdAt.toISOString() },
  );
  return { version: v.version, noteType: v.noteType, note };
}

/**
 * Choosing another note type makes a new version in that type. The report, its evidence and every
 * hand edit stay as they are: the new type shows the edited facts it has a section for, and an edit
 * it has no section for comes back when the note is shown in a type that has. A signed note keeps
 * the type it was signed in; an amendment may change it.
 */
export function chooseNoteType(
  ctx: CoreContext,
  actor: Actor,
  conversationId: string,
  body: z.output<typeof ChooseNoteTypeBodySchema>,
  record: RecordChange,
) {
  return change(ctx, actor, conversationId, record, async (note, db) => {
    assertBase(note, body.baseVersion);
    if (note.status === 'signed') {
      throw conflict('This note is signed in its note type. Amend it (with a reason) to show it in another type.');
    }
    const current = await latestVersion(db, conversationId);
    if (current.noteType === body.noteType) return 'unchanged';
    await assertUsableNoteType(db, actor.id, body.noteType);
    const [to, from] = [await noteTemplateFor(db, body.noteType), await noteTemplateFor(db, current.noteType)];
    await appendVersion(db, note, {
      kind: 'note-type',
      author: actor,
      ...contentOf(current),
      changed: [],
      resolutions: current.resolutions,
      reason: `Shown as ${to.name} (was ${from.name})`,
      transcriptVersion: current.transcriptVersion,
      noteType: body.noteType,
    });
  });
}
