import { regex, wordsOf } from '../pattern.js';
import { wordsAfter, wordsBefore } from '../words.js';
import { judgedDenial } from './context.js';
import {
  JUDGEMENT_CUES,
  JUDGEMENT_ANSWER_OPENS,
  JUDGEMENT_ENDS,
  JUDGEMENT_FILLERS,
  JUDGEMENT_JOINS,
  JUDGEMENT_OF_IT,
  NO_RESULT_CUES,
  OPPOSED,
  UNRELATED,
  type Judgement,
} from './judgement-cues.js';

/**
 * The one reader of the judgement cues (judgement-cues.ts): what a test's result is said to be where the
 * test is named, in talk or in a note. It binds each judgement word to the test named before it in its clause
 * ('your potassium was a little low'), or to the test named right after it ('a positive strep test'; in a
 * note, 'Low potassium').
 */

/** A test by its names: the caller's regular expression over normalised text. */
export interface NamedTest {
  name: string;
  re: RegExp;
}

/** One mention of a test and the judgements said of it there. */
export interface JudgedMention {
  test: string;
  judgements: Judgement[];
}

const CUES = JUDGEMENT_CUES.map((c) => ({ ...c, re: regex([wordsOf([c.phrase])], 'g') }));
const NO_RESULT = regex([wordsOf(NO_RESULT_CUES)]);
/** Where a clause ends: a stop (not the point of a value, 'hemoglobin 8.2'), or a turn to another matter. */
const ENDS = regex([`\\.(?!\\d)|[?!;]|${wordsOf(JUDGEMENT_ENDS)}`]);
/**
 * How many words after a test's name its judgement is read in (strictly), and looked for (loosely), fillers
 * not counted. Talk often says where or when a test was done before what it showed ('so i looked at the x-ray
 * of your ankle that we got when you came in today and luckily there is no fracture'), and a note names views
 * and dates ('X-rays of the right humerus, 2 views, obtained today show no fracture'); what ends the clause
 * (a stop, 'but', another test named) still ends it first.
 */
const CLAUSE_WORDS = 20;
const NEAR_WORDS = 30;
/** Only a join between two tests' names: what is said after the second is said of both. */
const JOINED = regex([`^\\s*(?:(?:${JUDGEMENT_JOINS.join('|')})\\s*)*(?:the|your|his|her|their)?\\s*$`]);
/** How many words before a test's name, in its clause, are read for a plan or a supposition. */
const LEAD_WORDS = 8;
/**
 * The words right before a test's name that judge it: in talk only after 'a' ('a positive strep test'; 'your
 * high cholesterol' is a condition), in a note any one or two ('Low potassium', 'abnormal abdominal CT').
 */
const RIGHT_BEFORE = { talk: /\ban? ([a-z-]+) $/, note: /\b([a-z-]+(?: [a-z-]+)?) $/ };
/** A clause that speaks of the test just named: 'the x-ray was done before you came, and so it's normal'. */
const OF_IT = regex([`^\\s*${wordsOf(JUDGEMENT_OF_IT)}`]);

/** Fillers passed over after a test's name, with the space before each. */
const FILLERS = regex([` ${wordsOf(JUDGEMENT_FILLERS)}(?=\\s|$)`], 'g');

/** How many words after a question names a test it may end: 'did you get an ekg done'. */
const ASKED_TAIL_WORDS = 3;
/** An answer that opens by speaking of what was asked about: 'i did it is normal too', 'yeah it was negative'. */
const ANSWER_OF_IT = regex([`^\\s*(?:${wordsOf(JUDGEMENT_ANSWER_OPENS)}\\s*)*(?=${wordsOf(JUDGEMENT_OF_IT)})`]);

/** A clause up to its first plan or supposition: 'up slightly which might mean' says up; 'we'll see if it is low' says nothing. */
const unsupposed = (clause: string) => clause.slice(0, NO_RESULT.exec(clause)?.index ?? clause.length);
const clausesOf = (text: string) => text.split(new RegExp(ENDS.source));

/**
 * The judgements a stretch of words states (what stands before it, `lead`, read only for a denial that reaches
 * into it: "i didn't see any fracture in his x-ray"), each denied one (the context rules about results, context.ts) read
 * as its denial ('not elevated': normal).
 */
export function judgementsIn(text: string, lead = ''): Judgement[] {
  const out: Judgement[] = [];
  for (const cue of CUES) {
    for (const m of text.matchAll(cue.re)) {
      const said = judgedDenial(lead + text, lead.length + m.index).negated ? cue.denied : cue.judgement;
      if (said && !out.includes(said)) out.push(said);
    }
  }
  return out;
}

const pairedIn = (pairs: readonly [Judgement, Judgement][], a: Judgement, b: Judgement) =>
  pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** Whether two judgements cannot both be true of one result at one time. */
export const opposed = (a: Judgement, b: Judgement) => pairedIn(OPPOSED, a, b);

/** Whether one judgement bears out another: neither opposed to it nor unrelated ('no fracture' says nothing of 'abnormal'). */
export const agrees = (a: Judgement, b: Judgement) => !opposed(a, b) && !pairedIn(UNRELATED, a, b);

/** Each test named in a text, in order, not a name inside another's ('x-ray' in 'chest x-ray'). */
export function mentionsIn(text: string, tests: readonly NamedTest[]) {
  const out: { test: string; index: number; end: number }[] = [];
  for (const t of tests) {
    for (const m of text.matchAll(new RegExp(t.re.source, 'g'))) {
      const end = m.index + m[0].length;
      if (!out.some((o) => m.index < o.end && end > o.index)) out.push({ test: t.name, index: m.index, end });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/**
 * What each mention of a test in a text says its result was: the judgement words after its name up to the
 * clause's end or another test's name (or, where that clause judges nothing, in the next clause when it speaks
 * of the test: 'and so it's normal'), and the words right before it. A mention in a plan or a supposition
 * ('if your potassium is low') says none.
 */
export function judgedMentions(
  text: string,
  tests: readonly NamedTest[],
  source: 'talk' | 'note' = 'talk',
): JudgedMention[] {
  const mentions = mentionsIn(text, tests);
  const out = mentions.map((m) => {
    const next = mentions.find((o) => o.index >= m.end && o.test !== m.test)?.index ?? text.length;
    const before = text.slice(0, m.index);
    if (NO_RESULT.test(wordsBefore(before.slice(lastEnd(before)), LEAD_WORDS))) return { test: m.test, judgements: [] };
    const [own = '', then = ''] = clausesOf(wordsAfter(text.slice(m.end, next).replace(FILLERS, ''), CLAUSE_WORDS * 2));
    const said = judgementsIn(unsupposed(wordsAfter(own, CLAUSE_WORDS)));
    const after = said.length || !OF_IT.test(then) ? said : judgementsIn(unsupposed(then));
    const right = RIGHT_BEFORE[source].exec(before)?.[1];
    return { test: m.test, judgements: [...new Set([...after, ...(right ? judgementsIn(right) : [])])] };
  });
  // Tests named together share what follows the last: read back to front, so a list of three shares it too.
  for (let i = out.length - 2; i >= 0; i--) {
    const joined = JOINED.test(text.slice(mentions[i]!.end, mentions[i + 1]!.index));
    if (joined && !out[i]!.judgements.length) out[i] = { ...out[i]!, judgements: out[i + 1]!.judgements };
  }
  return out;
}

/**
 * What an answer says of the test a turn ends by naming and judges nothing of ('did you order an ekg' | 'i did
 * it is normal too'): the answer's first clause, when it opens by speaking of it ('it is', 'they were').
 */
export function judgedAnswer(asked: string, answer: string, tests: readonly NamedTest[]): JudgedMention | null {
  const last = mentionsIn(asked, tests).at(-1);
  if (!last || (asked.slice(last.end).match(/[\w']+/g) ?? []).length > ASKED_TAIL_WORDS) return null;
  if (judgedMentions(asked, tests).at(-1)?.judgements.length) return null;
  const open = ANSWER_OF_IT.exec(answer);
  if (!open) return null;
  const [first = ''] = clausesOf(answer.slice(open[0].length));
  return { test: last.test, judgements: judgementsIn(unsupposed(first)) };
}

/**
 * The judgements said in talk that follows a test shown on screen ('show me the ekg … here is normal'): of
 * each clause, up to its first plan or supposition.
 */
export function judgementsAfter(text: string): Judgement[] {
  const clauses = clausesOf(text).map(unsupposed);
  return [...new Set(clauses.flatMap((clause) => judgementsIn(clause)))];
}

/** Where the last clause of a text begins. */
function lastEnd(text: string): number {
  let at = 0;
  for (const m of text.matchAll(new RegExp(ENDS.source, 'g'))) at = m.index + m[0].length;
  return at;
}

/**
 * The judgements said anywhere near a test's name, whatever the clause, up to another test's name ('it was low
 * last year, now it is normal'): what a test was ever said to be, read loosely, so a result said twice over time
 * is not taken for one said once.
 */
export function judgementsNear(text: string, test: NamedTest, tests: readonly NamedTest[]): Judgement[] {
  const out = new Set<Judgement>();
  const mentions = mentionsIn(text, tests);
  for (const m of mentions.filter((x) => x.test === test.name)) {
    const next = mentions.find((o) => o.index >= m.end && o.test !== m.test)?.index ?? text.length;
    const lead = text.slice(0, m.index);
    const before = wordsBefore(lead, 3);
    const said = [
      ...judgementsIn(before, lead.slice(0, lead.length - before.length)),
      ...judgementsIn(wordsAfter(text.slice(m.end, next), NEAR_WORDS), text.slice(0, m.end)),
    ];
    for (const j of said) out.add(j);
  }
  return [...out];
}
