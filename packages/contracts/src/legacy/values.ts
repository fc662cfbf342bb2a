/**
 * Lenient readers for the values of report JSON written elsewhere or by an earlier version. A wrong
 * type is ignored and falls back; they never throw.
 */
export type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A non-empty string, else null. */
export function text(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t ? t : null;
}

/** A measurement: text, or a bare number ("heartRate": 72). */
export function measure(v: unknown): string | null {
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : text(v);
}

/** First non-empty text among several candidate fields (e.g. `substance` or `allergen`). */
export function firstText(o: Obj, ...keys: string[]): string | null {
  for (const k of keys) {
    const t = text(o[k]);
    if (t) return t;
  }
  return null;
}

/** A list of strings; a single string counts as a one-item list. */
export function textList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(text).filter((t): t is string => t !== null);
  const t = text(v);
  return t ? [t] : [];
}

/** A list of items: objects, or strings turned into objects by `fromText`. A single object is a one-item list. */
export function itemList<T>(v: unknown, fromObj: (o: Obj) => T | null, fromText: (t: string) => T): T[] {
  const raw = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  const out: T[] = [];
  for (const item of raw) {
    const t = text(item);
    const parsed = t ? fromText(t) : isObj(item) ? fromObj(item) : null;
    if (parsed) out.push(parsed);
  }
  return out;
}

export function obj(v: unknown): Obj {
  return isObj(v) ? v : {};
}
