import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { aboutOthers, namesOthers } from '../reading/subject.js';
import {
  AGE_ADJECTIVES,
  AGE_HEDGES,
  AGE_QUESTIONS,
  AGE_UNITS,
  ADDRESSING,
  BARE_AGE_AFTER,
  DESCRIBING,
  NOT_AGE_AFTER,
  NOT_NAMES,
  OTHER_AGE,
  SELF_AGE,
  SEXES,
  TITLES,
} from './patient-cues.js';
import type { ClinicalFacts, Seg } from './types.js';
import { replyTo, utterancesOf } from './utterances.js';

const HEDGE = `(?:${oneOf(AGE_HEDGES)} )?`;
/** 'i'm 35 years old', 'you're a 39-year-old', 'she's about 80 years old', 'this 45 year old', 'a 50-year-old'. */
const AGE = regex(
  [
    String.raw`(?:\b${capture(SELF_AGE)} |\b${capture(OTHER_AGE)} |\b(a|an|this|the) |^|(?<=\W))`,
    `(?:(?:a|an) )?${HEDGE}(?:${oneOf(AGE_ADJECTIVES)} )?`,
    String.raw`(\d{1,3})(?:${oneOf(AGE_UNITS)}\b|${BARE_AGE_AFTER})`,
    String.raw`(?: ${DESCRIBING}${capture(Object.keys(SEXES))}\b)?`,
  ],
  'g',
);
const WITH_UNIT = regex([String.raw`^\d{1,3}`, oneOf(AGE_UNITS)]);
/** An age then, not now: 'when i was 12 years old', 'since he was 5 years old', 'at 40 years old'. */
const AGE_THEN = /\b(?:was|were|at|since|until|till|from|by|age of)\s+(?:about |around |a |an )?$/;
/** A possessive before the age makes it someone's child or relative: 'my 5-year-old', 'her 16 year old'. */
const WHOSE = /\b(?:my|your|her|his|their|our)\s+$/;
const ASKED_AGE = regex([wordsOf(AGE_QUESTIONS)]);
/** A reply giving the age: '35', 'i'm 35', 'good morning, doctor, i'm 25', 'she's about 80', 'i'm 77 years young'. */
const AGE_REPLY = regex([
  String.raw`(?:^(?:(?:um|uh|oh|well|so|yeah|yes)[, ]+)*|\b${oneOf([...SELF_AGE, ...OTHER_AGE])} )${HEDGE}`,
  String.raw`(\d{1,3})\b(?! ?${oneOf(NOT_AGE_AFTER)}\b)`,
]);

/** 'hi mrs. peterson', 'i'm seeing mr. allen': the title the clinician gives the patient. */
const TITLED = regex([
  String.raw`(?:^|\b${oneOf(ADDRESSING)}[,.]? )`,
  capture(Object.keys(TITLES)),
  String.raw`\.? (?!${oneOf(NOT_NAMES)}\b)[a-z]+`,
]);

interface AgeSaid {
  years: number;
  sex: string | null;
}

const plausible = (years: number) => years > 0 && years < 120;

/**
 * The patient's age (and the sex said with it) in one segment, when the words are said of the patient:
 * the patient of themselves ('i'm 35 years old'), the clinician to them or of them ('you're 35 years
 * old', 'a 39-year-old female'), a companion of them ('she's 80 years old'). A relative's or a child's
 * age ('my son is 5 years old', 'a 5-year-old daughter') and an age then ('when i was 12 years old') are not.
 */
function ageIn(seg: Seg): AgeSaid | null {
  for (const m of seg.text.matchAll(AGE)) {
    const [, self, other, article, number, sexWord] = m;
    const years = Number(number);
    const at = m.index + m[0].indexOf(number!);
    const before = seg.text.slice(0, at);
    const after = seg.text
      .slice(m.index + m[0].length)
      .split(' ')
      .slice(0, 4)
      .join(' ');
    if (!plausible(years) || AGE_THEN.test(before) || WHOSE.test(before)) continue;
    // A bare number is an age only in the patient's own 'i'm 55' and only past childhood ('i'm 1 of those' is none).
    const bare = !WITH_UNIT.test(m[0].slice(m[0].indexOf(number!)));
    if (bare && !(self && seg.role === 'Patient' && years >= 12)) continue;
    if (aboutOthers(seg.text, at) || (!sexWord && namesOthers(after))) continue;
    // 'i'm 35' is the patient's own (a companion's 'i' is the companion); 'she's 80' from the patient is someone else.
    if (self && seg.role === 'Other') continue;
    // A dictation mislabelled as the patient's ('she's a 57 year old female') still says 'female' or 'male'.
    if (other && seg.role === 'Patient' && !/^you/.test(other) && !/^(?:fe)?male$/.test(sexWord ?? '')) continue;
    if (!self && !other && !sexWord && !(article && seg.role !== 'Patient')) continue;
    return { years, sex: sexWord ? SEXES[sexWord]! : null };
  }
  return null;
}

/** The patient's age and sex as said in the consultation (the patient record, when it has them, takes precedence). */
export function extractPatient(segs: Seg[], facts: ClinicalFacts) {
  for (const seg of segs) {
    const said = ageIn(seg);
    if (!said) continue;
    if (!facts.age) facts.age = { value: String(said.years), segmentIds: [seg.id] };
    if (!facts.sex && said.sex) facts.sex = { value: said.sex, segmentIds: [seg.id] };
  }
  for (const seg of segs) {
    const title = seg.role === 'Doctor' ? TITLED.exec(seg.text) : null;
    if (!facts.sex && title) facts.sex = { value: TITLES[title[1]!]!, segmentIds: [seg.id] };
  }
  if (facts.age) return;
  // 'how old are you?' — '35': a bare number is an age only as the answer to that question.
  const all = utterancesOf(segs);
  all.forEach((u, i) => {
    // The segment asks (speech recognition may cut 'how old | are you' in two); its last clause is the one answered.
    if (facts.age || u.seg.role !== 'Doctor' || !ASKED_AGE.test(u.seg.text) || all[i + 1]?.seg === u.seg) return;
    const reply = replyTo(all, i, segs);
    const years = Number(reply && AGE_REPLY.exec(reply.text)?.[1]);
    if (reply && plausible(years)) facts.age = { value: String(years), segmentIds: [u.seg.id, ...reply.ids] };
  });
}
