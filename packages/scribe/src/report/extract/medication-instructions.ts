import { capture, oneOf, regex } from '../pattern.js';
import { COURSE_FORMS, STOPPED_BEFORE, STOPPED_PENDING } from './medication-cues.js';
import { formAfter, withForm } from './medication-forms.js';
import { neededFor } from './medication-dose.js';
import { oldDoseSaid } from './medication-dose-change.js';
import { changeVerb, starts, type Cue } from './medication-plan.js';
import { amount, HOW_MANY, INTERVAL_UNIT } from './plan-interval.js';

/**
 * When in the day a medicine is taken, and how the plan writes it: 'at night', 'first thing in the
 * morning', 'before bed'.
 */
const TAKEN_WHEN: [string, string][] = [
  ['at night|at nighttime|in the evening|before (?:you go to )?(?:bed|sleep)', 'at night'],
  ['at bedtime', 'at bedtime'],
  ['(?:the )?(?:first thing )?in the morning', 'in the morning'],
  ['with (?:food|meals|a meal)', 'with food'],
];
/**
 * Said of taking it: after 'take it', 'use it' in the same clause ('you should take it the first thing in
 * the morning'), or right after how often ('once a day at night'); 'come back in the morning' is no time to take it.
 */
const OF_TAKING = String.raw`(?:\b(?:take|taking|use|using|apply)\b(?:(?!\b(?:and|but|so|then)\b)[^.?!]){0,30}?|\b(?:a day|daily|once|twice)\s+)`;
const TAKEN_WHEN_READ = TAKEN_WHEN.map(
  ([said, written]) => [new RegExp(`${OF_TAKING}\\b(?:${said})\\b`), written] as const,
);
/** How far after the drug its time of day is read: 'protonix 40 mg once a day … take it first thing in the morning'. */
const TAKEN_WHEN_REACH = 140;
const WHEN_WRITTEN = /\b(?:at night|at bedtime|in the morning|every morning|nightly|with food)\b/;

/**
 * The time of day said of a medicine whose schedule is written without one ('once a day' and 'take it at
 * night because it can make you dizzy' → 'once a day at night'); null when none is said or one is written.
 */
export function takenWhen(schedule: string, after: string): string | null {
  if (WHEN_WRITTEN.test(schedule)) return null;
  const said = after.slice(0, TAKEN_WHEN_REACH);
  return TAKEN_WHEN_READ.find(([re]) => re.test(said))?.[1] ?? null;
}

/** A stepping-down course named right after the drug, a filler allowed before it: 'prednisone uh taper pack'. */
const COURSE_FORM = regex([String.raw`^\s*(?:(?:uh|um)\s+)?`, capture(COURSE_FORMS), String.raw`\b`]);

/** Within one clause after the drug: no 'and', 'but', 'so' or 'then' before the words sought. */
const SAME_CLAUSE = String.raw`^(?:(?!\b(?:and|but|so|then)\b)[^.?!]){0,30}?\b`;
/** 'two days before the colonoscopy': how long before captured (m[1], m[2]), then the procedure (m[3]). */
const BEFORE = regex([
  SAME_CLAUSE,
  `(?:${HOW_MANY} ${INTERVAL_UNIT} )?before (?:the |your |you(?:r|'re) (?:having |getting )?)?`,
  capture(STOPPED_BEFORE),
  String.raw`\b`,
]);
/**
 * 'get you off your clopidogrel for a week beforehand': before a procedure named earlier, how long before
 * captured (m[1], m[2]).
 */
const BEFOREHAND = regex([
  SAME_CLAUSE,
  `(?:for (?:about )?${HOW_MANY} ${INTERVAL_UNIT} )?(?:beforehand|before that)`,
  String.raw`\b`,
]);
/** 'until after the surgery': the stop lasts until the procedure is done, captured (m[1]). */
const UNTIL_AFTER = regex([SAME_CLAUSE, 'until after (?:the |your )?', capture(STOPPED_BEFORE), String.raw`\b`]);
/** 'until we get your kidney labs back': the result waited on captured (m[1]). */
const PENDING = regex([
  SAME_CLAUSE,
  String.raw`until (?:we (?:get|have|see|check) |you (?:get|have) )?(?:the |your |those )?`,
  capture([`(?:[a-z]+ )?${oneOf(STOPPED_PENDING)}`]),
  String.raw`\b`,
]);

/**
 * When a stop lasts, as the plan writes it: 'before surgery', '2 days before colonoscopy', '1 week before the
 * procedure' (said 'beforehand'), 'until after surgery', 'pending kidney labs'.
 */
function stoppedFor(after: string): string | null {
  const before = BEFORE.exec(after);
  if (before) {
    const howLong = before[1] ? `${amount(before[1])} ${before[2]} ` : '';
    return `${howLong}before ${before[3]!.replace(/^the /, '')}`;
  }
  const beforehand = BEFOREHAND.exec(after);
  if (beforehand) return `${beforehand[1] ? `${amount(beforehand[1])} ${beforehand[2]} ` : ''}before the procedure`;
  const untilAfter = UNTIL_AFTER.exec(after);
  if (untilAfter) return `until after ${untilAfter[1]!.replace(/^the /, '')}`;
  const pending = PENDING.exec(after);
  return pending ? `pending ${pending[1]}` : null;
}

/**
 * Instructions as the plan writes them: the verb of a change ('increase to 1000 mg twice a day'), a
 * stepping-down course named with the drug ('taper pack'), how long a stop lasts ('before surgery'), the dose and frequency with the time of day
 * said after it, and a course length ('for 10 days').
 */
export function instructionsFor(cue: Cue, dosage: string | null, after: string): string | null {
  // How long: 'for 10 days', 'for the next 4 days' (a change for a time only, never written as lasting).
  const course =
    /\bfor (?:the next |another |about )?(\d+|a|one|two|three|four|five|six|seven|ten|fourteen) (days?|weeks?|months?)\b/.exec(
      after.slice(0, 80),
    );
  // A change names the dose it starts from when said with it, as the plan reads: 'increase from 50 mg to 100 mg'.
  const from = cue.action === 'change' && dosage ? oldDoseSaid(after) : null;
  const verb =
    cue.action === 'change' ? `${changeVerb(cue.word)}${from ? ` from ${from}` : ''}${dosage ? ' to' : ''}` : null;
  // Only a medicine started new or again takes its form: one kept, changed or stopped is one the patient has.
  const dose = starts(cue.action) ? withForm(dosage, formAfter(after)) : dosage;
  const form = starts(cue.action) ? (COURSE_FORM.exec(after)?.[1] ?? null) : null;
  const when = dosage && /\b(?:a day|daily|once|twice|times)\b/.test(dosage) ? takenWhen(dosage, after) : null;
  // What a medicine taken when needed is for, when said: 'as needed for pain'.
  const what = dosage?.endsWith('as needed') ? neededFor(after) : null;
  const stopped = cue.action === 'stop' ? stoppedFor(after) : null;
  const text = [
    stopped,
    verb,
    form,
    dose,
    what ? `for ${what}` : null,
    when,
    // A stop's time before a procedure is its whole time: 'for a week beforehand' is no course of a week.
    course && !stopped ? `for ${course[1]!.replace(/^(a|one)$/, '1')} ${course[2]}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return text || null;
}
