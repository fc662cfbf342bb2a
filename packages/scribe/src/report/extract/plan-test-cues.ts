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
