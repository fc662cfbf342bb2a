import { isOffered, sectionOfPath, type Evidence, type ReportFlag, type ReportSection } from '@asha/contracts';
import { createContext, useContext } from 'react';

/** The viewer's cards. */
export type CardId =
  | 'chiefComplaint'
  | 'assessment'
  | 'vitals'
  | 'plan'
  | 'medicalHistory'
  | 'medications'
  | 'hpi'
  | 'physicalExam'
  | 'results'
  | 'familyHistory'
  | 'socialHistory'
  | 'reviewOfSystems'
  | 'visitSummary'
  | 'noteText';

export interface Annotations {
  evidence: Evidence[];
  flags: ReportFlag[];
  onEvidenceClick?: (segmentIds: string[]) => void;
  /** paths of items a clinician wrote or changed */
  authored?: string[];
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

/** Flags on an item (unsupported or contradicted); omissions belong to a card, not an item. */
export function itemFlagsAt(flags: ReportFlag[], itemPath: string): ReportFlag[] {
  return flags.filter((f) => !isOffered(f) && f.path !== undefined && covers(itemPath, f.path));
}

/** The card each report section is shown in; patient details have none (their flags stand alone). */
const CARD_OF_SECTION: Record<ReportSection, CardId | null> = {
  patientInfo: null,
  visitSummary: 'visitSummary',
  chiefComplaint: 'chiefComplaint',
  historyOfPresentIllness: 'hpi',
  pastMedicalHistory: 'medicalHistory',
  medications: 'medications',
  allergies: 'medicalHistory',
  familyHistory: 'familyHistory',
  socialHistory: 'socialHistory',
  reviewOfSystems: 'reviewOfSystems',
  vitals: 'vitals',
  physicalExam: 'physicalExam',
  results: 'results',
  assessment: 'assessment',
  plan: 'plan',
  noteText: 'noteText',
};

export function cardForSection(section: ReportSection | null): CardId | null {
  return section ? CARD_OF_SECTION[section] : null;
}

export function cardForPath(path: string): CardId | null {
  return cardForSection(sectionOfPath(path));
}

/** The card a flag is shown in: an invented item's path wins over its section name. */
export function cardOfFlag(flag: ReportFlag): CardId | null {
  const byPath = !isOffered(flag) && flag.path ? cardForPath(flag.path) : null;
  return byPath ?? cardForSection(flag.section);
}
