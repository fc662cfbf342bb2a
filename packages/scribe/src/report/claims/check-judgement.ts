import { regex, wordsOf } from '../pattern.js';
import type { Judgement } from '../reading/judgement-cues.js';
import {
  agrees,
  judgedAnswer,
  judgedMentions,
  judgementsAfter,
  judgementsNear,
  mentionsIn,
  opposed,
  type JudgedMention,
  type NamedTest,
} from '../reading/judgements.js';
import { SHOWN_TESTS } from '../vocabulary/result-cues.js';
import { SHOWING } from '../vocabulary/result-talk-cues.js';
import type { Consultation } from './consultation-types.js';
import { uniq, type Finding, type Statement } from './types.js';

/** The tests whose results are judged, by the names a note writes and the talk says. */
const TESTS: NamedTest[] = SHOWN_TESTS.map(([name, said]) => ({
  name,
  re: regex([wordsOf([name.toLowerCase().replace(/[-\s]+/g, '[- ]?'), ...said])]),
}));

/** Statements that hold what a result was: a result, and a sentence of prose; a condition is no result. */
const JUDGED_ROLES = new Set<Statement['role']>(['result', 'prose', 'symptom', 'other']);

/** The turns of a consultation: one speaker's segments in a row, read as one text. */
function turnsOf(c: Consultation): { text: string; ids: string[] }[] {
  const out: { text: string; ids: string[]; role: string }[] = [];
  for (const seg of c.segs) {
    const last = out.at(-1);
    if (last && last.role === seg.role) {
      last.text += ` ${seg.text}`;
      last.ids.push(seg.id);
    } else out.push({ text: seg.text, ids: [seg.id], role: seg.role });
  }
  return out;
}

/** A request to show a test on screen ('show me the ekg', "let's look at your x-ray"): what is said next is its result. */
const SHOWN = regex([wordsOf(SHOWING), ' (?:[a-z-]+ ){0,3}?$']);
/** How many segments after a test is shown its result is read in, whoever the recogniser says spoke. */
const SHOWN_REACH = 4;

/** The test a segment shows, and the segments after it that say its result, up to another test named. */
function shownIn(c: Consultation, i: number): { test: string; text: string; ids: string[] } | null {
  const text = c.segs[i]!.text;
  const named = mentionsIn(text, TESTS);
  const shown = named.find((m) => SHOWN.test(text.slice(0, m.index)));
  if (!shown) return null;
  const after = [{ id: c.segs[i]!.id, text: text.slice(shown.end) }];
  for (const seg of c.segs.slice(i + 1, i + 1 + SHOWN_REACH)) {
    if (mentionsIn(seg.text, TESTS).some((m) => m.test !== shown.test)) break;
    after.push({ id: seg.id, text: seg.text });
  }
  return { test: shown.test, text: after.map((a) => a.text).join(' . '), ids: after.map((a) => a.id) };
}

/** What each answer says of the test the turn before it ends by naming ('did you order an ekg' | 'it is normal'). */
const answers = new WeakMap<Consultation, (JudgedMention & { ids: string[] })[]>();
function answersIn(c: Consultation) {
  let out = answers.get(c);
  if (out) return out;
  const turns = turnsOf(c);
  out = turns.slice(1).flatMap((answer, i) => {
    const a = judgedAnswer(turns[i]!.text, answer.text, TESTS);
    return a ? [{ ...a, ids: [...turns[i]!.ids, ...answer.ids] }] : [];
  });
  answers.set(c, out);
  return out;
}

/**
 * What the talk judged each test to be, with the turns that say it: where it is named, in the answer to a turn
 * that ends naming it, and after it is shown.
 */
const heard = new WeakMap<Consultation, Map<string, { judgement: Judgement; ids: string[] }[]>>();
function judgedInTalk(c: Consultation) {
  let out = heard.get(c);
  if (out) return out;
  const found = new Map<string, { judgement: Judgement; ids: string[] }[]>();
  const add = (test: string, judgement: Judgement, ids: string[]) =>
    found.set(test, [...(found.get(test) ?? []), { judgement, ids }]);
  for (const turn of turnsOf(c))
    for (const m of judgedMentions(turn.text, TESTS)) for (const j of m.judgements) add(m.test, j, turn.ids);
  for (const a of answersIn(c)) for (const j of a.judgements) add(a.test, j, a.ids);
  c.segs.forEach((_, i) => {
    const shown = shownIn(c, i);
    if (shown) for (const j of judgementsAfter(shown.text)) add(shown.test, j, shown.ids);
  });
  heard.set(c, (out = found));
  return out;
}

/**
 * What the talk ever said near each test, read once a consultation: in each turn that names it, and in the
 * answer to a turn that ends naming it, so what the other speaker says next of something else ('i have been
 * feeling fine', 'the crp was high') is not taken for it.
 */
const near = new WeakMap<Consultation, Map<string, Judgement[]>>();
function nearInTalk(c: Consultation, test: string): Judgement[] {
  const known = near.get(c) ?? new Map<string, Judgement[]>();
  near.set(c, known);
  if (!known.has(test)) {
    const named = TESTS.find((t) => t.name === test)!;
    const said = turnsOf(c).flatMap((turn) => judgementsNear(turn.text, named, TESTS));
    const answered = answersIn(c).flatMap((a) => (a.test === test ? a.judgements : []));
    known.set(test, [...new Set([...said, ...answered])]);
  }
  return known.get(test)!;
}

/**
 * A result written with the opposite of the talk's judgement ('Potassium normal' where the talk says 'your
 * potassium was a little low', 'X-ray: no fracture' where it shows one): contradicted when the talk binds the
 * test to an opposed judgement and says nothing near the test, in the same turn, that bears out what is
 * written (a test said twice over time, 'low last year, normal now', supports either).
 */
export function checkJudgement(s: Statement, c: Consultation): Finding | null {
  if (!JUDGED_ROLES.has(s.role)) return null;
  for (const m of judgedMentions(s.norm, TESTS, 'note')) {
    if (m.judgements.length !== 1) continue;
    const written = m.judgements[0]!;
    const against = (judgedInTalk(c).get(m.test) ?? []).filter((h) => opposed(h.judgement, written));
    if (!against.length) continue;
    if (nearInTalk(c, m.test).some((j) => agrees(j, written))) continue;
    return {
      kind: 'contradicted',
      claim: 'result',
      reason: `Transcript says the ${m.test} result was ${against[0]!.judgement}, not ${written}`,
      segmentIds: uniq(against.flatMap((h) => h.ids)),
    };
  }
  return null;
}
