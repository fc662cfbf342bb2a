import { z } from 'zod';
import { MedicationActionSchema } from './report.js';
import { LoincCodeSchema, NoteFactSchema, NoteShowSchema } from './note-template.js';

/**
 * One statement of a note of some type, with what it rests on: the report paths it was taken from
 * and the transcript segments those paths cite, so a note in any form stays checkable line by line.
 */
export const NoteStatementSchema = z.object({
  text: z.string(),
  /** a labelled value's label ('Blood pressure'); absent for list items and sentences */
  label: z.string().optional(),
  paths: z.array(z.string()),
  segmentIds: z.array(z.string()),
});
export type NoteStatement = z.infer<typeof NoteStatementSchema>;

/** When a medicine is taken relative to meals, as said; null when nobody said. */
export const FoodTimingSchema = z.enum(['before food', 'after food', 'with food']);
export type FoodTiming = z.infer<typeof FoodTimingSchema>;

/**
 * A row of an Rx table, read from one medicine order of the report. Every column is what was said
 * and nothing else: null when the consultation did not say it (never a default dose or schedule).
 */
export const RxRowSchema = z.object({
  drug: z.string(),
  strength: z.string().nullable(),
  /** '1-0-1' (morning-afternoon-night), '1-1-1-1', 'SOS', or the words said ('once daily') when no time of day was */
  schedule: z.string().nullable(),
  food: FoodTimingSchema.nullable(),
  /** how long, as said: '5 days', '2 weeks' */
  days: z.string().nullable(),
  action: MedicationActionSchema,
  /** the rest of what was said about it ('may repeat after 2 hours') */
  note: z.string().nullable(),
  paths: z.array(z.string()),
  segmentIds: z.array(z.string()),
});
export type RxRow = z.infer<typeof RxRowSchema>;

export const TypedNoteSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  show: NoteShowSchema,
  /** the report facts it holds, as its template names them */
  from: z.array(NoteFactSchema),
  loinc: LoincCodeSchema.nullable(),
  statements: z.array(NoteStatementSchema),
  /** the Rx table of a prescription section; empty elsewhere */
  rows: z.array(RxRowSchema),
});
export type TypedNoteSection = z.infer<typeof TypedNoteSectionSchema>;

/** A note of one type: every section of its template in the template's order, empty ones included. */
export const TypedNoteSchema = z.object({
  template: z.object({
    id: z.string(),
    name: z.string(),
    version: z.number().int(),
    loinc: LoincCodeSchema.nullable(),
  }),
  sections: z.array(TypedNoteSectionSchema),
});
export type TypedNote = z.infer<typeof TypedNoteSchema>;
