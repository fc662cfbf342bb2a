/**
 * Words that tell which side of the family a relative is on ('my mom's sister', 'my grandfather on my
 * dad's side', 'maternal aunt'). Regular-expression sources over normalised text, read by family-sides.ts.
 */

/** The relatives a note names by side: a parent's sibling or parent. */
export const SIDED = ['aunt', 'uncle', 'grandmother', 'grandfather'];

/** The words for each parent and side, as a side is told by them. */
export const SIDE_WORDS: Record<'maternal' | 'paternal', string[]> = {
  maternal: ['maternal', 'mom', 'mother', 'mum', 'mommy'],
  paternal: ['paternal', 'dad', 'father', 'daddy'],
};

/**
 * A parent's relative named by their relation to the parent ('my mom's sister', 'my dad and his father'):
 * a parent's sister is an aunt, a parent's father a grandfather.
 */
export const OF_A_PARENT: Record<string, string> = {
  sister: 'aunt',
  brother: 'uncle',
  mother: 'grandmother',
  father: 'grandfather',
  aunt: 'aunt',
  uncle: 'uncle',
  grandmother: 'grandmother',
  grandfather: 'grandfather',
};

/** Words before a relative that make it a parent's own: "mom's ", 'mother and her ', 'maternal '. */
export const PARENTS_OWN_BEFORE = ["(SIDE)'s ", '(SIDE)(?: and| or|,)? (?:her|his) ', '(SIDE) '];

/** Words after a relative that give the side: "on my mom's side", 'on the paternal side'. */
export const SIDE_AFTER = "on (?:my|her|his|the) (SIDE)(?:'s)? side";

/**
 * Words by which a question asks whose side a relative is on ('on your mom's side or your dad's?', 'your
 * mom's or dad's father?'), not about both parents' own health ('any illness in your mother or father?').
 */
export const SIDE_ASKED = ["(SIDE)'s", 'side'];

/** Words that join relatives who share what is said next: 'my mom and her sister both had melanoma'. */
export const RELATIVES_JOINED = "^(?:'s)?,?(?: and| or)?(?: my| her| his| our)? $";

/**
 * Words between a condition and the relative named right after it, by which the condition is theirs:
 * 'diabetes in her mother', 'heart disease on my dad's side'. Said before the relative, in the same phrase.
 */
export const RELATIVE_AFTER = "^[a-z' -]*? (?:in|on) (?:my|her|his|your|their|the) $";
