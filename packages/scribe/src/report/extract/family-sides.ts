import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import {
  OF_A_PARENT,
  PARENTS_OWN_BEFORE,
  RELATIVE_AFTER,
  RELATIVES_JOINED,
  SIDE_AFTER,
  SIDE_ASKED,
  SIDE_WORDS,
  SIDED,
} from './family-side-cues.js';
import type { Found, Seg } from './types.js';
import { replyTo, type Utterance } from './utterances.js';

type FamilyEntry = { relation: string; condition: string };

/** A relative named in a text, as a note files them ('maternal aunt'), and where. */
export interface Relative {
  relation: string;
  index: number;
}

const SIDE = capture(Object.values(SIDE_WORDS).flat());
const sideOf = (word: string) => (SIDE_WORDS.maternal.includes(word) ? 'maternal' : 'paternal');
const OWN_BEFORE = regex([oneOf(PARENTS_OWN_BEFORE.map((p) => p.replace('(SIDE)', SIDE))), '$']);
const SIDE_NAMED_AFTER = regex([String.raw`^ `, SIDE_AFTER.replace('(SIDE)', SIDE)]);
/**
 * A parent named only to give whose relative comes next ("mom's sister", "dad's side"); recognised speech
 * often drops the "'s" before 'side' ('my mom side').
 */
const QUALIFIER = /^(?:'s ([a-z]+)|s? (side)\b)/;
const JOINED = new RegExp(RELATIVES_JOINED);
const NAMED_AFTER = new RegExp(RELATIVE_AFTER);

/**
 * The relatives a text names (`relation` matches one relative word, `relations` files it), each with the
 * side of the family said with it: a parent's sibling or parent is a maternal or paternal aunt, uncle or
 * grandparent when the words say whose ('my mom's sister', 'my mom and her sister', 'my grandfather on my
 * dad's side', 'maternal grandmother'). A parent named only to say whose ("mom's") is no relative of its own.
 */
export function relativesIn(text: string, relation: RegExp, relations: Record<string, string>): Relative[] {
  const out: Relative[] = [];
  for (const m of text.matchAll(new RegExp(relation.source, 'g'))) {
    const word = m[1]!;
    const end = m.index + m[0].length;
    const qualified = QUALIFIER.exec(text.slice(end));
    if (qualified && relations[word] && /^(?:mother|father)$/.test(relations[word]!)) {
      const next = qualified[1] ?? qualified[2]!;
      // A side said with no relative of its own ('heart disease on my dad's side') is that side's relatives.
      if (next === 'side' && !sidesRelative(out, text, m.index))
        out.push({ relation: `${sideOf(word)} relatives`, index: m.index });
      if (next === 'side' || relations[next]) continue;
    }
    const own = OWN_BEFORE.exec(text.slice(0, m.index));
    const after = SIDE_NAMED_AFTER.exec(text.slice(end));
    const base = own ? (OF_A_PARENT[relations[word]!] ?? relations[word]!) : relations[word]!;
    const side = own?.slice(1).find(Boolean) ?? after?.[1];
    out.push({ relation: side && SIDED.includes(base) ? `${sideOf(side)} ${base}` : base, index: m.index });
  }
  return out;
}

/** How far before a side's words a relative may be named for the side to be theirs ('my grandfather on my dad's side'). */
const SIDE_REACH = 25;
const sidesRelative = (found: Relative[], text: string, at: number) =>
  found.some((r) => r.index < at && at - r.index <= SIDE_REACH && !/\brelatives$/.test(r.relation)) ||
  /\b(?:aunt|uncle|grand\w+|cousin)s?\b[^.,;]{0,20}$/.test(text.slice(0, at));

/**
 * The relatives a condition said at `at` belongs to: the one named right after it in the same phrase
 * ('diabetes in her mother and hypertension in her father'); else the one named last before it, with those
 * joined to it by 'and' ('my mom and her sister both had melanoma'); the first named when none comes before.
 */
export function relativesOf(text: string, relatives: Relative[], at: number): Relative[] {
  const after = relatives.find((r) => r.index > at);
  if (after && NAMED_AFTER.test(text.slice(at, after.index))) return [after];
  const before = relatives.filter((r) => r.index <= at);
  if (before.length === 0) return relatives.slice(0, 1);
  const run = [before.pop()!];
  for (let r = before.pop(); r; r = before.pop()) {
    const wordEnd = r.index + text.slice(r.index).search(/\b(?=\W|$)/);
    if (!JOINED.test(text.slice(wordEnd, run[0]!.index))) break;
    run.unshift(r);
  }
  return run;
}

const MATERNAL = regex([wordsOf(SIDE_WORDS.maternal)]);
const PATERNAL = regex([wordsOf(SIDE_WORDS.paternal)]);
const WHOSE_SIDE = regex([wordsOf(SIDE_ASKED.map((a) => a.replace('(SIDE)', SIDE)))]);
/** How many turns back the relative a side question asks about may have been named. */
const SIDE_ASKED_REACH = 4;

/** The side a reply gives ("mother's", "on my dad's side"), or null when it names both or neither. */
function sideReplied(reply: string): 'maternal' | 'paternal' | null {
  const maternal = MATERNAL.test(reply);
  if (maternal === PATERNAL.test(reply)) return null;
  return maternal ? 'maternal' : 'paternal';
}

/**
 * A clinician's question that asks which side of the family a relative just named is on ('was that your
 * mom's or your dad's father?'): the side the reply gives ("mother's") is that relative's ('grandfather'
 * becomes 'maternal grandfather').
 */
export function sidesAnswered(family: Found<FamilyEntry>[], all: Utterance[], segs: Seg[]) {
  const at = (id: string) => segs.findIndex((s) => s.id === id);
  all.forEach((u, i) => {
    if (!u.question || !MATERNAL.test(u.text) || !PATERNAL.test(u.text) || !WHOSE_SIDE.test(u.text)) return;
    const reply = replyTo(all, i, segs);
    const side = reply && sideReplied(reply.text);
    if (!side) return;
    for (const f of family) {
      const near = f.segmentIds.some((id) => at(id) < u.at && at(id) >= u.at - SIDE_ASKED_REACH);
      if (!near || !SIDED.includes(f.value.relation)) continue;
      f.value = { ...f.value, relation: `${side} ${f.value.relation}` };
      f.segmentIds.push(u.seg.id, ...reply.ids);
    }
  });
}
