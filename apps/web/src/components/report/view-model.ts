import type { AssessmentItem, Evidence, PatientReport, ReportFlag, ReportSection } from '@asha/contracts';

/**
 * The report as the viewer reads it: the contracts' PatientReport (so evidence paths such as
 * `medications.current.0` address the same items here, and a renamed section fails to compile),
 * lenient only where stored reports vary: family and social history as ordered entries, and a
 * diagnosis's certainty as whatever word was stored.
 */
export type Text = string | null;

export type ViewReport = Omit<
  PatientReport,
  'metadata' | 'patientInfo' | 'familyHistory' | 'socialHistory' | 'assessment'
> & {
  /** relation → conditions, in the stored order */
  familyHistory: [string, string[]][];
  /** field → value; free-text social histories become a single `summary` entry */
  socialHistory: [string, string][];
  assessment: (Omit<AssessmentItem, 'certainty'> & { certainty: Text })[];
};

/** A flag as read from a stored report: a section outside the vocabulary (written elsewhere) reads as none. */
export type ViewFlag = Omit<ReportFlag, 'section'> & { section: ReportSection | null };

/** A report plus the evidence and verification flags stored next to it. */
export interface NormalizedReport {
  report: ViewReport;
  evidence: Evidence[];
  flags: ViewFlag[];
}
