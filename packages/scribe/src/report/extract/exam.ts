import { oneOf, regex, wordsOf } from '../pattern.js';
import { notFoundToday } from '../reading/context.js';
import { MOVE, PRESS } from '../reading/exam-question-cues.js';
import { hypotheticalCue } from '../reading/subject.js';
import { AFFIRMING, OTHERWISE_NORMAL } from '../vocabulary/exam-findings.js';
import {
  EXAM_ACTIONS,
  EXAM_ENDINGS,
  EXAM_OPENERS,
  EXAM_STEPS,
  EXAM_SYSTEMS,
  JUDGEMENTS,
  NOT_FINDINGS,
  POSITIONING_PLACES,
  POSITIONING_VERBS,
} from '../vocabulary/exam-systems.js';
import { FOUND_WORDS, SPOKEN_FRAMING } from '../vocabulary/exam-held-words.js';
import { gateExam } from './exam-gate.js';
import { readClause } from './exam-read.js';
import { inExaminerVoice } from './exam-voice.js';
import type { PartNamed } from './exam-types.js';
import { sentenceOf, withoutLimbNormalsContradicted, type ExamPart } from './exam-write.js';
import { display } from './text.js';
import type { ClinicalFacts, Seg } from './types.js';
import { utterancesOf } from './utterances.js';

const OPENS = regex([wordsOf(EXAM_OPENERS)]);
const ENDS = regex([wordsOf(EXAM_ENDINGS)]);
const NOT_FINDING = regex([wordsOf(NOT_FINDINGS)]);
const JUDGEMENT = regex([wordsOf(JUDGEMENTS)]);
const ACTION = regex(['^(?:(?:so|and|now|okay|alright|all right|um|uh|well) )*', wordsOf(EXAM_ACTIONS)]);
const FOUND = regex([wordsOf(FOUND_WORDS)]);
/** 'And just place your hand above your head': the patient placed, no part examined (see POSITIONING_VERBS). */
const POSITIONING = regex([
  '^(?:(?:so|and|now|okay|alright|all right|um|uh|well|just|can you|could you|go ahead and|i want you to) )*',
  wordsOf(POSITIONING_VERBS),
  String.raw` (?:your|both) (?:[a-z]+ ){1,2}`,
  wordsOf(POSITIONING_PLACES),
  String.raw` (?:your|the)\b`,
]);
const OTHERWISE = regex([wordsOf(OTHERWISE_NORMAL)]);
const ASSERTS = regex([wordsOf(AFFIRMING)]);
/** A part said as the thing found there: 'there is a soft lymph node', not 'there are ligaments in the foot'. */
const THERE_IS = /\bthere(?: is|'s| are) (?:an? |some )?(?:[\w-]+ ){0,3}$/;
const FRAMING = regex(['^(?:', wordsOf(SPOKEN_FRAMING), '[ ,]*)+']);
const FILLERS = /\b(?:um+|uh+|you know)\b,?\s*/g;
/** A sign denied ('no signs of infection') is an observation, not a hypothetical 'sign of'. */
const SIGNS_DENIED = /\b(?:no|without|any) (?:\w+ )?signs? of\b/g;
/**
 * The examiner's manoeuvre or request said with 'if' ('if i bend the knee back', 'if you can take a deep
 * breath'): done now in the examination, not a hypothetical, so the findings said with it are read.
 */
const MANOEUVRE_IF = regex(['\\bif (?:i ', oneOf([PRESS, MOVE]), '|you (?:can|could))\\b'], 'g');
/** A clause about the thing named before it ('it's non-tender'): what it says describes that thing. */
const ABOUT_IT = /^(?:(?:and|but|so) )*(?:it|it's|its|they|they're|that's)\b/;
/** Clinician's turns more than this many segments after the last exam words or finding are past the examination. */
const EXAM_REACH = 12;

/**
 * Where one clause of an exam narration ends: a sentence's end, 'but', 'also', a new 'on your … exam' or
 * 'on your abdomen it …', a new 'I see' or 'I don't appreciate', the next step announced ('I'd like to do …'), a part said again as a verb's subject, and a new part named as a subject ('… no
 * edema your heart is regular'), not one a preposition binds to the finding before it ('swelling of your
 * right knee').
 */
const SUBJECT = oneOf(EXAM_SYSTEMS.flatMap((s) => s.cues));
/**
 * Words that bind the part after them to the finding before ('swelling of your knee', 'I feel your abdomen'),
 * or to the word asking the patient to place it ('place your hand above your head').
 */
const BINDS_TO_FINDING = [
  ...['of', 'in', 'on', 'to', 'over', 'at', 'about', 'with', 'from', 'for', 'around', 'along', 'near'],
  ...['under', 'behind', 'below', 'above', 'beneath'],
  ...['see', 'notice', 'feel', 'hear', 'appreciate', 'examine', 'check'],
  ...POSITIONING_VERBS,
];
const BOUNDARY = regex(
  [
    String.raw`[.;!?,]?\s+(?:but|also|now|then|so|and then|and now)\s+|[.;!?]\s+`,
    String.raw`|\s(?=on (?:your|the|his|her) (?:[a-z]+ ){0,2}exam)`,
    String.raw`|\s(?=on (?:your|the|his|her) (?:right |left )?`,
    SUBJECT,
    String.raw` (?:it|there|you|i|they|we)\b)`,
    String.raw`|\s(?=i (?:do |can |also )?(?:appreciate|see|feel|notice|hear)\b|i (?:don't|do not|didn't|did not|can't) (?:appreciate|see|feel|notice|hear)\b)`,
    `|\\s(?=${oneOf(EXAM_ACTIONS)} ${oneOf(EXAM_STEPS)}\\b)`,
    // 'let's look at that knee right knee looks swollen': a part named again with its side, as the subject of a verb.
    String.raw`|(?<=\b`,
    SUBJECT,
    String.raw`)\s(?=(?:right |left )?`,
    SUBJECT,
    String.raw` (?:looks?|is|are|has|have|seems?|feels?)\b)`,
    `|(?<!\\b${oneOf(BINDS_TO_FINDING)})[,]?\\s(?=(?:your|the) (?:right |left )?`,
    SUBJECT,
    String.raw`\b)`,
  ],
  'g',
);

function clausesOf(text: string): string[] {
  const cuts = [0, ...[...text.matchAll(BOUNDARY)].map((m) => m.index + m[0].length), text.length];
  return cuts
    .slice(0, -1)
    .map((from, k) => text.slice(from, cuts[k + 1]).trim())
    .map((c) => {
      const judged = JUDGEMENT.exec(c);
      return (judged ? c.slice(0, judged.index) : c).replace(/^[,\s]+|[,.;\s-]+$/g, '');
    })
    .filter(Boolean);
}

/** A clause held back for the clinician to add: without fillers or the spoken framing, at most 24 words. */
function heldText(clause: string): string {
  const words = clause
    .replace(FILLERS, '')
    .replace(FRAMING, '')
    .replace(/\byour\b/g, 'the')
    .replace(/[,\s]+(?:but|also|now|then|so|and)?[,.\s]*$/, '')
    .split(' ');
  return display(words.slice(0, 24).join(' '));
}

/**
 * What was said of a part without its side ('the knee') is of the side said for it elsewhere in the
 * examination, when only one side of it was named ('your right knee').
 */
function joinSides(parts: ExamPart[]): ExamPart[] {
  return parts.filter((part) => {
    const r = part.readings[0]!;
    if (r.side) return true;
    const sided = parts.filter((o) => o.readings[0]!.system === r.system && o.readings[0]!.side);
    if (sided.length !== 1) return true;
    const [into] = sided as [ExamPart];
    const side = into.readings[0]!.side;
    into.readings.push(...part.readings.map((x) => ({ ...x, heading: into.heading, side })));
    into.ids.push(...part.ids.filter((id) => !into.ids.includes(id)));
    return false;
  });
}

/**
 * Examination findings as a clinician writes them: the clinician's narration read during the examination
 * (from the words that open it, until the turn to results or the plan), each finding under its part and
 * side, in the report field a reader looks under ('Lungs: clear to auscultation bilaterally; no wheezing.').
 * A results sentence or a diagnosis said while examining is no finding; a clause that names a part and
 * something found but reads as no known finding is held back for the clinician, never copied in.
 */
export function extractExam(segs: Seg[], facts: ClinicalFacts) {
  const parts = new Map<string, ExamPart>();
  let last = -Infinity;
  let carry: PartNamed | null = null;
  let otherwise: string[] = [];
  /** The clause last held back, and the parts it named: what 'it' is said to be next describes its finding. */
  let held: { item: ClinicalFacts['held'][number]; parts: string[] } | null = null;
  /** Whether a clause held back says something is there ('there is a lump …'): a finding the note lacks. */
  let heldFinding = false;
  /** The parts named in clauses held back: a part is not written plain 'normal' beside what is held of it. */
  const heldParts = new Set<string>();
  for (const u of utterancesOf(segs)) {
    // Speaker labels are guesses: during the examination a clause in the examiner's voice is the clinician's.
    const labelled = u.seg.role === 'Doctor';
    if (u.question || (!labelled && (u.seg.confirmed || u.at - last > EXAM_REACH))) continue;
    if (!labelled && !inExaminerVoice(u.text)) continue;
    if (ENDS.test(u.text)) last = -Infinity;
    if (OPENS.test(u.text)) last = u.at;
    if (u.at - last > EXAM_REACH) carry = null;
    if (u.at - last > EXAM_REACH) continue;
    // The clauses of this turn since its last finding of today: an earlier visit named there reaches on.
    let lead = '';
    for (const clause of clausesOf(u.text)) {
      // Of a clause the labels gave another speaker, only what is found is read: not the part it names.
      // What it tells still leads on to the next clause ('the physical therapist said | your knee is swollen').
      if (!labelled && (!inExaminerVoice(clause) || !readClause(clause, carry).readings.length)) {
        lead = `${lead} ${clause}`;
        continue;
      }
      if (OTHERWISE.test(clause)) otherwise = [...new Set([...otherwise, u.seg.id])];
      // A result, a diagnosis, or what would be found ('whenever there is an infection, they swell') is no finding.
      if (NOT_FINDING.test(clause) || hypotheticalCue(clause.replace(SIGNS_DENIED, '').replace(MANOEUVRE_IF, '')))
        continue;
      // 'Place your hand above your head': the part examined next is not said, and is neither of these.
      if (POSITIONING.test(clause)) {
        carry = null;
        continue;
      }
      // 'I'll take a look at your right elbow': nothing found yet, but the part examined next.
      if (ACTION.test(clause)) {
        carry = readClause(clause, carry).parts.at(-1) ?? carry;
        continue;
      }
      const { readings: said, parts: named, carry: next } = readClause(clause, carry);
      carry = next;
      if (said.length) last = u.at;
      // A finding told as made at an earlier visit or by someone else ('at your last visit your knee was
      // swollen', 'the er noted some swelling'), or only sought ('checking for swelling'), is not today's.
      const told = `${lead} ${clause}`;
      const readings = said.filter((r) => !notFoundToday(told, lead.length + 1 + r.at));
      lead = readings.length ? '' : told;
      // 'There is a soft lymph node … it's non-tender': a qualifier of a finding held back is held with it,
      // never written for the finding.
      const qualifies = held && ABOUT_IT.test(clause) && readings.every((r) => held!.parts.includes(r.system));
      if (held && qualifies && readings.length) {
        const said = clause.slice(0, OTHERWISE.exec(clause)?.index ?? clause.length);
        held.item.value.text = `${held.item.value.text.replace(/[.]$/, '')}, ${heldText(said).replace(/^\w/, (c) => c.toLowerCase())}`;
        if (!held.item.segmentIds.includes(u.seg.id)) held.item.segmentIds.push(u.seg.id);
        continue;
      }
      held = null;
      for (const r of readings) {
        const part = parts.get(r.heading) ?? { heading: r.heading, field: r.field, readings: [], ids: [] };
        parts.set(r.heading, part);
        part.readings.push({ ...r, segmentId: u.seg.id });
        if (!part.ids.includes(u.seg.id)) part.ids.push(u.seg.id);
      }
      const there = named.some((p) => THERE_IS.test(clause.slice(0, p.index)));
      // A finding told as made elsewhere is neither written nor offered for today's examination.
      if (
        !said.length &&
        named.length &&
        !named.some((p) => p.mine) &&
        (FOUND.test(clause) || there) &&
        clause.split(' ').length >= 3 &&
        !OTHERWISE.test(clause)
      ) {
        const item = { value: { section: 'physicalExam' as const, text: heldText(clause) }, segmentIds: [u.seg.id] };
        facts.held.push(item);
        held = { item, parts: named.map((p) => p.system.label) };
        heldFinding ||= ASSERTS.test(clause);
        for (const p of named) heldParts.add(p.system.label);
      }
    }
  }
  // 'Your ears look okay … I see a little fluid in the ears' with the fluid held back: the ears are not written normal.
  for (const part of parts.values())
    part.readings = part.readings.filter((r) => !(r.phrase === 'normal' && heldParts.has(r.system)));
  const assembled = withoutLimbNormalsContradicted([...parts.values()]).filter((p) => p.readings.length);
  const gate = gateExam(joinSides(assembled), segs);
  facts.held.push(...gate.offered);
  for (const part of gate.written) {
    const slot = facts.exam[part.field];
    const sentence = sentenceOf(part);
    facts.exam[part.field] = slot
      ? { value: `${slot.value} ${sentence}`, segmentIds: [...new Set([...slot.segmentIds, ...part.ids])] }
      : { value: sentence, segmentIds: [...part.ids] };
  }
  // 'Otherwise normal' is said beside every finding: with a finding held back or offered, the note would call it normal.
  if (otherwise.length && (heldFinding || gate.abnormalOffered)) {
    facts.held.push({
      value: { section: 'physicalExam', text: 'Examination otherwise normal' },
      segmentIds: otherwise,
    });
  } else if (otherwise.length) {
    const general = facts.exam.generalAppearance;
    const said = parts.size ? 'Examination otherwise normal.' : 'Normal examination findings.';
    facts.exam.generalAppearance = general
      ? { value: `${general.value} ${said}`, segmentIds: [...new Set([...general.segmentIds, ...otherwise])] }
      : { value: said, segmentIds: otherwise };
  }
}
