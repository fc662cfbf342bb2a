import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { isNegated } from '../reading/context.js';
import { ADVICE_ROWS, type AdviceRow } from './plan-advice-cues.js';
import {
  ADVICE_FILLERS,
  ADVICE_LEADS,
  ADVICE_PARTS,
  ADVICE_VERBS,
  ADVISED_BY_OTHERS,
  DEVICE_LEADS,
  LIFESTYLE_WORDS,
  OPERATION_DAY,
} from './plan-advice-lead-cues.js';
import { amount, HOW_MANY, INTERVAL_UNIT } from './plan-interval.js';
import { display } from './text.js';
import type { ClinicalFacts, Found } from './types.js';

const ADVICE = regex([wordsOf([...ADVICE_LEADS, ...ADVICE_VERBS])], 'g');
const ADVICE_LEAD = regex(['^', oneOf(ADVICE_LEADS), String.raw`\s+`]);
const DEVICE = regex([wordsOf(DEVICE_LEADS)], 'g');
const DEVICE_LEAD = regex(['^', oneOf(DEVICE_LEADS), String.raw`\s+`]);
/**
 * Where advice ends: another clause or another piece of advice ('try not to take any ibuprofen and try to
 * cut down on alcohol'), a turn to the clinician's own doing or to what someone else will do
 * ('i recommend physical therapy, they will show you some exercises' advises no exercises of the
 * clinician's), a check that they were followed, or the time it applies ('carry it when you're
 * exercising' advises no exercise).
 */
const NEXT_ADVICE = [
  'and (?:i|we|then i|then we|try|avoid|keep)',
  'so (?:i|we|that)',
  "let's",
  'if you',
  'but i',
  // 'stay off it for now, then in a few days start walking': the next step, at its own time
  '(?:and )?then (?:in|after)',
];
const OTHERS_DO = ["they'll", 'they will', "they're going to"];
const TURNS = ['because', 'okay', 'alright', 'all right', "i'm", "i'll", "we'll"];
const WHEN = ['when', 'whenever', 'while', 'where', 'especially'];
const CLAUSE_END = regex(['[.;?!]|', wordsOf([...NEXT_ADVICE, ...OTHERS_DO, ...TURNS, ...WHEN])]);
const LIFESTYLE = regex([wordsOf(LIFESTYLE_WORDS)]);
const BY_OTHERS = regex([wordsOf(ADVISED_BY_OTHERS), String.raw`\s+$`]);
const PART = regex([String.raw`\b`, capture(ADVICE_PARTS), String.raw`\b`]);
const FILLER = regex([wordsOf(ADVICE_FILLERS)], 'g');
const ROWS = ADVICE_ROWS.map((row) => ({ row, re: new RegExp(row.cue, 'g') }));
const DEVICE_ROWS = ROWS.filter(({ row }) => row.device);
/** How long a restriction lasts, as said in its clause: 'for about 6 to 8 weeks'. */
const LASTING = regex([
  String.raw`\bfor (?:about |approximately |roughly |another |the next )?`,
  HOW_MANY,
  String.raw`\s+`,
  INTERVAL_UNIT,
  String.raw`\b`,
]);
/** How far after a restriction its time is read: 'on that foot for 6 to 8 weeks', not a later clause's. */
const AFTER_CHARS = 40;
/** The time a step waits for, said just before it: 'in a couple of days start', 'after 2 weeks you can begin'. */
const WAITS = regex([
  String.raw`\b(?:in|after) (?:about |another )?`,
  HOW_MANY,
  String.raw`\s+`,
  INTERVAL_UNIT,
  String.raw`,?(?: (?:you can |go ahead and )?(?:start|begin)(?: to)?)?\s*$`,
]);

/** One line of advice, the row that wrote it, and the statements it rests on. */
export interface Advised {
  row: AdviceRow;
  written: string;
  ids: string[];
  /** where it was said in its statement */
  at: number;
}

/**
 * The line a row writes: a brace, splint or sling with the body part said with it ('Wear a knee brace');
 * a restriction with how long it lasts, said after it in its sentence ('… on that foot for 6 to 8 weeks'); a
 * step with the time it waits for, said just before it ('in 2 days start walking as tolerated').
 */
function written(row: AdviceRow, said: RegExpMatchArray, clause: string, after: string, before: string): string {
  const line = row.written.replace('$1', said[1] ?? '');
  const waits = row.after ? WAITS.exec(before) : null;
  if (waits) return `${line} after ${amount(waits[1]!)} ${waits[2]}`;
  if (row.lasting) {
    const lasting = LASTING.exec(after);
    return lasting ? `${line} for ${amount(lasting[1]!)} ${lasting[2]}` : line;
  }
  if (!row.part) return line;
  const part = PART.exec(clause);
  const item = `${part ? `${part[1]} ` : ''}${row.written}`;
  return `Wear ${/^[aeiou]/.test(item) ? 'an' : 'a'} ${item}`;
}

/** Where a held line stops: the clinician or patient speaking of themselves ('you', 'i', 'it'll'). */
const SPEAKING = /\b(?:you|you're|i|i'm|we|we're|it'll|that's|gonna|wanna)\b/;
/** A held line opening on a word no instruction opens with ('do to help…'). */
const LOOSE_START = /^(?:do|to|that|or|and|so|but|for|of)\b/;
/** A held line ending on a word a written line does not end on. */
const LOOSE_END = /\s+(?:and|or|but|the|a|an|to|for|of|with|on|in|that|how|so)$/;

/**
 * Advice no row writes, as a clinician would add it: without fillers, 'your' as 'the', up to where the
 * speaker turns to themselves or the patient, at most 12 words; null when fewer than 3 words are left.
 */
function heldText(clause: string): string | null {
  let text = clause
    .replace(FILLER, ' ')
    .replace(/\byour\b/g, 'the')
    .replace(/[,.;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const speaking = SPEAKING.exec(text);
  if (speaking) text = text.slice(0, speaking.index);
  text = text.split(' ').slice(0, 12).join(' ').trim();
  while (LOOSE_END.test(text)) text = text.replace(LOOSE_END, '');
  return text.split(' ').length >= 3 && !LOOSE_START.test(text) ? display(text) : null;
}

/**
 * Each clause the opening words begin, without its lead words, where it starts in the statement; not one
 * whose advice someone else will give ("they'll be able to recommend some exercises"). With `overlapping`,
 * opening words inside a clause already read open one of their own too: a device and a restriction are
 * often said in one breath ('you will need crutches and you will not be able to use that left foot').
 */
function clausesOpenedBy(
  text: string,
  opening: RegExp,
  lead: RegExp,
  overlapping = false,
): { clause: string; start: number }[] {
  const out: { clause: string; start: number }[] = [];
  let covered = -1;
  for (const m of text.matchAll(opening)) {
    if ((!overlapping && m.index < covered) || BY_OTHERS.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    const rest = text.slice(m.index).replace(lead, '');
    const end = CLAUSE_END.exec(rest.slice(3));
    const clause = (end ? rest.slice(0, end.index + 3) : rest).split(' ').slice(0, 14).join(' ').trim();
    const start = text.length - rest.length;
    covered = start + clause.length;
    out.push({ clause, start });
  }
  return out;
}

/** Adds each measure of the rows a clause names, unless denied where it is said; whether any was named. */
function measuresIn(
  rows: typeof ROWS,
  text: string,
  clause: string,
  start: number,
  denied: (index: number, end: number) => boolean,
  ids: string[],
  out: Advised[],
): boolean {
  let any = false;
  for (const { row, re } of rows) {
    for (const c of clause.matchAll(re)) {
      if (denied(c.index, c.index + c[0].length)) continue;
      any = true;
      if (out.some((o) => o.row === row)) continue;
      const after = text
        .slice(start + c.index + c[0].length)
        .split(/[.;?!]/)[0]!
        .slice(0, AFTER_CHARS);
      const before = text.slice(Math.max(0, start + c.index - AFTER_CHARS), start + c.index);
      out.push({ row, written: written(row, c, clause, after, before), ids: [...ids], at: start + c.index });
    }
  }
  return any;
}

/**
 * The advice of one clinician statement: each clause opened by advice words ('i want you to', 'keep',
 * 'go ahead and') read for the measures it names, each written as its line ('go ahead and use ice as
 * well' → ice; 'push fluids and strain your urine' → 'Increase fluid intake', 'Strain urine'). A measure
 * denied ('you don't need to ice it') is none. Advice naming a lifestyle measure no row writes is held
 * back for the clinician, cleaned, never quoted into the note. A device or weight-bearing restriction is
 * read also in a clause of giving it ('i'll give you crutches', "you're going to be in a cast"), denied
 * by any cue before it in the statement ('we're not going to put you in a cast').
 */
export function adviceIn(facts: ClinicalFacts, text: string, ids: string[], earlier = ''): Advised[] {
  const out: Advised[] = [];
  for (const { clause, start } of clausesOpenedBy(text, ADVICE, ADVICE_LEAD)) {
    const inClause = (index: number, end: number) => isNegated(clause, index, end);
    const any = measuresIn(ROWS, text, clause, start, inClause, ids, out);
    const held = !any && LIFESTYLE.test(clause) ? heldText(clause) : null;
    if (held) hold(facts, held, ids);
  }
  for (const { clause, start } of clausesOpenedBy(text, DEVICE, DEVICE_LEAD, true)) {
    const inStatement = (index: number, end: number) => isNegated(text, start + index, start + end);
    measuresIn(DEVICE_ROWS, text, clause, start, inStatement, ids, out);
  }
  return afterOperation(facts, out, text, earlier).sort((a, b) => a.at - b.at);
}

/** Words of the operation day told just before: 'it is a day surgery … then', 'you'll be discharged home'. */
const OPERATION_TOLD = regex([wordsOf(OPERATION_DAY)]);
/** How far back the operation's telling is read: the clinician's last few sentences. */
const OPERATION_REACH = 300;

/**
 * A device or weight-bearing restriction told after the operation planned today is described ('it's a day
 * surgery … you'll be in a cast, on crutches, not weight-bearing for 6 to 8 weeks') is its aftercare, written
 * so ('Wear a cast after surgery'): the plan would otherwise order it from today.
 */
function afterOperation(facts: ClinicalFacts, advised: Advised[], text: string, earlier: string): Advised[] {
  const planned = facts.procedures.some((p) => / (?:recommended|planned)$/.test(p.value));
  if (!planned) return advised;
  return advised.map((a) => {
    const told = `${earlier} ${text.slice(0, a.at)}`.slice(-OPERATION_REACH);
    return a.row.device && OPERATION_TOLD.test(told) ? { ...a, written: `${a.written} after surgery` } : a;
  });
}

function hold(facts: ClinicalFacts, text: string, ids: string[]) {
  if (!facts.held.some((h) => h.value.section === 'plan' && h.value.text === text))
    facts.held.push({ value: { section: 'plan', text }, segmentIds: [...ids] });
}

const order = (written: string) => ADVICE_ROWS.findIndex((r) => r.written === written);

/** 'ice, rest and elevation': a list as written. */
function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The plan's advice lines in the order said, each once; the comfort measures (ice, rest, elevation,
 * compression, heat) as one line at the place of the first ('Ice to the affected area' alone), with the evidence of each.
 */
export function adviceLines(advised: Advised[]): Found<string>[] {
  const lines: Found<string>[] = [];
  const comfort = advised.filter((a) => a.row.group === 'comfort');
  for (const a of advised) {
    if (a.row.group === 'comfort' && a !== comfort[0]) continue;
    const group = a.row.group === 'comfort' ? comfort : [a];
    // Comfort measures in the order a note lists them (ice, rest, elevation, …), each once.
    const measures = [...new Set(group.map((g) => g.written))].sort((x, y) => order(x) - order(y));
    const alone = a.row.group === 'comfort' && measures.length === 1 ? a.row.alone : undefined;
    const text = display(alone ?? listed(measures));
    const line = lines.find((l) => l.value === text);
    const ids = [...new Set(group.flatMap((g) => g.ids))];
    if (line) line.segmentIds = [...new Set([...line.segmentIds, ...ids])];
    else lines.push({ value: text, segmentIds: ids });
  }
  return lines.slice(0, 8);
}
