/** Words that decide whether a test named in the plan is ordered (plan.ts). Regular-expression sources. */

/**
 * A test said not to be needed: 'no need for further a1c today', "we don't need any more blood work".
 * A test after one of these, with no new order word between, is not ordered.
 */
export const NOT_NEEDED = [
  'no need (?:for|to)',
  "(?:don't|do n't|do not|won't|wo n't|will not) (?:need|have to)",
  'not (?:necessary|needed|required)',
  'no (?:further|more)',
  'hold off on',
  'skip',
];

/**
 * A test ordered only if something happens: 'if it is not better in a week we will get an MRI', 'an MRI
 * if the pain does not settle'. Read in the words just after the test; the words before it are read by
 * the shared hypothetical reading. Such a test is written with 'if needed', never as ordered today.
 */
export const ONLY_IF_AFTER = ['if', 'unless', 'in case', 'should (?:it|that|the|this|you)'];

/**
 * Words after which 'if' means 'whether' ('to rule out if there is a cause', 'see if it is broken'): what
 * follows is what the test looks for, not a condition on ordering it.
 */
export const WHETHER_BEFORE_IF = [
  'rule out',
  'find out',
  'figure out',
  'sort out',
  'determine',
  'evaluate',
  'assess',
  'see',
  'check',
  'look',
  'wonder',
];

/**
 * Words said just before a test that make it a repeat of one had before ('a follow-up x-ray', 'repeat the
 * a1c'); 'another' is not one, since a yearly test is another one too ('another mammogram in april').
 */
export const REPEAT_BEFORE = ['follow-?up', 'repeat', 'recheck'];

/** Words after which a later time corrects the one before it ('in a couple weeks, or I'm sorry, a couple months'). */
export const TIME_CORRECTED = ["or i'm sorry", "i'm sorry", 'or sorry', 'sorry', 'i mean', 'or rather', 'actually'];

/**
 * Words that end the reach of a test's time: a new clause ('and', 'but', 'so'), or a condition whose time
 * it is ('an MRI if you are not better in 2 weeks'), or a time now ('today').
 */
export const TIME_STOPS = ['and', 'but', 'so', 'then', 'today', 'now', 'if', 'unless', 'ago'];
