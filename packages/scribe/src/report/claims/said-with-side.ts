import { partsIn } from './body-parts.js';
import { tellingWords } from './telling-words.js';
import type { Consultation } from './consultation-types.js';
import type { SaidSide } from './said-side-types.js';
import { asks } from './read-talk.js';
import { claimWords } from './side-complaints.js';
import { UNSPECIFIED, type SideClaim } from './sides.js';

const SIDE_WORD = /\b(?:left|right)\b/;
const later = new WeakMap<SaidSide, Set<string>>();
/**
 * What is said after a side, within its turn and the next three and some 200 characters ('surgery on my
 * right knee' … 'they reconstructed the whole thing, I was 14'): talk goes on about the side just named,
 * until another side is: the clause naming it, or the turn naming it and the question that turn answers, are that side's.
 */
function laterWords(x: SaidSide, c: Consultation): Set<string> {
  let words = later.get(x);
  if (words) return words;
  const at = c.segs.findIndex((seg) => seg.id === x.seg);
  const own = c.segs[at]?.text ?? '';
  const from = own.indexOf(x.clause);
  const texts = [from >= 0 ? own.slice(from + x.clause.length) : ''];
  for (const [k, seg] of c.segs.slice(at + 1, at + 4).entries()) {
    if (SIDE_WORD.test(seg.text)) {
      const prev = c.segs[at + k]!;
      if (texts.length > 1 && prev.role !== seg.role && asks(prev.role, prev.text.slice(-160))) texts.pop();
      break;
    }
    texts.push(seg.text);
  }
  const first = texts[0]!;
  const stop = first.search(SIDE_WORD);
  // In its own turn, the clause that names the other side is that side's: from its last stop, or its last words where speech has no stops.
  if (stop >= 0)
    texts.splice(
      0,
      texts.length,
      first.slice(0, Math.max(stop - 40, 0, ...[...first.slice(0, stop).matchAll(/[,.;?!]/g)].map((m) => m.index))),
    );
  later.set(x, (words = tellingWords(texts.join(' ').slice(0, 200))));
  return words;
}

/**
 * A side said in a reply answers the question before it: its words are said of that side ('have your
 * symptoms gotten worse?' 'yeah, especially at the base of my left hand'), and a reply naming only a side
 * ('is it your left or your right knee?' 'it's my right') also tells the side of what was said before
 * the question ('I ran into a tree and twisted my knee').
 */
function earlierWords(x: SaidSide, c: Consultation): Set<string> {
  const at = c.segs.findIndex((seg) => seg.id === x.seg);
  const [prev, own] = [c.segs[at - 1], c.segs[at]];
  if (x.part !== UNSPECIFIED && !partsIn(x.clause).length)
    return tellingWords(
      c.segs
        .slice(Math.max(0, at - 2), at)
        .map((seg) => seg.text)
        .join(' '),
    );
  if (
    prev &&
    own &&
    prev.role !== own.role &&
    asks(prev.role, prev.text.slice(-160)) &&
    own.text.indexOf(x.clause) < 80
  )
    return tellingWords(prev.text.slice(-160));
  return new Set();
}

export function saidWith(x: SaidSide, c: Consultation): (w: string) => boolean {
  const [after, before] = [laterWords(x, c), earlierWords(x, c)];
  return (w) => x.words.has(w) || after.has(w) || before.has(w);
}

export function echoedOther(claim: SideClaim, pool: SaidSide[], c: Consultation): SaidSide | null {
  const words = claimWords(claim);
  if (words.length < 2) return null;
  const score = (x: SaidSide) => words.filter(saidWith(x, c)).length;
  let same = 0;
  let best: SaidSide | null = null;
  let bestScore = 0;
  for (const x of pool) {
    if (x.asked && !x.answered) continue;
    const n = score(x);
    if (x.side === claim.side) same = Math.max(same, n);
    else if (n > bestScore) [best, bestScore] = [x, n];
  }
  return best && bestScore >= 2 && bestScore > same ? best : null;
}
