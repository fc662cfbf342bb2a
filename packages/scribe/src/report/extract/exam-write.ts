import { EXAM_FINDINGS } from '../vocabulary/exam-findings.js';
import { LIMB_PARTS, type ExamField } from '../vocabulary/exam-systems.js';
import type { ExamReading } from './exam-types.js';

/** The findings of one part, with the segments they were said in. */
export interface ExamPart {
  heading: string;
  field: ExamField;
  readings: ExamReading[];
  ids: string[];
}

/** The normal finding that says a finding is absent: tenderness's 'non-tender'. */
const OPPOSITE = new Map(EXAM_FINDINGS.flatMap((f) => (f.negated ? [[f.term, f.negated] as const] : [])));
/** The abnormal findings that make a normal one untrue of its part: crackles for lungs 'clear to auscultation'. */
const DENIED_BY = new Map(EXAM_FINDINGS.flatMap((f) => (f.deniedBy ? [[f.term, f.deniedBy] as const] : [])));

const listOf = (items: string[], last: string) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)!}`;

/**
 * Whether a finding adds to the others of its part: a finding found present is not also written absent
 * ('tenderness … no pain to palpation here'), and one said again in fewer words ('that murmur', 'regular
 * rhythm') is the fuller one already written ('grade 3/6 systolic ejection murmur', 'regular rate and rhythm'),
 * and a lay name for a finding written is not written beside it.
 */
function keeps(r: ExamReading, all: ExamReading[]): boolean {
  // A part is written 'normal' only when nothing wrong was found of it, and not beside the normal findings
  // that say how it is ('looks good … well healed' is well healed).
  if (r.phrase === 'normal' && all.some((o) => o.kind !== 'absent' && o.phrase !== 'normal')) return false;
  const present = all.filter((o) => o.kind === 'present');
  // One denied at another site stands: 'tender on the medial side … no tenderness on the outside'.
  if (r.kind !== 'present' && present.some((o) => o.term === r.term && (!r.site || o.site === r.site))) return false;
  // Nor is it written normal beside it: 'tender, and non-tender on the left' placed no side for the second.
  if (r.kind === 'normal' && present.some((o) => OPPOSITE.get(o.term) === r.phrase)) return false;
  // Nor one a finding of the part makes untrue: 'clear … some crackles at the right base' is the crackles.
  if (r.kind === 'normal' && present.some((o) => DENIED_BY.get(r.term)?.includes(o.term))) return false;
  // 'A little tender … tenderness of the right lower quadrant': the finding is written where it was found.
  if (r.kind === 'present' && !r.site && present.some((o) => o.term === r.term && o.site)) return false;
  // 'I can hear an extra sound' explaining the murmur found: the clinical word is written, not the lay one.
  if (r.layFor && present.some((o) => r.layFor!.includes(o.term))) return false;
  const words = r.phrase.split(' ');
  const fuller = (o: ExamReading) =>
    o.kind === r.kind &&
    (o.term.endsWith(` ${r.term}`) ||
      (o.phrase.length > r.phrase.length && words.every((w) => o.phrase.split(' ').includes(w))));
  // 'No bony tenderness' does not say 'no tenderness': a finding found absent stands on its own.
  return r.kind === 'absent' || !all.some(fuller);
}

/** The limb each part of a limb belongs to. */
const LIMB_OF = new Map(LIMB_PARTS.flatMap((parts, limb) => parts.map((p) => [p, limb] as const)));

/**
 * The parts' findings without a plain 'normal' said of a limb, or of a part of it with no side, where a
 * finding was read elsewhere on that limb: 'the leg is good … 3 out of 5 strength in both legs' would
 * otherwise write the leg normal beside its weakness; nor a normal finding said of a whole limb beside its
 * opposite found on that limb. A part with one side ('left knee: normal') stands; one said normal on both
 * sides does not, beside a finding on either.
 */
export function withoutLimbNormalsContradicted(parts: ExamPart[]): ExamPart[] {
  const limbOf = (r: ExamReading) => LIMB_OF.get(r.system) ?? -1;
  const present = parts.flatMap((p) => p.readings.filter((r) => r.kind === 'present'));
  const abnormal = new Set(present.map(limbOf));
  const found = new Set(present.map((r) => r.system));
  // 'Both knees look normal … a little swelling in the left knee'.
  // 'Leg: normal strength' beside 'Lower extremities: decreased strength': a normal finding said of a whole limb
  // is untrue beside its opposite found on that limb.
  // The same part found both ways is the examination gate's to offer (exam-gate.ts).
  const opposed = (r: ExamReading) =>
    present.some(
      (o) =>
        DENIED_BY.get(r.term)?.includes(o.term) && o.system !== r.system && limbOf(r) >= 0 && limbOf(o) === limbOf(r),
    );
  const contradicted = (r: ExamReading) =>
    (r.phrase === 'normal' &&
      ((!r.side && limbOf(r) >= 0 && abnormal.has(limbOf(r))) || (r.side === 'bilateral' && found.has(r.system)))) ||
    (r.kind === 'normal' && (!r.side || r.side === 'bilateral') && opposed(r));
  return parts.map((p) => ({ ...p, readings: p.readings.filter((r) => !contradicted(r)) }));
}

/**
 * A part's findings as a clinician writes them: the heading, then what was found, the normal findings and
 * what was found absent, each kind in one run and the runs in the order first said ('Heart: regular rate
 * and rhythm; no murmur, rub or gallop.', 'Right shoulder: swelling, erythema and tenderness.').
 */
export function sentenceOf(part: ExamPart): string {
  const kept = part.readings.filter((r) => keeps(r, part.readings));
  const kinds = [...new Set(kept.map((r) => r.kind))];
  const phrases = (kind: ExamReading['kind']) => [...new Set(kept.filter((r) => r.kind === kind).map((r) => r.phrase))];
  const runs = kinds.map((kind) => {
    if (kind === 'present') return listOf(phrases(kind), 'and');
    if (kind === 'normal') return phrases(kind).join(', ');
    return `no ${listOf(
      phrases(kind).map((p) => p.replace(/^no /, '')),
      'or',
    )}`;
  });
  return `${part.heading}: ${runs.join('; ')}.`;
}
