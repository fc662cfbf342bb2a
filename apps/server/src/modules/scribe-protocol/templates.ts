import {
  BUILTIN_NOTE_TEMPLATES,
  builtinNoteTemplate,
  isStoredNoteType,
  type NoteTemplate,
  type ProtocolTemplate,
} from '@asha/contracts';
import type { Db } from '../../db/client.js';
import { findTemplate, listTemplates } from '../note-templates/index.js';

/** What a requested template id is filled from: a note type, the transcript, or the FHIR document. */
export type TemplateSource = { kind: 'note'; template: NoteTemplate } | { kind: 'transcript' } | { kind: 'fhir' };

const TRANSCRIPT: ProtocolTemplate = {
  id: 'transcript',
  name: 'Full transcript',
  description: 'Every line of the consultation with who said it (Doctor, Patient or Other), in English.',
};
const FHIR: ProtocolTemplate = {
  id: 'fhir',
  name: 'FHIR R4 document',
  description:
    'The note as a FHIR R4 document Bundle (Composition, Patient, Practitioner, Encounter, observations, medicines).',
};

/**
 * GET /templates: the note types in the order they are offered — the built-in ones, then the stored
 * templates the key may use (a clinician's key: theirs and the clinic's; a clinic-wide key: the
 * clinic's) — then the transcript and FHIR.
 */
export async function protocolTemplates(db: Db, clinicianId: string | null): Promise<ProtocolTemplate[]> {
  const stored = await listTemplates(db, clinicianId);
  return [
    ...BUILTIN_NOTE_TEMPLATES.map((t) => ({ id: t.id, name: t.name, description: t.description })),
    ...stored.map(({ row, template }) => ({ id: row.id, name: template.name, description: template.description })),
    TRANSCRIPT,
    FHIR,
  ];
}

/**
 * What a requested template id is filled from, for the session's clinician: the transcript, FHIR,
 * a built-in type (the protocol's spelling with underscores, 'referral_letter', names ours too), or
 * a stored template that clinician may use, at its newest version. null: not available to them.
 */
export async function templateSource(db: Db, clinicianId: string, id: string): Promise<TemplateSource | null> {
  if (id === TRANSCRIPT.id) return { kind: 'transcript' };
  if (id === FHIR.id) return { kind: 'fhir' };
  const template = builtinNoteTemplate(id) ?? builtinNoteTemplate(id.replaceAll('_', '-'));
  if (template) return { kind: 'note', template };
  if (!isStoredNoteType(id)) return null;
  const found = await findTemplate(db, id);
  const usable = found && !found.row.disabledAt && (found.row.ownerId === null || found.row.ownerId === clinicianId);
  return usable ? { kind: 'note', template: found.template } : null;
}
