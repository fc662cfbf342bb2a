import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { ageInReply, agesSaid } from '../reading/ages.js';
import { AGE_QUESTIONS } from '../reading/person-cues.js';
import { ADDRESSING, NOT_NAMES, TITLES } from './patient-cues.js';
import type { ClinicalFacts, Seg } from './types.js';
import { replyTo, utterancesOf } from './utterances.js';

const ASKED_AGE = regex([wordsOf(AGE_QUESTIONS)]);
/** 'hi mrs. peterson', 'i'm seeing mr. allen': the title the clinician gives the patient. */
const TITLED = regex([
  String.raw`(?:^|\b${oneOf(ADDRESSING)}[,.]? )`,
  capture(Object.keys(TITLES)),
  String.raw`\.? (?!${oneOf(NOT_NAMES)}\b)[a-z]+`,
]);

/** The patient's age and sex as said in the consultation (the patient record, when it has them, takes precedence). */
export function extractPatient(segs: Seg[], facts: ClinicalFacts) {
  for (const seg of segs) {
    // The first age said of the patient (reading/ages.ts), with the sex said with it.
    const said = agesSaid(seg.text, seg.role).find((a) => a.patient);
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
    const years = reply && ageInReply(reply.text);
    if (years) facts.age = { value: String(years), segmentIds: [u.seg.id, ...reply.ids] };
  });
}
