import {
  EvidenceSchema,
  REPORT_SECTIONS,
  ReportFlagSchema,
  sectionOfPath,
  type Evidence,
  type ReportFlag,
  type ReportSection,
} from '../report.js';
import { isObj } from './values.js';

/**
 * A flag's section in a report written elsewhere or before the section vocabulary: the section itself
 * in any case or spacing, the pipeline's old name for symptoms, else the section of the flag's path.
 * Null when none fits.
 */
export function readFlagSection(section: unknown, path?: unknown): ReportSection | null {
  const folded = typeof section === 'string' ? section.toLowerCase().replace(/[^a-z]/g, '') : '';
  const named = REPORT_SECTIONS.find((s) => s.toLowerCase() === folded);
  if (named) return named;
  if (folded === 'symptoms') return 'historyOfPresentIllness';
  return typeof path === 'string' ? sectionOfPath(path) : null;
}

/** Evidence as stored by the pipeline ([{path, segmentIds}]) or as a map path → segment ids; malformed entries dropped. */
export function readEvidence(v: unknown): Evidence[] {
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

/**
 * Flags as stored. A section named loosely is read leniently; one that fits no section is the patient
 * details', which no card shows, so the viewer lists the flag on its own: a flag is never dropped for
 * its section. A flag without segment ids (an invented item has none) is still a flag.
 */
export function readFlags(v: unknown): ReportFlag[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((f) => {
    if (!isObj(f)) return [];
    const section = readFlagSection(f.section, f.path) ?? 'patientInfo';
    const parsed = ReportFlagSchema.safeParse({ segmentIds: [], ...f, section });
    return parsed.success ? [parsed.data] : [];
  });
}
