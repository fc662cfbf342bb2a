import { framedBy } from '../reading/frames.js';
import { denialLimited } from '../reading/denial-limits.js';
import { type Mention, symptomMentions } from './symptom-mentions.js';
import { display } from './text.js';
import type { ClinicalFacts, Found, OtherReading, Seg } from './types.js';

/** What the offer says of a symptom also read otherwise, so the clinician sees why it was not written. */
const ALSO: Record<OtherReading, string> = {
  denied: 'answers conflict',
  past: 'also told as past',
  unsure: 'also said with doubt',
};

/**
 * How the note offers a symptom it is not sure is current: 'Fever: said; unclear if current (answers conflict)'.
 * No word of negation in it ('not sure', 'denied'), which would read as denying the symptoms listed after it.
 */
const offered = (name: string, readings: OtherReading[]) =>
  `${display(name)}: said; unclear if current (${[...new Set(readings)].map((r) => ALSO[r]).join('; ')})`;

/** The symptoms a text names, by their lexicon names. */
const named = (text: string) => symptomMentions(text.toLowerCase()).map((m) => m.term.name);

/**
 * Whether a clinician's turn asks if the patient has this symptom at all, and no other: every symptom it names is
 * this one, not in a frame that takes it as given ('during the headaches do you ever throw up'), nor limited to
 * a time, a setting, a degree or a kind ('any history of headaches', 'trouble breathing while you are asleep',
 * 'anything for the cough'), whose 'no' can be true of a patient who has it.
 */
function asksOf(name: string, text: string): boolean {
  const asked = symptomMentions(text);
  const plainly = (m: Mention) =>
    m.term.name === name && !framedBy(text.slice(0, m.index)) && !denialLimited(text, m.index, m.end);
  return asked.length > 0 && asked.every(plainly);
}

/**
 * A denial that goes against a symptom the patient affirms counts when it was asked of that symptom alone and
 * answered ('has he been throwing up today' 'no i haven't today'). A 'no' to a question naming several things
 * ('any shortness of breath or dizziness') may deny only some of them; one framed around the symptom denies
 * what was asked of it; and one read from a single turn that also tells of the symptom ('no these headaches wake
 * me up at night') is not a second answer. Then the symptom stays the patient's.
 */
function askedAndAnswered(name: string, evidence: Seg[]): boolean {
  return evidence.some((s) => s.role !== 'Doctor') && evidence.some((s) => s.role === 'Doctor' && asksOf(name, s.text));
}

/**
 * The gate for symptoms written as current. The note writes a symptom as the patient's today ('reports …' in the
 * history, 'Endorses …' in the review of systems, the chief complaint when no reason for the visit was stated)
 * only when every reading of it
 * agrees: affirmed, and nowhere in the consultation also denied, placed in the past or named with doubt. Mixed
 * readings mean the writer is not sure, and a wrong 'present' signed can mislead care; such a symptom is offered
 * as "said, not in the note" with its evidence, for the clinician to write in one click. One the reading is sure
 * is over, or had only in an earlier episode, is already told so in the history, and stays.
 *
 * The complaint the visit is for keeps its own past ('i've had these headaches before'): its history is part
 * of why the patient came. The reason for the visit, as stated, stays the chief complaint: another symptom put
 * in its place would be a complaint the patient did not come with.
 */
export function holdUnsureSymptoms(segs: Seg[], facts: ClinicalFacts) {
  const toldSo = new Set([...facts.resolvedSymptoms, ...facts.episodeSymptoms].map((r) => r.value));
  const complaint = new Set(named(facts.reason?.value ?? ''));
  const byId = new Map(segs.map((s) => [s.id, s]));
  const evidence = (ids: string[]) => ids.map((id) => byId.get(id)).filter((s) => s !== undefined);
  const counts = (r: Found<{ symptom: string; reading: OtherReading }>) =>
    r.value.reading !== 'denied' || askedAndAnswered(r.value.symptom, evidence(r.segmentIds));
  const readingsOf = (s: Found<string>) =>
    facts.symptomReadings.filter(
      (r) => r.value.symptom === s.value && counts(r) && !(r.value.reading === 'past' && complaint.has(s.value)),
    );
  const unsure = facts.symptoms.filter((s) => !toldSo.has(s.value) && readingsOf(s).length > 0);
  if (unsure.length === 0) return;
  // Offered first among what was said and not written: a symptom to settle matters more than a sentence held
  // for its spoken wording.
  const offers = unsure.map((s) => {
    const readings = readingsOf(s);
    const text = offered(
      s.value,
      readings.map((r) => r.value.reading),
    );
    const ids = [...new Set([...s.segmentIds, ...readings.flatMap((r) => r.segmentIds)])];
    return { value: { section: 'historyOfPresentIllness' as const, text }, segmentIds: ids };
  });
  facts.held.unshift(...offers);
  const held = new Set(unsure.map((s) => s.value));
  facts.symptoms = facts.symptoms.filter((s) => !held.has(s.value));
  facts.symptomCourses = facts.symptomCourses.filter((c) => !held.has(c.value.symptom));
}
