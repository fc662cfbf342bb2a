import { oneOf, regex } from '../pattern.js';
import { holdOpposites } from './assessment-opposites.js';
import { holdRepaired } from './assessment-repaired.js';
import { holdMisshapen } from './assessment-shapes.js';
import { dropRemoved } from './assessment-past.js';
import { holdStated } from './assessment-voice.js';
import { type Aside } from './assessment-asides.js';
import { mergeHabits } from './advised.js';
import { oneLinePerProblem } from './assessment-kinds.js';
import { conditionsIn, relativeBefore } from './history.js';
import { CONDITIONS } from './lexicon-conditions.js';
import { statedLater } from './lab-problems.js';
import { phraseAfter } from './diagnoses.js';
import { add } from './diagnosis-entries.js';
import { DIAGNOSTIC, MEDICAL } from './lexicon-diagnosis.js';
import { symptomMentions } from './symptoms.js';
import { answerPolarity } from '../reading/answers.js';
import { HAD_SINCE } from '../reading/questions.js';
import { dictatedHeadings } from './problems.js';
import { holdExplainedSymptoms, symptomsPlain } from './explained-symptoms.js';
import { unstatedProblems } from './unstated.js';
import type { ClinicalFacts, Found, Seg } from './types.js';
import { replyTo, utterancesOf, type Utterance } from './utterances.js';
import { clinicianSays } from './voice.js';
import { statedIn } from './assessment-stated.js';
import { holdOthers } from './assessment-others.js';

/** A statement put as a question: 'you have atrial fibrillation?', 'and he also has hyperlipidemia?', 'is she being admitted for …?' */
/** Discourse words a statement may open with: 'and', 'so', 'okay', 'um'. */
const OPENERS = ['and', 'so', 'okay', 'now', 'also', 'um', 'uh', 'but', 'alright', 'right'];
/** A turn about 'he' or 'she', after discourse words: whom it is about is named before it. */
const HE_OR_SHE_FIRST = regex([String.raw`^(?:${oneOf(OPENERS)} )*(?:he|she|they)\b`]);
/** 'you have', 'she's', 'the patient also has', after discourse words at the start. */
const SUBJECT_HAS =
  String.raw`^(?:${oneOf(OPENERS)} )*` +
  String.raw`(?:you(?:'ve| have| do have| had| got|'re| are)|(?:she|he|they|the patient)(?: also)? (?:has|have|had|does have|is|'s))\b`;
const STATEMENT_FORM = regex([
  oneOf([SUBJECT_HAS, String.raw`\b(?:admitted|being admitted|here|seen|coming in) (?:today )?(?:for|with)\b`]),
]);

/**
 * The clinician's statement put as a question counts once the patient confirms it; the reply joins its
 * evidence. A question that takes a condition as given states it.
 */
function confirmedQuestions(facts: ClinicalFacts, all: Utterance[], segs: Seg[]) {
  all.forEach((u, i) => {
    if (!u.question || !clinicianSays(u.seg, u.text)) return;
    const presumed = HAD_SINCE.exec(u.text);
    if (presumed) {
      const phrase = phraseAfter(u.text, presumed.index + presumed[0].length);
      if (phrase && (DIAGNOSTIC.test(phrase) || conditionsIn(phrase).length > 0)) add(facts, phrase, null, [u.seg.id]);
      return;
    }
    if (!STATEMENT_FORM.test(u.text)) return;
    const reply = replyTo(all, i, segs);
    if (!reply || answerPolarity(reply.text) !== true) return;
    const statement = u.text.replace(/,?\s*(?:right|correct|is that right|is that correct)?\?$/, '');
    const listed = new Set(facts.assessment);
    statedIn(facts, statement, [u.seg.id, ...reply.ids.filter((id) => id !== u.seg.id)]);
    holdOthers(facts, statement, listed);
  });
}

/**
 * A condition the assessment names generally ('diabetes') that the patient's history names more closely
 * ('type 2 diabetes') takes the closer name, when the history holds just one such: it is the same condition.
 */
function namedMoreClosely(facts: ClinicalFacts) {
  for (const a of facts.assessment) {
    const generic = a.value.diagnosis;
    if (!CONDITIONS.some((c) => c.name === generic)) continue;
    const closer = facts.conditions.filter((c) => c.value !== generic && new RegExp(`\\b${generic}\\b`).test(c.value));
    if (closer.length !== 1) continue;
    a.value.diagnosis = closer[0]!.value;
    for (const id of closer[0]!.segmentIds) if (!a.segmentIds.includes(id)) a.segmentIds.push(id);
  }
}

/**
 * The clinician's assessment: diagnoses and impressions as they state them ('I think this is…', 'it
 * looks like…', 'you have…', 'consistent with…', 'my impression is…', 'it is called…'), with the
 * certainty of the wording; the problems they take in turn in the plan ('for your diabetes, …'), the
 * conditions they manage ('keep track of your cholesterol'), the habits and conditions they advise on or
 * refer for ('cut down on your drinking', 'a sleep clinic for your apnea'), the headings of a dictated assessment,
 * a statement put as a question that the patient confirms ('you have atrial fibrillation?' 'yes'), and
 * the complaint the clinician says the visit is for when no diagnosis explains it; with nothing stated,
 * what the visit was about (unstated.ts).
 * A problem that is a known chronic condition counts as confirmed; one only named as a heading has no certainty.
 */
export function extractAssessment(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  const reasons: Found<string>[] = [];
  const asides: Aside[] = [];
  all.forEach((said, i) => {
    if (said.question || !clinicianSays(said.seg, said.text)) return;
    // 'my brother lived to seventy four' | 'he had coronary artery disease': the relative's, as the history reads it.
    if (HE_OR_SHE_FIRST.test(said.text) && relativeBefore(all, i)) return;
    // What was said just before, in this segment or the one before it ('my impression and plan | i think …').
    const earlier = all.slice(Math.max(0, i - 3), i).filter((o) => o.at >= said.at - 1);
    const listed = new Set(facts.assessment);
    statedIn(facts, said.text, [said.seg.id], reasons, asides, earlier.map((o) => o.text).join(' '));
    // 'so your brother has been diagnosed with adhd': a relative's problem, offered, not written.
    holdOthers(facts, said.text, listed);
  });
  confirmedQuestions(facts, all, segs);
  dictatedHeadings(facts, segs);
  // A finding's meaning or a cause told is offered as said when a diagnosis is named elsewhere; else it is the problem.
  const diagnosed = facts.assessment.length > 0;
  for (const a of asides) {
    if (diagnosed) holdStated(facts, a.phrase, a.ids);
    else add(facts, a.phrase, a.certainty, a.ids);
  }
  // The complaint the visit is for (as the clinician states it, else as the patient answers 'what brings
  // you in') is a problem of its own unless a diagnosis other than a chronic condition explains it.
  const explained = facts.assessment.some(
    (a) =>
      a.value.certainty !== null && a.value.certainty !== 'ruled out' && conditionsIn(a.value.diagnosis).length === 0,
  );
  if (
    facts.reason &&
    reasons.length === 0 &&
    (symptomMentions(facts.reason.value).length > 0 || MEDICAL.test(facts.reason.value))
  )
    // A visit for a positive result is for the condition it shows ('positive lab work for hepatitis c').
    reasons.push({ ...facts.reason, value: facts.reason.value.replace(/^positive .*? for /, '') });
  if (!explained) for (const r of reasons) add(facts, r.value, null, r.segmentIds);
  statedLater(facts);
  namedMoreClosely(facts);
  holdOpposites(facts);
  holdRepaired(facts, segs);
  dropRemoved(facts, all);
  mergeHabits(facts);
  oneLinePerProblem(facts, segs);
  // A symptom listed with a hedge is a symptom plain ('looks like you've been having difficulty swallowing'),
  // and one a diagnosis explains is held like any other.
  symptomsPlain(facts);
  holdExplainedSymptoms(facts, explained, segs);
  holdMisshapen(facts);
  unstatedProblems(facts, all);
  symptomsPlain(facts);
}
