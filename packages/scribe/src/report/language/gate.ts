import type { ReportSection } from '@asha/contracts';
import type { ClinicalFacts, Found } from '../extract/types.js';
import { cleanStatement, saysNothing, spokenForm } from './statement-form.js';

type Facts = ClinicalFacts;
const SOCIAL_LABELS = {
  tobacco: 'Tobacco',
  alcohol: 'Alcohol',
  substances: 'Substances',
  occupation: 'Occupation',
  livingSituation: 'Living situation',
} as const;
const NOUN_PHRASES = new Set<string>(['occupation', 'livingSituation']);
/**
 * A result is written as the test and what it showed ('Chest X-ray: no pneumonia'); one read only as a
 * sentence of the talk ('the test showed blood in the urine') is offered, not written.
 */
const RESULT_LINE = /^[^:]{2,40}: \S/;

/** Offers a statement as "said, not in the note": cleaned, once per section and text, unless nothing is left. */
function hold(facts: Facts, section: ReportSection, text: string, ids: string[]) {
  const clean = cleanStatement(text);
  if (saysNothing(clean)) return;
  const same = facts.held.find((h) => h.value.section === section && h.value.text === clean);
  if (!same) facts.held.push({ value: { section, text: clean }, segmentIds: [...ids] });
  else for (const id of ids) if (!same.segmentIds.includes(id)) same.segmentIds.push(id);
}

const spoken = (text: string | null | undefined, prose = false) => !!text && spokenForm(text, prose).length > 0;

/**
 * How a fact reads where the note embeds it: the words the narrative puts before it ('for 3 days',
 * 'possible stroke'), so a word said twice across the join is seen too.
 */
interface Reading<T> {
  text: (v: T) => string;
  /** the words before it in the note's sentence, if any */
  lead?: (v: T) => string | null;
  /** the statement offered when it is held */
  offered?: (v: T) => string;
  prose?: boolean;
  /** the form a statement must have to be written, besides being in no spoken form */
  form?: RegExp;
}

const inNote = <T>(r: Reading<T>, v: T) => [r.lead?.(v), r.text(v)].filter(Boolean).join(' ');

/** A list of statements without those in spoken form, or not in the form asked; each one taken out is held under `section`. */
function keepWritten<T>(facts: Facts, list: Found<T>[], section: ReportSection, r: Reading<T>): Found<T>[] {
  return list.filter((f) => {
    const text = r.text(f.value);
    if (!spoken(text, r.prose) && !spoken(inNote(r, f.value)) && (r.form?.test(text) ?? true)) return true;
    hold(facts, section, (r.offered ?? r.text)(f.value), f.segmentIds);
    return false;
  });
}

/** A single statement, or null when it is in spoken form (then held). */
function writtenOne(facts: Facts, found: Found<string> | null, section: ReportSection, r: Partial<Reading<string>>) {
  return keepWritten(facts, found ? [found] : [], section, { text: (v) => v, ...r })[0] ?? null;
}

/**
 * A paragraph (an examination field) sentence by sentence, each read as prose: a sentence in spoken form
 * is held, or, when it is a list of clauses ('Lungs: clear; I hear a murmur'), only its clauses in spoken
 * form are; the written ones stay.
 */
function writtenParagraph(facts: Facts, found: Found<string>, section: ReportSection): Found<string> | null {
  const kept: string[] = [];
  const heldOut = (part: string) => hold(facts, section, part.replace(/[.;]$/, ''), found.segmentIds);
  for (const sentence of found.value.split(/(?<=[.?!])\s+/).filter((p) => p.trim())) {
    if (!spoken(sentence, true)) kept.push(sentence);
    else {
      const clauses = sentence.split(/(?<=;)\s+/);
      if (clauses.length === 1) heldOut(sentence);
      else {
        clauses.filter((c) => spoken(c)).forEach(heldOut);
        const written = clauses.filter((c) => !spoken(c));
        if (written.length) kept.push(written.join(' ').replace(/;$/, '.'));
      }
    }
  }
  return kept.length ? { ...found, value: kept.join(' ') } : null;
}

/** Drops a detail in spoken form from each item of a list, holding the item as a whole statement. */
function withoutSpokenDetail<T extends object, K extends keyof T>(
  facts: Facts,
  list: Found<T>[],
  key: K,
  section: ReportSection,
  offered: (v: T) => string,
) {
  for (const f of list) {
    const detail = f.value[key];
    if (typeof detail !== 'string' || !spoken(detail)) continue;
    hold(facts, section, offered(f.value), f.segmentIds);
    f.value = { ...f.value, [key]: null };
  }
}

/**
 * The note-language gate, run last: every free-text fact the note shows as written is checked for spoken
 * form (statement-form-cues.ts); one in spoken form leaves its field and is held under its section,
 * cleaned, with the segments it rests on, so the note stays written and nothing said is lost. Structured
 * values (drug names, vitals, symptom and condition names read from the lexicons) are not read.
 */
export function holdSpokenForm(facts: Facts) {
  facts.reason = writtenOne(facts, facts.reason, 'chiefComplaint', { lead: () => 'seen for' });
  facts.onset = writtenOne(facts, facts.onset, 'historyOfPresentIllness', {
    lead: () => 'began',
    offered: (v) => `Onset ${v}`,
  });
  facts.duration = writtenOne(facts, facts.duration, 'historyOfPresentIllness', {
    lead: () => 'for',
    offered: (v) => `Duration ${v}`,
  });
  const asIs = { text: (v: string) => v };
  facts.story = keepWritten(facts, facts.story, 'historyOfPresentIllness', { ...asIs, prose: true });
  facts.conditions = keepWritten(facts, facts.conditions, 'pastMedicalHistory', { ...asIs, lead: () => 'history of' });
  facts.familyHistory = keepWritten(facts, facts.familyHistory, 'familyHistory', {
    text: (v) => v.condition,
    offered: (v) => `${v.relation}: ${v.condition}`,
  });
  withoutSpokenDetail(facts, facts.medications, 'dosage', 'medications', (v) => `${v.name} ${v.dosage}`);
  withoutSpokenDetail(facts, facts.medications, 'indication', 'medications', (v) => `${v.name} for ${v.indication}`);
  withoutSpokenDetail(facts, facts.allergies, 'reaction', 'allergies', (v) => `${v.substance}: ${v.reaction}`);
  // A job or a home is a noun phrase under its label ('Occupation: teacher'), read as a list item; a habit
  // is a statement, and a bare answer ('hardly ever') needs its question.
  for (const key of Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]) {
    const found = facts.social[key];
    if (!found || !spoken(found.value, !NOUN_PHRASES.has(key))) continue;
    hold(facts, 'socialHistory', `${SOCIAL_LABELS[key]}: ${cleanStatement(found.value)}`, found.segmentIds);
    delete facts.social[key];
  }
  for (const key of Object.keys(facts.exam) as (keyof Facts['exam'])[]) {
    const found = facts.exam[key];
    const kept = found ? writtenParagraph(facts, found, 'physicalExam') : null;
    if (kept) facts.exam[key] = kept;
    else delete facts.exam[key];
  }
  facts.results = keepWritten(facts, facts.results, 'results', { ...asIs, form: RESULT_LINE });
  holdSpokenPlan(facts);
}

function holdSpokenPlan(facts: Facts) {
  facts.assessment = keepWritten(facts, facts.assessment, 'assessment', {
    text: (v) => v.diagnosis,
    lead: (v) => v.certainty,
  });
  facts.investigations = keepWritten(facts, facts.investigations, 'plan', { text: (v) => v });
  facts.procedures = keepWritten(facts, facts.procedures, 'plan', { text: (v) => v });
  facts.referrals = keepWritten(facts, facts.referrals, 'plan', {
    text: (v) => v,
    lead: () => 'referral to',
    offered: (v) => `Referral to ${v}`,
  });
  withoutSpokenDetail(facts, facts.planMedications, 'instructions', 'plan', (v) => `${v.name} ${v.instructions}`);
  facts.lifestyle = keepWritten(facts, facts.lifestyle, 'plan', { text: (v) => v, prose: true });
  facts.followUp = writtenOne(facts, facts.followUp, 'plan', {
    lead: () => 'follow-up',
    offered: (v) => `Follow-up ${v}`,
  });
}
