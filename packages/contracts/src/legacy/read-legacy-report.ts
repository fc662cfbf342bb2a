import type { StoredReport } from '../report.js';
import { readEvidence, readFlags } from './flags.js';
import { readPatientReport } from './sections.js';
import { isObj, type Obj } from './values.js';

/** Keys that make an object "a report": any one of them is enough. */
const SECTION_KEYS = [
  'chiefComplaint',
  'historyOfPresentIllness',
  'pastMedicalHistory',
  'medications',
  'allergies',
  'familyHistory',
  'socialHistory',
  'reviewOfSystems',
  'physicalExam',
  'results',
  'assessment',
  'plan',
  'visitSummary',
  'patientInfo',
] as const;

function hasSections(o: Obj): boolean {
  return SECTION_KEYS.some((k) => k in o && o[k] !== null && o[k] !== undefined);
}

interface Found {
  report: Obj;
  /** the object the report sits in; evidence and flags are stored beside `patientReport` */
  container: Obj;
}

/**
 * Finds the patient report in any accepted wrapper, in this order: an array's first
 * element; `patientReport`; `llmReportResponse.patientReport`; `report`; `data.patientReport`;
 * `data` with report sections; the object itself with report sections. Null when none fits.
 */
function findReport(payload: unknown, depth = 0): Found | null {
  if (depth > 4) return null;
  if (Array.isArray(payload)) return findReport(payload[0], depth + 1);
  if (!isObj(payload)) return null;
  if (isObj(payload.patientReport)) return { report: payload.patientReport, container: payload };
  const llm = payload.llmReportResponse;
  if (isObj(llm) && isObj(llm.patientReport)) return { report: llm.patientReport, container: llm };
  if (isObj(payload.report))
    return findReport(payload.report, depth + 1) ?? { report: payload.report, container: payload };
  const data = payload.data;
  if (isObj(data) && isObj(data.patientReport)) return { report: data.patientReport, container: data };
  if (isObj(data) && hasSections(data)) return { report: data, container: data };
  if (hasSections(payload)) return { report: payload, container: payload };
  return null;
}

/**
 * Reads a report file written elsewhere or by an earlier version (parsed JSON) as the contract's
 * StoredReport: the report in any accepted wrapper, every section read leniently (a wrong type falls
 * back to empty, never throws), malformed evidence and flags dropped. Null when it holds no patient
 * report. The one lenient reader: what the API serves is read with the schemas alone.
 */
export function readLegacyReport(json: unknown): StoredReport | null {
  const found = findReport(json);
  if (!found) return null;
  return {
    patientReport: readPatientReport(found.report),
    evidence: readEvidence(found.container.evidence),
    flags: readFlags(found.container.flags),
  };
}
