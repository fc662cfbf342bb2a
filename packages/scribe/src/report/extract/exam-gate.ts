import { EXAM_FINDINGS } from '../vocabulary/exam-findings.js';
import { EXAM_SYSTEMS } from '../vocabulary/exam-systems.js';
import { headingOf, readClause } from './exam-read.js';
import type { ExamReading } from './exam-types.js';
import { sentenceOf, type ExamPart } from './exam-write.js';
import type { Found, Held, Seg } from './types.js';

/** The normal finding that says a finding is absent: tenderness's 'non-tender'. */
const OPPOSITE = new Map(EXAM_FINDINGS.flatMap((f) => (f.negated ? [[f.term, f.negated] as const] : [])));
/** The abnormal findings that make a normal one untrue of its part: crackles for lungs 'clear to auscultation'. */
const DENIED_BY = new Map(EXAM_FINDINGS.flatMap((f) => (f.deniedBy ? [[f.term, f.deniedBy] as const] : [])));
/** Parts that have a right and a left, by label. */
const SIDED = new Map(EXAM_SYSTEMS.filter((s) => s.sided).map((s) => [s.label, s] as const));
/**
 * Paired parts whose name without a side says both of them ('lower extremity edema', 'fluid in the ears'):
 * every other paired part named without its side ('the knee') is one of two.
 */
const BOTH_WHEN_SIDELESS = new Set(['Ears', 'Breasts', 'Lower extremities', 'Upper extremities']);
/** A side said in the finding's own words: 'crackles at the right base', 'positive Tinel sign bilaterally'. */
const SIDE_IN_WORDS = /\b(?:right|left|bilateral(?:ly)?|both)\b/;

/**
 * Whether `normal` (a normal finding, or one found absent) says the opposite of `found` at the same place:
 * 'no swelling … the knee is swollen', 'lungs are clear … crackles', 'full range of motion … decreased
 * range of motion'. A plain 'normal' ('everything else looks good') is no opposite: it is not written
 * beside what was found (exam-write.ts). A finding placed ('tender over the snuffbox') beside its denial said of no place
 * ('non-tender') is where the examiner found it, the denial of the rest of the part; one denied at another
 * site ('no tenderness on the outside') stands beside it.
 */
function denies(normal: ExamReading, found: ExamReading): boolean {
  if (normal.kind === 'present' || found.kind !== 'present') return false;
  if (normal.term === found.term || OPPOSITE.get(found.term) === normal.phrase) return normal.site === found.site;
  return normal.kind === 'normal' && !!DENIED_BY.get(normal.term)?.includes(found.term);
}

/** Whether an abnormal finding was said of one of a pair of parts with no side bound to it. */
const sideUnbound = (r: ExamReading) =>
  r.kind === 'present' &&
  !r.side &&
  SIDED.has(r.system) &&
  !BOTH_WHEN_SIDELESS.has(r.system) &&
  !SIDE_IN_WORDS.test(`${r.phrase} ${r.site ?? ''}`);

/**
 * The one side the whole consultation names for a paired part, whoever speaks ('my right elbow', 'your
 * right elbow'), or null when it names both or none; a part named in the plural ('some patients hurt their
 * ankles') names no side.
 */
function oneSideSaid(segs: Seg[], label: string): string | null {
  const sides = new Set<string>();
  for (const seg of segs)
    for (const p of readClause(seg.text, null).parts)
      if (p.system.label === label && p.side && !p.plural) sides.add(p.side);
  const [side, ...others] = sides;
  return side && !others.length && side !== 'bilateral' ? side : null;
}

const idsOf = (readings: ExamReading[]) => [...new Set(readings.flatMap((r) => r.segmentId ?? []))];

/**
 * The examination's last gate, over each part as assembled: only what the note can state plainly is
 * written; the rest is offered as "said, not in the note", with the words it rests on.
 * - An abnormal finding of one of a pair ('the elbow is tender') with no side said in the examination is
 *   of the one side the consultation names for that part ('my right elbow'); when it names both or none,
 *   the note cannot say which, and the part is offered whole.
 * - A finding and its opposite said of the same part ('lungs are clear … crackles at the right base',
 *   'no tenderness … tender over the joint') are neither written: which one holds is the clinician's to say.
 * `abnormalOffered` tells whether an abnormal finding left the note: 'otherwise normal' would then cover it.
 */
export function gateExam(
  parts: ExamPart[],
  segs: Seg[],
): { written: ExamPart[]; offered: Found<Held>[]; abnormalOffered: boolean } {
  const offered: Found<Held>[] = [];
  const offer = (text: string, readings: ExamReading[]) => {
    const same = offered.find((o) => o.value.text === text);
    if (same) same.segmentIds = [...new Set([...same.segmentIds, ...idsOf(readings)])];
    else offered.push({ value: { section: 'physicalExam', text }, segmentIds: idsOf(readings) });
  };
  let abnormalOffered = false;
  const written = parts.flatMap((whole) => {
    let part = whole;
    const unbound = part.readings.find(sideUnbound);
    const side = unbound && oneSideSaid(segs, unbound.system);
    if (unbound && side) {
      const heading = headingOf(SIDED.get(unbound.system)!, side);
      part = { ...part, heading, readings: part.readings.map((r) => ({ ...r, heading, side })) };
    } else if (unbound) {
      offer(sentenceOf({ ...part, heading: `${part.heading} (side not said)` }).replace(/\.$/, ''), part.readings);
      abnormalOffered = true;
      return [];
    }
    const clashing = new Set<ExamReading>();
    for (const found of part.readings)
      for (const normal of part.readings.filter((n) => denies(n, found))) {
        offer(`${part.heading}: said both '${found.phrase}' and '${normal.phrase}'`, [found, normal]);
        clashing.add(found).add(normal);
      }
    abnormalOffered ||= clashing.size > 0;
    const readings = part.readings.filter((r) => !clashing.has(r));
    return readings.length ? [{ ...part, readings, ids: idsOf(readings) }] : [];
  });
  return { written, offered, abnormalOffered };
}
