import { oneOf, regex, wordsOf } from '../pattern.js';
import { HAD_BEFORE, REMOVED_AFTER, REMOVED_BEFORE, TODAY_AFTER } from './assessment-past-cues.js';
import { conditionsIn } from './conditions-in.js';
import type { ClinicalFacts } from './types.js';
import type { Utterance } from './utterances.js';

/** An article or possessive that may stand before the condition: 'a', 'your'. */
const DET = '(?:(?:a|an|the|your|my|his|her|some|that) )?';
const HAD = regex([wordsOf(HAD_BEFORE), ` ${DET}$`]);
const REMOVED_THEN = regex([wordsOf(REMOVED_BEFORE), ` ${DET}$`]);
/** After the condition: the removal ('removed'), unless it is today's ('removed today'). */
const NOT_TODAY = `(?!${oneOf(TODAY_AFTER.map((w) => ` ${w}`))})`;
const THEN_REMOVED = regex([String.raw`^s? `, wordsOf(REMOVED_AFTER), NOT_TODAY]);
const THEN_NOT_TODAY = regex(['^s?', NOT_TODAY]);

/** Whether a text tells one of the named conditions as taken out before today, in either order of words. */
function removedBefore(text: string, names: string[]): boolean {
  return conditionsIn(text).some((c) => {
    if (!names.includes(c.name)) return false;
    const before = text.slice(0, c.index);
    const after = text.slice(c.end);
    return (HAD.test(before) && THEN_REMOVED.test(after)) || (REMOVED_THEN.test(before) && THEN_NOT_TODAY.test(after));
  });
}

/**
 * A diagnosis the consultation tells was removed before this visit ('you had a skin cancer removed five
 * months ago' … 'in reviewing the pathology report for your skin cancer') is not a problem of today: it
 * leaves the assessment, and is offered for the past history when that does not hold it already.
 */
export function dropRemoved(facts: ClinicalFacts, all: Utterance[]) {
  const removed = facts.assessment.filter(
    (a) =>
      a.value.certainty !== 'possible' &&
      all.some(
        (u) =>
          !u.question &&
          removedBefore(
            u.text,
            conditionsIn(a.value.diagnosis).map((c) => c.name),
          ),
      ),
  );
  if (removed.length === 0) return;
  facts.assessment = facts.assessment.filter((a) => !removed.includes(a));
  for (const a of removed) {
    const text = a.value.diagnosis;
    if (facts.conditions.some((c) => c.value === text)) continue;
    if (facts.held.some((h) => h.value.section === 'pastMedicalHistory' && h.value.text === text)) continue;
    facts.held.push({
      value: { section: 'pastMedicalHistory', text },
      segmentIds: [...a.segmentIds],
    });
  }
}
