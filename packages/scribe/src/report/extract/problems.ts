import { oneOf, regex, wordsOf } from '../pattern.js';
import { MIXED_DEGREE_WORDS } from '../vocabulary/mixed-degrees.js';
import { phraseAfter } from './diagnoses.js';
import { add, canonical } from './diagnosis-entries.js';
import { conditionsIn } from './history.js';
import {
  CLAUSE_WORD,
  COURSE,
  COURSE_DEGREES,
  DIAGNOSTIC,
  HEADING,
  HISTORY,
  MEDICAL,
  RESOLVED,
  TENDING,
} from './lexicon-diagnosis.js';
import { isNegated } from '../reading/context.js';
import { hypotheticalBefore } from '../reading/subject.js';
import { symptomMentions } from './symptoms.js';
import { sentences } from './text.js';
import type { ClinicalFacts, Seg } from './types.js';
import { judgedElsewhere } from './vitals.js';

/**
 * 'your blood pressure is a little better', 'her blood pressure is out of control', 'your bp is a little high',
 * and code-mixed 'aapka BP thoda high hai' (Hindi), 'BP konjam high irukku' (Tamil).
 */
const BP_STATES = [
  'better',
  'controlled',
  'under control',
  'out of control',
  'uncontrolled',
  'managed',
  'high',
  'elevated',
];
/** 'your blood pressure is a little better': the course is captured (m[1]). */
const BP_IS = String.raw`(?:your|her|his|their|the) (?:blood pressures?|bp)( (?:is|are|has been|have been|seems?|looks?|remains?|was|were|'s) (?:${oneOf(COURSE_DEGREES)} )*${oneOf(BP_STATES)})`;
/** Hindi and Tamil degree words ('thoda', 'bahut', 'konjam', 'romba'): the shared table. */
const MIXED_DEGREES = MIXED_DEGREE_WORDS.map((d) => d.word);
/** 'aapka bp thoda high hai', 'bp konjam high irukku': the course is captured (m[2]). */
const BP_HAI =
  `(?:aapka |aapki |unka |uska )?(?:blood pressure|bp)( (?:${oneOf(MIXED_DEGREES)} )?(?:high|badha hua|control mein|under control))` +
  ' (?:hai|he|irukku|iruku)';
const BP_COURSE = regex([wordsOf([BP_IS, BP_HAI])]);

/**
 * Conditions the clinician manages: a known condition they tend ('keep track of your high cholesterol',
 * 'I want to check on your osteoporosis') or whose course they state ('your diabetes is out of control',
 * 'your blood pressure is a little better'), and a problem they say has cleared ('your kidney failure
 * is resolved'). A condition in the past ('history of') or denied is not one.
 */
export function managedConditions(facts: ClinicalFacts, text: string, ids: string[]) {
  let tended = -1;
  for (const c of conditionsIn(text)) {
    const before = text.slice(Math.max(0, c.index - 40), c.index);
    if (isNegated(text, c.index, c.end) || HISTORY.test(before)) continue;
    const course = /\b(?:your|her|his|their|the) $/.test(before) && COURSE.test(text.slice(c.end, c.end + 60));
    // 'check on your osteoporosis and osteoarthritis': the next one named in the same breath is tended too.
    const listed = tended >= 0 && /^(?:,? and |, )(?:your |her |his |the )?$/.test(text.slice(tended, c.index));
    if (TENDING.test(before) || course || listed) {
      add(facts, text.slice(c.index, c.end), 'confirmed', ids);
      tended = c.end;
    }
  }
  // A pressure that is better or controlled is hypertension under treatment; one only said to be high is what
  // was said, and only of today: a high reading at the ER or at home is no problem found at this visit, nor
  // is one the clinician only supposes ('call me if your blood pressure seems high').
  const said = BP_COURSE.exec(text);
  const bp = said && !hypotheticalBefore(text, said.index) ? said : null;
  const course = bp?.[1] ?? bp?.[2];
  if (bp && /\b(?:high|elevated|badha hua)$/.test(course!)) {
    if (!judgedElsewhere(text, bp.index, bp.index + bp[0].length)) add(facts, 'elevated blood pressure', null, ids);
  } else if (bp) add(facts, 'hypertension', 'confirmed', ids);
  for (const m of text.matchAll(RESOLVED)) {
    const problem = phraseAfter(m[1]!, 0);
    if (problem && MEDICAL.test(problem)) add(facts, problem, null, ids);
  }
}

/** A problem heading: a few words naming something medical, with no verb, pronoun or negation. */
function headingIn(sentence: string): string | null {
  const s = sentence
    .replace(/[.,:;!\s]+$/, '')
    .replace(/^(?:the|a|an)\s+/, '')
    .trim();
  const words = s.split(' ');
  if (
    sentence.includes('?') ||
    words.length > 8 ||
    s.length < 4 ||
    CLAUSE_WORD.test(s) ||
    /^(?:no|not|without|negative)\b/.test(s)
  )
    return null;
  const medical =
    MEDICAL.test(s) ||
    conditionsIn(s).length > 0 ||
    symptomMentions(s).length > 0 ||
    /\b(?:abnormal|elevated|status post|nodule|finding)\b/.test(s);
  return medical ? canonical(s) : null;
}

/**
 * The patient summary that opens a dictated assessment ('mr. x is a 45-year-old male with poorly controlled
 * diabetes and a new diagnosis of …', '… is a 22-month-old twin with smith magenis syndrome') names the
 * problems assessed: the known conditions, or phrases of a condition's form, after 'with', 'who has' or
 * 'diagnosed with', up to what the visit is for. A history it recites ('with a history of …') is not one
 * until a new diagnosis is named. The same sentence outside an assessment is the history it tells.
 */
/** Where the conditions of a summary end: the sentence, or what the visit is for ('who presents for …'). */
const SUMMARY_END = String.raw`(?=\s*(?:[.?!;]|\bwho (?:presents?|is here|comes)|\b(?:presents?|presenting|here|seen|coming in) (?:today )?(?:for|with)\b|$))`;
/** 'is a 56-year-old woman with diabetes and hypertension who presents …': the conditions are captured (m[1]). */
const SUMMARY = regex([
  String.raw`\b(?:is|was) an? (?:\d+|[a-z]+(?:[- ][a-z]+)?)[- ]?(?:year|month|week|day)s?[- ]old\b`,
  String.raw`[^.?!;]*?\b(?:with|who has|who have|diagnosed with)\s+([^?!;]*?)`,
  SUMMARY_END,
]);

function summaryProblems(facts: ClinicalFacts, text: string, ids: string[]) {
  const summary = SUMMARY.exec(text);
  if (!summary) return;
  let past = false;
  for (const part of summary[1]!.split(/,\s*|\s+(?:and|as well as|along with)\s+/)) {
    if (/\bnew(?:ly)?\b|\bdiagnos/.test(part)) past = false;
    if (/\bhistory\b/.test(part)) past = true;
    if (past || isNegated(part, 0, part.length)) continue;
    const known = conditionsIn(part)[0];
    const phrase = known
      ? known.name
      : phraseAfter(part.replace(/^(?:an? )?(?:new(?:ly)? )?(?:diagnos(?:is|ed)(?: of| with)? )?/, ''), 0);
    if (phrase && (known || DIAGNOSTIC.test(phrase))) add(facts, phrase, 'confirmed', ids);
  }
}

/**
 * A dictated assessment: after the clinician's 'assessment and plan' heading, the words up to the next
 * full stop or colon, and the first sentence of each later turn of theirs, are problem headings when
 * they are headings ('elevated alkaline phosphatase level.', 'history of the aortic aneurysm repair:');
 * its opening patient summary names problems of its own.
 */
export function dictatedHeadings(facts: ClinicalFacts, segs: Seg[]) {
  let dictating = false;
  let opening = false;
  for (const seg of segs) {
    if (seg.role !== 'Doctor') continue;
    const heading = HEADING.exec(seg.text);
    const rest = heading ? seg.text.slice(heading.index + heading[0].length) : seg.text;
    if (!heading && !dictating) continue;
    dictating = true;
    // The summary is what the assessment says first: in the heading's turn, else the turn after it.
    if (heading) opening = true;
    if (opening && rest.trim() !== '') {
      summaryProblems(facts, rest.slice(0, 300), [seg.id]);
      opening = false;
    }
    const first = heading ? /^[^.:;?!]*[.:;?!]?/.exec(rest)![0] : (sentences(rest)[0] ?? '');
    const problem = headingIn(first.replace(/:$/, '.'));
    if (problem) add(facts, problem, conditionsIn(problem).length > 0 ? 'confirmed' : null, [seg.id]);
  }
}
