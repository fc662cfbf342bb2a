import { FAMILY_AGE_CUES } from './family-age-cues.js';

const CUES = FAMILY_AGE_CUES.map((c) => ({ ...c, re: new RegExp(`\\b${c.phrase}`) }));
/** How far after a condition its age may be said: a few words ('breast cancer uh back in her 50s'). */
const AGE_REACH = 40;
/** Where the clause a condition is said in ends: the next sentence, or another thing or relative joined on. */
const CLAUSE_END = /[.;?!]| (?:and|but|so|because|my) /;

/**
 * A relative's age at a condition, as a family history writes it after the condition's name ('in her 50s', 'at
 * 52'), from the words just after it in the same clause; null when none is said there. A clause that goes on to
 * another relative ('my mom had cancer and my dad had a stroke at 60') gives her none.
 */
export function familyAgeAfter(text: string, end: number): string | null {
  const after = text.slice(end, end + AGE_REACH);
  const cut = after.search(CLAUSE_END);
  const clause = cut >= 0 ? after.slice(0, cut) : after;
  for (const cue of CUES) {
    const m = cue.re.exec(clause);
    if (m) return cue.written(m);
  }
  return null;
}
