import { regex, wordsOf } from '../pattern.js';
import { HOMES, HOUSEHOLD, JOB_NOUNS, WORK_FIELDS, WORKPLACES } from '../vocabulary/occupations.js';

/** Words of a phrase with no preposition in it ('real estate', not 'patient of doctor'). */
const PLAIN = String.raw`(?:(?!of |for |at |in |with |to )[a-z0-9'-]+ )*`;
/** A line that opens as given and ends on a word of the vocabulary of what such a line rests on. */
const line = (opening: string, words: readonly string[]) => regex(['^', opening, PLAIN, wordsOf(words), '$']);

/** A place the transcript wrote as a name ('Lives in Arizona'); recognised speech in lower case never gives one. */
const NAMED_PLACE = /^Lives in (?:[A-Z][a-z]+ ?){1,3}$/;

/**
 * The forms of a work or home line a note writes without asking: each names its state, or ends on a word the
 * vocabulary knows for its kind. 'Retired', 'Works as a truck driver', 'Works in construction', 'Works at a
 * school', 'Married', 'Lives alone', 'Lives with daughter', 'Lives in a nursing home'.
 */
const SURE = {
  occupation: [
    /^(?:retired|unemployed|on disability)$/i,
    line('(?:works as an? |retired |former )', JOB_NOUNS),
    line('works in ', WORK_FIELDS),
    line('works (?:at|for) ', WORKPLACES),
  ],
  livingSituation: [
    /^(?:married|divorced|single|widowed|separated|lives alone)$/i,
    line('lives with ', HOUSEHOLD),
    line('lives (?:in|at) ', HOMES),
  ],
} as const;

/**
 * Whether a work or home line is one a clinician would sign as written. Speech recognition cuts and mishears
 * these phrases ('works as a strong german', 'lives with her'), and a line that is not sure is offered as said
 * rather than written.
 */
export const sureSocialLine = (key: keyof typeof SURE, said: string) =>
  SURE[key].some((re) => re.test(said.toLowerCase())) || (key === 'livingSituation' && NAMED_PLACE.test(said));
