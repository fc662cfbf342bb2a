import { reportField, type NoteFact, type PatientReport } from '@asha/contracts';
import { formatDate } from '../export/document.js';
import { ACTION_WORDS, VITALS } from '../export/sections.js';
import { reviewDate } from './review.js';

/** A statement of a fact before its evidence is looked up: what it says and the report paths it comes from. */
export interface FactStatement {
  text: string;
  /** its own label ('Blood pressure', 'Onset', 'Mother'); the fact's title is added only where facts share a section */
  label?: string;
  paths: string[];
}

export interface FactContext {
  /** the consultation's date, from which a follow-up interval becomes a review date */
  consultedAt: string;
}

const has = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
const one = (path: string, v: string | null | undefined, label?: string): FactStatement[] =>
  has(v) ? [{ text: v.trim(), paths: [path], ...(label ? { label } : {}) }] : [];
const labelled = (path: string, v: string | null | undefined) => one(path, v, reportField(path)?.label ?? path);
const items = (path: string, list: string[], label?: string) => list.flatMap((v, i) => one(`${path}.${i}`, v, label));
/** Prose, sentence by sentence: the report keeps each sentence's evidence under `<field>.<n>`. */
const sentences = (path: string, v: string | null) =>
  has(v)
    ? v
        .trim()
        .split(/(?<=[.!?])\s+/)
        .map((text, i) => ({ text, paths: [`${path}.${i}`] }))
    : [];
const joined = (...parts: Array<string | null | undefined>) =>
  parts
    .filter(has)
    .map((p) => p.trim())
    .join(' — ');

const SOCIAL = ['tobacco', 'alcohol', 'substances', 'occupation', 'livingSituation'] as const;
const EXAM = ['generalAppearance', 'cardiovascular', 'respiratory', 'extremities'] as const;
const TIMING = ['onset', 'duration', 'course'] as const;

/**
 * The title a fact's unlabelled statements carry in a section that holds several facts; null: they
 * stand alone. Family history's statements are labelled by relation, which alone does not say whose
 * history it is, so there the title qualifies the label ('Family history (father)').
 */
export const FACT_TITLES: Record<NoteFact, string | null> = {
  chiefComplaint: null,
  historyOfPresentIllness: 'History',
  illnessTiming: null,
  associatedSymptoms: null,
  pastMedicalHistory: 'Past medical history',
  medications: 'Medications',
  allergies: 'Allergies',
  familyHistory: 'Family history',
  socialHistory: 'Social history',
  reviewOfSystems: null,
  vitals: null,
  physicalExam: null,
  results: 'Results',
  assessment: 'Assessment',
  plan: null,
  investigations: 'Investigations',
  procedures: 'Procedures',
  referrals: 'Referral',
  medicationOrders: 'Medicines',
  advice: 'Advice',
  followUp: 'Follow-up',
  visitSummary: 'Summary',
};

function followUp(r: PatientReport, c: FactContext): FactStatement[] {
  const { timeline, notes } = r.plan.followUp;
  const date = has(timeline) ? reviewDate(timeline, c.consultedAt) : null;
  const when = has(timeline)
    ? [
        {
          text: date ? `${timeline.trim()} (${formatDate(date.toISOString())})` : timeline.trim(),
          paths: ['plan.followUp.timeline'],
        },
      ]
    : [];
  return [...when, ...one('plan.followUp.notes', notes)];
}

const medicationOrders = (r: PatientReport) =>
  r.plan.medications.flatMap((m, i) =>
    one(`plan.medications.${i}`, joined(`${ACTION_WORDS[m.action ?? 'start']} ${m.name}`, m.instructions)),
  );

/** Each fact's statements in the order a note reads them; a fact the report does not state has none. */
export const FACTS: Record<NoteFact, (r: PatientReport, c: FactContext) => FactStatement[]> = {
  chiefComplaint: (r) => one('chiefComplaint', r.chiefComplaint),
  historyOfPresentIllness: (r) => [
    ...sentences('historyOfPresentIllness.narrative', r.historyOfPresentIllness.narrative),
    ...TIMING.flatMap((k) => labelled(`historyOfPresentIllness.${k}`, r.historyOfPresentIllness[k])),
    ...items(
      'historyOfPresentIllness.associatedSymptoms',
      r.historyOfPresentIllness.associatedSymptoms,
      'Associated symptoms',
    ),
  ],
  illnessTiming: (r) => TIMING.flatMap((k) => labelled(`historyOfPresentIllness.${k}`, r.historyOfPresentIllness[k])),
  associatedSymptoms: (r) =>
    items('historyOfPresentIllness.associatedSymptoms', r.historyOfPresentIllness.associatedSymptoms),
  pastMedicalHistory: (r) => items('pastMedicalHistory.conditions', r.pastMedicalHistory.conditions),
  medications: (r) =>
    r.medications.current.flatMap((m, i) =>
      one(`medications.current.${i}`, joined(m.name, m.dosage, has(m.indication) ? `for ${m.indication}` : null)),
    ),
  allergies: (r) => r.allergies.flatMap((a, i) => one(`allergies.${i}`, joined(a.substance, a.reaction))),
  familyHistory: (r) =>
    Object.entries(r.familyHistory).flatMap(([relation, conditions]) =>
      items(`familyHistory.${relation}`, conditions, relation.charAt(0).toUpperCase() + relation.slice(1)),
    ),
  socialHistory: (r) => [
    ...SOCIAL.flatMap((k) => labelled(`socialHistory.${k}`, r.socialHistory[k])),
    ...one('socialHistory.other', r.socialHistory.other),
  ],
  reviewOfSystems: (r) => r.reviewOfSystems.flatMap((e, i) => one(`reviewOfSystems.${i}`, e.findings, e.system)),
  vitals: (r) => VITALS.flatMap((k) => labelled(`physicalExam.vitals.${k}`, r.physicalExam.vitals[k])),
  physicalExam: (r) => EXAM.flatMap((k) => labelled(`physicalExam.${k}`, r.physicalExam[k])),
  results: (r) => items('results', r.results),
  assessment: (r) =>
    r.assessment.flatMap((a, i) =>
      one(
        `assessment.${i}`,
        joined(
          a.certainty && a.certainty !== 'confirmed' ? `${a.diagnosis} (${a.certainty})` : a.diagnosis,
          a.rationale,
        ),
      ),
    ),
  plan: (r) => [
    ...items('plan.investigations', r.plan.investigations, 'Investigations'),
    ...items('plan.procedures', r.plan.procedures, 'Procedures'),
    ...items('plan.referrals', r.plan.referrals, 'Referral'),
    ...medicationOrders(r).map((s) => ({ ...s, label: 'Medicines' })),
    ...items('plan.lifestyleRecommendations', r.plan.lifestyleRecommendations, 'Advice'),
  ],
  investigations: (r) => items('plan.investigations', r.plan.investigations),
  procedures: (r) => items('plan.procedures', r.plan.procedures),
  referrals: (r) => items('plan.referrals', r.plan.referrals),
  medicationOrders,
  advice: (r) => items('plan.lifestyleRecommendations', r.plan.lifestyleRecommendations),
  followUp,
  visitSummary: (r) => sentences('visitSummary', r.visitSummary),
};
