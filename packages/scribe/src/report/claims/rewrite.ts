/** A rewriting rule: what to find, and what to put in its place (a string with $1…, or a function of the match). */
export type Rewrite = [RegExp, string | ((...m: string[]) => string)];

/** A text with each rule applied in turn, so that later rules read what earlier ones wrote. */
export function rewrite(text: string, rules: Rewrite[]): string {
  return rules.reduce((t, [re, to]) => (typeof to === 'string' ? t.replace(re, to) : t.replace(re, to)), text);
}
