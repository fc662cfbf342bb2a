import type { Evidence, ReportFlag } from '@asha/contracts';

/**
 * The report as the viewer reads it: every section present, lenient about what was stored.
 * Field names and nesting follow the contracts' PatientReport (spec §3) so evidence paths
 * such as `medications.current.0` (issue #8) address the same items here.
 */
export type Text = string | null;

export interface ViewReport {
  chiefComplaint: Text;
  historyOfPresentIllness: {
    onset: Text;
    duration: Text;
    course: Text;
    narrative: Text;
    associatedSymptoms: string[];
  };
  pastMedicalHistory: { conditions: string[] };
  medications: { current: { name: string; dosage: Text; indication: Text }[] };
  allergies: { substance: string; reaction: Text }[];
  /** relation → conditions, in the stored order */
  familyHistory: [string, string[]][];
  /** field → value; free-text social histories become a single `summary` entry */
  socialHistory: [string, string][];
  reviewOfSystems: { system: string; findings: string }[];
  physicalExam: {
    vitals: { bloodPressure: Text; heartRate: Text; temperature: Text; respiratoryRate: Text; weight: Text };
    generalAppearance: Text;
    cardiovascular: Text;
    respiratory: Text;
    extremities: Text;
  };
  assessment: { diagnosis: string; certainty: Text; rationale: Text }[];
  plan: {
    investigations: string[];
    medications: { name: string; instructions: Text }[];
    lifestyleRecommendations: string[];
    followUp: { timeline: Text; notes: Text };
  };
  visitSummary: Text;
}

/** A report plus the evidence and verification flags stored next to it (issue #8). */
export interface NormalizedReport {
  report: ViewReport;
  evidence: Evidence[];
  flags: ReportFlag[];
}
