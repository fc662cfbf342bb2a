import { BUILTIN_NOTE_TEMPLATES, builtinNoteTemplate, type NoteTemplate, type ProtocolTemplate } from '@asha/contracts';

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

/** GET /templates: the clinic's note types in the order they are offered, then the transcript and FHIR. */
export function protocolTemplates(): ProtocolTemplate[] {
  return [
    ...BUILTIN_NOTE_TEMPLATES.map((t) => ({ id: t.id, name: t.name, description: t.description })),
    TRANSCRIPT,
    FHIR,
  ];
}

/** A template id as requested; the protocol's spelling with underscores ('referral_letter') names ours too. */
export function templateSource(id: string): TemplateSource | null {
  if (id === TRANSCRIPT.id) return { kind: 'transcript' };
  if (id === FHIR.id) return { kind: 'fhir' };
  const template = builtinNoteTemplate(id) ?? builtinNoteTemplate(id.replaceAll('_', '-'));
  return template ? { kind: 'note', template } : null;
}
