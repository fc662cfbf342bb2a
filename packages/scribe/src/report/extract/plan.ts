import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { oneNamePerDrug } from './medication-plan.js';
import { amount, HOW_MANY, INTERVAL_UNIT } from './plan-interval.js';
import { adviceIn, adviceLines, type Advised } from './plan-advice.js';
import { contingenciesIn } from './plan-contingency.js';
import { orderedOverOptional, orderedTests, readLater } from './plan-ordered.js';
import { REFERRED_REACH } from './plan-tests.js';
import { extractProcedures } from './procedures.js';
import { extractReferrals } from './referrals.js';
import { addPrecautions, precautionsIn } from './return-precautions.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';
import { utterancesOf, type Utterance } from './utterances.js';
import { clinicianSays } from './voice.js';

const RETURN_WORDS = [
  'follow[- ]?up',
  'come back',
  'come in',
  'see you',
  'see how',
  'take a look',
  'return',
  'recheck',
  'check back',
  'check (?:on )?you',
  'back in the office',
  'revisit',
  'reassess',
  're-?evaluate',
  'touch base',
  'check in',
  'next visit',
  'next appointment',
];
const WITHIN = String.raw`\b(?:in|within|after)\s+(?:about\s+|approximately\s+|another\s+|roughly\s+)?`;
/** A visit's interval: also in hours, for a check soon after a procedure ('see you in 24 hours post procedure'). */
const VISIT_UNIT = capture(['hours?', 'days?', 'weeks?', 'months?', 'years?']);
/**
 * A second visit said after the first ('… in 24 hours, but then i'll see you again in two weeks'): its
 * amount (m[1]) and unit (m[2]).
 */
const THEN_AGAIN = regex([
  String.raw`^[^.?!]{0,40}?\b(?:then|after that)\b[^.?!]{0,40}?${wordsOf(RETURN_WORDS)}[^.?!]{0,20}?${WITHIN}`,
  String.raw`${HOW_MANY}\s+${INTERVAL_UNIT}\b`,
]);
/**
 * 'come back in 2 weeks', 'follow up within a couple of months', 'see you next year'; a range said with
 * its first unit alone, 'in a week or two', 'in about a week to 2 weeks', is 1-2 weeks (m[4], m[5]); the
 * interval said before the return words (m[6], m[7]).
 */
const FOLLOW_UP = regex([
  oneOf([
    String.raw`${wordsOf(RETURN_WORDS)}[^.?!]{0,40}?${WITHIN}` +
      String.raw`${HOW_MANY}\s+${VISIT_UNIT}\b(?!\s+(?:to|or)\s+\d)`,
    String.raw`\bsee you (?:again |back )?next (week|month|year)\b`,
    String.raw`${wordsOf(RETURN_WORDS)}[^.?!]{0,40}?${WITHIN}(?:a|1)\s+(day|week|month|year)\s+(?:to|or)\s+(\d+)\b`,
    // The interval said first: 'and then in 3 weeks i'd like you to return' (not 'for 2 weeks', how long
    // something has lasted, nor one whose own interval follows the return words).
    String.raw`(?<!\bfor\s(?:about\s|the\s(?:past|last)\s)?)\b(?:in\s+)?${HOW_MANY}\s+${INTERVAL_UNIT}[\s,]+` +
      String.raw`(?:i'd|i would|i want|we'll|we will|let's)(?:\s+like)?(?:\s+(?:you|to|you to|to have you))?\s+` +
      String.raw`${wordsOf(RETURN_WORDS)}(?![^.?!]{0,30}?${WITHIN}\S+\s+(?:days?|weeks?|months?|years?)\b)`,
  ]),
]);
/** The patient asking when to come back ('when do I come back in to see you?'), and a reply that is only the interval ('in a year'). */
const WHEN_BACK = /\bwhen\b[^.?!]*\b(?:come back|come in|follow[- ]?up|see you|next (?:appointment|visit)|return)\b/;
const INTERVAL_REPLY = regex([
  "^(?:(?:um|uh|so|well|okay|probably|maybe|let's say|i'd say) )*(?:in|within|after) (?:about |approximately |another )?",
  String.raw`${HOW_MANY} ${INTERVAL_UNIT}\b`,
]);

/**
 * What was said just before the clause at `k`, by either speaker (a place the patient names is as much
 * the one talked of): where a test 'of that area' finds the place it is of.
 */
function saidJustBefore(all: Utterance[], k: number): string {
  const said: string[] = [];
  for (let i = k - 1; i >= 0 && said.join(' ').length < REFERRED_REACH; i--) said.unshift(all[i]!.text);
  return said.join(' ');
}

/** A medicine the plan starts in this segment under the name a test has ('potassium'). */
const givenAsMedicine = (facts: ClinicalFacts, name: string, id: string): boolean =>
  facts.planMedications.some((m) => m.value.name === name && m.segmentIds.includes(id));

/**
 * A return read by FOLLOW_UP, unless it is a test to be had again: 'recheck your potassium in two weeks'
 * is a laboratory recheck (written with the tests), not a visit; 'recheck you in two weeks' is a visit.
 */
function visitAgain(follow: RegExpExecArray | null): RegExpExecArray | null {
  return follow && /^recheck\b/.test(follow[0]) && orderedTests(follow[0]).length > 0 ? null : follow;
}

/** Plan cues: tests ordered, referrals, follow-up timing, advice and plans kept for later; medicines are in medications.ts. */
export function extractPlan(segs: Seg[], facts: ClinicalFacts) {
  const advised: Advised[] = [];
  const precautions: { said: string[]; ids: string[] }[] = [];
  const ordered: { name: string; written: string; at: number }[] = [];
  const contingent: ClinicalFacts['lifestyle'] = [];
  // Procedures first: a device or restriction said after an operation planned today is the operation's aftercare.
  extractProcedures(segs, facts);
  const all = utterancesOf(segs);
  for (const [k, u] of all.entries()) {
    if (u.question || !clinicianSays(u.seg, u.text)) continue;
    const earlier = saidJustBefore(all, k);
    for (const t of orderedTests(u.text, earlier)) {
      // 'let's get you some potassium': a value's name given as a medicine in the same turn is no test.
      if (givenAsMedicine(facts, t.name, u.seg.id)) continue;
      addFound(facts.investigations, t.written, [u.seg.id], (v) => v);
      ordered.push({ ...t, at: u.at });
    }
    const follow = visitAgain(FOLLOW_UP.exec(u.text));
    const asked = segs[u.at - 1];
    const answered = asked && WHEN_BACK.test(asked.text) ? INTERVAL_REPLY.exec(u.text) : null;
    if (follow && !facts.followUp) {
      const value = follow[6]
        ? `in ${amount(follow[6])} ${follow[7]}`
        : follow[4]
          ? `in 1-${follow[5]} ${follow[4]}s`
          : follow[3]
            ? `in 1 ${follow[3]}`
            : `in ${amount(follow[1]!)} ${follow[2]}`;
      const then = THEN_AGAIN.exec(u.text.slice(follow.index + follow[0].length));
      facts.followUp = {
        value: then ? `${value}, then in ${amount(then[1]!)} ${then[2]}` : value,
        segmentIds: [u.seg.id],
      };
    } else if (answered && !facts.followUp)
      facts.followUp = { value: `in ${amount(answered[1]!)} ${answered[2]}`, segmentIds: [asked!.id, u.seg.id] };
    advised.push(...adviceIn(facts, u.text, [u.seg.id], earlier));
    precautions.push({ said: precautionsIn(u.text, earlier), ids: [u.seg.id] });
    for (const line of contingenciesIn(u.text)) addFound(contingent, line, [u.seg.id], (v) => v);
  }
  facts.investigations = orderedOverOptional(facts.investigations).filter(
    (t) => !ordered.some((o) => o.written === t.value && readLater(all, o)),
  );
  facts.lifestyle.push(...adviceLines(advised), ...contingent);
  addPrecautions(facts, precautions);
  facts.planMedications = oneNamePerDrug(facts.planMedications);
  extractReferrals(segs, facts);
}
