import { oneOf, regex, wordsOf } from '../pattern.js';
import { isNegated } from '../reading/context.js';
import { REPAIR_CUES } from '../reading/repair-cues.js';
import {
  AFFIRMING,
  BOTH_OF_A_PAIR,
  BOTH_SIDES,
  DENIED_AFTER,
  EASED_AFTER,
  EXAM_FINDINGS,
  EXCEPT_AFTER,
  FINDING_SITES,
  type ExamFinding,
} from '../vocabulary/exam-findings.js';
import { EXAM_SYSTEMS, type ExamSystem } from '../vocabulary/exam-systems.js';
import { afterOf, amountOf, sizeAfter } from './exam-amounts.js';
import { sideAfter, siteOf } from './exam-site.js';
import type { ExamReading, PartNamed } from './exam-types.js';

const SYSTEMS = EXAM_SYSTEMS.map((system) => ({ system, re: regex([wordsOf(system.cues)], 'g') }));
const FINDINGS = EXAM_FINDINGS.map((row) => ({ row, re: regex([wordsOf(row.said)], 'g') }));
const BY_LABEL = new Map(EXAM_SYSTEMS.map((s) => [s.label, s]));

/** The side said just before a part ('right knee', 'left lower extremity', 'both of your legs'). */
const SIDE_BEFORE = /\b(right|left|bilateral|both)(?: of)?(?: your| the| his| her)?(?: (?!and\b)\w+)?\s*$/;
/** Every part's name, for a side said as a place that names a part of its own ('on your right knee'). */
const ANY_PART = oneOf(EXAM_SYSTEMS.flatMap((s) => s.cues));
/**
 * A side said elsewhere in the clause, as a place ('on the right', 'on your left side'); not one naming
 * another part ('the scar on your right knee … no lower extremity edema' says nothing of the legs' side).
 */
const SIDE_PLACE = regex([
  String.raw`\b(?:on|to) (?:the|your|his|her) (right|left)\b(?! (?:\w+ )?`,
  ANY_PART,
  String.raw`\b)|\b(right|left)(?:[- ]hand)?[- ]sided?\b`,
]);
const BOTH = regex([wordsOf(BOTH_SIDES)]);
/** 'Bilateral' said just before a finding, one word between at most; 'bilaterally' said just after it. */
const BOTH_BEFORE = /\bbilateral (?:[a-z']+ )?$/;
const BOTH_AFTER = /^,? bilaterally\b/;
const PAIR = regex(['^', wordsOf(BOTH_OF_A_PAIR), '$']);
const REPAIR = regex([wordsOf(REPAIR_CUES)]);
/** 'Both flexion and extension' joins two words, no sides; 'both knees and ankles', 'both bases and' say both sides. */
const BOTH_JOINING = regex(['\\bboth (?!', ANY_PART, '\\b)[a-z]+(?<!s) and\\b'], 'g');
const DENIED = regex(['^[,\\s]*', oneOf(DENIED_AFTER), '\\b']);
/** The place of a finding said between it and the words after it: 'in your right knee', 'around the cut'. */
const PLACE_BETWEEN = String.raw`(?: (?:in|of|on|over|around|along) (?:your|the) (?:[a-z]+ ){0,2}[a-z]+)?`;
const EASED = regex(['^', PLACE_BETWEEN, ' ', oneOf(EASED_AFTER), '\\b']);
/** 'Clear except for …': a normal finding limited to the rest of its part. */
const EXCEPT = regex(['^[,\\s]*(?:(?:um+|uh+|that|it|is|are) )*', wordsOf(EXCEPT_AFTER)]);
/** A part the speaker names as their own ('my knee'): no clinician finds a sign on their own body. */
const MINE = /\bmy (?:(?:right|left|both) )?$/;
const AFFIRMED = regex([wordsOf(AFFIRMING)], 'g');
/** Sites said right before a finding, as a list: 'axillary, cervical or supraclavicular'. */
const SITE = oneOf(FINDING_SITES);
const SITES_BEFORE = regex(['\\b(', SITE, '(?:,? (?:or |and )?', SITE, ')*) $']);
/** A finding said as another's other name right after it: 'bruising' in 'ecchymosis or bruising'. */
const OTHER_NAME = /^\s*,?\s*or\s*$/;

/** Where a denial's reach before `at` starts: after the last words asserting something ('there is'). */
function affirmedBefore(text: string, at: number): number {
  return Math.max(0, ...[...text.slice(0, at).matchAll(AFFIRMED)].map((m) => m.index + m[0].length));
}

/** The sites said before a finding, as a note lists them ('axillary, cervical or supraclavicular'). */
function sitesOf(before: string, negated: boolean): string {
  const said = SITES_BEFORE.exec(before)?.[1];
  if (!said) return '';
  const sites = said.split(/,? (?:or |and )?|,/).filter(Boolean);
  const last = negated ? 'or' : 'and';
  return sites.length < 2 ? sites.join('') : `${sites.slice(0, -1).join(', ')} ${last} ${sites.at(-1)!}`;
}
/** Words that bind a part named after a finding to it: 'tenderness over the right knee'. */
const PREPOSITION = /^(?:of|in|on|over|to|at|along|around|about|near|involving|under|behind)$/;
/** A part named before these words is where something was found, not what is examined next ('warmth of the skin'). */
const PLACED =
  /\b(?:of|in|on|over|to|at|along|around|near|involving|under|behind)(?: the| your| his| her)?(?: right| left| both)?\s*$/;

/** A clause whose subject is the part examined before it: 'it looks normal', 'everything looks good'. */
const PRONOUN = /^(?:(?:so|and|well|okay|now) )*(?:it|it's|they|they're|that|that's|this|everything|both)\b/;

/** How a clause opens on the part examined: 'on your …', 'on a focused exam of your …'. */
const OPENING = String.raw`(?:on|in|at|on (?:a |an |the |your |my )?(?:[a-z]+ )?exam(?:ination)? of)`;
/** A clause opening on the part it is about: 'on your left foot, …', 'on exam of your left ankle …'. */
const OPENING_PLACE = regex([
  String.raw`^(?:(?:so|and|now|then) )*`,
  OPENING,
  String.raw` (?:the|your|his|her)?\s*(?:right |left |both )?$`,
]);

/** A part at most ten words after a finding, a preposition among the last words before it: 'edema and erythema of your right knee'. */
function binds(between: string): boolean {
  const words = between
    .replace(/[,]|\b(?:um+|uh+)\b/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.length <= 10 && words.slice(-5).some((w) => PREPOSITION.test(w));
}

/** Every part named in a clause, a longer name winning over one it holds. */
function partsIn(text: string): PartNamed[] {
  const found: PartNamed[] = [];
  for (const { system, re } of SYSTEMS)
    for (const m of text.matchAll(re)) found.push({ system, index: m.index, end: m.index + m[0].length, side: null });
  found.sort((a, b) => a.index - b.index || b.end - a.end);
  const kept = found.filter((p, i) => !found.slice(0, i).some((q) => q.index <= p.index && q.end >= p.end));
  for (const p of kept) if (MINE.test(text.slice(Math.max(0, p.index - 20), p.index))) p.mine = true;
  for (const p of kept) {
    if (!p.system.sided) continue;
    const side = SIDE_BEFORE.exec(text.slice(Math.max(0, p.index - 30), p.index))?.[1];
    const place = SIDE_PLACE.exec(text);
    p.side = side === 'both' ? 'bilateral' : (side ?? place?.[1] ?? place?.[2] ?? null);
    if (!p.side && PAIR.test(text.slice(p.index, p.end))) [p.side, p.plural] = ['bilateral', true];
  }
  return kept;
}

/** A part named between an amount and its finding: 'trace lower extremity edema' is trace edema. */
const PART_AT_END = regex(['\\b(?:(?:right|left|bilateral) )?', oneOf(EXAM_SYSTEMS.flatMap((s) => s.cues)), '\\s*$']);

/**
 * The part a finding belongs to: one named right after it and bound to it ('swelling of the right
 * knee'), else the last one named before it in the clause, else the one the clinician was examining
 * when it is of the same field as the finding's own part; a finding of one part only ('murmur') falls
 * back to that part. A part named inside the finding's words ('straight leg raise') is not its part.
 */
function partOf(row: ExamFinding, at: number, end: number, parts: PartNamed[], text: string, carry: PartNamed | null) {
  const fits = (p: PartNamed | null | undefined): p is PartNamed =>
    !!p &&
    (!row.only || row.only.includes(p.system.label)) &&
    !row.not?.includes(p.system.label) &&
    (!p.system.own || !!row.only?.includes(p.system.label));
  const outside = parts.filter((p) => p.end <= at || p.index >= end);
  const after = outside.find((p) => p.index >= end && binds(text.slice(end, p.index)));
  // A part that names only its own findings ('pulse') is passed over: 'your right foot has a strong pulse and
  // sensation is intact' is the foot's sensation.
  const before = [...outside].reverse().find((p) => p.end <= at && (!p.system.own || fits(p)));
  // 'sounds normal' is said of the part before it; a finding with its place after it is of that place.
  const named = (row.named ? [before, after] : [after, before]).find(fits);
  // 'It looks normal': a pronoun for the part being examined.
  if (row.named) return named ?? (PRONOUN.test(text) && fits(carry) ? carry : null);
  if (named) return named;
  const fallback = row.system ? BY_LABEL.get(row.system) : undefined;
  if (fits(carry) && (!fallback || fallback.field === carry.system.field)) return carry;
  return fallback ? { system: fallback, index: at, end: at, side: null } : null;
}

/** A part's heading in the note: 'Right knee', 'Bilateral lower extremities', 'Lungs'. */
export function headingOf(system: ExamSystem, side: string | null): string {
  if (!side) return system.label;
  const name = system.label.toLowerCase();
  // One side of a paired part is one of them: 'Right lower extremity', 'Right breast'.
  const one = name.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
  if (side !== 'bilateral') return `${side[0]!.toUpperCase()}${side.slice(1)} ${one}`;
  const plural = name.endsWith('s') ? name : name === 'foot' ? 'feet' : `${name}s`;
  return `Bilateral ${plural}`;
}

/**
 * The findings of one clause of a clinician's exam narration, each with its part and how it reads in a
 * note: 'I don't hear any murmur' is the heart's 'no murmur', 'a little bit of swelling in your right
 * knee' the right knee's 'mild swelling'. `carry` is the part examined before this clause.
 */
export function readClause(
  text: string,
  carry: PartNamed | null,
): { readings: ExamReading[]; parts: PartNamed[]; carry: PartNamed | null } {
  const parts = partsIn(text);
  // 'The ankle' while examining the right ankle is the right ankle, and 'the knee' after 'your left knee' in the
  // same clause the left knee, when the sides said before it for that part agree; not 'this ankle' after 'ankles'.
  parts.forEach((p, i) => {
    if (p.side) return;
    const said = new Set(
      parts.slice(0, i).flatMap((o) => (o.system === p.system && o.side && !o.plural ? [o.side] : [])),
    );
    if (said.size === 1) p.side = [...said][0]!;
    else if (!said.size && p.system === carry?.system) p.side = carry.side;
  });
  const found: { row: ExamFinding; at: number; end: number; part: PartNamed }[] = [];
  for (const { row, re } of FINDINGS) {
    for (const m of text.matchAll(re)) {
      const [at, end] = [m.index, m.index + m[0].length];
      if (found.some((f) => at < f.end && end > f.at)) continue;
      const part = partOf(row, at, end, parts, text, carry);
      if (part) found.push({ row, at, end, part });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const readings: ExamReading[] = [];
  let examined: PartNamed | null = null;
  const joinedBlank = text.replace(BOTH_JOINING, (m) => ' '.repeat(m.length));
  found.forEach(({ row, at, end, part }, i) => {
    // A denial reaches no further back than the finding of another part before it: 'no murmurs, lungs are clear'.
    // Nor from one finding past words that assert the next: 'no tenderness there is swelling'.
    const other = found
      .slice(0, i)
      .reverse()
      .find((f) => f.part.system !== part.system);
    const previous = found[i - 1];
    const affirmed = previous ? affirmedBefore(text, at) : 0;
    // A normal finding listed after a denied one is not denied with it: 'without swelling and non-tender'.
    const listed = previous && row.normal ? previous.end : 0;
    const from = Math.max(other?.end ?? 0, previous && affirmed > found[0]!.end ? affirmed : 0, listed);
    const negated = isNegated(text.slice(from), at - from, end - from) || DENIED.test(text.slice(end));
    if (negated && row.normal && !row.negated) return;
    // 'My knee gets swollen': the patient's own account, whatever the speaker label says.
    if (part.mine) return;
    // 'The swelling has gone down': less than before, not how much is found today.
    if (!negated && EASED.test(text.slice(end))) return;
    // 'Lungs are clear except for some crackles': the crackles are the finding, not clear lungs beside them.
    if (row.normal && !negated && EXCEPT.test(text.slice(end))) return;
    if (!negated && previous && OTHER_NAME.test(text.slice(previous.end, at))) return;
    // 'A left adnexal mass and no masses on the right': a denial or a normal finding said of the other side is
    // not of the part named, and no opposite of what was found there.
    const otherSide = sideAfter(text.slice(end)).replace('on the ', '');
    if ((negated || row.normal) && part.system.sided && part.side && otherSide && otherSide !== part.side) return;
    examined = part;
    // 'A bilateral positive Tinel sign', 'tenderness bilaterally': of both sides, whatever side the part carried on.
    const ofBoth =
      part.system.sided &&
      part.side !== 'bilateral' &&
      (BOTH_BEFORE.test(text.slice(Math.max(0, at - 16), at)) || BOTH_AFTER.test(text.slice(end)));
    const partSide = ofBoth ? 'bilateral' : part.side;
    const amount = negated
      ? ''
      : amountOf(text.slice(Math.max(0, at - 40), at).replace(PART_AT_END, '')) || sizeAfter(text.slice(end));
    const sideless = !part.system.sided || !partSide;
    const next = found[i + 1];
    const otherName = !negated && next && OTHER_NAME.test(text.slice(end, next.at)) ? next : null;
    const both = BOTH.test(joinedBlank.slice(Math.max(0, at - 30), end + 30));
    // Where on the part, and the side of a part that has none: 'tenderness of the medial joint line'. A finding
    // denied at one site keeps it too: 'no tenderness over the lateral aspect' says nothing of the medial one.
    // 'Ecchymosis or bruising over the lateral malleolus': the site said after another name for the finding.
    const site = row.normal
      ? ''
      : siteOf(text, at, end) || (otherName ? siteOf(text, otherName.at, otherName.end) : '');
    // 'Crackles in both bases' says both sides in its site.
    const spread =
      both && sideless && !negated && !row.normal && !/bilateral/.test(row.term) && !/\bboth\b/.test(site)
        ? ' bilaterally'
        : '';
    const sites = sitesOf(text.slice(Math.max(0, at - 80), at), negated);
    const term = sites ? `${sites} ${row.term}` : row.term;
    const behaved = negated || row.normal ? undefined : afterOf(text.slice(end));
    const sided = (part.system.sided && partSide) || /\b(?:right|left)\b/.test(site);
    const side = negated || row.normal || sided ? '' : sideAfter(text.slice(end));
    const placed = [term, site, side].filter(Boolean).join(' ');
    const said = `${amount ? `${amount} ` : ''}${placed}${spread}${behaved ? ` ${behaved}` : ''}`;
    const phrase = negated ? (site ? `no ${term} ${site}` : (row.negated ?? `no ${term}`)) : said;
    readings.push({
      heading: headingOf(part.system, partSide),
      system: part.system.label,
      term: row.term,
      side: partSide,
      field: part.system.field,
      phrase,
      kind: negated ? (phrase.startsWith('no ') ? 'absent' : 'normal') : row.normal ? 'normal' : 'present',
      at,
      ...(site ? { site } : {}),
      ...(row.layFor ? { layFor: row.layFor } : {}),
    });
  });
  // 'One plus pitting edema, or actually one and a half plus pitting edema in both ankles', 'full range of motion
  // um actually it's limited': a finding said before a repair is taken back, and only what was meant is written.
  const meant = readings.filter((r) => !REPAIR.test(text.slice(r.at)));
  // The part examined next: that of the last finding, else the last part named as the subject.
  const subject = [...parts]
    .reverse()
    .find((p) => !p.system.own && (!PLACED.test(text.slice(0, p.index)) || OPENING_PLACE.test(text.slice(0, p.index))));
  const last = examined as PartNamed | null;
  const next = last && !last.system.own ? last : (subject ?? carry);
  return { readings: meant, parts, carry: next };
}
