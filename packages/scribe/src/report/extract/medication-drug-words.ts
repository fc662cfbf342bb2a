import type { Around } from './medication-standing.js';
import { listedAfter, takingSaid, askedOfThePast } from './medication-standing.js';
import { dosageNear, scheduleOfList, withSchedule } from './medication-dose.js';
import { afterOldDose, changedTo, correctedDose } from './medication-dose-change.js';
import { asksDose, doseInReply, doseSaidNext } from './medication-dose-next.js';
import type { DrugSentence } from './medication-sentence.js';

/** Where one clause joins the next ('… daily and i used to be on …'): a drug's own words end there. */
const JOINED = /\b(?:and|but|so|then)\b/;

/** The words said of one drug of a sentence. */
export interface DrugWords {
  /** everything up to the next drug named */
  after: string;
  /** the words about this drug alone, up to where the clause joins the last */
  before: string;
  /** the few words after it, up to the next drug */
  afterIt: string;
  /** the words of this drug alone, each side */
  around: Around;
}

/**
 * The words around the k-th drug of a sentence. A drug's own words stop at the next drug named and at
 * the joint of the next clause, so 'i take lisinopril and i used to be on amlodipine' keeps each drug's
 * words apart.
 */
export function drugWords(s: DrugSentence, k: number): DrugWords {
  const { sentence, found } = s;
  const m = found[k]!;
  const after = sentence.slice(m.end, found[k + 1]?.index ?? sentence.length);
  const before = sentence
    .slice(Math.max(found[k - 1]?.end ?? 0, m.index - 40), m.index)
    .split(JOINED)
    .pop()!;
  const afterIt = sentence.slice(m.end, Math.min(found[k + 1]?.index ?? sentence.length, m.end + 30));
  return { after, before, afterIt, around: { before, after: afterIt.split(JOINED)[0]! } };
}

/**
 * The dose said with the k-th drug. A dose said after the next drug is that drug's dose. An action said
 * of the drug after it ('lisinopril 20 mg … increase it to 40 mg'): its dose follows the action, and a
 * change's dose is the one after the old dose. A dose put right at once, in these words or the next
 * ('… or 50 000 units, excuse me'), is the dose meant. How often, said once for the drugs one action
 * names ('stay on tylenol 500 mg and ibuprofen 200 mg and take that 3 times a day'), follows the last
 * of them.
 */
export function dosageOf(s: DrugSentence, k: number, after: string): string | null {
  const { sentence, found, actions, all, i } = s;
  const m = found[k]!;
  const cue = actions[k];
  const ofIt = cue && cue.at > m.end ? after.slice(cue.at + cue.word.length - m.end) : after;
  const told = cue?.action === 'change' ? afterOldDose(ofIt) : ofIt;
  const nextText = k === found.length - 1 ? (all[i + 1]?.text ?? '') : '';
  const fixed = correctedDose(told) ?? (/^or\b/.test(nextText) ? correctedDose(nextText) : null);
  const last = cue ? found.findLastIndex((_, j) => j >= k && actions.slice(k, j + 1).every((a) => a === cue)) : k;
  const listEnd = found[last]!.end;
  const shared = cue ? scheduleOfList(sentence.slice(listEnd, found[last + 1]?.index ?? sentence.length)) : null;
  const said = dosageNear(fixed ?? told, sentence.slice(found[k - 1]?.end ?? 0, m.index));
  // A change's new dose said without a unit ('increase to 20') is still what it changes to.
  return withSchedule(cue?.action === 'change' ? changedTo(said, told) : said, shared);
}

/**
 * Whether the k-th drug is said to be taken, and a dose said apart from it. Taking said of a list ('you
 * are on pacerone, lasix and neurontin') is said of each drug in it. A dose in the reply to a question of
 * the drug ('how much lisinopril do you take?' | '20 milligrams a day') says it is taken; the question may
 * end in the clause after the drug ('how much lisinopril' | 'do you take?'), and a question of the past
 * ('how much tylenol did you take?') asks what was tried, not what is taken. A dose may also come in the
 * next clause of the turn ('… i think we have you on 20 mg a day').
 */
export function takenWithDose(
  s: DrugSentence,
  k: number,
  words: DrugWords,
): { replyDose: string | null; nextDose: string | null } {
  const { sentence, found, u, next, replyAbout, taking } = s;
  const m = found[k]!;
  const inList = k > 0 && listedAfter(sentence.slice(found[k - 1]!.end, m.index));
  const listBefore = { before: sentence.slice(Math.max(0, m.index - 60), m.index), after: words.around.after };
  taking[k] =
    takingSaid(listBefore, u.question ? sentence.slice(0, m.index) : '') || (inList && taking[k - 1] === true);
  const question = u.question ? sentence : next?.question ? `${sentence} ${next.text}` : null;
  const asked = question !== null && found.length === 1 && asksDose(question) && !askedOfThePast(question, replyAbout);
  const replyDose = asked && replyAbout ? doseInReply(replyAbout.text) : null;
  const nextDose = !s.actions[k] && k === found.length - 1 && next?.seg === u.seg ? doseSaidNext(next.text) : null;
  if (replyDose) taking[k] = true;
  return { replyDose, nextDose };
}
