/**
 * Long patterns built from named parts. A rule that reads a dozen phrases is a list of those phrases,
 * each on its own line, joined here into the one regular expression the rule runs: a reader sees the
 * phrases, not a 1,000-character line, and a new phrase is a new list entry.
 *
 * Parts are regular-expression sources (strings) or RegExps (their source is taken, their flags are
 * not): `oneOf` joins alternatives in a non-capturing group, `capture` joins them in a capturing group
 * the code reads (m[1]), `regex` concatenates parts.
 */
export type Part = string | RegExp;

const source = (part: Part): string => (typeof part === 'string' ? part : part.source);

/** `(?:a|b|c)`: any one of the parts. */
export function oneOf(parts: readonly Part[]): string {
  return `(?:${parts.map(source).join('|')})`;
}

/** `\b(?:a|b|c)\b`: any one of the parts as whole words. */
export function wordsOf(parts: readonly Part[]): string {
  return `\\b${oneOf(parts)}\\b`;
}

/** `(a|b|c)`: any one of the parts, captured for the code to read (m[1] and so on). */
export function capture(parts: readonly Part[]): string {
  return `(${parts.map(source).join('|')})`;
}

/** The parts one after another, as one RegExp with the given flags. */
export function regex(parts: readonly Part[], flags = ''): RegExp {
  return new RegExp(parts.map(source).join(''), flags);
}
