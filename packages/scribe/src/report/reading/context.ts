import { oneOf, regex } from '../pattern.js';
import { NAMED_THEN_DENIED } from './context-after-cues.js';
import { CONTEXT_RULES, LIST_JOINERS } from './context-cues.js';
import type { ContextRule, CueSpeaker, Decision, Direction, Source, Target } from './context-types.js';

/**
 * The one interpreter of the context rules (context-cues.ts): whether a mention in a sentence is denied.
 * The writer and the checker both ask it, so the two can never read the same words two ways.
 *
 * A mention is denied when a forward cue before it reaches it (within the cue's scope, with no terminator
 * between, and not part of a pseudo-cue), or a backward cue follows it; a backward 'affirmed' cue right
 * after it ('never had a headache this bad') makes it present whatever came before. A written note is read
 * as talk is, and its lists besides ('Denies fever, chills, nausea': the note's own forward cues reach to
 * the start of the sentence, up to the note's own terminators). A row that names a speaker counts only when the
 * reader says who spoke, and it is that speaker.
 */

const rulesOf = (direction: Direction, source: Source, value = 'negated', speaker?: CueSpeaker) =>
  CONTEXT_RULES.filter(
    (r) =>
      r.direction === direction &&
      (r.source ?? 'talk') === source &&
      r.value === value &&
      (r.speaker === undefined || r.speaker === speaker) &&
      (r.target ?? 'mention') === 'mention',
  );

/** A forward cue: any row's phrase as whole words, the earlier row winning at the same place. */
const forward = (rules: readonly ContextRule[]) => regex(['\\b(', rules.map((r) => r.phrase).join('|'), ')\\b'], 'g');
/** Rules read from one place (a backward rule after the mention, a pseudo-cue at a forward cue), each anchored there. */
const anchored = (rules: readonly ContextRule[]) =>
  rules.map((rule) => ({ rule, re: regex(['^', oneOf([rule.phrase])]) }));
const anyOf = (rules: readonly ContextRule[]) => regex([oneOf(rules.map((r) => r.phrase))]);

/** Each forward row with a matcher of its whole phrase, to name the row a cue's words came from. */
const whole = (rules: readonly ContextRule[]) =>
  rules.map((rule) => ({ rule, re: regex(['^', oneOf([rule.phrase]), '$']) }));
const ruleOf = (rules: ReturnType<typeof whole>, words: string): { id: string; scope: number } => {
  const rule = rules.find(({ re }) => re.test(words))!.rule;
  return { id: rule.id, scope: rule.scope ?? Infinity };
};

/** The talk's rules as one speaker's words are read (anyone's rows only, when who spoke is not known). */
/** The forward rows that deny, after those that say had and over ('no more' before 'no'), which win at the same place. */
const forwardRows = (source: Source, speaker?: CueSpeaker) => [
  ...rulesOf('forward', source, 'over', speaker),
  ...rulesOf('forward', source, 'negated', speaker),
];
/** The rows whose cue says had and over, not denied: 'no more vomiting', 'no headaches since'. */
const OVER_IDS = new Set(CONTEXT_RULES.filter((r) => r.value === 'over').map((r) => r.id));

const talkRules = (speaker?: CueSpeaker) => ({
  forward: forward(forwardRows('talk', speaker)),
  forwardRules: whole(forwardRows('talk', speaker)),
  scope: Math.max(...forwardRows('talk', speaker).map((r) => r.scope ?? 0)),
  pseudo: anchored(rulesOf('pseudo', 'talk', 'negated', speaker)),
  terminate: anyOf(rulesOf('terminate', 'talk', 'negated', speaker)),
  backward: anchored(rulesOf('backward', 'talk', 'negated', speaker)),
  over: anchored(rulesOf('backward', 'talk', 'over', speaker).filter((r) => !r.afterDenial)),
  overAfterDenial: anchored(rulesOf('backward', 'talk', 'over', speaker).filter((r) => r.afterDenial)),
  affirmed: anchored(rulesOf('backward', 'talk', 'affirmed', speaker)),
});
type TalkRules = ReturnType<typeof talkRules>;
const TALK = { anyone: talkRules(), clinician: talkRules('clinician'), patient: talkRules('patient') };
const NOTE = {
  forward: forward(rulesOf('forward', 'note')),
  forwardRules: whole(rulesOf('forward', 'note')),
  terminate: anyOf(rulesOf('terminate', 'note')),
  backward: anchored(rulesOf('backward', 'note')),
};

/**
 * What the words after a mention say of it: denied by a backward cue ('fever nahi hai'), or had and over by one
 * of value 'over' ('the rash went away'), which is not there today either, yet no denial.
 */
function backwardOf(rules: TalkRules, after: string): Decision {
  const back = rules.backward.find(({ re }) => re.test(after));
  if (back) return { negated: true, rules: [back.rule.id] };
  const over = rules.over.find(({ re }) => re.test(after));
  return over ? { negated: true, over: 'after', rules: [over.rule.id] } : { negated: false, rules: [] };
}

function talkNegation(rules: TalkRules, text: string, index: number, end: number): Decision {
  const after = text.slice(end);
  const cue = lastForwardCue(rules, text, index);
  for (const { rule, re } of rules.affirmed) {
    if (rule.afterCue !== undefined && rule.afterCue !== cue?.rule) continue;
    if (re.test(after)) return { negated: false, rules: [rule.id] };
  }
  if (cue && !rules.terminate.test(text.slice(cue.end, index))) {
    if (OVER_IDS.has(cue.rule)) return { negated: true, over: 'before', rules: [cue.rule] };
    const since = rules.overAfterDenial.find(({ re }) => re.test(after));
    return since
      ? { negated: true, over: 'before', rules: [cue.rule, since.rule.id] }
      : { negated: true, rules: [cue.rule] };
  }
  return backwardOf(rules, after);
}

/**
 * The last forward cue that reaches the mention (each row has its own scope), unless a pseudo-cue took its
 * words, and with them the reach of the cues before it.
 */
function lastForwardCue(
  rules: Pick<TalkRules, 'forward' | 'forwardRules' | 'scope' | 'pseudo'>,
  text: string,
  index: number,
): { rule: string; end: number } | null {
  const from = Math.max(0, index - rules.scope);
  const before = text.slice(from, index);
  let cue: { rule: string; end: number } | null = null;
  for (const m of before.matchAll(rules.forward)) {
    const rest = before.slice(m.index);
    if (rules.pseudo.some(({ re }) => re.test(rest))) {
      cue = null;
      continue;
    }
    const row = ruleOf(rules.forwardRules, m[1]!);
    if (from + m.index >= index - row.scope) cue = { rule: row.id, end: from + m.index + m[0].length };
  }
  return cue;
}

function noteListNegation(text: string, index: number, end: number): Decision {
  let cue: { words: string; end: number } | null = null;
  const before = text.slice(0, index);
  for (const m of before.matchAll(NOTE.forward)) {
    const rest = before.slice(m.index);
    cue = TALK.anyone.pseudo.some(({ re }) => re.test(rest)) ? null : { words: m[1]!, end: m.index + m[0].length };
  }
  if (cue && !NOTE.terminate.test(text.slice(cue.end, index))) {
    return { negated: true, rules: [ruleOf(NOTE.forwardRules, cue.words).id] };
  }
  const back = NOTE.backward.find(({ re }) => re.test(text.slice(end)));
  return back ? { negated: true, rules: [back.rule.id] } : { negated: false, rules: [] };
}

/** The cue speaker of a transcript role: a third voice says no cue that needs a speaker. */
export const cueSpeaker = (role: string): CueSpeaker | undefined =>
  role === 'Doctor' ? 'clinician' : role === 'Patient' ? 'patient' : undefined;

/**
 * Whether the words at [index, end) of a normalised sentence are denied, and by which rule; `speaker`, when the
 * reader knows who said the sentence, lets that speaker's own rows count too.
 */
export function negation(
  text: string,
  index: number,
  end: number,
  source: Source = 'talk',
  speaker?: CueSpeaker,
): Decision {
  const talk = talkNegation(speaker ? TALK[speaker] : TALK.anyone, text, index, end);
  if (talk.negated || source === 'talk') return talk;
  const list = noteListNegation(text, index, end);
  return list.negated ? list : talk;
}

export const isNegated = (text: string, index: number, end: number, source: Source = 'talk'): boolean =>
  negation(text, index, end, source).negated;

/** Only joining words and commas between two items of a list. */
const JOINED = regex(['^(?:[,;]?\\s*', oneOf(LIST_JOINERS), '?\\s*)*$']);
const FORWARD_IDS = new Set(
  (['clinician', 'patient'] as const).flatMap((who) => forwardRows('talk', who).map((r) => r.id)),
);

/**
 * The decisions on a sentence's mentions, in the order said: each as `negation` decides it, and an item no
 * rule decided takes the denial of the item before it when only joining words lie between and that denial
 * came from a forward cue ('she denies fever, chills, … or rash': a review of systems read out as one list
 * is denied to its end, past the reach a cue has over free speech).
 */
export function listNegations(
  text: string,
  mentions: readonly { index: number; end: number }[],
  speaker?: CueSpeaker,
): Decision[] {
  const out: Decision[] = [];
  mentions.forEach((m, i) => {
    const own = negation(text, m.index, m.end, 'talk', speaker);
    const before = out[i - 1];
    const prev = mentions[i - 1];
    const carried =
      !own.negated &&
      !own.rules.length &&
      before?.negated &&
      FORWARD_IDS.has(before.rules[0]!) &&
      prev!.end <= m.index &&
      JOINED.test(text.slice(prev!.end, m.index));
    out.push(carried ? before : own);
  });
  return out;
}

const DENIED_RIGHT_AFTER = anchored(NAMED_THEN_DENIED);
/**
 * Whether the words right after a named condition deny it ('…, which i don't think you have', '…, which has
 * been ruled out'): the same rows that deny a mention in negation(), asked of the clinician's assessment.
 */
export const namedThenDenied = (after: string): boolean => DENIED_RIGHT_AFTER.some(({ re }) => re.test(after));

/** The rows that deny what is judged, by target, each read up to the judged words. */
const JUDGED_DENIALS = (target: Extract<Target, 'result' | 'statement'>) =>
  CONTEXT_RULES.filter((r) => r.target === target).map((rule) => ({ rule, re: regex([oneOf([rule.phrase]), ' $']) }));
const JUDGED = { result: JUDGED_DENIALS('result'), statement: JUDGED_DENIALS('statement') };

/**
 * Whether what is judged at `index` of a normalised text is denied, and by which rule: a rule's phrase, reaching
 * over the words between, ends right before it. A test's result or finding (target 'result': 'not elevated' is
 * normal, 'no acute fracture' no fracture) or a clinician's statement of a diagnosis (target 'statement':
 * "i don't think you have" states none).
 */
export function judgedDenial(
  text: string,
  index: number,
  target: Extract<Target, 'result' | 'statement'> = 'result',
): Decision {
  const hit = JUDGED[target].find(({ rule, re }) => re.test(text.slice(Math.max(0, index - rule.scope!), index)));
  return hit ? { negated: true, rules: [hit.rule.id] } : { negated: false, rules: [] };
}

const FINDING_ROWS = (direction: Direction) =>
  CONTEXT_RULES.filter((r) => r.target === 'finding' && r.direction === direction);
/** The rows about an examination finding: each cue reaches over all that was told before the finding. */
const ELSEWHERE = {
  forward: forward(FINDING_ROWS('forward')),
  forwardRules: whole(FINDING_ROWS('forward')),
  scope: Infinity,
  pseudo: [],
  terminate: anyOf(FINDING_ROWS('terminate')),
};

/**
 * The row by which the finding at `at` is told as not found at today's examination (at an earlier visit, by
 * another examiner or the patient, or only sought), or null: the last such cue before it in `text`, with
 * nothing between placing it today or ending the sentence. 'At your last visit your knee was swollen' is the
 * last visit's; 'last time it was swollen, today it is not' is today's.
 */
export function notFoundToday(text: string, at: number): string | null {
  const cue = lastForwardCue(ELSEWHERE, text, at);
  return cue && !ELSEWHERE.terminate.test(text.slice(cue.end, at)) ? cue.rule : null;
}
