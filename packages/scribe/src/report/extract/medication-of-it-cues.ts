import { oneOf } from '../pattern.js';

/*
 * Words by which the clinician acts on a medicine named before without naming it again: 'how's the
 * lisinopril working' | 'ok' | "let's increase it to 40 mg". Read by medication-plan.ts (an action said of a
 * drug just named in the clause) and medication-of-it.ts (one named in the clauses before); regular-expression
 * sources, one phrase a row.
 */

/** Words that mean a medicine named before: 'increase it', 'bump that up', 'double the dose'. */
export const THE_DRUG_SAID = ['it', 'that', 'them', 'the dose'];

/**
 * What may follow 'it', 'that' or 'them' meaning a medicine ('increase it to 40', 'stop that for now', 'bump
 * that up'): the rest of the action, not a noun the word is part of ('continue that diet', 'continue on that
 * high dose statin', where the drug is named after).
 */
export const AFTER_THE_DRUG_SAID = [
  'up',
  'down',
  'back',
  'to',
  'from',
  'by',
  'at',
  'for',
  'and',
  'then',
  'so',
  'but',
  'okay',
  'ok',
  'as',
  'now',
  'again',
  'until',
  'in',
  'once',
  'twice',
  'a bit',
  'a little',
  'too',
  'right',
  'completely',
  'altogether',
  'gradually',
  'slowly',
  String.raw`\d+`,
];
const THE_REST = String.raw`(?=\s*$|\s*[.,;?!]|\s+${oneOf(AFTER_THE_DRUG_SAID)}\b)`;
const THE_DRUG = String.raw`(?:the dose\b|(?:it|that|them)${THE_REST})`;

/**
 * Words right after an action word that say it of a medicine named before, not of one named after: 'increase
 * it to 40 mg', 'bump that up', 'double the dose', 'go up on the dose', or only the new dose ('go up to 40').
 */
export const OF_A_DRUG_SAID = [THE_DRUG, `(?:up |down )?on ${THE_DRUG}`, String.raw`(?:up |down )?to \d`];

/**
 * A drug said once and then meant by 'it' in the clinician's next words: how many clauses back it may be
 * named ('how's the lisinopril working' | 'ok' | "let's increase it to 40 mg"). Further back, 'it' may mean
 * anything said between.
 */
export const DRUG_SAID_REACH = 3;

/**
 * A tentative word before an action said only of 'it' ('we might refill that', "we'll probably increase it"):
 * with the drug meant and the decision both unsure, the action is offered, not written.
 */
export const TENTATIVE_BEFORE = ['might', 'may', 'could', 'probably', 'maybe', 'perhaps', 'possibly'];
