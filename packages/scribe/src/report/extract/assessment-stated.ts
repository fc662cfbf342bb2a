import { regex } from '../pattern.js';
import { addressedSymptoms } from './addressed.js';
import {
  deniedBefore,
  excludedAfter,
  headOf,
  holdRuledOut,
  hopedNot,
  lookedFor,
  ruledOutNow,
  toExclude,
} from './assessment-excluded.js';
import { adjectiveDiagnoses } from './adjectives.js';
import {
  aliasCue,
  chartPast,
  examException,
  holdStated,
  relayedReport,
  signFound,
  signNamed,
} from './assessment-voice.js';
import { saidAside, type Aside } from './assessment-asides.js';
import { hedgeAhead, impressionGiven, pastWorry, readsChartHistory, statedAfterAll } from '../reading/certainty.js';
import { advisedProblems } from './advised.js';
import { conditionsIn } from './history.js';
import { labProblems } from './lab-problems.js';
import { mixedDiagnoses } from './mixed-diagnoses.js';
import { confirmedStatement, givenName, namesTreatment, phraseAfter } from './diagnoses.js';
import { add, namedInTurn } from './diagnosis-entries.js';
import {
  DIAGNOSTIC,
  EXPLAINED,
  STANDPOINT,
  FILLER,
  NAMING,
  PLAN_TALK,
  PROBLEM,
  STATEMENTS,
  VISIT,
} from './lexicon-diagnosis.js';
import { aboutOthers } from '../reading/subject.js';
import { historyNamedBefore } from '../reading/time.js';
import { managedConditions } from './problems.js';
import type { Certainty, ClinicalFacts, Found } from './types.js';

/** A clause that puts a condition ('if you have…', 'unless it is…', 'whether this is…') up to the cue. */
const CONDITIONAL = /\b(?:if|unless|whether|in case)\b[^,.;?!]*$/;
/** 'this is either a sprain or a small fracture': two problems weighed against each other, neither stated. */
const EITHER = /^\s*either\s+/;
/** A condition explained rather than diagnosed: 'it's a nervous system disorder that involves repetitive movements'. */
const DEFINED =
  /^[^.;?!]{0,60}?(?<!\bwhat),? (?:that|which) (?:involves?|affects?|causes?|means?|happens?|occurs?|can|usually|typically|often|is when)\b/;
/** A denial of a problem's last word later in the turn: 'no fracture', 'did not show a tear', 'negative for a stone'. */
function deniedAfter(rest: string, named: string): boolean {
  return regex([
    String.raw`\b(?:no|not? (?:show|see|find|reveal)\w*|negative for|ruled? out)(?: [a-z'-]+){0,3} `,
    headOf(named),
  ]).test(rest.replace(/n't/g, ' not'));
}

/**
 * The diagnoses one clinician statement states, with the certainty of their wording. A long unpunctuated
 * turn may state several: every cue in it is read, each in its own neighbourhood. `justBefore` is what was
 * said right before the statement, where the clinician may announce the impression that follows.
 */
export function statedIn(
  facts: ClinicalFacts,
  said: string,
  ids: string[],
  reasons: Found<string>[] = [],
  asides?: Aside[],
  justBefore = '',
) {
  // A problem said aside waits in `asides` when the caller weighs them; otherwise it is listed.
  const aside = (phrase: string, certainty: Certainty) => {
    if (asides) asides.push({ phrase, certainty, ids });
    else add(facts, phrase, certainty, ids);
  };
  // Words broken off or said twice ('your d- diabetes', 'for for', 'from a, a') are read once.
  const text = said
    .replace(FILLER, ' ')
    .replace(/\b[a-z]+- /g, '')
    .replace(/\s+/g, ' ')
    .replace(/\b(\w+),? \1\b/g, '$1');
  const taken: [number, number][] = [];
  const cues: { at: number; certainty: Certainty }[] = [];
  for (const [re, certainty, assessed] of STATEMENTS) {
    for (const m of text.matchAll(new RegExp(re.source, 'g'))) {
      const at = m.index + m[0].length;
      cues.push({ at: m.index, certainty });
      if (taken.some(([a, b]) => at >= a && at <= b)) continue;
      // 'if she has diabetes, she won't qualify': a condition put, not a diagnosis stated.
      if (CONDITIONAL.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
      const before = text.slice(Math.max(0, m.index - 120), m.index);
      if (certainty !== 'ruled out' && deniedBefore(before.slice(-60))) continue;
      // 'I hope this is not cancer': a worry, not a ruling out.
      if (certainty === 'ruled out' && hopedNot(before)) continue;
      // 'my impression is that this could be …': the hedge's own cue reads it.
      if ((assessed || certainty === 'probable') && hedgeAhead(text.slice(at, at + 60))) continue;
      // A differential is the clinician's to choose from: what it names is offered, not written.
      if (EITHER.test(text.slice(at))) {
        const weighed = phraseAfter(text, at + EITHER.exec(text.slice(at))![0].length);
        if (weighed) holdStated(facts, weighed, ids);
        continue;
      }
      const phrase = phraseAfter(text, at);
      const around = text.slice(Math.max(0, m.index - 60), at + 60);
      if (!phrase || (certainty === 'confirmed' && !assessed && !confirmedStatement(phrase, around))) continue;
      if (DEFINED.test(text.slice(at)) || readsChartHistory(phrase)) continue;
      // 'my brother lived to seventy four, he had coronary artery disease': the 'he' is the relative just named.
      if (/^(?:he|she|they)\b/.test(m[0].trim()) && aboutOthers(before.slice(-100), before.slice(-100).length))
        continue;
      // 'you did indicate that you have some back pain': the patient's report, relayed; the history holds it.
      if (certainty === 'confirmed' && relayedReport(before)) continue;
      // 'on your heart exam you do have a murmur', 'it looks like you've had …': a sign found, or the chart's
      // past read out, or what the exam finds besides the normal ('normal other than what seems to be a …') —
      // kept for the clinician to add, not written as a diagnosis.
      // 'there was concern about a capsular strain', 'they were worried about a fracture': a worry of before
      // or someone else's, offered too.
      const sign = (certainty === 'confirmed' && signFound(before, m[0])) || examException(before);
      if (sign || chartPast(text.slice(m.index, at + 30)) || pastWorry(before, m[0])) {
        holdStated(facts, phrase, ids);
        taken.push([m.index, at + phrase.length]);
        continue;
      }
      // 'she had a questionable rheumatoid arthritis': the phrase's own doubt sets its certainty.
      const doubted = /^(?:questionable|possible|suspected|presumed)\b/.test(phrase);
      // 'we need to make sure it's not a blood clot': still to be ruled out, so a possibility.
      const hedged = doubted || (certainty === 'ruled out' && toExclude(before)) ? 'possible' : certainty;
      // 'i think you do have copd from your pulmonary function tests': explained from results, so stated.
      // 'my impression and plan, i think that you have …': the impression announced, stated.
      const sure = statedAfterAll(m[0], text.slice(at), phrase) || impressionGiven(`${justBefore} ${before}`, m[0]);
      const stated = hedged === 'probable' && sure ? 'confirmed' : hedged;
      // 'which i don't think you have', 'but the biopsy was benign': named, then not the patient's after all.
      const excluded = stated === 'ruled out' ? null : excludedAfter(text.slice(at - 1), phrase, stated);
      // Kept for the clinician to add in one click, as what the consultation said of it.
      const ruledOut = ruledOutNow(before, m[0]);
      if (excluded === 'ruled out') holdRuledOut(facts, phrase, ids);
      else if (!excluded && !ruledOut && saidAside(before, text.slice(at), phrase)) aside(phrase, stated);
      else if (!excluded) add(facts, phrase, ruledOut ? 'ruled out' : stated, ids);
      taken.push([m.index, at + phrase.length]);
    }
  }
  // A name given to it ('also called gastroenteritis') is as sure as the statement it names, else confirmed.
  for (const m of text.matchAll(NAMING)) {
    // A name is said whole, commas and all ('stage 0, er/pr positive, invasive ductal carcinoma').
    const rest = text.slice(m.index + m[0].length);
    const phrase = phraseAfter(rest.replace(/,/g, ''), 0) ?? givenName(rest);
    const before = cues.filter((c) => c.at < m.index && m.index - c.at < 120).sort((a, b) => b.at - a.at)[0];
    // 'medial epicondylitis … also known as golfer's elbow': the problem just named, under another name.
    if (aliasCue(m[0]) && facts.assessment.length > 0) continue;
    // 'there is fluid in the knee, we call that effusion': a sign named, kept for the clinician to add.
    if (phrase && signNamed(text.slice(0, m.index), m[0])) holdStated(facts, phrase, ids);
    else if (phrase && saidAside(text.slice(0, m.index), rest, phrase)) aside(phrase, before?.certainty ?? 'confirmed');
    // 'she has a tic … these are what we call transient tics': the problem just stated, named.
    else if (phrase && !namedInTurn(facts, phrase, ids)) add(facts, phrase, before?.certainty ?? 'confirmed', ids);
  }
  for (const m of text.matchAll(EXPLAINED)) add(facts, m[1]!, 'confirmed', ids);
  for (const m of text.matchAll(STANDPOINT)) {
    const heading = phraseAfter(m[1]!, 0);
    // 'from a cataract surgery standpoint, everything seems fine': care given is no diagnosis; it is offered.
    if (heading && namesTreatment(heading)) holdStated(facts, heading, ids);
    else if (heading) add(facts, heading, conditionsIn(heading).length > 0 ? 'confirmed' : null, ids);
  }
  for (const m of text.matchAll(new RegExp(PROBLEM.source, 'g'))) {
    const at = m.index + m[0].length;
    if (taken.some(([a, b]) => at >= a - 40 && at <= b)) continue;
    if (/^for\b/.test(m[0]) && lookedFor(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const named = phraseAfter(text, at);
    // 'in terms of the fracture, there was no fracture on the x-ray': a problem the turn then rules out is none.
    if (!named || deniedAfter(text.slice(at), named)) continue;
    const excluded = excludedAfter(text.slice(at - 1), named, null);
    if (excluded === 'ruled out') holdRuledOut(facts, named, ids);
    if (excluded) continue;
    // 'a 36-year-old female post bilateral reduction mammoplasty': an operation the patient has had; one
    // recited in the history ('history significant for cad status post a stent …') is the history's.
    const post = /\bpost\s+$/.test(m[0]);
    if (post && historyNamedBefore(text.slice(Math.max(0, m.index - 120), m.index))) continue;
    const heading = post ? `status post ${named}` : named;
    const known = conditionsIn(heading).length > 0;
    const visit = VISIT.test(m[0]);
    // The reason the clinician gives for the visit ('here for back pain') waits: a diagnosis may explain it.
    if (visit && !known && !DIAGNOSTIC.test(heading)) reasons.push({ value: heading, segmentIds: ids });
    // A problem the plan takes in turn, or a disease the visit is for ('here for hypogonadism').
    else if (known || visit || PLAN_TALK.test(text.slice(Math.max(0, m.index - 80), at + 160)))
      add(facts, heading, known ? 'confirmed' : null, ids);
  }
  managedConditions(facts, text, ids);
  addressedSymptoms(facts, text, ids);
  advisedProblems(facts, text, ids);
  labProblems(facts, text, ids);
  mixedDiagnoses(facts, text, ids);
  adjectiveDiagnoses(facts, text, ids);
}
