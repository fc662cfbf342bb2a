import {
  getField,
  isOffered,
  REPORT_FIELDS,
  setField,
  type Evidence,
  type PatientReport,
  type ReportFlag,
  type StoredReport,
} from '@asha/contracts';
import type { VersionContent } from './reconcile.js';

const under = (path: string, key: string) => path === key || path.startsWith(`${key}.`);

/**
 * A regenerated report merged into the current note: every field the clinician edited by hand is
 * kept as they wrote it (with its evidence and authorship), every other field is the new report's.
 * The merged note is checked again against the transcript (`verify`, with the merged evidence); items
 * the clinician wrote are theirs, so no flag calls them invented.
 */
export function mergeRegenerated(
  current: VersionContent,
  fresh: StoredReport,
  verify: (r: PatientReport, evidence: Evidence[]) => ReportFlag[],
): VersionContent {
  const kept = REPORT_FIELDS.filter((f) => current.handEdited.includes(f.key)).map((f) => f.key);
  const isKept = (path: string) => kept.some((key) => under(path, key));
  let report = structuredClone(fresh.patientReport);
  for (const key of kept) report = setField(report, key, getField(current.report, key));
  const authored = current.authored.filter(isKept);
  const byClinician = (path: string | undefined) => path !== undefined && authored.some((a) => under(path, a));
  const evidence = [
    ...current.evidence.filter((e) => isKept(e.path)),
    ...fresh.evidence.filter((e) => !isKept(e.path)),
  ];
  const flags = verify(report, evidence).filter((f) => isOffered(f) || !byClinician(f.path));
  return {
    report,
    evidence,
    flags,
    authored,
    handEdited: kept,
  };
}
