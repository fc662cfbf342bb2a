import { regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { aboutOthers, hypotheticalCue } from '../reading/subject.js';
import { aboutCompanion } from './companion.js';
import { pronounsFor, thirdPerson } from './person.js';
import {
  ADVICE,
  CLINICIAN_ADVICE,
  DICTATED,
  FILLERS,
  HOME_QUESTIONS,
  HOW_MUCH,
  STILL_ASKED,
  STOPPED_ASKED,
  UNSURE,
  WORK_QUESTIONS,
} from './social-cues.js';
import { HABIT_WORDS, HABITS, habitLine, habitSpan, smokesDrugOnly, STATED_WORDS } from './social-habits.js';
import { homeIn, occupationIn } from './social-phrases.js';
import { sureSocialLine } from './social-sure.js';
import type { ClinicalFacts, Seg } from './types.js';
import { replyTo, utterancesOf, type Utterance } from './utterances.js';
import { namesAllergy } from './medication-allergy-talk.js';

type SocialKey = keyof ClinicalFacts['social'];

const WORK_ASKED = regex([wordsOf(WORK_QUESTIONS)]);
const HOME_ASKED = regex([wordsOf(HOME_QUESTIONS)]);
const ADVISED = regex([wordsOf(ADVICE)]);
const CLINICIAN_ADVISED = regex([wordsOf(CLINICIAN_ADVICE)]);
const HOW_MUCH_ASKED = regex([wordsOf(HOW_MUCH)]);
const STILL_ASKING = regex([wordsOf(STILL_ASKED)]);
const STOPPED_ASKING = regex([wordsOf(STOPPED_ASKED)]);
const UNSURE_REPLY = regex([wordsOf(UNSURE)]);
const DICTATION = regex([wordsOf(DICTATED)]);
const FILLER = new RegExp(FILLERS, 'g');
/** A reply's opening yes, no or filler, which a note does not keep. */
const OPENING = /^(?:(?:yes|yeah|yep|no|nope|well|um+|uh+|oh|so|and|okay|ok|i mean|actually)[, ]+)+/;

/** A statement as a clinician would add it: no fillers, no opening 'yeah', in the third person. */
function cleaned(text: string, facts: ClinicalFacts): string {
  const words = text
    .replace(FILLER, '')
    .replace(/\s*,(?:\s*,)+/g, ',')
    .replace(/^[\s,]+/, '')
    .replace(OPENING, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,]+$/, '')
    .trim();
  const third = thirdPerson(words.split(' ').slice(0, 20).join(' '), pronounsFor(facts.sex?.value));
  return third.charAt(0).toUpperCase() + third.slice(1);
}

/** Names as said ('Arizona', 'Safeway'): a word written with a capital inside a sentence keeps it. */
function asSaid(value: string, segs: Seg[], ids: string[]): string {
  const named = new Map<string, string>();
  for (const seg of segs.filter((s) => ids.includes(s.id)))
    for (const m of seg.raw.matchAll(/(?<=[a-z,] )([A-Z][a-z]+)\b/g)) named.set(m[1]!.toLowerCase(), m[1]!);
  return value.replace(/(?<= )[a-z]+\b/g, (w) => named.get(w) ?? w);
}

/**
 * Fills a line once; a later reading of the same status that says more ('…, 1 pack per day') replaces it. A work
 * or home line not in a sure form is offered instead (extract/social-sure.ts).
 */
function put(facts: ClinicalFacts, key: SocialKey, value: string, ids: string[]) {
  if ((key === 'occupation' || key === 'livingSituation') && !sureSocialLine(key, value))
    return hold(facts, value, ids);
  const had = facts.social[key];
  if (had && !(value.startsWith(had.value) && value.length > had.value.length)) return;
  facts.social[key] = { value, segmentIds: [...new Set([...(had?.segmentIds ?? []), ...ids])] };
}

function hold(facts: ClinicalFacts, text: string, ids: string[]) {
  // A reply asking back ('you mean like cocaine?') says nothing yet.
  if (text.split(' ').length < 2 || text.endsWith('?') || facts.held.some((h) => h.value.text === text)) return;
  facts.held.push({ value: { section: 'socialHistory', text }, segmentIds: ids });
}

/** Whether the words of a line's subject in an utterance are the patient's, not a relative's or the companion's own. */
function patientsOwn(u: Utterance, re: RegExp): boolean {
  const m = re.exec(u.text);
  return !!m && !aboutOthers(u.text, m.index) && !aboutCompanion(u.seg, u.text, m.index);
}

/** A question about a habit, answered by the reply: 'do you smoke?' — 'no' is a never smoker, 'i quit' a former one. */
function answerHabits(u: Utterance, reply: { text: string; ids: string[] }, facts: ClinicalFacts) {
  const ids = [u.seg.id, ...reply.ids.filter((id) => id !== u.seg.id)];
  const asked = HABITS.filter(
    (h) => HABIT_WORDS[h].test(u.text) && !aboutOthers(u.text, HABIT_WORDS[h].exec(u.text)!.index),
  );
  for (const habit of asked) {
    if (habit === 'tobacco' && smokesDrugOnly(reply.text)) continue;
    const named = HABIT_WORDS[habit].test(reply.text);
    const said = habitSpan(habit, reply.text);
    // 'no drugs. i do drink socially': the 'no' answers the drugs only.
    const polarity = HOW_MUCH_ASKED.test(u.text) ? null : answerPolarity(said);
    // 'do you smoke or drink?' — 'i drink socially' answers the drinking only.
    if (asked.length > 1 && !named && (polarity !== false || HABITS.some((h) => HABIT_WORDS[h].test(reply.text))))
      continue;
    // 'do you still smoke?' — 'no': the question's words say what the bare answer means.
    // 'do you still smoke?' — 'no', or 'when did you stop?' — '30 years back': the habit was given up.
    const givenUp = STOPPED_ASKING.test(u.text) || (!named && polarity === false && STILL_ASKING.test(u.text));
    const read = UNSURE_REPLY.test(said) ? null : habitLine(habit, said, polarity, givenUp);
    if (read) put(facts, habit, read.line, ids);
    else if (!facts.social[habit]) hold(facts, cleaned(reply.text, facts), ids);
  }
}

/** A statement naming a habit: the patient's own words ('i quit 10 years ago'), or a clinician's dictation ('she denies alcohol use'). */
function statedHabits(u: Utterance, facts: ClinicalFacts, replied: Set<string>) {
  for (const habit of HABITS) {
    const re = STATED_WORDS[habit];
    if (!re.test(u.text) || !patientsOwn(u, re) || hypotheticalCue(u.text)) continue;
    if (habit === 'tobacco' && smokesDrugOnly(u.text)) continue;
    // Advice says nothing of the habit ('try to cut down on alcohol'); a clinician's statement counts only in a note's words.
    if (ADVISED.test(u.text)) continue;
    if (u.seg.role === 'Doctor' && (CLINICIAN_ADVISED.test(u.text) || !DICTATION.test(u.text))) continue;
    const read = habitLine(habit, habitSpan(habit, u.text), null);
    if (read) put(facts, habit, read.line, [u.seg.id]);
    else if (u.seg.role !== 'Doctor' && !replied.has(u.seg.id) && !facts.social[habit])
      hold(facts, cleaned(u.text, facts), [u.seg.id]);
  }
}

/**
 * Social history as facts a clinician writes: tobacco, alcohol and drug use as a status with an amount
 * ('Former smoker, quit 10 years ago, 1 pack per day for 20 years', 'Denies alcohol use'), work as a noun
 * phrase ('Teacher'), home as a short phrase ('Lives with wife'). A reply or statement that names a
 * subject but cannot be read as such a fact is held back (facts.held), never copied into the note.
 */
export function extractSocial(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  const replied = new Set<string>();
  all.forEach((u, i) => {
    if (u.question) {
      if (u.seg.role !== 'Doctor') return;
      const reply = replyTo(all, i, segs);
      if (!reply) return;
      const ids = [u.seg.id, ...reply.ids.filter((id) => id !== u.seg.id)];
      // 'any drug allergies?' asks of allergies, not of drug use.
      if (HABITS.some((h) => HABIT_WORDS[h].test(u.text)) && !namesAllergy(u.text)) answerHabits(u, reply, facts);
      else if (WORK_ASKED.test(u.text)) {
        const job = occupationIn(reply.text, 'Patient', true);
        if (job) put(facts, 'occupation', asSaid(job, segs, ids), ids);
        else if (!facts.social.occupation && answerPolarity(reply.text) === null)
          hold(facts, cleaned(reply.text, facts), ids);
      } else if (HOME_ASKED.test(u.text)) {
        const home =
          homeIn(reply.text, 'Patient', true) ??
          (answerPolarity(reply.text) && /married/.test(u.text) ? 'Married' : null);
        if (home) put(facts, 'livingSituation', asSaid(home, segs, ids), ids);
      } else return;
      reply.ids.forEach((id) => replied.add(id));
      return;
    }
    statedHabits(u, facts, replied);
    const job = occupationIn(u.text, u.seg.role);
    if (job) put(facts, 'occupation', asSaid(job, segs, [u.seg.id]), [u.seg.id]);
    const home = homeIn(u.text, u.seg.role);
    if (home) put(facts, 'livingSituation', asSaid(home, segs, [u.seg.id]), [u.seg.id]);
  });
}
