import { oneOf, regex } from '../pattern.js';
import {
  ALIAS_CUES,
  CAUSING_AFTER,
  CHART_PAST_AFTER,
  CHART_READING,
  EXAMINED_BEFORE_NAME,
  EXAM_EXCEPT_BEFORE,
  EXAMINING_BEFORE,
  EXPLAINING_BEFORE,
  RELAYED_BEFORE,
  SIGN_CUE_START,
} from './assessment-voice-cues.js';
import { canonical } from './diagnosis-entries.js';
import { display } from './text.js';
import type { ClinicalFacts } from './types.js';

const RELAYED = regex([oneOf(RELAYED_BEFORE), String.raw`\s*$`]);
const SIGN_CUE = regex(['^', oneOf(SIGN_CUE_START), String.raw`\b`]);
const EXAMINING = regex([String.raw`\b`, oneOf(EXAMINING_BEFORE), String.raw`\b[^.;?!]{0,25}$`]);
const CHART_PAST = regex([
  '^(?:[a-z]+ )?',
  oneOf(CHART_READING),
  String.raw`\s+(?:that )?`,
  oneOf(CHART_PAST_AFTER),
  String.raw`\b`,
]);
const ALIAS = regex(['^', oneOf(ALIAS_CUES), String.raw`\b`]);

/** Whether the words before a 'you have …' relay the patient's own report ('you did indicate that'). */
export const relayedReport = (before: string): boolean => RELAYED.test(before.slice(-90));

/**
 * Whether a cue states what an examiner finds ('on your heart exam you do have a 2/6 murmur', 'on
 * palpation she has an effusion'): a sign for the examination, not yet the clinician's diagnosis.
 */
export const signFound = (before: string, cue: string): boolean => SIGN_CUE.test(cue) && EXAMINING.test(before);

/** The examination's words a little before a name, in the same sentence: 'i can see there is fluid in the knee, we call that'. */
const EXAMINED_BEFORE = regex([String.raw`\b`, oneOf(EXAMINED_BEFORE_NAME), String.raw`\b[^.;?!]{0,90}$`]);
/** A name the clinician gives in their own words of the moment ('we call that'), not one for the note ('I'll list it as'). */
const FOR_THE_NOTE = /\b(?:note|chart|records?|list|document|code)\b/;

/**
 * Whether a name is given to a sign the examiner finds ('i can see there is fluid in the knee, we call
 * that effusion'): it names the sign, not the clinician's diagnosis.
 */
export const signNamed = (before: string, cue: string): boolean =>
  !FOR_THE_NOTE.test(cue) && EXAMINED_BEFORE.test(before.slice(-120));

const EXAM_EXCEPT = regex([String.raw`\b`, oneOf(EXAM_EXCEPT_BEFORE), String.raw`\s*$`]);
/** Whether a cue follows the examination's exceptions ('exam is normal other than what seems to be …'): a finding. */
export const examException = (before: string): boolean => EXAM_EXCEPT.test(before.slice(-90));

/** Whether a cue and the words after it read the chart's past ('looks like you've had …', 'i see she had …'). */
export const chartPast = (cueOn: string): boolean => CHART_PAST.test(cueOn);

/** Whether a naming cue gives another name to what was just named ('also known as'). */
export const aliasCue = (cue: string): boolean => ALIAS.test(cue.trim());

const EXPLAINING = regex([String.raw`\b`, oneOf(EXPLAINING_BEFORE), String.raw`\b[^.;?!]{0,60}$`]);
/** Whether a cue follows a plain-words explanation of a finding ('that means you have …', 'which tells me'). */
export const explainsFinding = (before: string): boolean => EXPLAINING.test(before.slice(-120));

const CAUSING = regex([String.raw`^[^.;?!]{0,60}?\b`, oneOf(CAUSING_AFTER), String.raw`\b`]);
/** Whether the words after a problem's name say it brought something on ('… which made you retain fluid'). */
export const namedAsCause = (after: string): boolean => CAUSING.test(after);

/** A condition said but not stated as the clinician's diagnosis, kept for the clinician to add in one click. */
export function holdStated(facts: ClinicalFacts, named: string, ids: string[]) {
  const text = display(canonical(named));
  if (!facts.held.some((h) => h.value.section === 'assessment' && h.value.text === text))
    facts.held.push({ value: { section: 'assessment', text }, segmentIds: [...ids] });
}
