import { explainsFinding, namedAsCause } from './assessment-voice.js';
import { conditionsIn } from './history.js';
import { DIAGNOSTIC } from './lexicon-diagnosis.js';
import type { Certainty } from './types.js';

/** A problem said as a finding's meaning or as a cause, waiting to learn whether a diagnosis accounts for it. */
export interface Aside {
  phrase: string;
  certainty: Certainty;
  ids: string[];
}

/**
 * Whether a problem is said aside from the diagnosis, in plain words that name no disease: as the meaning
 * of a finding ('that means you have some inflammation of your kidney'), or as the cause of what is going
 * on ('dietary indiscretion … which made you retain fluid'). A disease named so ('you're showing signs of
 * what we call an upper respiratory infection') is the diagnosis itself. `rest` runs from the problem's name on.
 */
export function saidAside(before: string, rest: string, phrase: string): boolean {
  if (conditionsIn(phrase).length > 0 || DIAGNOSTIC.test(phrase)) return false;
  if (explainsFinding(before)) return true;
  const last = phrase.split(' ').pop()!;
  const end = rest.indexOf(last);
  return end >= 0 && namedAsCause(rest.slice(end + last.length));
}
