import type { ModelReport } from './wire.js';

function key(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** First-listed identity of an item: a medication by name, an allergy by substance, and so on. */
function itemKey(v: unknown): string {
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    for (const k of ['name', 'substance', 'diagnosis', 'relation', 'system'])
      if (typeof o[k] === 'string') return key(o[k]);
  }
  return key(v);
}

function mergeValue(a: unknown, b: unknown): unknown {
  if (Array.isArray(a) && Array.isArray(b)) {
    const out = [...a];
    for (const item of b) {
      const i = out.findIndex((x) => itemKey(x) === itemKey(item));
      if (i < 0) out.push(item);
      else out[i] = mergeValue(out[i], item);
    }
    return out;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const o: Record<string, unknown> = { ...(a as Record<string, unknown>) };
    for (const [k, v] of Object.entries(b as Record<string, unknown>)) o[k] = k in o ? mergeValue(o[k], v) : v;
    return o;
  }
  return a === null || a === undefined || a === '' ? b : a;
}

/**
 * Joins the reports of a long consultation's chunks:
 * lists are unioned without duplicates (same name/substance/diagnosis merges its fields), scalars keep
 * the first non-null value, and prose summaries of later chunks are appended.
 */
export function mergeModelReports(parts: ModelReport[]): ModelReport {
  const [first, ...rest] = parts;
  if (!first) throw new Error('nothing to merge');
  let out = first;
  for (const part of rest) {
    const merged = mergeValue(out, part) as ModelReport;
    merged.visitSummary = [out.visitSummary, part.visitSummary].filter(Boolean).join(' ') || null;
    merged.historyOfPresentIllness.narrative =
      [out.historyOfPresentIllness.narrative, part.historyOfPresentIllness.narrative].filter(Boolean).join(' ') || null;
    out = merged;
  }
  return out;
}
