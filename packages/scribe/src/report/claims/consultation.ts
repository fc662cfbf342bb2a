import type { Transcript } from '@asha/contracts';
import { readVital, VITAL_KEYS } from '../extract/index.js';
import type { ClinicalFacts } from '../extract/types.js';
import { sentences } from '../extract/text.js';
import { allergyTalk, answersAllergyTalk } from './allergy-talk.js';
import type { Consultation } from './consultation-types.js';
import { comparedSidesIn, otherSidesIn } from './other-side.js';
import { kinOnlyConditions } from './kin-conditions.js';
import { takePresence } from './presence.js';
import { readAllergies } from './read-allergies.js';
import { readDrugs } from './read-drugs.js';
import { agesInOtherWords, agesSaid } from '../reading/ages.js';
import { emptySex, readSex } from './read-person.js';
import { readSides } from './read-sides.js';
import { readSpans } from './read-spans.js';
import { answersOf } from './answers-of.js';
import { readSymptoms, turnsOf } from './read-talk.js';
import { runOnAnswers } from '../reading/run-on-answers.js';
import { SITE_REACH, withSite } from '../reading/sites.js';
import { sideContext } from './sides.js';
import { claimText } from './text.js';

/** Reads a consultation once into the facts the claim checks compare with. */
export function readConsultation(t: Transcript, facts?: ClinicalFacts): Consultation {
  // A patient's 'no' the recogniser ran into the end of the clinician's questions is read as the patient's (reading/run-on-answers.ts).
  const segs = runOnAnswers(
    t.segments.map((s) => ({ id: s.id, role: s.role as string, text: claimText(s.english || s.text) })),
  );
  const c: Consultation = {
    segs,
    text: segs.map((s) => s.text).join(' \n '),
    drugs: new Map(),
    doseOwners: new Map(),
    symptoms: new Map(),
    conditions: new Map(),
    conditionNames: new Set(),
    kinConditions: facts ? kinOnlyConditions(facts) : new Map(),
    sides: [],
    worse: [],
    allergies: new Map(),
    noAllergies: [],
    vitals: new Map(),
    ages: [],
    sex: emptySex(),
    spans: [],
  };
  const lastDrug = { name: null as string | null, at: -1 };
  const turns = turnsOf(segs);
  const answers = answersOf(segs);
  // The side last named, for a part later called 'the other' one.
  let lastSide: { side: 'left' | 'right'; turn: number; seg: string; part: string } | undefined;
  segs.forEach((seg, i) => {
    const askedAllergy = allergyTalk(segs, i);
    const answeringAllergy = answersAllergyTalk(segs, i);
    let context = segs[i - 1]?.text ?? '';
    const question = segs[i - 1]?.role !== seg.role ? context : '';
    const answer = answers.get(i);
    const said = sentences(seg.text);
    said.forEach((sentence, k) => {
      readDrugs(c, sentence, seg.id, lastDrug, turns[i]!, askedAllergy);
      // A question read with the pieces it goes on in ('any weight loss or night sweats' | 'coughs'); those pieces not by themselves.
      const asked = k === said.length - 1 && answer?.goesOn ? `${sentence} ${answer.goesOn}` : sentence;
      // A bare 'any blood' or 'any pain here' takes the site talked of just before (reading/sites.ts).
      const before = [...segs.slice(Math.max(0, i - SITE_REACH), i).map((s) => s.text), ...said.slice(0, k)].join(' ');
      if (!answer?.within) readSymptoms(c, withSite(asked, before), seg.id, seg.role, segs[i + 1], answer);
      readAllergies(c, sentence, seg.id, answeringAllergy);
      const sidesBefore = c.sides.length;
      readSides(c, sentence, sideContext(sentence, context, question), seg.id, segs[i + 1], seg.role);
      c.sides.push(
        ...otherSidesIn(
          sentence,
          seg,
          i,
          lastSide,
          lastSide
            ? segs
                .slice(lastSide.turn + 1, i)
                .map((x) => x.text)
                .join(' ')
            : '',
          segs[i + 1],
        ),
        ...comparedSidesIn(sentence, seg.id),
      );
      const named = c.sides
        .slice(sidesBefore)
        .filter((x) => !x.both)
        .at(-1);
      if (named) lastSide = { side: named.side, turn: i, seg: seg.id, part: named.part };
      for (const key of VITAL_KEYS) {
        const v = readVital(key, sentence);
        if (v) c.vitals.set(key, [...(c.vitals.get(key) ?? []), { value: v, seg: seg.id }]);
      }
      for (const a of agesSaid(sentence, seg.role)) c.ages.push({ n: a.years, other: !a.patient, seg: seg.id });
      for (const n of agesInOtherWords(sentence)) c.ages.push({ n, other: false, seg: seg.id });
      readSex(c.sex, sentence, seg.id);
      readSpans(c, sentence, i, question);
      context = sentence;
    });
  });
  if (facts) takePresence(c.symptoms, facts, new Map(segs.map((s) => [s.id, s.role])));
  return c;
}
