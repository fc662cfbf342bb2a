import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { ageReplied, asksOperations, asksWhenDone } from '../reading/questions.js';
import { isNegated } from '../reading/context.js';
import { aboutOthers, hypotheticalBefore } from '../reading/subject.js';
import { operationAge, operationDoneEnd } from '../reading/time.js';
import { BODY_PARTS } from '../vocabulary/body-parts.js';
import { HISTORY_PROCEDURES, NEEDS_PART, REMOVED_ORGANS } from '../vocabulary/history-procedures.js';
import { LIFE_STAGE_THEN, SAID_AS_WHAT } from './history-procedure-cues.js';
import { yearNear } from './history-repaired.js';
import { CLAUSE_BREAK, PROCEDURE_CUES } from '../vocabulary/procedure-cues.js';
import { addFound, type Found, type Seg } from './types.js';
import { replyTo, type Utterance } from './utterances.js';

const NAMES = HISTORY_PROCEDURES.map(([name, said]) => ({ name, said: regex([wordsOf(said)], 'g') }));
const BARE = new Set(NEEDS_PART.map(([name]) => name));
const ORGANS = REMOVED_ORGANS.map(([name, organ]) => ({ name, said: regex([wordsOf([organ])]) }));
const PLANNED = regex([wordsOf(PROCEDURE_CUES.map((c) => c.phrase))]);
const LIFE_STAGES = LIFE_STAGE_THEN.map(({ said, written }) => ({ re: regex([wordsOf([said])]), written }));
/** Only the words that say what an operation was lie between the bare word's site and its name. */
const SAME_OPERATION = regex(['^[,:;-]? ?(?:', oneOf(SAID_AS_WHAT), ' )?(?:an? |the |my )?$']);
const BREAK = regex([oneOf(CLAUSE_BREAK)], 'g');
const SIDE = capture(['left', 'right']);
const PART = capture(BODY_PARTS.flatMap(([, said]) => said));
/** 'surgery on my right knee', 'a lumpectomy of the left breast': the side (m[1]) and part (m[2]) after it. */
const SITE_AFTER = regex([
  String.raw`^ (?:on|of|to|in) (?:the |my |your |her |his )?(?:`,
  SIDE,
  ' )?',
  PART,
  String.raw`\b`,
]);
/**
 * 'a knee replacement on the left', 'a mastectomy on the right side': the side alone after it (m[1]), the
 * part being the one its name holds. 'On the left and the right' names no one side.
 */
const SIDE_AFTER = regex([
  String.raw`^ on (?:the |my |your |her |his )?`,
  SIDE,
  String.raw`\b(?!(?: side)? (?:and|or) (?:the )?(?:left|right)\b)`,
]);
/** 'a right breast lumpectomy', 'my left knee surgery': the side (m[1]) and part (m[2]) just before it. */
const SITE_BEFORE = regex(['(?:', SIDE, ' )?(?:', PART, ' )?$']);
/** How far back the telling words reach in the operation's clause. */
const CUE_REACH = 80;

interface Operation {
  name: string;
  site: string;
  /** ' (2013)', ' (age 27)', ' (in infancy)' or '' */
  when: string;
  /** told by the patient, whose own 'when' puts right the clinician's ('at 27' / 'no, i was a baby') */
  byPatient?: boolean;
}

/** The clause before an operation, from the last clause break. */
function clauseBefore(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - CUE_REACH), index);
  const last = [...before.matchAll(BREAK)].at(-1);
  return last ? before.slice(last.index + last[0].length) : before;
}

/** The operations a text names, longer names first, each span once. */
function named(text: string): { name: string; index: number; end: number }[] {
  const found: { name: string; index: number; end: number }[] = [];
  for (const { name, said } of NAMES)
    for (const m of text.matchAll(said)) {
      const end = m.index + m[0].length;
      if (!found.some((f) => m.index < f.end && end > f.index)) found.push({ name, index: m.index, end });
    }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The year, the age or the time of life said in some words, as the note writes it after the name: ' (2013)',
 * ' (age 27)', ' (in infancy)'.
 */
function whenIn(words: string, at: number): string {
  const year = yearNear(words, at);
  if (year) return year;
  const age = operationAge(words);
  if (age) return ` (age ${age})`;
  const stage = LIFE_STAGES.find(({ re }) => re.test(words));
  return stage ? ` (${stage.written})` : '';
}

type Span = { name: string; index: number; end: number };

/**
 * When an operation was done: the year or age said after it, before the next operation named ('my appendix
 * out when i was 12 and carpal tunnel surgery'); for the first one named, also said before it ('in 2013 i
 * had a bypass').
 */
function whenDone(text: string, p: Span, all: Span[]): string {
  const next = all.find((o) => o.index >= p.end)?.index ?? text.length;
  const after = whenIn(text.slice(p.end, next), 0);
  return after || (all[0] === p ? whenIn(text.slice(0, p.index), p.index) : '');
}

/**
 * Whether a bare word with its part names an operation also named by name: one on the same part ('knee
 * surgery, a knee replacement'), or one said just after it as what it was ('surgery on my shoulder, a
 * rotator cuff repair'). Joined by 'and', they are two ('a hysterectomy and a back surgery').
 */
function namedBeside(text: string, siteEnd: number, part: string, all: Span[]): boolean {
  return all.some(
    (o) =>
      !BARE.has(o.name) &&
      (o.name.includes(part) || (o.index >= siteEnd && SAME_OPERATION.test(text.slice(siteEnd, o.index)))),
  );
}

/**
 * An operation at its place in a text: its side and part, and when it was done; null for a bare word said
 * with no part, or with the operation it names (namedBeside).
 */
function operationAt(text: string, p: Span, all: Span[]): Operation | null {
  const after = text.slice(p.end);
  const siteAfter = SITE_AFTER.exec(after) ?? SIDE_AFTER.exec(after);
  const site = siteAfter ?? SITE_BEFORE.exec(text.slice(0, p.index));
  const part = site?.[2] && !p.name.includes(site[2]) ? site[2] : null;
  const siteEnd = p.end + (siteAfter?.[0].length ?? 0);
  if (BARE.has(p.name) && (!part || namedBeside(text, siteEnd, part, all))) return null;
  const siteWords = [site?.[1], part].filter(Boolean).join(' ');
  return { name: p.name, site: siteWords, when: whenDone(text, p, all) };
}

/**
 * An operation told of the patient: not denied, not someone else's, not planned after the words that place
 * it before today (`toldAfter`), not only supposed.
 */
function ownOperation(text: string, p: { index: number; end: number }, toldAfter: string): boolean {
  return !PLANNED.test(toldAfter) && !isNegated(text, p.index, p.end) && !aboutOthers(text, p.index, 'talk', p.end);
}

/** The operations a reply to 'any surgeries?' names, by name or by the organ removed ('gallbladder and appendix'). */
function operationsReplied(text: string): Operation[] {
  const ops = named(text);
  const byName = ops
    .filter((p) => !isNegated(text, p.index, p.end) && !aboutOthers(text, p.index, 'talk', p.end))
    .map((p) => operationAt(text, p, ops))
    .filter((o): o is Operation => o !== null);
  const byOrgan = ORGANS.filter((o) => o.said.test(text) && !byName.some((n) => n.name === o.name));
  return [...byName, ...byOrgan.map((o) => ({ name: o.name, site: '', when: '' }))];
}

/**
 * When the operation named last in the turn before a clinician's 'when was that?' or 'how old were you?' was
 * done, as the reply says it ('i had my right knee reconstructed' / 'how old were you?' / 'i was 14'): the
 * operation's name, what the note writes after it, and the question's and reply's segments. Null when the
 * question does not follow a turn naming an operation or the reply says no year or age.
 */
function whenAnswered(all: Utterance[], i: number, segs: Seg[]): { name: string; when: string; ids: string[] } | null {
  const q = all[i]!;
  if (!q.question || q.seg.role !== 'Doctor' || !asksWhenDone(q.text)) return null;
  const turnBefore = all.slice(0, i).filter((u) => u.at < q.at);
  const lastAt = turnBefore.at(-1)?.at;
  const told = turnBefore.filter((u) => u.at === lastAt).flatMap((u) => named(u.text));
  const reply = told.length ? replyTo(all, i, segs) : null;
  if (!reply) return null;
  const age = ageReplied(q.text, reply.text);
  const when = whenIn(reply.text, 0) || (age ? ` (age ${age})` : '');
  return when ? { name: told.at(-1)!.name, when, ids: [q.seg.id, ...reply.ids] } : null;
}

/**
 * One operation said twice: the telling with its site and when it was done. When the patient says when it
 * was done, that is kept over what the clinician said ('at the young age of 27' / 'i was a baby'): the
 * patient tells of their own life.
 */
const fuller = (a: Operation, b: Operation): Operation => ({
  name: a.name,
  site: a.site || b.site,
  when: b.byPatient && !a.byPatient && b.when ? b.when : a.when || b.when,
  byPatient: a.byPatient || b.byPatient,
});

/**
 * Operations the patient has had, as the past history writes them: 'status post CABG (age 27)', 'status
 * post right knee surgery', 'status post cholecystectomy'. An operation is history when the words before it
 * place it before today ('i had my gallbladder out', 'you underwent an aortic valve replacement in 2013',
 * 'they replaced my valve'), or when the reply to a question about past operations names it or the organ
 * taken out ('any surgeries?' 'gall bladder and appendix'). One planned or advised, denied, only supposed,
 * or a relative's is not the patient's history.
 */
export function operationsHad(all: Utterance[], segs: Seg[]): Found<string>[] {
  const found: Found<Operation>[] = [];
  const add = (o: Operation, ids: string[]) => addFound(found, o, ids, (v) => v.name, fuller);
  all.forEach((u, i) => {
    if (u.question && u.seg.role === 'Doctor' && asksOperations(u.text)) {
      const reply = replyTo(all, i, segs);
      if (reply && answerPolarity(reply.text) !== false)
        for (const o of operationsReplied(reply.text)) add(o, [u.seg.id, ...reply.ids]);
    }
    const ops = named(u.text);
    for (const p of ops) {
      // A lay telling holds its verb ('they replaced my valve'): the clause is read through the name.
      const clause = clauseBefore(u.text, p.index) + u.text.slice(p.index, p.end);
      const told = operationDoneEnd(clause, u.question);
      if (told < 0 || hypotheticalBefore(u.text, p.index) || !ownOperation(u.text, p, clause.slice(told))) continue;
      const o = operationAt(u.text, p, ops);
      if (o) add({ ...o, byPatient: u.seg.role === 'Patient' }, [u.seg.id]);
    }
  });
  all.forEach((_, i) => {
    const answered = whenAnswered(all, i, segs);
    const had = answered && found.find((f) => f.value.name === answered.name && !f.value.when);
    if (!had) return;
    had.value = { ...had.value, when: answered.when };
    had.segmentIds.push(...answered.ids);
  });
  return found.map((f) => ({
    value: `status post ${[f.value.site, f.value.name].filter(Boolean).join(' ')}${f.value.when}`,
    segmentIds: f.segmentIds,
  }));
}
