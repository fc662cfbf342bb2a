import { oneOf, regex } from '../pattern.js';
import { TABLET_PORTIONS } from './dose-portion-cues.js';

/** What a part of a tablet is said of: a strength ('half of the 5 mg'), or a tablet ('half a pill'). */
const OF_A_TABLET = oneOf([
  String.raw`\d+(?:\.\d+)?\s*(?:mg|milligrams?|mcg|micrograms?)\b`,
  String.raw`(?:pills?|tablets?|tabs?)\b`,
]);
/** 'i split it in half' needs nothing after it; the other rows name what they are a part of. */
const READ = TABLET_PORTIONS.map(({ said, written }) => ({
  re: regex([String.raw`\b`, said, /in half$/.test(said) ? String.raw`\b` : String.raw`\s+(?=${OF_A_TABLET})`]),
  written,
}));
/** Where the words about the drug before it end: a clause's end. */
const CLAUSE_END = /[.?!;]|\b(?:and|but|so|then)\b/g;
/** A part said after a drug and followed by 'of' is a part of the drug named next ('… and half a tablet of metformin'). */
const OF_NEXT = /^[^.?!]{0,25}?\bof\s+(?:the\s+|your\s+|my\s+)?$/;

/**
 * The part of a tablet taken, as the list writes it, said in the drug's words: after it, before the next
 * drug ('finasteride, i take half a pill, the 5 mg one'), or just before it in its clause ('half of the 5 mg
 * finasteride'); null when none is said.
 */
export function portionNear(after: string, before: string): string | null {
  const clause = before.slice(Math.max(0, ...[...before.matchAll(CLAUSE_END)].map((m) => m.index + m[0].length)));
  for (const { re, written } of READ) {
    const inAfter = re.exec(after.slice(0, 60));
    if (inAfter && !OF_NEXT.test(after.slice(inAfter.index))) return written;
    if (re.test(clause)) return written;
  }
  return null;
}
