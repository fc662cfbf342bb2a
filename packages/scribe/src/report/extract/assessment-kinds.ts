import { conditionKindsIn, namesKindOf, renamedIn } from '../reading/condition-kinds.js';
import type { ClinicalFacts, Found, Seg } from './types.js';

type Line = Found<{ diagnosis: string }>;

/** 'history of X' names X as had before. */
const HISTORY_OF = /^history of /i;
const conditionOf = (diagnosis: string) => diagnosis.replace(HISTORY_OF, '');

/**
 * One problem, one line: a problem whose condition is the same as another line's, or a broader kind of it
 * ('arthritis' beside 'hallux rigidus', 'history of melanoma' beside 'melanoma of the left arm'), is that
 * line's problem said less closely. The closer line stays and stands on both. Of two lines naming the same
 * condition, the one of today stays, not its 'history of'. A condition the clinician gives the name of another
 * line ('dcis, which we'll list as … ductal carcinoma') is that line's problem too. A condition ruled out is no
 * problem to fold.
 */
export function oneLinePerProblem(facts: ClinicalFacts, segs: Seg[]) {
  const kept = facts.assessment.filter((a) => a.value.certainty !== 'ruled out');
  const covers = (broad: string, close: string) => namesKindOf(conditionOf(broad), conditionOf(close));
  const folded = new Set<Line>();
  const fold = (wide: Line, closer: Line) => {
    folded.add(wide);
    for (const id of wide.segmentIds) if (!closer.segmentIds.includes(id)) closer.segmentIds.push(id);
  };
  const naming = (line: Line, names: string[]) => conditionKindsIn(line.value.diagnosis).some((n) => names.includes(n));
  for (const seg of segs) {
    const renamed = seg.role === 'Doctor' ? renamedIn(seg.text) : null;
    if (!renamed) continue;
    const named = kept.find((a) => naming(a, renamed.to));
    for (const a of kept) if (named && a !== named && !folded.has(a) && naming(a, renamed.from)) fold(a, named);
  }
  for (const wide of kept) {
    if (folded.has(wide)) continue;
    const closer = kept.find((o) => {
      if (o === wide || folded.has(o) || !covers(wide.value.diagnosis, o.value.diagnosis)) return false;
      // The same condition both ways: today's line, or else the longer one, stays; named alike, the one with
      // a certainty said, else the first, so one problem is never listed twice.
      if (!covers(o.value.diagnosis, wide.value.diagnosis)) return true;
      const past = (d: string) => HISTORY_OF.test(d);
      if (past(wide.value.diagnosis) !== past(o.value.diagnosis)) return past(wide.value.diagnosis);
      const [a, b] = [o.value.diagnosis.length, wide.value.diagnosis.length];
      if (a !== b) return a > b;
      if ((o.value.certainty === null) !== (wide.value.certainty === null)) return wide.value.certainty === null;
      return kept.indexOf(o) < kept.indexOf(wide);
    });
    if (closer) fold(wide, closer);
  }
  facts.assessment = facts.assessment.filter((a) => !folded.has(a));
}
