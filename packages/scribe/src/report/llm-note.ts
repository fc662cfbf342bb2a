import type { NoteFact, NoteTemplate } from '@asha/contracts';
import { z } from 'zod';
import { freeSections, freeSectionSchema, keptSentences } from './free-text.js';
import { ModelReportSchema, type ModelReport } from './wire.js';

/**
 * Where each fact a note type can hold lives in the report as a model writes it (wire form). A fact of
 * one place is answered as that place's value; a fact of several (the illness's timing, the examination
 * without the vitals) as an object of them, keyed by each place's last name.
 */
const FACT_PLACES: Record<NoteFact, string[]> = {
  chiefComplaint: ['chiefComplaint'],
  historyOfPresentIllness: ['historyOfPresentIllness'],
  illnessTiming: ['onset', 'duration', 'course'].map((k) => `historyOfPresentIllness.${k}`),
  associatedSymptoms: ['historyOfPresentIllness.associatedSymptoms'],
  pastMedicalHistory: ['pastMedicalHistory.conditions'],
  medications: ['medications.current'],
  allergies: ['allergies'],
  familyHistory: ['familyHistory'],
  socialHistory: ['socialHistory'],
  reviewOfSystems: ['reviewOfSystems'],
  vitals: ['physicalExam.vitals'],
  physicalExam: ['generalAppearance', 'cardiovascular', 'respiratory', 'extremities'].map((k) => `physicalExam.${k}`),
  results: ['results'],
  assessment: ['assessment'],
  plan: ['plan'],
  investigations: ['plan.investigations'],
  procedures: ['plan.procedures'],
  referrals: ['plan.referrals'],
  medicationOrders: ['plan.medications'],
  advice: ['plan.lifestyleRecommendations'],
  followUp: ['plan.followUp'],
  visitSummary: ['visitSummary'],
};

const last = (place: string) => place.split('.').at(-1)!;

function schemaAt(place: string): z.ZodType {
  let s: z.ZodType = ModelReportSchema;
  for (const k of place.split('.')) s = (s as z.ZodObject).shape[k] as z.ZodType;
  return s;
}

function valueAt(r: ModelReport, place: string): unknown {
  return place.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], r);
}

function setAt(r: ModelReport, place: string, value: unknown) {
  const keys = place.split('.');
  const parent = keys.slice(0, -1).reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], r);
  (parent as Record<string, unknown>)[keys.at(-1)!] = value;
}

function factSchema(fact: NoteFact): z.ZodType {
  const places = FACT_PLACES[fact];
  return places.length === 1
    ? schemaAt(places[0]!)
    : z.object(Object.fromEntries(places.map((p) => [last(p), schemaAt(p)])));
}

/** A section the model fills, with the facts it is asked for there (a fact named twice is asked once, first). */
export interface HeldSection {
  id: string;
  title: string;
  instruction: string;
  facts: NoteFact[];
}

/** The template's sections the model fills with report facts: every one but `free` text (free-text.ts). */
export function heldSections(t: NoteTemplate): HeldSection[] {
  const seen = new Set<NoteFact>();
  return t.sections.flatMap((s) => {
    if (s.show === 'free') return [];
    const facts = s.from.filter((f) => !seen.has(f));
    facts.forEach((f) => seen.add(f));
    return facts.length ? [{ id: s.id, title: s.title, instruction: s.instruction, facts }] : [];
  });
}

/** The report's places (wire paths) a note of this type holds: what the model writes; the rest is the built-in writer's. */
export function heldPlaces(t: NoteTemplate): string[] {
  return [...new Set(heldSections(t).flatMap((s) => s.facts.flatMap((f) => FACT_PLACES[f])))];
}

/** Whether the model has anything to write for this type: a fact to fill or a free section. */
export const asksModel = (t: NoteTemplate) => heldSections(t).length > 0 || freeSections(t).length > 0;

/**
 * The note of a type as a language model writes it: one property per section in the template's order,
 * named by its id and described by its title and instruction, holding one property per fact of the
 * section in the report's own shape for that fact, or, for a `free` section, its sentences each citing
 * the transcript lines it rests on. Every statement so lands on a report path, where the checker reads
 * it, its evidence is kept and the clinician edits it, in any note type.
 */
export function noteFillSchema(t: NoteTemplate) {
  const held = new Map(heldSections(t).map((s) => [s.id, s]));
  const sections = t.sections.flatMap((section): [string, z.ZodType][] => {
    if (section.show === 'free') return [[section.id, freeSectionSchema(section)]];
    const s = held.get(section.id);
    if (!s) return [];
    const facts = z.object(Object.fromEntries(s.facts.map((f) => [f, factSchema(f)])));
    return [[s.id, facts.describe(`${s.title}: ${s.instruction}`)]];
  });
  return z.object(Object.fromEntries(sections)).describe(t.name);
}
export type NoteFill = Record<string, Record<string, unknown>>;

/**
 * The model's filled note as (part of) a report: each fact's answer put in its place, each free
 * section's sentences (with what they cite) in `noteText`, everything else empty.
 */
export function fillToModelReport(t: NoteTemplate, fill: NoteFill, empty: ModelReport): ModelReport {
  const r = structuredClone(empty);
  const free = freeSections(t)
    .map((s) => [s.id, keptSentences(fill[s.id])] as const)
    .filter(([, sentences]) => sentences.length > 0);
  if (free.length) r.noteText = Object.fromEntries(free);
  for (const s of heldSections(t)) {
    for (const fact of s.facts) {
      const value = fill[s.id]?.[fact];
      if (value === undefined) continue;
      const places = FACT_PLACES[fact];
      if (places.length === 1) setAt(r, places[0]!, value);
      else for (const p of places) setAt(r, p, (value as Record<string, unknown>)[last(p)]);
    }
  }
  return r;
}

/**
 * `base` with the places a note of this type holds taken from `model`: the model's note over the
 * built-in writer's report. The free text is the model's alone (the built-in writer writes none).
 */
export function overlayHeld(t: NoteTemplate, base: ModelReport, model: ModelReport): ModelReport {
  const r = structuredClone(base);
  for (const place of heldPlaces(t)) setAt(r, place, structuredClone(valueAt(model, place)));
  if (model.noteText) r.noteText = structuredClone(model.noteText);
  return r;
}

/** Whether a report path (`plan.medications.0`, `historyOfPresentIllness.narrative.2`) lies in one of the places. */
export const isUnder = (path: string, places: string[]) => places.some((p) => path === p || path.startsWith(`${p}.`));

/**
 * The system prompt's part that names the type and its sections, which a local model's grammar does
 * not carry. A free section asks for sentences, each citing the [ids] the transcript's lines start with.
 */
export function noteTypePrompt(t: NoteTemplate): string {
  const held = new Map(heldSections(t).map((s) => [s.id, s]));
  const lines = t.sections.flatMap((s) => {
    if (s.show === 'free') {
      const from = s.from.length ? ` Written from: ${s.from.join(', ')}.` : '';
      return [
        `- ${s.id} (${s.title}): ${s.instruction}${from} Free text: sentences, each with the ids of the transcript lines it rests on.`,
      ];
    }
    const h = held.get(s.id);
    return h ? [`- ${h.id} (${h.title}): ${h.instruction} Holds: ${h.facts.join(', ')}.`] : [];
  });
  return `Write the consultation's note as a ${t.name} (${t.description}). Answer one JSON object with these sections, in this order:\n${lines.join('\n')}`;
}
