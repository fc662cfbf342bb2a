import type { MedicationAction } from '@asha/contracts';
import { DRUG_SYNONYMS } from '../vocabulary/drug-names.js';
import { oneOf, regex, wordsOf } from '../pattern.js';
import { BETWEEN_LISTED, CONTINUING, ENDED_BEFORE, HOLD_IDIOMS } from './medication-cues.js';
import { DECIDED_AGAINST, IF_LATER } from './medication-option-cues.js';
import { CHANGING } from './medication-change-cues.js';
import { OF_A_DRUG_SAID } from './medication-of-it-cues.js';
import type { Found } from './types.js';

/**
 * What the clinician does with each medicine they name in a plan sentence: the action word nearest
 * before the drug ('increase your metformin', 'stop the ibuprofen', 'continue lisinopril', 'start
 * meloxicam'); a drug listed right after another shares its action ('continue your lisinopril and your
 * lasix'). Switching from one drug to another stops the first and starts the second; trying one ('we can
 * try some singulair', 'get you started on…') starts it.
 */
/** Words that start a medicine: 'prescribe', 'put you on', 'we can try', 'get you started'. */
/**
 * Taking told earlier in the clause ('you take your pills and take tylenol at night'), or a drug named just
 * before it ('you take the metformin and take lisinopril every morning'), where a cue's words begin: an 'and'
 * after it joins more of what is taken, not an instruction.
 */
const TAKING_TOLD = String.raw`\b(?:you|i|he|she|they)(?:'re| are|'m| am)? (?:takes?|taking|on|uses?|using)\b[^.?!]*`;
/**
 * Where an instruction starts: a clause's start, or after a discourse word ('so take ibuprofen 400 mg'), or
 * after 'and' joining it to other advice ('elevate your leg and take tylenol as needed').
 */
const CLAUSE_OPENERS = ['so', 'okay', 'ok', 'alright', 'then', 'just', 'please', 'now', `(?<!${TAKING_TOLD}|^\\s*)and`];
const AT_CLAUSE_START = `(?<=^|[.?!,;]\\s|\\b${oneOf(CLAUSE_OPENERS)}\\s)`;
/** After 'take', words of a medicine already named ('take it', 'take your lisinopril') or no medicine ('take a look'). */
const NAMED_BEFORE = [
  'it',
  'them',
  'that',
  'this',
  'these',
  'those',
  'your',
  'her',
  'his',
  'my',
  'one',
  'a look',
  'care',
  'off',
];

/** Words that take a stopped medicine again from today: 'restart the metformin', 'get you back on lisinopril'. */
const RESTARTING = [
  'restart',
  'restarting',
  'resume',
  'resuming',
  'start (?:you |her |him )?back on',
  '(?:get|put) you back on',
  'go back on',
];
/** Words that start a medicine new today. */
const NEW_START = [
  'start',
  'starting',
  'prescribe',
  'prescribing',
  // the clinician's own prescription of this visit: "i've prescribed 800 mg of ibuprofen"
  "(?:i|we)(?:'ve| have) (?:just )?prescribed",
  'prescription',
  'put you on',
  'send in',
  'sent in',
  'send (?:you )?a',
  'going to give',
  'give you',
  'try you on',
  'trial of',
  'add',
  'adding',
  'order',
  'ordering',
  'recommend',
  'recommended',
  // A medicine considered is one to start, offered as an option only (AS_AN_OPTION in medication-cues.ts).
  'consider',
  'considering',
  // 'the ear infection we'll treat with amoxicillin': the object said before, or none.
  'treat (?:(?:you|it|this|that|him|her) )?with',
  '(?:want|like|need) you to (?:take|use|try)',
  // 'the only thing i want you taking is tylenol': a medicine recommended now.
  '(?:want|like|need) you (?:taking|using|on)',
  'dispense',
  // 'you can also take tylenol', '… stay on the advil and also take tylenol': one more medicine, added today.
  'you (?:can|should) (?:also )?(?:take|use|try)',
  'and also (?:take|use|try)',
  // Said as what will be: "i'm going to have you on augmentin", "you're going to take meloxicam"; not
  // 'we have you on', which is what the patient takes.
  "(?:going to|gonna|gon na|will|'ll) have you (?:on|take|use|try)",
  "you(?:'re| are| will|'ll) (?:going to |gonna |gon na )?(?:take|use|try)(?! (?:it|that|them) (?:already|still))",
  'get you started',
  'get you on',
  "(?:we|i)(?: can| could| will|'ll) try",
  // 'we might try gabapentin': tentative, so an option only (AS_AN_OPTION in medication-cues.ts).
  '(?:we|i) (?:may|might) try',
  "let's try",
  // 'let's have you take ibuprofen 800 mg', 'so for the pain let's do naproxen 500 twice a day': the order itself.
  "let's (?:have you )?(?:take|use|do|go with)",
  'try (?:some|you on)',
  // Prescribing words of the clinic: 'call in some flexeril' (not 'call in if it gets worse'), 'write you a
  // script for meloxicam', 'send you home with naproxen', 'place you on lasix' (not 'we had placed you
  // on', what the patient takes), 'initiate' a drug, 'have you begin' or 'begin taking' one (not 'let's
  // begin with your blood pressure'), 'get you some ibuprofen'.
  String.raw`call(?:ing)? (?:you )?in(?! (?:if|when|with|to|and|or)\b)`,
  'writ(?:e|ing) (?:you )?(?:(?:a|an) (?:script|prescription|rx) )?for',
  'send you home with',
  String.raw`(?<!\bhad )plac(?:e|ing) you on`,
  "(?:have you|you can|you(?:'ll| will| should)) begin",
  'begin (?:taking|using|you on)',
  'initiat(?:e|ing)',
  'get you some',
  // The clinician's instruction to take a medicine, said at the start of a clause.
  `${AT_CLAUSE_START}take(?! ${oneOf(NAMED_BEFORE)}\\b)`,
];
/** Words that start a medicine, new or again. */
export const STARTING = [...RESTARTING, ...NEW_START];
/** Words that stop a medicine; 'hold' only with something held ('holding steady on the torsemide' stops nothing). */
const STOPPING = [
  'stop',
  'stopping',
  'discontinue',
  'discontinuing',
  'come off',
  'get off',
  // 'we'll have to get you off your clopidogrel for a week beforehand', 'take her off the lisinopril'
  '(?:get|take) (?:you|him|her|them) off',
  `hold(?:ing)?(?! ${oneOf(HOLD_IDIOMS)}\\b)`,
  'quit',
  'no longer take',
  'cease',
  // 'no more ibuprofen': the clinician ends it; not a limit ('no more than 3 a day').
  ...ENDED_BEFORE,
];
const ACTIONS: [MedicationAction, RegExp][] = [
  ['stop', regex([wordsOf(STOPPING)], 'g')],
  ['change', regex([wordsOf(CHANGING)], 'g')],
  ['continue', regex([wordsOf(CONTINUING)], 'g')],
  ['restart', regex([wordsOf(RESTARTING)], 'g')],
  ['start', regex([wordsOf(NEW_START)], 'g')],
];
/** Between two drugs of one list: doses, frequencies and joining words only. */
const LISTED = regex(['^(?:[\\s,]|', wordsOf(BETWEEN_LISTED), ')*$']);
const SWITCH_FROM = /\b(?:switch|switching|change|changing)\b[^.?!]*?\bfrom (?:the |your )?$/;
const SWITCH_TO = /\b(?:switch|switching|change|changing)\b[^.?!]*?\bto (?:the |a |an )?$/;
/** A change said as the plan writes it: increase, decrease or adjust. */
export function changeVerb(word: string): string {
  if (/decreas|reduc|lower|cut|halve|taper|down\b/.test(word)) return 'decrease';
  if (/increas|rais|bump|up\b|double/.test(word)) return 'increase';
  return 'adjust';
}

export interface Cue {
  action: MedicationAction;
  at: number;
  word: string;
}

/** The action words of a text, each with where it is said (`offset` added). */
export function cuesIn(text: string, offset: number): Cue[] {
  return ACTIONS.flatMap(([action, re]) =>
    [...text.matchAll(re)].map((m) => ({ action, at: offset + m.index, word: m[0] })),
  );
}

/**
 * An action said after the drug, of it: 'you're on lisinopril 20 mg and i'm going to increase it to 40 mg',
 * or a change with only its new dose ('… and increase to 20').
 */
export const OF_IT = regex(['^ ', oneOf(OF_A_DRUG_SAID)]);
const OF_IT_REACH = 60;

/** A condition or a decision against between the drug and the action ('lisinopril and if it stays high we'll increase it'). */
const NOT_OUTRIGHT = regex([wordsOf([...IF_LATER, ...DECIDED_AGAINST])]);

/**
 * The first change, stop or continue in the words after a drug that is said of 'it', up to the next drug;
 * none when a condition or a decision against comes first, so the drug is read as said before.
 */
function actionOfIt(sentence: string, end: number, next: number): Cue | null {
  const words = sentence.slice(end, Math.min(next, end + OF_IT_REACH));
  const cue = cuesIn(words, end)
    .filter((c) => c.action !== 'start' && OF_IT.test(sentence.slice(c.at + c.word.length)))
    .sort((a, b) => a.at - b.at)[0];
  return cue && !NOT_OUTRIGHT.test(sentence.slice(end, cue.at)) ? cue : null;
}

/**
 * The action taken on each drug mention of a sentence (mentions sorted by position), or null when none is
 * said: the action word before it, or one said of it just after ('… and increase it to 40 mg').
 */
export function medicationActions(sentence: string, mentions: { index: number; end: number }[]): (Cue | null)[] {
  let from = 0;
  let previous: Cue | null = null;
  // Read in the whole sentence, so a cue's words see what comes before them: the 'and' of 'stop the
  // ibuprofen and take tylenol' joins a new instruction, not the sentence's first words.
  const said = cuesIn(sentence, 0);
  return mentions.map((m, k) => {
    const before = sentence.slice(0, m.index);
    const window = sentence.slice(from, m.index);
    const start = from;
    from = m.end;
    const inWindow = said.filter((c) => c.at >= start && c.at + c.word.length <= m.index);
    let cue: Cue | null = inWindow.sort((a, b) => b.at - a.at)[0] ?? null;
    if (SWITCH_FROM.test(before)) cue = { action: 'stop', at: m.index, word: 'switch' };
    else if (SWITCH_TO.test(before)) cue = { action: 'start', at: m.index, word: 'switch' };
    else if (!cue && previous && LISTED.test(window)) cue = previous;
    cue ??= actionOfIt(sentence, m.end, mentions[k + 1]?.index ?? sentence.length);
    // 'stop the lisinopril 10 and increase to 20': stopping one dose for another is a change of dose.
    if (cue?.action === 'stop' && cue.at < m.index) {
      const then = actionOfIt(sentence, m.end, mentions[k + 1]?.index ?? sentence.length);
      if (then?.action === 'change') cue = then;
    }
    previous = cue;
    return cue;
  });
}

/**
 * Several actions on one drug in a visit: a stop or a change outweighs a restart, a restart a continue, and
 * any of them a start.
 */
export const ACTION_RANK: Record<MedicationAction, number> = { stop: 4, change: 3, restart: 2, continue: 1, start: 0 };

/**
 * Actions that cannot both be so of one drug today, whatever order they were said in: stopped, and also
 * started, continued or changed. Said of one drug, they are not merged into one by rank: the talk holds
 * statuses it does not put in time (medication-gate.ts). A start beside a continue is no clash: an order
 * dictated for a medicine continued ('continue the aspirin' … 'order aspirin 81 mg daily') reads as a start.
 */
const CLASHES: [MedicationAction, MedicationAction][] = [
  ['stop', 'start'],
  ['stop', 'continue'],
  ['stop', 'change'],
];
export const clash = (a: MedicationAction, b: MedicationAction) =>
  CLASHES.some(([x, y]) => (a === x && b === y) || (a === y && b === x));

/** What one medicine's plan entry says: what is done with it and how it is to be taken. */
type PlanAction = { action: MedicationAction; instructions: string | null };

/**
 * Two actions said of one medicine, as one: the weightier action (ACTION_RANK), with its own instructions.
 * Of one action, the fuller of two ('500 mg 3 times a day' and '… for 10 days'). An action written with no
 * instructions takes those said with the other ('continue the aspirin' … 'order aspirin 81 mg daily'), so
 * a medicine kept in the plan never loses the dose its order gave.
 */
export function mergedAction<T extends PlanAction>(a: T, b: T): T {
  const [keep, other] = ACTION_RANK[b.action] > ACTION_RANK[a.action] ? [b, a] : [a, b];
  if (other.instructions === null) return keep;
  if (keep.action === other.action) {
    const fuller = other.instructions.startsWith(keep.instructions ?? '');
    return fuller ? { ...keep, instructions: other.instructions } : keep;
  }
  return keep.instructions === null ? { ...keep, instructions: other.instructions } : keep;
}

/** Whether the action has the patient take a medicine they do not take now: started new, or again. */
export const starts = (action: MedicationAction) => action === 'start' || action === 'restart';

type PlanMedication = Found<{ name: string; instructions: string | null; action: MedicationAction }>;

/**
 * One medicine said under two names ('coreg' and 'carvedilol', 'tylenol' and 'acetaminophen') is one plan
 * item: written under its generic name when that was said, else the first; the weightier action, the
 * instructions said (mergedAction), and the evidence of both. Actions that clash stay apart.
 */
export function oneNamePerDrug(list: PlanMedication[]): PlanMedication[] {
  const generic = (name: string) => DRUG_SYNONYMS[name] ?? name;
  const out: PlanMedication[] = [];
  for (const p of list) {
    const same = out.find(
      (o) => generic(o.value.name) === generic(p.value.name) && !clash(o.value.action, p.value.action),
    );
    if (!same) {
      out.push(p);
      continue;
    }
    const name = [same.value.name, p.value.name].find((n) => n === generic(n)) ?? same.value.name;
    same.value = { ...mergedAction(same.value, p.value), name };
    same.segmentIds = [...new Set([...same.segmentIds, ...p.segmentIds])];
  }
  return out;
}
