import type { Evidence, ReportFlag } from '@asha/contracts';
import { createContext, useContext } from 'react';

/** The viewer's cards (spec §2 Report viewer, plus the optional ones). */
export type CardId =
  | 'chiefComplaint'
  | 'assessment'
  | 'vitals'
  | 'plan'
  | 'medicalHistory'
  | 'medications'
  | 'hpi'
  | 'physicalExam'
  | 'familyHistory'
  | 'socialHistory'
  | 'reviewOfSystems'
  | 'visitSummary';

export interface Annotations {
  evidence: Evidence[];
  flags: ReportFlag[];
  onEvidenceClick?: (segmentIds: string[]) => void;
}

export const AnnotationsContext = createContext<Annotations>({ evidence: [], flags: [] });
export const useAnnotations = () => useContext(AnnotationsContext);

/** `a.b` covers `a.b` and `a.b.c`, never `a.bc`. */
export function covers(itemPath: string, path: string): boolean {
  return path === itemPath || path.startsWith(`${itemPath}.`);
}

/** Segment ids behind an item: its own evidence and its parts' (e.g. each condition of a relation). */
export function segmentIdsFor(evidence: Evidence[], itemPath: string): string[] {
  const ids = evidence.filter((e) => covers(itemPath, e.path)).flatMap((e) => e.segmentIds);
  return [...new Set(ids)];
}

export function unsupportedAt(flags: ReportFlag[], itemPath: string): ReportFlag[] {
  return flags.filter((f) => f.kind === 'unsupported' && f.path !== undefined && covers(itemPath, f.path));
}

// Issue #8 names sections loosely (medications, allergies, vitals, symptoms…): match them case- and spacing-blind.
const SECTION_CARDS: Record<string, CardId> = {
  chiefcomplaint: 'chiefComplaint',
  assessment: 'assessment',
  diagnosis: 'assessment',
  diagnoses: 'assessment',
  vitals: 'vitals',
  vitalsigns: 'vitals',
  plan: 'plan',
  treatmentplan: 'plan',
  investigations: 'plan',
  followup: 'plan',
  allergies: 'medicalHistory',
  allergy: 'medicalHistory',
  pastmedicalhistory: 'medicalHistory',
  medicalhistory: 'medicalHistory',
  conditions: 'medicalHistory',
  medications: 'medications',
  medication: 'medications',
  currentmedications: 'medications',
  symptoms: 'hpi',
  symptom: 'hpi',
  historyofpresentillness: 'hpi',
  hpi: 'hpi',
  physicalexam: 'physicalExam',
  physicalexamination: 'physicalExam',
  familyhistory: 'familyHistory',
  socialhistory: 'socialHistory',
  reviewofsystems: 'reviewOfSystems',
  ros: 'reviewOfSystems',
  visitsummary: 'visitSummary',
  summary: 'visitSummary',
};

export function cardForSection(section: string): CardId | null {
  return SECTION_CARDS[section.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

export function cardForPath(path: string): CardId | null {
  if (covers('physicalExam.vitals', path)) return 'vitals';
  return cardForSection(path.split('.')[0] ?? '');
}

/** The card a flag is shown in: an invented item's path wins over its section name. */
export function cardOfFlag(flag: ReportFlag): CardId | null {
  const byPath = flag.kind === 'unsupported' && flag.path ? cardForPath(flag.path) : null;
  return byPath ?? cardForSection(flag.section);
}
