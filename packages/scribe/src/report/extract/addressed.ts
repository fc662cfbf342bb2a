import { oneOf, regex } from '../pattern.js';
import { add } from './diagnosis-entries.js';
import { symptomMentions } from './symptoms.js';
import type { ClinicalFacts } from './types.js';

/**
 * What a clinician says when they take a symptom up as a problem of the visit: they treat it ('something
 * for your nausea', 'it will help you with your pain and nausea', 'to relieve the itching') or a finding
 * explains it ('this explains the dizziness', 'what is causing your headaches'). The symptom then
 * belongs in the assessment as the problem addressed, even when no diagnosis is named for it.
 */
/** Treatments given for a problem: 'medicine', 'cream', 'something', 'injection'. */
const REMEDIES = [
  'medicines?',
  'medications?',
  'meds',
  'pills?',
  'prescription',
  'something',
  'anything',
  'treatment',
  'cream',
  'ointment',
  'drops',
  'spray',
  'tablets?',
  'injection',
  'shot',
];
/** What a remedy or an explanation does for a problem: 'medicine to help for', 'helps you with', 'treats', 'cause of'. */
const ADDRESSING_WORDS = [
  `${oneOf(REMEDIES)}(?: to help)? for`,
  'help(?:s|ing)?(?: (?:you|her|him|them))?(?: both)? with',
  '(?:relieve|ease|treat|control|manage|settle|reduce)s?(?: both)?',
  'explains?',
  'reason for',
  'cause of',
  'causing',
  'source of',
];
const ADDRESSING = regex([
  String.raw`\b${oneOf(ADDRESSING_WORDS)} `,
  '(?:your|her|his|their|the|this|that|these|those|all (?:of )?(?:your|the|this)) $',
]);
/** Words a list of symptoms may hold between the cue and the symptom ('your pain and nausea', 'the cough, fever'). */
const LISTED = /^(?:(?:[a-z'-]+,?|and|or) ){0,4}$/;
/** A clause that is a warning or a condition, not the visit's problem: 'if the nausea comes back, take this'. */
const CONDITIONAL =
  /\b(?:if|in case|unless|side effects?|could cause|can cause|may cause|might cause|make sure|call (?:us|me))\b/;
/** A subject and verb between the cue and the symptom start a new clause. */
const NEW_CLAUSE = /\b(?:i|we|you|it|is|are|was|were|has|have|will|can|should)\b/;

/** Adds each symptom the clinician's statement treats or explains as a problem with no stated certainty. */
export function addressedSymptoms(facts: ClinicalFacts, text: string, ids: string[]) {
  for (const m of symptomMentions(text)) {
    if (m.negated) continue;
    const before = text.slice(0, m.index);
    const cues = [...before.matchAll(new RegExp(ADDRESSING.source.replace(/\$$/, ''), 'g'))];
    const cue = cues[cues.length - 1];
    if (!cue) continue;
    const between = before.slice(cue.index + cue[0].length);
    const clause = text.slice(Math.max(0, before.lastIndexOf('.', cue.index) + 1), m.end);
    if (!LISTED.test(between) || NEW_CLAUSE.test(between) || CONDITIONAL.test(clause)) continue;
    add(facts, m.term.name, null, ids);
  }
}
