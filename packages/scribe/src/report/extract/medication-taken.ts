import { STOPPED, adherenceOf, stoppedIn } from '../reading/adherence.js';
import { aboutOthers } from '../reading/subject.js';
import { timeOf } from '../reading/time.js';
import { drugMentions } from './drug-mentions.js';
import { toldAdherence } from './medication-adherence.js';
import type { DrugWords } from './medication-drug-words.js';
import { holdOnce } from './medication-entries.js';
import type { DrugSentence, MedicationState } from './medication-sentence.js';
import {
  askedOfThePast,
  listed,
  namedNotTaken,
  notSaidTakenNow,
  takingSaid,
  triedOnly,
} from './medication-standing.js';
import { starts } from './medication-plan.js';
import { CHILD_BEFORE, generic } from './medication-taking.js';
import type { ClinicalFacts } from './types.js';

/**
 * Whether the k-th drug is kept off the list of medicines taken now: how the patient says they take it,
 * taken before, only tried, or named in passing. What was said is offered in its place.
 */
export function notTakenNow(
  s: DrugSentence,
  k: number,
  words: DrugWords,
  dosage: string | null,
  facts: ClinicalFacts,
  state: MedicationState,
): boolean {
  return toldNotTaken(s, k, words, facts) || notOnIt(s, k, words, dosage, facts, state);
}

/**
 * How the patient says they take it, in their words of this drug alone, or in their reply about it alone:
 * not taken now, now and then (still taken, so listed), or stopped of their own accord. Another person's
 * medicine ('my mom takes metformin for her diabetes') is not the patient's. Asked about and answered as
 * stopped, the reply naming no other drug: taken before, not now.
 */
function toldNotTaken(s: DrugSentence, k: number, words: DrugWords, facts: ClinicalFacts): boolean {
  const { sentence, found, u, replyAbout, clinician, taking } = s;
  const m = found[k]!;
  const others = aboutOthers(sentence, m.index) && !CHILD_BEFORE.test(sentence.slice(0, m.index));
  const aloneIn = replyAbout && drugMentions(replyAbout.text).every((r) => r.name === m.name);
  const own = clinician || others || u.question ? null : adherenceOf(`${words.before}${m.name}${words.around.after}`);
  const replied = aloneIn ? adherenceOf(replyAbout.text, true) : null;
  const said = own ?? replied;
  if (said) toldAdherence(facts, m.name, said, own ? [u.seg.id] : [u.seg.id, ...replyAbout!.ids]);
  if (replied?.taking === 'taking irregularly') taking[k] = true;
  if (STOPPED.test(sentence) && said?.taking !== 'taking irregularly') return true;
  if (others) return true;
  if (aloneIn && stoppedIn(replyAbout) && replied?.taking !== 'taking irregularly') {
    holdOnce(facts, 'medications', `Previously took ${m.name}.`, [u.seg.id, ...replyAbout.ids]);
    return true;
  }
  return false;
}

/**
 * 'i used to be on amlodipine': taken before; the words about this drug alone decide, so 'i take
 * lisinopril and i used to be on amlodipine' keeps lisinopril. 'i took some tylenol', or a yes to a
 * question of the past ('were you taking any insulin at that time?'): tried for the problem, and '… it
 * still hurts even with ibuprofen' tells of it again. Asked about without taking ('will the tramadol be
 * okay?') and not answered yes, or named by the clinician with no word of taking ('before we started the
 * progesterone'), or a possibility ('we could use the betamethasone'): named in passing. A short answer to
 * a question is the patient's, whatever the label says ('tylenol, but it doesn't help').
 */
function notOnIt(
  s: DrugSentence,
  k: number,
  words: DrugWords,
  dosage: string | null,
  facts: ClinicalFacts,
  state: MedicationState,
): boolean {
  const { sentence, found, u, all, i, replyAbout, clinician, taking, ids } = s;
  const m = found[k]!;
  const { around } = words;
  if (timeOf(`${words.before}${m.name}${around.after}`) === 'past') {
    holdOnce(facts, 'medications', `Previously took ${m.name}.`, [u.seg.id]);
    return true;
  }
  if (s.examples.has(k)) return true;
  if (triedOnly(around) || (u.question && askedOfThePast(sentence.slice(0, m.index), replyAbout))) {
    state.tried.add(generic(m.name));
    holdOnce(facts, 'medications', `Has taken ${m.name}.`, ids);
    return true;
  }
  if (!clinician && state.tried.has(generic(m.name)) && notSaidTakenNow(around)) return true;
  const answering = all[i - 1]?.question === true && all[i - 1]!.seg !== u.seg;
  const takingBefore = takingSaid({ before: words.before, after: '' });
  if (clinician && !u.question && !answering && !s.actions[k] && !takingBefore && dosage && planChanges(facts, m.name))
    return true;
  const passing = u.question
    ? s.answer !== true && !taking[k]
    : clinician && !answering && !s.actions[k] && !dosage && !taking[k];
  if (passing || namedNotTaken(around)) {
    holdOnce(facts, 'medications', `${listed(m.name, dosage)}.`, ids);
    return true;
  }
  return false;
}

/**
 * 'we'll increase the lisinopril to 20' … 'so lisinopril 20 mg once a day': a dose the clinician says of a
 * drug the plan already starts or changes, with no word of taking before it ('you're on'), restates the
 * plan's dose, not the one taken now ('twice daily' after it says how the plan has it taken). The plan holds it; the list does not.
 */
const planChanges = (facts: ClinicalFacts, name: string) =>
  facts.planMedications.some(
    (p) => generic(p.value.name) === generic(name) && (starts(p.value.action) || p.value.action === 'change'),
  );
