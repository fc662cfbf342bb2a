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
