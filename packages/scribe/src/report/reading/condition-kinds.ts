import { oneOf, regex, wordsOf } from '../pattern.js';
import { CONDITION_KINDS, RENAMED_AS } from './condition-kind-cues.js';

/** Every broader condition a condition is a kind of, through the rows above it. */
function kindsOf(name: string): Set<string> {
  const found = new Set<string>();
  const walk = (n: string) => {
    for (const k of CONDITION_KINDS[n] ?? []) {
      if (found.has(k)) continue;
      found.add(k);
      walk(k);
    }
  };
  walk(name);
  return found;
}

const NAMES = [...new Set([...Object.keys(CONDITION_KINDS), ...Object.values(CONDITION_KINDS).flat()])].sort(
  (a, b) => b.length - a.length,
);
const NAME = new RegExp(wordsOf(NAMES), 'gi');

/** The conditions of the table a text names, each the longest said ('rheumatoid arthritis', not 'arthritis' in it). */
export function conditionKindsIn(text: string): string[] {
  return [...text.matchAll(NAME)].map((m) => m[0].toLowerCase());
}

/**
 * Whether `broad` names the same condition as `specific` or one it is a kind of ('skin cancer' of 'melanoma',
 * 'arthritis' of 'hallux rigidus'), as named in two texts: two kinds side by side ('melanoma' and 'basal cell
 * carcinoma') are two conditions, not one.
 */
export function namesKindOf(broad: string, specific: string): boolean {
  if (broad.trim().toLowerCase() === specific.trim().toLowerCase()) return true;
  const wide = conditionKindsIn(broad);
  return wide.length > 0 && conditionKindsIn(specific).some((s) => wide.every((w) => w === s || kindsOf(s).has(w)));
}

const RENAMED = regex(['\\b', oneOf(RENAMED_AS), '\\b']);

/**
 * The conditions a text gives a new name ('dcis, which we'll list in my note as … ductal carcinoma'): those of
 * the table named just before the naming words, and those named after them; null when none is renamed.
 */
export function renamedIn(text: string): { from: string[]; to: string[] } | null {
  const m = RENAMED.exec(text);
  if (!m) return null;
  const from = conditionKindsIn(text.slice(0, m.index)).slice(-1);
  const to = conditionKindsIn(text.slice(m.index + m[0].length));
  return from.length > 0 && to.length > 0 ? { from, to } : null;
}
