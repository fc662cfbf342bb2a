import {
  getField,
  isOffered,
  REPORT_FIELDS,
  sameValue,
  type Evidence,
  type PatientReport,
  type ReportField,
  type ReportFlag,
} from '@asha/contracts';

/** What a version holds besides its metadata. */
export interface VersionContent {
  report: PatientReport;
  evidence: Evidence[];
  flags: ReportFlag[];
  /** paths of items a clinician wrote or changed */
  authored: string[];
  /** keys of fields edited by hand since the AI wrote them */
  handEdited: string[];
}

export interface Carried extends Omit<VersionContent, 'report'> {
  /** keys of the fields this change touched */
  changed: string[];
}

const under = (path: string, key: string) => path === key || path.startsWith(`${key}.`);

/**
 * How the old paths of one field move in the new report: a path maps to its new path, or to null
 * when its item is gone or was changed (so its evidence no longer claims it).
 */
type Move = (path: string) => string | null;

function listMoves(key: string, before: unknown[], after: unknown[]): { move: Move; fresh: number[] } {
  // An unchanged item is found again by its value, wherever it moved to; anything else is new.
  const taken = new Set<number>();
  const newIndexOf = new Map<number, number>();
  const fresh: number[] = [];
  after.forEach((item, i) => {
    const j = before.findIndex((old, k) => !taken.has(k) && sameValue(old, item));
    if (j < 0) return fresh.push(i);
    taken.add(j);
    newIndexOf.set(j, i);
  });
  const move: Move = (path) => {
    const [index, ...rest] = path.slice(key.length + 1).split('.');
    const to = newIndexOf.get(Number(index));
    return to === undefined ? null : [key, to, ...rest].join('.');
  };
  return { move, fresh };
}

function mapMoves(
  key: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { move: Move; fresh: string[] } {
  const fresh = Object.keys(after).filter((rel) => !sameValue(before[rel], after[rel]));
  const move: Move = (path) => {
    const rel = path.slice(key.length + 1).split('.')[0]!;
    return rel in after && sameValue(before[rel], after[rel]) ? path : null;
  };
  return { move, fresh };
}

function movesOf(field: ReportField, before: unknown, after: unknown): { move: Move; authoredNow: string[] } {
  if (field.kind === 'list') {
    const { move, fresh } = listMoves(field.key, (before as unknown[]) ?? [], (after as unknown[]) ?? []);
    return { move, authoredNow: fresh.map((i) => `${field.key}.${i}`) };
  }
  if (field.kind === 'map') {
    const { move, fresh } = mapMoves(
      field.key,
      (before as Record<string, unknown>) ?? {},
      (after as Record<string, unknown>) ?? {},
    );
    return { move, authoredNow: fresh.map((rel) => `${field.key}.${rel}`) };
  }
  return { move: () => null, authoredNow: after ? [field.key] : [] };
}

/**
 * Carries a version's evidence, flags and authorship over to an edited report: unchanged items keep
 * theirs (at their new place when reordered); changed or new items become the clinician's, with no
 * evidence or flag claiming them; removed items take theirs away. Omissions concern the transcript
 * and stay until resolved.
 */
export function carryOver(prev: VersionContent, next: PatientReport): Carried {
  const out: Carried = {
    evidence: [...prev.evidence],
    flags: [...prev.flags],
    authored: [...prev.authored],
    handEdited: [...prev.handEdited],
    changed: [],
  };
  for (const field of REPORT_FIELDS) {
    const before = getField(prev.report, field.key);
    const after = getField(next, field.key);
    if (sameValue(before, after)) continue;
    const { move, authoredNow } = movesOf(field, before, after);
    const relocate = <T>(items: T[], pathOf: (t: T) => string | undefined, withPath: (t: T, p: string) => T): T[] =>
      items.flatMap((item) => {
        const p = pathOf(item);
        if (p === undefined || !under(p, field.key)) return [item];
        const to = move(p);
        return to === null ? [] : [withPath(item, to)];
      });
    out.evidence = relocate(
      out.evidence,
      (e) => e.path,
      (e, path) => ({ ...e, path }),
    );
    out.flags = relocate(
      out.flags,
      (f) => (isOffered(f) ? undefined : f.path),
      (f, path) => ({ ...f, path }),
    );
    out.authored = [
      ...relocate(
        out.authored,
        (a) => a,
        (_a, p) => p,
      ),
      ...authoredNow,
    ];
    out.changed.push(field.key);
    if (!out.handEdited.includes(field.key)) out.handEdited.push(field.key);
  }
  out.authored = [...new Set(out.authored)];
  return out;
}
