import { desc, eq } from 'drizzle-orm';
import type { ProtocolTemplateResult, Transcript } from '@asha/contracts';
import { noteToFhirDocument, renderNote } from '@asha/scribe';
import type { CoreContext } from '../../context.js';
import { transcriptVersions } from '../../db/schema/index.js';
import { exportSource, type ExportSource } from '../exports/index.js';
import { templateSource } from './templates.js';

/** A transcript as lines of `Doctor:`, `Patient:` or `Other:`; in the consultation's own words when that language was asked for. */
export function transcriptLines(t: Transcript, language: string): string {
  return t.segments
    .map(
      (s) =>
        `${s.role}: ${(language !== 'en' && s.language === language ? s.text : s.english || s.text).replace(/\s+/g, ' ').trim()}`,
    )
    .join('\n');
}

async function latestTranscript(ctx: CoreContext, conversationId: string): Promise<Transcript | null> {
  const [row] = await ctx.database.db
    .select({ transcript: transcriptVersions.transcript })
    .from(transcriptVersions)
    .where(eq(transcriptVersions.conversationId, conversationId))
    .orderBy(desc(transcriptVersions.version))
    .limit(1);
  return row?.transcript ?? null;
}

/** A note type's sections as the protocol's examples show them (section id → text), with the full sections beside. */
function noteData(src: ExportSource, template: Parameters<typeof renderNote>[0]): Record<string, unknown> {
  const v = src.note.current;
  const note = renderNote(
    template,
    { patientReport: v.patientReport, evidence: v.evidence },
    { consultedAt: src.doc.consultation.recordedAt },
  );
  const text = Object.fromEntries(
    note.sections.map((s) => [
      s.id,
      s.statements.map((st) => (st.label ? `${st.label}: ${st.text}` : st.text)).join('\n'),
    ]),
  );
  return { ...text, note_type: note.template, sections: note.sections };
}

export interface Results {
  transcript: string;
  templates: Record<string, ProtocolTemplateResult>;
  language: string | null;
}

/**
 * A finished consultation's results for its session: the transcript, and each requested template
 * filled from the note's CURRENT version (the clinician's edits and signature included). A template
 * this service does not have fails alone, as not found; the others are still given.
 */
export async function sessionResults(
  ctx: CoreContext,
  s: { clinicianId: string; conversationId: string; templates: string[]; transcriptLanguage: string },
): Promise<Results> {
  const src = await exportSource(ctx, s.clinicianId, s.conversationId);
  const t = await latestTranscript(ctx, s.conversationId);
  const transcript = t ? transcriptLines(t, s.transcriptLanguage) : (src.doc.attachments.transcript ?? '');
  const templates: Record<string, ProtocolTemplateResult> = {};
  for (const id of s.templates) {
    const source = await templateSource(ctx.database.db, s.clinicianId, id);
    if (!source) {
      templates[id] = {
        status: 'failed',
        error: {
          code: 'template_not_found',
          message: `Template '${id}' is not available (GET /templates lists them).`,
        },
      };
    } else if (source.kind === 'transcript') templates[id] = { status: 'success', data: { transcript } };
    else if (source.kind === 'fhir')
      templates[id] = { status: 'success', data: noteToFhirDocument(src.doc) as unknown as Record<string, unknown> };
    else templates[id] = { status: 'success', data: noteData(src, source.template) };
  }
  return { transcript, templates, language: src.conv.language };
}
