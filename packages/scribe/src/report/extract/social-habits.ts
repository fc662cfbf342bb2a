import { capture, regex, wordsOf } from '../pattern.js';
import { isNegated } from '../reading/context.js';
import {
  ALCOHOL_NOUNS,
  AMOUNT_BEFORE,
  ALCOHOL_WORDS,
  COUNTS,
  CURRENT,
  DRINKING_HABITS,
  DRUNK,
  FORMER,
  NEVER,
  NEVER_EVER,
  REPLY_SUBSTANCE_WORDS,
  PERIOD_WRITTEN,
  PERIODS,
  SMOKED,
  SMOKED_DRUGS,
  SMOKED_OF,
  STILL,
  SUBSTANCE_WORDS,
  SUBSTANCES,
  TOBACCO_BURNT,
  TOBACCO_WORDS,
  VAPING,
  WITH_MEALS,
} from './social-habit-cues.js';

/** The habits a note gives a status: tobacco, alcohol, recreational drugs. */
export type Habit = 'tobacco' | 'alcohol' | 'substances';
export type Status = 'never' | 'former' | 'current';

export const HABIT_WORDS: Record<Habit, RegExp> = {
  tobacco: regex([wordsOf(TOBACCO_WORDS)]),
  alcohol: regex([wordsOf(ALCOHOL_WORDS)]),
  substances: regex([wordsOf(REPLY_SUBSTANCE_WORDS)]),
};
/** The words a statement must name: a reply to 'do you drink?' may say 'i drink', a statement must name alcohol. */
export const STATED_WORDS: Record<Habit, RegExp> = {
  tobacco: HABIT_WORDS.tobacco,
  alcohol: regex([wordsOf(ALCOHOL_NOUNS)]),
  substances: regex([wordsOf(SUBSTANCE_WORDS)]),
};
const FORMER_RE = regex([wordsOf(FORMER)]);
const STILL_RE = regex([wordsOf(STILL)]);
const NEVER_RE = regex([wordsOf(NEVER)]);
const CURRENT_RE = regex([wordsOf(CURRENT)]);
const NEVER_EVER_RE = regex([wordsOf(NEVER_EVER)]);
const VAPING_RE = regex([wordsOf(VAPING)]);
const TOBACCO_BURNT_RE = regex([wordsOf(TOBACCO_BURNT)]);
const NAMED_DRUG = regex([String.raw`\b`, capture(Object.keys(SUBSTANCES)), String.raw`\b`]);
/** Cigarettes, cigars or chewing tobacco named: 'smoke' with only a drug after it is the drug ('i smoke weed'). */
const TOBACCO_PRODUCT = /\b(?:cigarettes?|cigars?|tobacco|packs?|nicotine|vap\w+)\b/;

const PERIOD = `${capture(PERIODS)}\\b`;
const SMOKED_AMOUNT = regex([String.raw`\b`, capture(COUNTS), ' ', capture(SMOKED), SMOKED_OF, ' ', PERIOD]);
const AMOUNT_BEFORE_RE = regex([wordsOf(AMOUNT_BEFORE)]);
/** An amount with or without how often ('2 packs', '2 glasses of wine a day'): the amount before now, passed over. */
const COUNTED = regex([String.raw`\b`, capture(COUNTS), ' ', capture([...SMOKED, ...DRUNK])]);
const DRUNK_AMOUNT = regex([
  String.raw`\b(?:about |around |maybe |probably |only )?`,
  capture(COUNTS),
  ' ',
  capture(DRUNK),
  // 'a couple of beers after working in the yard on saturdays': a few words may come between.
  String.raw`(?: [\w']+){0,5}? `,
  PERIOD,
]);
const MEALS = new RegExp(WITH_MEALS);
const YEARS = /\bfor (?:about |around |over |almost |maybe )?(\d+|a few|many|several) years\b/;
const QUIT_WHEN = regex([
  String.raw`\b(?:quit|stopped|gave (?:it )?up|quitting)\b(?: [a-z]+){0,3}? (?:about |around |over |almost |maybe )?`,
  capture([
    String.raw`\d+ (?:years?|months?) ago`,
    String.raw`in (?:19|20) ?\d{2}\b`,
    String.raw`at (?:the )?age (?:of )?\d+`,
    String.raw`when i was \d+`,
  ]),
]);
/** 'haven't smoked in 10 years': the years since the habit stopped. */
const NOT_SINCE =
  /\b(?:haven't|have not|hasn't|has not) (?:smoked|had a drink|drunk|used)(?: \w+)? (?:in|for) (?:about |over )?(\d+ years)\b/;
/** 'about 30 years back', in a reply to 'when did you stop?'. */
const AGO = /\b(\d+ (?:years?|months?)) (?:ago|back)\b/;

const DRUG_SMOKED = new RegExp(SMOKED_DRUGS);
/** 'i smoke weed sometimes': a drug smoked, with no tobacco named, says nothing of tobacco. */
export const smokesDrugOnly = (text: string) => DRUG_SMOKED.test(text) && !TOBACCO_PRODUCT.test(text);

/** Whether the sentence's habit was given up, never had, or goes on; null when its words do not say. */
export function statusOf(habit: Habit, text: string, polarity: boolean | null, givenUp = false): Status | null {
  if (givenUp) return 'former';
  const m = HABIT_WORDS[habit].exec(text);
  const negated = m !== null && isNegated(text, m.index, m.index + m[0].length);
  if (STILL_RE.test(text) && !negated && polarity !== false) return 'current';
  if (FORMER_RE.test(text)) return 'former';
  // 'i do drink socially, but never more than that': an amount or a habit said of it is no denial.
  const used =
    amountNow(habit, text) !== null || (habit === 'alcohol' && DRINKING_HABITS.some(([re]) => re.test(text)));
  if (used && !negated && polarity !== false) return 'current';
  if (polarity === false || NEVER_RE.test(text) || negated) return 'never';
  if (polarity === true || CURRENT_RE.test(text)) return 'current';
  return null;
}

const countWritten = (count: string) => (/^(?:a|an|one)$/.test(count) ? '1' : count.replace(/-/, ' to '));
const periodWritten = (period: string) =>
  PERIOD_WRITTEN.reduce((p, [re, to]) => (re.test(p) ? p.replace(re, to) : p), period);

/** The amount as a note writes it: '1 pack per day', 'half a pack per day', '2 glasses of wine per week'. */
function amountOf(habit: Habit, text: string): string | null {
  const m = (habit === 'tobacco' ? SMOKED_AMOUNT : habit === 'alcohol' ? DRUNK_AMOUNT : null)?.exec(text);
  if (!m) return null;
  // 'a beer or 2 on weekends' is 1 to 2.
  const upTo = /^(?:a|an|one|1)$/.test(m[1]!)
    ? /^ or (\d+)\b/.exec(text.slice(m.index + m[1]!.length + m[2]!.length + 1))
    : null;
  const count = upTo ? `1 to ${upTo[1]}` : countWritten(m[1]!);
  const unit = /^(?:1|half|half a|a half)$/.test(count)
    ? m[2]!
    : m[2]!.replace(/^(pack|cigarette|cigar|beer|drink|shot)$/, '$1s');
  return `${count} ${unit} ${periodWritten(m[3]!)}`;
}

/**
 * The amount of a habit that goes on, as a note writes it: after words that put an amount before now ('cut
 * down from 2 packs a day to a few cigarettes a day'), the amount said after that one, or none.
 */
function amountNow(habit: Habit, text: string): string | null {
  const before = AMOUNT_BEFORE_RE.exec(text);
  if (!before) return amountOf(habit, text);
  const rest = text.slice(before.index + before[0].length);
  const then = COUNTED.exec(rest);
  return then ? amountOf(habit, rest.slice(then.index + then[0].length)) : null;
}

/** When a habit was given up: 'quit 10 years ago', 'quit in 1985'. */
function quitWhen(text: string): string | null {
  const quit = QUIT_WHEN.exec(text)?.[1];
  // 'in 19 85' as recognised speech says it is 1985; 'when i was 37' is at age 37.
  if (quit) return `quit ${quit.replace(/^in (\d{2}) (\d{2})$/, 'in $1$2').replace(/^when i was /, 'at age ')}`;
  const since = NOT_SINCE.exec(text)?.[1] ?? AGO.exec(text)?.[1];
  return since ? `quit ${since} ago` : null;
}

function tobaccoLine(status: Status, text: string): string {
  // 'no' to 'do you smoke?' says nothing of before: a non-smoker, not a never smoker.
  if (status === 'never') return NEVER_EVER_RE.test(text) ? 'Never smoker' : 'Non-smoker';
  // 'i vape sometimes' is no smoking: the note says what is used.
  if (VAPING_RE.test(text) && !TOBACCO_BURNT_RE.test(text))
    return status === 'former' ? 'Former e-cigarette use (vaping)' : 'Current e-cigarette use (vaping)';
  // A former smoker's amount is the one smoked before; a current smoker's, the one smoked now.
  const amount = status === 'former' ? amountOf('tobacco', text) : amountNow('tobacco', text);
  const years = YEARS.exec(text)?.[1];
  const used = [amount, years && `for ${years} years`].filter(Boolean).join(' ');
  const quit = status === 'former' ? quitWhen(text) : null;
  return [status === 'former' ? 'Former smoker' : 'Current smoker', quit, used].filter(Boolean).join(', ');
}

function alcoholLine(status: Status, text: string): string {
  if (status === 'never') return 'Denies alcohol use';
  if (status === 'former') return ['Former alcohol use', quitWhen(text)].filter(Boolean).join(', ');
  const amount = amountNow('alcohol', text);
  if (amount) return amount.charAt(0).toUpperCase() + amount.slice(1);
  const habit = DRINKING_HABITS.find(([re]) => re.test(text));
  if (habit) return habit[1];
  const meals = MEALS.exec(text);
  if (meals) return `${meals[1]!.charAt(0).toUpperCase()}${meals[1]!.slice(1)} with ${meals[2]!}`;
  return 'Drinks alcohol';
}

function substanceLine(status: Status, text: string): string | null {
  if (status === 'never') return 'Denies recreational drug use';
  const drug = NAMED_DRUG.exec(text);
  if (!drug) return null;
  const name = SUBSTANCES[drug[1]!]!;
  return status === 'former' ? `Former ${name} use` : `Reports ${name} use`;
}

/**
 * The line a note writes for a habit from what was said of it ('Former smoker, quit 10 years ago, 1 pack
 * per day for 20 years', 'Denies alcohol use', 'Marijuana use'), with the status it reads; null when the
 * words give no status or no line a clinician would write. `polarity` is a yes or no answering a question;
 * `givenUp`, a 'no' to 'do you still smoke?'.
 */
export function habitLine(
  habit: Habit,
  said: string,
  polarity: boolean | null,
  givenUp = false,
): { line: string; status: Status } | null {
  // A word said twice ('a a beer') is read once.
  const text = said.replace(/\b(\w+) \1\b/g, '$1');
  if (habit === 'tobacco' && smokesDrugOnly(text)) return null;
  const status = statusOf(habit, text, polarity, givenUp);
  if (!status) return null;
  const line =
    habit === 'tobacco'
      ? tobaccoLine(status, text)
      : habit === 'alcohol'
        ? alcoholLine(status, text)
        : substanceLine(status, text);
  return line ? { line, status } : null;
}

/**
 * Where one clause ends and the next begins: punctuation, 'but', 'and', 'so', or the patient's 'i' starting a
 * clause of its own, as recognised speech runs sentences together ('no drugs i do drink socially').
 */
const BOUNDARY = /[.;!?,]\s|\s(?:but|and|so|though|plus)\s|\s(?=i\s)/g;

/**
 * The part of a reply that speaks of one habit, when it speaks of several ('no drugs. i do drink
 * socially, and i used to smoke'): from the clause after the last other habit named before it to the
 * clause before the next other habit named after it.
 */
export function habitSpan(habit: Habit, text: string): string {
  const own = HABIT_WORDS[habit].exec(text);
  if (!own) return text;
  const others = HABITS.filter((h) => h !== habit).flatMap((h) =>
    [...text.matchAll(new RegExp(HABIT_WORDS[h].source, 'g'))].map((m) => m.index),
  );
  const bounds = [...text.matchAll(BOUNDARY)].map((b) => ({ start: b.index, end: b.index + b[0].length }));
  const before = others.filter((i) => i < own.index).pop();
  const after = others.filter((i) => i > own.index).sort((a, b) => a - b)[0];
  // 'i do not smoke or drink alcohol': habits named in one clause share its start, and its 'not'.
  const clauseStart = (at: number) => Math.max(0, ...bounds.filter((b) => b.end <= at).map((b) => b.end));
  const start =
    before === undefined || clauseStart(own.index) <= before ? clauseStart(before ?? 0) : clauseStart(own.index);
  const cut = after === undefined ? [] : bounds.filter((b) => b.start > own.index && b.end <= after);
  const end = after === undefined ? text.length : (cut.pop()?.start ?? after);
  return text.slice(start, end);
}
export const HABITS: Habit[] = ['tobacco', 'alcohol', 'substances'];
