import { z } from 'zod';

/**
 * The facts of a stored report that a note type's section can hold. Most are the report's own
 * sections (same names as `ReportSection`); a few name a part of one, because note forms split
 * them: an OPD prescription lists the complaints without the history's narrative, and the plan's
 * medicine orders become its Rx table while its advice stands apart.
 */
const NOTE_FACTS = [
  'chiefComplaint',
  'historyOfPresentIllness',
  'illnessTiming',
  'associatedSymptoms',
  'pastMedicalHistory',
  'medications',
  'allergies',
  'familyHistory',
  'socialHistory',
  'reviewOfSystems',
  'vitals',
  'physicalExam',
  'results',
  'assessment',
  'plan',
  'investigations',
  'procedures',
  'referrals',
  'medicationOrders',
  'advice',
  'followUp',
  'visitSummary',
] as const;
export const NoteFactSchema = z.enum(NOTE_FACTS, {
  error: (issue) => `'${String(issue.input)}' is not a fact of the report: use one of ${NOTE_FACTS.join(', ')}`,
});
export type NoteFact = z.infer<typeof NoteFactSchema>;

/**
 * How a section shows what it holds: one statement a line (`list`), the statements run together
 * (`prose`), the medicine orders as an Rx table (`prescription`: drug, strength, schedule as 1-0-1,
 * before or after food, days), or text a language model writes from the facts it is given (`free`;
 * without a model, those facts as prose).
 */
export const NoteShowSchema = z.enum(['list', 'prose', 'prescription', 'free'], {
  error: (issue) => `'${String(issue.input)}' is not a way to show a section: use list, prose, prescription or free`,
});
export type NoteShow = z.infer<typeof NoteShowSchema>;

/** 'the title is missing' or 'the title must be text': a person reads which. */
const textError = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `the ${what} is missing` : `the ${what} must be text`;

const slug = (what: string) =>
  z
    .string({ error: textError(what) })
    .regex(
      /^[a-z][a-z0-9-]{1,47}$/,
      `the ${what} must be 2 to 48 lower-case letters, digits or dashes, starting with a letter`,
    );

const words = (what: string, max: number) =>
  z
    .string({ error: textError(what) })
    .trim()
    .min(1, `the ${what} must not be empty`)
    .max(max, `the ${what} must be at most ${max} characters`);

/** A LOINC code (`10154-3`) and its display name. */
export const LoincCodeSchema = z.object({
  code: z.string().regex(/^\d{1,7}-\d$/, "a LOINC code looks like '10154-3'"),
  display: words('LOINC display name', 200),
});
export type LoincCode = z.infer<typeof LoincCodeSchema>;

export const NoteTemplateSectionSchema = z
  .object({
    /** stable key of the section within its template: the filled note's property, the FHIR section's id */
    id: slug('section id'),
    title: words('section title', 80),
    /** the report facts the section holds, in the order shown; for `free`, what the model writes from */
    from: z.array(NoteFactSchema, { error: "'from' must be a list of report facts" }).max(20),
    show: NoteShowSchema,
    /** what a language model filling the section is told to write */
    instruction: words('instruction', 1000),
    /** the section's LOINC code in a FHIR document; without one, the code of the facts' report section if they share one */
    loinc: LoincCodeSchema.optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    if ((s.show === 'list' || s.show === 'prose') && s.from.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: `a ${s.show} section must name at least one report fact`,
      });
    if (s.show === 'prescription' && (s.from.length !== 1 || s.from[0] !== 'medicationOrders'))
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: "a prescription section holds exactly ['medicationOrders']",
      });
    if (new Set(s.from).size !== s.from.length)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'a report fact is named twice' });
  });
export type NoteTemplateSection = z.infer<typeof NoteTemplateSectionSchema>;

/**
 * A note type: the form a clinician chooses for a consultation's note (SOAP, OPD prescription,
 * referral letter…). Plain data, so a clinic can write its own as a JSON file; `version` goes up
 * whenever its sections change, so a note records which form it was written in.
 */
export const NoteTemplateSchema = z
  .object({
    id: slug('template id'),
    name: words('template name', 80),
    version: z
      .number({ error: 'the version must be a whole number' })
      .int('the version must be a whole number')
      .min(1, 'the version must be 1 or more'),
    description: words('description', 300),
    /** the document's LOINC type in a FHIR export (e.g. 11506-3 Progress note) */
    loinc: LoincCodeSchema.optional(),
    sections: z
      .array(NoteTemplateSectionSchema, { error: "'sections' must be a list" })
      .min(1, 'a template needs at least one section')
      .max(30, 'a template has at most 30 sections'),
  })
  .strict()
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    t.sections.forEach((s, i) => {
      if (seen.has(s.id))
        ctx.addIssue({ code: 'custom', path: ['sections', i, 'id'], message: `section id '${s.id}' is used twice` });
      seen.add(s.id);
    });
  });
export type NoteTemplate = z.infer<typeof NoteTemplateSchema>;
