// How the medicine reader writes what it found: plan entries, a schedule said next, a refusal, an offer.
import { oneOf, regex, wordsOf } from '../pattern.js';
import { drugMentions } from './drug-mentions.js';
import { AGREED } from './medication-cues.js';
import { DECLINED } from './medication-option-cues.js';
import { dosageNear, frequencyNear } from './medication-dose.js';
import { takenWhen } from './medication-instructions.js';
import { clash, mergedAction } from './medication-plan.js';
import { addFound, type ClinicalFacts, type Held } from './types.js';
import type { Utterance } from './utterances.js';
import { clinicianSays } from './voice.js';

type PlanMedication = ClinicalFacts['planMedications'][number]['value'];

/** A plan action on a drug, merged with what was said of it before; one that clashes with that stays apart. */
export function addPlan(facts: ClinicalFacts, med: PlanMedication, ids: string[]) {
  if (facts.planMedications.some((p) => p.value.name === med.name && clash(p.value.action, med.action))) {
    facts.planMedications.push({ value: med, segmentIds: [...ids] });
    return;
  }
  addFound(facts.planMedications, med, ids, (v) => v.name, mergedAction);
}

/**
 * How to take a medicine just started or changed, said next about 'it' ('it's twice a day', 'take that at
 * night') or as tablets to take ('you can take 1 to 2 tablets every 6 hours'), naming no other drug; how
 * many tablets, when more than one may be taken at once, captured (m[1]).
 */
const ABOUT_IT =
  /^(?:[a-z']+ ){0,4}?(?:it|it's|that|that's|them|take (\d+(?: to \d+)? (?:tablets?|pills?|capsules?)))\b/;
/** How far after 'it' the schedule of a drug whose dose is already written is read: 'it's just 1 tablet once a day'. */
const OFTEN_REACH = 30;

/** A line that opens on a dose: the rest of an order cut at a pause ('5 milligrams daily'). */
const OPENS_ON_DOSE = /^(?:(?:um|uh|so) )*\d+(?:\.\d+)?\s*(?:mg|milligrams?|mcg|micrograms?|units?|ml)\b/;

/**
 * The schedule said next completes a plan medicine: the whole of it when none was said with the drug, how
 * often when only the dose was ('Start lortab 5 mg' and 'you can take 1 to 2 tablets every 6 hours as
 * needed' → 'every 6 hours as needed'); when how often is written, only the time of day said next ('take it
 * at night' → '10 mg once a day at night'). A dose the clinician says
 * after a pause, on the next line, is the drug's ('add spironolactone' | '25 milligrams daily'), when
 * nothing was said after the drug; a dose cut inside ('aldactone 12' | '5 milligrams') is not joined: the
 * checker reads each line's numbers apart and would contradict 12.5.
 */
export function scheduleSaidNext(facts: ClinicalFacts, name: string, next: Utterance | undefined, after: string) {
  if (!next || next.question || drugMentions(next.text).length > 0) return;
  const plan = facts.planMedications.find((p) => p.value.name === name);
  const written = plan?.value.instructions ?? null;
  if (!plan) return;
  if (!written && !after.trim() && OPENS_ON_DOSE.test(next.text) && clinicianSays(next.seg, next.text)) {
    const dose = dosageNear(next.text);
    if (dose) complete(plan, dose, next);
    return;
  }
  const it = ABOUT_IT.exec(next.text);
  // 'increase' with no dose said: how often alone would not say what it changes to.
  if (!it || (written && !/\d/.test(written))) return;
  const said = next.text.slice(it[0].length);
  if (written && frequencyNear(written)) {
    // How often is written; the time of day said next joins it ('take it at night').
    const when = takenWhen(written, next.text.slice(0, it[0].length + OFTEN_REACH));
    if (when) complete(plan, `${written} ${when}`, next);
    return;
  }
  const often = written ? frequencyNear(said.slice(0, OFTEN_REACH)) : dosageNear(said);
  // 'take 1 to 2 tablets every 6 hours' after '5 mg': the tablets taken at once are kept with the strength.
  const tablets = written && it[1] && !/^1 \w+$/.test(it[1]) ? `, ${it[1]}` : '';
  if (often) complete(plan, written ? `${written}${tablets} ${often}` : often, next);
}

/** A reply of agreement words only, up to its closing punctuation. */
const AGREEMENT = regex(['^(?:[\\s,]*', wordsOf(AGREED), ')+[\\s,.!]*$']);

/**
 * The clinician's words that go on with an order: the next clause, or the one after the patient's bare
 * agreement ("i'm going to put you on lisinopril" | 'okay' | "you'll take it once a day in the morning").
 */
export function orderGoesOn(all: Utterance[], i: number): Utterance | undefined {
  const [next, then] = [all[i + 1], all[i + 2]];
  if (!next || !then || clinicianSays(next.seg, next.text) || !clinicianSays(then.seg, then.text)) return next;
  return AGREEMENT.test(next.text) ? then : next;
}

function complete(plan: ClinicalFacts['planMedications'][number], instructions: string, next: Utterance) {
  plan.value = { ...plan.value, instructions };
  plan.segmentIds = [...new Set([...plan.segmentIds, next.seg.id])];
}

const DECLINED_REPLY = regex(['^(?:(?:um|uh|well|so|oh|honestly|actually|no|yeah|hmm) )*', oneOf(DECLINED), '\\b']);

/** Whether the next words, another speaker's at once, turn down what was just offered. */
export function declinedNext(u: Utterance, next: Utterance | undefined): boolean {
  return (
    next !== undefined && next.seg !== u.seg && !clinicianSays(next.seg, next.text) && DECLINED_REPLY.test(next.text)
  );
}

export function holdOnce(facts: ClinicalFacts, section: Held['section'], text: string, ids: string[]) {
  if (!facts.held.some((h) => h.value.section === section && h.value.text === text))
    facts.held.push({ value: { section, text }, segmentIds: ids });
}
