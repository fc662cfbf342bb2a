import { capture, regex } from '../pattern.js';
import { doneBefore, repairOf } from '../reading/history.js';
import { aboutOthers } from '../reading/subject.js';
import { nameAsSaid } from './history-scope.js';
import type { ConditionMention as Mention } from './conditions-in.js';
import type { Utterance } from './utterances.js';

/** How a repaired condition is written, and whether the consultation places the repair before today. */
export interface Repaired {
  written: string;
  done: boolean;
}

/**
 * A year said with the repair ('on 1/22/2013', 'in 2013'): the year is kept. A number the words go on from
 * ('two thousand and ten' read as '2000 and 10') is no year of its own.
 */
const YEAR = regex(
  [String.raw`\b(?:\d{1,2}/(?:\d{1,2}/)?)?`, capture([String.raw`(?:19|20)\d\d`]), String.raw`\b(?!,? (?:and )?\d)`],
  'g',
);

/** The year said nearest the condition in its clause, or ''. */
export function yearNear(text: string, at: number): string {
  const years = [...text.matchAll(YEAR)];
  const nearest = years.sort((a, b) => Math.abs(a.index - at) - Math.abs(b.index - at))[0];
  return nearest ? ` (${nearest[1]})` : '';
}

/**
 * The patient's conditions the consultation says were repaired, removed or resected ('an ascending
 * aortic aneurysm repair on 1/22/2013'), by name: written 'status post aortic aneurysm repair (2013)',
 * done when some clause places the repair before today. A relative's repair is not the patient's.
 */
export function repairedConditions(all: Utterance[], conditionsIn: (s: string) => Mention[]): Map<string, Repaired> {
  const found = new Map<string, Repaired>();
  for (const u of all) {
    if (u.question) continue;
    for (const c of conditionsIn(u.text)) {
      const noun = repairOf(u.text, c);
      if (!noun || aboutOthers(u.text, c.index, 'talk', c.end)) continue;
      const year = yearNear(u.text, c.index);
      const was = found.get(c.name);
      const written = `status post ${nameAsSaid(u.text, c)} ${noun}${year}`;
      // One with its year said, and one placed before today, says more than one without.
      found.set(c.name, {
        written: was && !year && was.written.endsWith(')') ? was.written : written,
        done: (was?.done ?? false) || doneBefore(u.text),
      });
    }
  }
  return found;
}
