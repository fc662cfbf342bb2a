import { capture, oneOf, regex } from '../pattern.js';
import { phraseAfter } from './diagnoses.js';
import { add } from './diagnosis-entries.js';
import { conditionsIn } from './history.js';
import { DIAGNOSTIC } from './lexicon-diagnosis.js';
import type { ClinicalFacts } from './types.js';

/** 'weight', not 'weight-bearing'. */
const WEIGHT = /^weight(?![-\w])/;
/**
 * A habit the clinician asks the patient to give up is a problem of the visit, written as a note names it:
 * 'cut down on your drinking' is alcohol use, 'quit smoking' tobacco use, 'get your weight down' overweight.
 * Each: how the advice names it, the note's name, and the words of a line that already names it ('nicotine dependence').
 */
const HABITS: [RegExp, string, RegExp][] = [
  [
    /^(?:smoking|cigarettes|cigs|tobacco|vaping|nicotine)\b/,
    'tobacco use',
    /\b(?:nicotine|tobacco|smok\w*|cigarettes?|vaping)\b/,
  ],
  [/^(?:drinking|alcohol|booze)\b/, 'alcohol use', /\b(?:alcohol\w*|drinking)\b/],
  [
    /^(?:drugs|drug use|using drugs|substance use)\b/,
    'substance use',
    /\b(?:substances?|drugs?|opioids?|cocaine|heroin)\b/,
  ],
  [WEIGHT, 'overweight', /\b(?:obes\w*|overweight|weight)\b/],
];

/**
 * Advice that takes a problem up: the clinician tells the patient to stop, quit, cut down on, give up or
 * work on it ('please try to stop your substance abuse', 'you need to cut down on your drinking', 'we need
 * to get your weight down'). The advice words are needed: 'when did you stop smoking?' asks, 'I quit
 * smoking' is the patient's history.
 */
/** Words that make what follows advice: 'please', 'you need to', 'i'd like you to', 'it's time to'. */
const ADVISING = [
  'please',
  'try(?:ing)? to',
  '(?:you|we)(?: really| all)? (?:need|have|got|ought|must|should)(?: to)?',
  "i (?:want|need|would like|'d like) you to",
  'help you(?: to)?',
  'keep trying to',
  '(?:important|time) to',
  'going to have to',
  'gonna have to',
];
/** What to do about the problem, captured (m[1]): 'stop', 'cut down on', 'give up', 'lose'. */
const TAKING_UP = capture([
  'stop',
  'quit',
  'cut (?:down|back)(?: on)?',
  'give up',
  'work on',
  'lay off',
  'lose',
  'get',
]);
const ADVICE = regex(
  [
    String.raw`\b${oneOf(ADVISING)}(?: (?:really|just|definitely|seriously|start to|start|begin to))? `,
    TAKING_UP,
    ' (?:(?:your|the|that|this|all|of|on|some|those|with) )*',
  ],
  'g',
);
/** 'if you want to stop smoking' ('agar …'), 'do you need to cut down?': a condition put or a question, not advice. */
const PUT =
  /\b(?:if|unless|whether|in case|agar)\b[^,.;?!]*$|\b(?:do|did|does|don't|didn't|are|were|have|when|why)(?: you| we)? $|\b(?:can|could|would|will) (?:you|we) $|\bnot $/;
/** 'i've been trying to lose weight', 'she's trying to quit': someone's own effort, told as history. */
const OWN_EFFORT =
  /\b(?:i|i've|i'm|we've|she|she's|he|he's|they|they've)(?: (?:am|is|are|have|has|was|been|actually|really|just|also|still))* $/;

/**
 * A referral clinic or programme says the problem it treats: 'a substance abuse clinic', 'a sleep clinic
 * for your apnea', 'a weight loss program'; a clinic named by its kind alone ('a sleep clinic') names none.
 */
/** Places a patient is referred to for a problem: 'clinic', 'program', 'counselling'. */
const CLINICS = ['clinic', 'program(?:me)?', 'center', 'centre', 'service', 'group', 'counsel(?:l)?ing', 'specialist'];
/** 'refer you to a substance abuse clinic': the problem before (m[1]) or after (m[2]) the clinic's word. */
const REFERRAL = regex(
  [
    String.raw`\b(?:refer(?:ring|red)?|send(?:ing)?|sign(?:ing)? (?:you )?up)(?: you| her| him)? (?:to|for|with) `,
    "(?:a |an |the |our )?((?:[a-z'-]+ ){0,3}?)",
    String.raw`${oneOf(CLINICS)}\b`,
    "(?: for (?:your |her |his |the )?([a-z' -]+))?",
  ],
  'g',
);

/**
 * Code-mixed advice: Hindi 'aapko smoking band karni hai', 'smoking chhod do', 'drinking kam karo' —
 * the English habit word, then 'band' (stop), 'chhod' (give up) or 'kam' (less) and a verb of doing.
 */
const MIXED =
  /\b([a-z]+)(?: (?:peena|pina|karna|lena))? (?:band|kam) kar(?:o|na|ni|en|ein|iye|ni hai|na hai|ni padegi|dijiye)\b|\b([a-z]+) chhod(?:o|na|ni|iye|dijiye| do)\b/g;

/** The problem an object names: a habit, a known condition or a phrase of a condition's form. */
function problemIn(object: string): string | null {
  const habit = HABITS.find(([re]) => re.test(object));
  if (habit) return habit[1];
  const phrase = phraseAfter(object, 0);
  if (!phrase || !(conditionsIn(phrase).length > 0 || DIAGNOSTIC.test(phrase))) return null;
  return phrase;
}

/** Adds each problem the clinician's statement advises on or refers for, with no stated certainty. */
export function advisedProblems(facts: ClinicalFacts, text: string, ids: string[]) {
  for (const m of text.matchAll(ADVICE)) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    if (PUT.test(before) || OWN_EFFORT.test(before)) continue;
    const object = text.slice(m.index + m[0].length);
    // 'lose' and 'get' take only weight: 'lose your temper', 'get some rest' are no problem.
    if ((m[1] === 'lose' || m[1] === 'get') && !WEIGHT.test(object)) continue;
    const problem = problemIn(object);
    if (problem) add(facts, problem, null, ids);
  }
  for (const m of text.matchAll(REFERRAL)) {
    if (PUT.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    const problem = (m[2] && problemIn(m[2])) || (m[1] && problemIn(m[1].trim()));
    if (problem) add(facts, problem, null, ids);
  }
  for (const m of text.matchAll(MIXED)) {
    if (PUT.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    const problem = HABITS.find(([re]) => re.test(m[1] ?? m[2]!));
    if (problem) add(facts, problem[1], null, ids);
  }
}

/**
 * A habit advised on that another line already names ('nicotine dependence' beside 'quit smoking') is that
 * line's problem: its line goes and its evidence joins the other.
 */
export function mergeHabits(facts: ClinicalFacts) {
  for (const [, name, words] of HABITS) {
    const habit = facts.assessment.find((a) => a.value.diagnosis === name);
    const named = facts.assessment.find((a) => a !== habit && words.test(a.value.diagnosis));
    if (!habit || !named) continue;
    for (const id of habit.segmentIds) if (!named.segmentIds.includes(id)) named.segmentIds.push(id);
    facts.assessment.splice(facts.assessment.indexOf(habit), 1);
  }
}
