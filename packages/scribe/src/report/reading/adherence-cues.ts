import { oneOf } from '../pattern.js';

/**
 * How the patient takes a medicine they are on: not at all now, now and then, or stopped of their own
 * accord. Regular-expression sources, one phrase a row, read by adherence.ts. The medication list reads
 * them to leave out what is not taken; the history tells the patient's own account of it.
 */

/**
 * A course taken to its end, said of the medicine ('it', 'them', 'the course'): 'i finished it', 'i'm done
 * with them', 'i completed the course'. Taken before, not now. Not a lone 'finished' or 'done' ('when i'm
 * done with work i take my tylenol').
 */
const TO_THE_END = oneOf(['finished', 'completed', 'done with', 'through with', 'done taking', 'finished taking']);
const THE_COURSE = oneOf([
  'it',
  'that',
  'them',
  'those',
  'the course',
  'my course',
  'the (?:whole )?(?:pack|bottle|prescription)',
]);
const FINISHED = `${TO_THE_END} ${THE_COURSE}`;

/**
 * Words that say a medicine is no longer taken: 'we stopped the losartan', 'i ran out', "i'm not taking it".
 * Said in the drug's own sentence, the drug is not a current medication.
 */
export const NO_LONGER_TAKEN = [
  'stopped',
  // 'i had to stop advair because it bothered me'
  'had to stop',
  'quit',
  'no longer',
  'not taking',
  // "i haven't been taking the metformin", "i haven't taken my lisinopril in 2 weeks"
  "(?:haven't|have not|have n't|hasn't|has not|has n't) (?:been )?(?:taking|using|taken|used)",
  "don't take",
  "didn't take",
  'ran out',
  'off of',
  // 'weaned myself off it'; speech recognition also writes 'weened'.
  String.raw`w(?:ea|ee)n(?:ed|ing)? (?:\w+self )?off`,
  // Prescribed and never taken: 'they prescribed lisinopril but i never filled it'.
  'never (?:filled|picked up) (?:it|that|them|the prescription)',
  'never started (?:it|that|them|taking)',
  // A course taken to its end: 'they had me on prednisone but i finished it', "i'm done with them now".
  FINISHED,
  "(?:didn't|did not|did n't) (?:fill|pick up) (?:it|that|them|the prescription)",
];

/**
 * A reply that the medicine asked about is no longer taken ('are you taking the prozac?' | 'i was, but
 * i've weaned myself off of it', 'i stopped taking it last month'): said of 'it', so 'yes, and i stopped
 * smoking' keeps the medicine.
 */
export const STOPPED_IN_REPLY = [
  '(?:stopped|quit) (?:taking |using )?(?:it|that|them|those)',
  'no longer (?:take|taking|use|using|on)',
  'ran out',
  String.raw`w(?:ea|ee)n(?:ed|ing)? (?:\w+self )?off`,
  '(?:been|went|am|was) off (?:of )?(?:it|that|them)',
  // Not taken as prescribed: "you're on lisinopril" | "i haven't been taking it", "i never filled it".
  "(?:haven't|have not|have n't|am not|i'm not) (?:been )?(?:taking|using|on) (?:it|that|them)",
  "(?:don't|do not|do n't) (?:really )?take (?:it|that|them)\\b(?! (?:with|at|in|on|before|after)\\b)",
  'never (?:filled|picked up|started|took|taken) (?:it|that|them)',
  // 'did you finish the antibiotics?' | 'yeah i finished them last week'
  FINISHED,
];

/**
 * Words that say a medicine is taken now and then, not as prescribed: 'i only take it when i remember',
 * 'i forget to take my metformin', 'i miss doses', "i don't take it every day". Still taken, so it stays
 * on the list, marked so. Read before the words of a stop: "i don't take it every day" is taken. {it} is
 * the medicine: 'it' or 'them' in a reply about it, or its own name in the words about it ('my
 * lisinopril'); so 'i have been throwing up off and on' says nothing of the medicine.
 */
export const TAKEN_IRREGULARLY = [
  '(?:take|use|taking|using) {it} (?:only )?(?:when|if) (?:i|she|he) remembers?',
  '(?:forget|forgot|forgets|forgetting) to (?:take|use) {it}',
  // 'i keep forgetting my lisinopril', 'i often forget it': a medicine forgotten again and again is doses
  // missed. Not a lone 'forgot' ('i forgot the name of it').
  '(?:keep|kept|keeps|always|often|sometimes) (?:forget|forgot|forgets|forgetting) {it}',
  '(?:miss|missed|misses|missing|skip|skipped|skips|skipping) (?:a (?:few|couple|lot)(?: of)? |some |many )?doses',
  '(?:take|use|taking|using) {it} (?:on and off|off and on|here and there|every other day)',
  "(?:don't|do not|do n't|doesn't|does not) (?:take|use) {it} (?:every ?day|regularly|consistently|all the time)",
];

/**
 * Words after a stop that say the patient stopped it of their own accord, not on a clinician's order: 'i
 * stopped the statin on my own', 'i quit it by myself'. Not 'i weaned myself off it', which may have been
 * done as told.
 */
export const STOPPED_ON_OWN = ['on my own', 'by myself', 'on (?:his|her|their) own'];
