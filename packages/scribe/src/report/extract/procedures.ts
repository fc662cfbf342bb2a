import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { isNegated } from '../reading/context.js';
import { aboutOthers } from '../reading/subject.js';
import { BODY_PARTS } from '../vocabulary/body-parts.js';
import { PROCEDURES } from '../vocabulary/procedures.js';
import {
  CLAUSE_BREAK,
  DONE_HERE,
  DONE_NOW,
  OFFERS,
  PROCEDURE_CUES,
  TAKEN_UP,
  type ProcedureStep,
} from '../vocabulary/procedure-cues.js';
import { NOT_NEEDED } from './plan-test-cues.js';
import { conditionWritten, onlyIf } from './plan-test-order.js';
import { display } from './text.js';
import { addFound, type ClinicalFacts, type Found, type Seg } from './types.js';
import { utterancesOf, type Utterance } from './utterances.js';
import { clinicianSays } from './voice.js';

const NAMES = PROCEDURES.map(([written, said]) => ({ written, said: regex([wordsOf(said)], 'g') }));
const CUES = PROCEDURE_CUES.map((c) => ({ ...c, re: regex([wordsOf([c.phrase])], 'g') }));
const NOT_WANTED = regex([wordsOf(NOT_NEEDED)]);
const NOW = regex([wordsOf(DONE_NOW)]);
const BREAK = regex([oneOf(CLAUSE_BREAK)], 'g');
const SIDE = capture(['left', 'right', 'bilateral']);
const PART = capture(BODY_PARTS.flatMap(([, said]) => said));
/** 'an orif of the right foot', 'a shot today in your left knee': the side (m[1]) and part (m[2]) right after it. */
const SITE_AFTER = regex([
  String.raw`^ (?:`,
  oneOf(DONE_NOW),
  String.raw` )?(?:of|on|to|in|into|for) (?:the |your |her |his |that |this )?(?:`,
  SIDE,
  ' )?',
  PART,
  String.raw`\b`,
]);
/** 'a right foot orif', 'a left knee replacement': the side (m[1]) and part (m[2]) just before it. */
const SITE_BEFORE = regex(['(?:', SIDE, ' )?(?:', PART, ' )?$']);
const OFFER = regex([wordsOf(OFFERS)]);
const TAKES_UP = regex([wordsOf(TAKEN_UP)]);
const DONE_AT_VISIT = regex([wordsOf(DONE_HERE)]);
/** How many turns after an offer the patient's answer and the clinician's doing it are read. */
const OFFER_TURNS = 4;
/** How far back a planning word reaches in the procedure's clause. */
const CUE_REACH = 80;

interface Procedure {
  name: string;
  side: string | null;
  part: string | null;
  /** 'considered': only if a change named with it happens ('if it gets worse we might consider surgery'). */
  step: ProcedureStep | 'today' | 'considered';
  /** The change a considered procedure waits on, as written ('if symptoms worsen'). */
  condition: string | null;
}

/** Done today says more than set to be done, which says more than advised, which says more than considered. */
const STEP_RANK = { considered: 0, recommended: 1, planned: 2, today: 3 };

const siteWords = (p: Procedure) => [p.side, p.part].filter(Boolean).join(' ').length;

/** One procedure said twice ('an orif of the right ankle' … 'we'll schedule the orif'): its fuller site and furthest step. */
const fuller = (a: Procedure, b: Procedure): Procedure => {
  const further = STEP_RANK[b.step] > STEP_RANK[a.step] ? b : a;
  return { ...(siteWords(b) > siteWords(a) ? b : a), step: further.step, condition: further.condition };
};

/**
 * 'Right foot ORIF recommended', 'Left knee cortisone injection today'; one considered is written as the
 * option it is, with its condition: 'Consider left shoulder steroid injection if no improvement'.
 */
const written = (p: Procedure) => {
  const site = [p.side, p.part, p.name].filter(Boolean).join(' ');
  return display(p.step === 'considered' ? `consider ${site} ${p.condition!}` : `${site} ${p.step}`);
};

/** The clause before a procedure, from the last clause break. */
function clauseBefore(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - CUE_REACH), index);
  const last = [...before.matchAll(BREAK)].at(-1);
  return last ? before.slice(last.index + last[0].length) : before;
}

/** The last planning word in a clause, with where it starts. */
function lastCue(clause: string): { step: ProcedureStep; index: number } | null {
  const found = CUES.flatMap((c) => [...clause.matchAll(c.re)].map((m) => ({ step: c.step, index: m.index })));
  return found.sort((a, b) => b.index - a.index)[0] ?? null;
}

/** The named procedures in one clause, longer names first, each span once. */
function named(text: string): { name: string; index: number; end: number }[] {
  const found: { name: string; index: number; end: number }[] = [];
  for (const { written: name, said } of NAMES)
    for (const m of text.matchAll(said)) {
      const end = m.index + m[0].length;
      if (!found.some((f) => m.index < f.end && end > f.index)) found.push({ name, index: m.index, end });
    }
  return found.sort((a, b) => a.index - b.index);
}

/** A procedure with the side and part said with it ('of the right foot', 'a left knee …'), and its step. */
function procedureAt(text: string, p: { name: string; end: number }, clause: string, step: ProcedureStep): Procedure {
  const site = SITE_AFTER.exec(text.slice(p.end)) ?? SITE_BEFORE.exec(clause);
  const part = site?.[2] && !p.name.includes(site[2]) ? site[2] : null;
  const now = NOW.test(clause) || NOW.test(text.slice(p.end).split(BREAK)[0]!);
  return { name: p.name, side: site?.[1] ?? null, part, step: now ? 'today' : step, condition: null };
}

/**
 * A procedure offered ('we can also try a cortisone injection') is planned once the patient takes it up
 * in the turns after ("i would like to get the injection"), and done today when the clinician then does
 * it at the visit ('we can take care of that today'); an offer not taken up is no plan.
 */
function takenUp(all: Utterance[], u: Utterance): ProcedureStep | 'today' | null {
  const after = all.filter((o) => o.at > u.at && o.at <= u.at + OFFER_TURNS && !o.question);
  const yes = after.findIndex((o) => !clinicianSays(o.seg, o.text) && TAKES_UP.test(o.text));
  if (yes < 0) return null;
  const done = after.slice(yes + 1).some((o) => clinicianSays(o.seg, o.text) && DONE_AT_VISIT.test(o.text));
  return done ? 'today' : 'planned';
}

/**
 * Procedures and operations the clinician recommends, plans or does now ('I'd recommend an ORIF of the
 * right foot', 'let's do a cortisone shot in your left knee today'). A procedure is in the plan when a
 * planning word comes before it in its clause (procedure-cues.ts); not when it is said not to be needed,
 * denied, someone else's, or only an option. One planned or offered only if a change happens ('if it gets
 * worse we might consider surgery') is written considered, with the change it waits on, which is read as
 * for tests (plan-test-order.ts); one put off with no change named ('down the road', 'if needed') is left
 * out. Plain 'surgery' is left out when the turn names the operation ('surgery, an orif'), however often
 * 'surgery' itself is said.
 */
export function extractProcedures(segs: Seg[], facts: ClinicalFacts) {
  const found: Found<Procedure>[] = [];
  const utterances = utterancesOf(segs);
  for (const u of utterances) {
    if (u.question || !clinicianSays(u.seg, u.text)) continue;
    const all = named(u.text);
    for (const p of all) {
      if (p.name === 'surgery' && all.some((o) => o.name !== 'surgery')) continue;
      const clause = clauseBefore(u.text, p.index);
      const offered = OFFER.exec(clause);
      const cue = lastCue(clause) ?? (offered ? { step: takenUp(utterances, u), index: offered.index } : null);
      if (!cue || NOT_WANTED.test(clause)) continue;
      const order = p.index - clause.length + cue.index;
      if (isNegated(u.text, p.index, p.end) || aboutOthers(u.text, p.index)) continue;
      const condition = onlyIf(u.text, order, p.end) ? conditionWritten(u.text, order, p.end) : null;
      if (condition === 'if needed' || (!condition && !cue.step)) continue;
      const procedure = procedureAt(u.text, p, clause, cue.step === 'today' || !cue.step ? 'planned' : cue.step);
      const step = condition ? 'considered' : cue.step === 'today' ? 'today' : procedure.step;
      addFound(found, { ...procedure, step, condition }, [u.seg.id], (v) => v.name, fuller);
    }
  }
  facts.procedures = found.map((f) => ({ value: written(f.value), segmentIds: f.segmentIds }));
}
