import { EvidenceSchema, ReportFlagSchema, readFlagSection, type Evidence } from '@asha/contracts';
import { isObj, type Obj } from './coerce';
import { readReport } from './read-sections';
import type { NormalizedReport, ViewFlag } from './view-model';

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

/** Reads a parsed report payload leniently; null when it holds no patient report. */
export function normalizeReport(payload: unknown): NormalizedReport | null {
  const found = findReport(payload);
  if (!found) return null;
  return {
    report: readReport(found.report),
    evidence: readEvidence(found.container.evidence),
    flags: readFlags(found.container.flags),
  };
}

/** Evidence as stored by the pipeline ([{path, segmentIds}]) or as a map path → segment ids. */
function readEvidence(v: unknown): Evidence[] {
  if (isObj(v)) {
    return Object.entries(v).flatMap(([path, ids]) => {
      const parsed = EvidenceSchema.safeParse({ path, segmentIds: ids });
      return parsed.success ? [parsed.data] : [];
    });
  }
  if (!Array.isArray(v)) return [];
  return v.flatMap((e) => {
    const parsed = EvidenceSchema.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Flags as stored; a section named loosely or outside the vocabulary is read leniently, never dropped. */
function readFlags(v: unknown): ViewFlag[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((f) => {
    if (!isObj(f)) return [];
    const section = readFlagSection(f.section, f.path);
    // A flag without segment ids (an invented item has none) is still a flag.
    const parsed = ReportFlagSchema.safeParse({ segmentIds: [], ...f, section: section ?? 'patientInfo' });
    return parsed.success ? [{ ...parsed.data, section }] : [];
  });
}
