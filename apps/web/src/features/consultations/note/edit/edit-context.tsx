import {
  flagKey,
  getField,
  isOffered,
  setField,
  type FlagResolution,
  type NoteVersion,
  type PatientReport,
  type ReportFlag,
} from '@asha/contracts';
import { createContext, useContext } from 'react';
import { covers } from '@/components/report';

/** What every editable field of the note reads and writes. */
export interface EditContextValue {
  report: PatientReport;
  update(fn: (r: PatientReport) => PatientReport): void;
  resolve(resolution: FlagResolution, edit?: (r: PatientReport) => PatientReport): void;
  resolutions: FlagResolution[];
  /** the saved version's evidence, flags and authorship (they follow each save) */
  version: Pick<NoteVersion, 'evidence' | 'flags' | 'authored'>;
  /** ids of inputs are scoped by this so two editors never share one */
  idPrefix: string;
}

export const EditContext = createContext<EditContextValue | null>(null);

export function useEdit(): EditContextValue {
  const ctx = useContext(EditContext);
  if (!ctx) throw new Error('useEdit outside the note editor');
  return ctx;
}

export function useField<T>(path: string): [T, (value: T) => void] {
  const { report, update } = useEdit();
  return [getField(report, path) as T, (value: T) => update((r) => setField(r, path, value))];
}

/** A DOM id for a report path, e.g. `note-x-medications-current-0-dosage`. */
export const domId = (prefix: string, path: string) => `${prefix}-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;

export function isAuthored(authored: string[], path: string): boolean {
  return authored.some((a) => covers(a, path) || covers(path, a));
}

/** Flags on an item that the clinician has not yet kept or removed. */
export function openItemFlags(
  flags: ReportFlag[],
  resolutions: FlagResolution[],
  path: string,
): { flag: ReportFlag; kept: boolean }[] {
  const kept = new Set(resolutions.filter((r) => r.action === 'keep').map((r) => r.key));
  return flags
    .filter((f) => !isOffered(f) && f.path !== undefined && covers(path, f.path))
    .map((flag) => ({ flag, kept: kept.has(flagKey(flag)) }));
}

/** Removes list item `index` of the list at `path`, or empties a text field. */
export function removeAt(r: PatientReport, path: string): PatientReport {
  const parts = path.split('.');
  const last = parts.at(-1)!;
  if (/^\d+$/.test(last)) {
    const listPath = parts.slice(0, -1).join('.');
    const list = getField(r, listPath);
    if (Array.isArray(list))
      return setField(
        r,
        listPath,
        list.filter((_, i) => i !== Number(last)),
      );
  }
  return setField(r, path, null);
}
