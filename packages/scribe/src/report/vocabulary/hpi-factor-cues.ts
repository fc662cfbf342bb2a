// What makes the complaint worse or better: the words the history of present illness reads it by.

/** What makes the complaint worse or better, said after these words ('worse when i walk', 'hurts when i pivot'). */
export const WORSE_WHEN: readonly string[] = [
  'worse (?:with|when|if|after|at)',
  'hurts? (?:more |worse )?(?:with|when|if|after)',
  'painful (?:with|when|if|after)',
  'aggravated by',
];
export const BETTER_WHEN: readonly string[] = [
  'better (?:with|when|if|after)',
  'eases? (?:with|when|if)',
  'relieved by',
];

/**
 * What makes the complaint worse or better, said before these words ('stress makes it worse', 'cold weather
 * brings it on', 'lying down makes it a lot better'): the words before are the factor.
 */
export const MAKES_WORSE: readonly string[] = [
  'makes? (?:it|them) (?:feel )?(?:a lot |a little |much |even |way |so much )?worse',
  'brings? (?:it|them) on',
  'sets? (?:it|them) off',
  'triggers? (?:it|them)',
  'aggravates? (?:it|them)',
];
export const MAKES_BETTER: readonly string[] = [
  'makes? (?:it|them) (?:feel )?(?:a lot |a little |a bit |much |way |so much )?better',
  'eases? (?:it|them)',
  'relieves? (?:it|them)',
];
/**
 * What helps, said just before these words at the end of its clause ('ibuprofen helps a bit', 'tums help',
 * 'the cream helps a little'); said before more words it is what something helps with ('melatonin helps me
 * sleep'), not what eases the complaint.
 */
export const HELPS: readonly string[] = [
  String.raw`helps?(?: (?:a (?:little|bit|lot)(?: bit)?|some|somewhat))?(?=\s*(?:$|[,.;!?]|\s(?:and|but|so|though|too)\b))`,
];
/** Words the few words of what helps start after: a filler or a joining word ('my knee hurts uh ibuprofen helps'). */
export const HELPS_AFTER: readonly string[] = ['um', 'uh', 'and', 'but', 'so', 'then', 'well', 'yeah', 'also'];

/** Words a factor said before its cue starts after: fillers and hedges ('well i think stress'). */
export const FACTOR_LEAD: readonly string[] = [
  'well',
  'um',
  'uh',
  'yeah',
  'yes',
  'so',
  'i think',
  'i guess',
  'i find',
  "i've noticed",
  'i noticed',
];
/** Adverbs said next to a factor that are not part of it ('coffee definitely sets it off'). */
export const FACTOR_ADVERBS: readonly string[] = [
  'usually',
  'definitely',
  'mostly',
  'really',
  'always',
  'just',
  'also',
  'sometimes',
  'probably',
  'kind of',
  'sort of',
];
/** A factor that names nothing ('nothing makes it better', 'what makes it worse', 'that makes it worse'). */
export const NO_FACTOR = ['nothing', 'anything', 'something', 'what', 'which', 'it', 'that', 'this', 'everything'];

/** Words a short aggravating or relieving phrase ends before. */
export const PHRASE_END: readonly string[] = [
  'and',
  'but',
  'so',
  'because',
  'or',
  'then',
  'though',
  'which',
  'like',
  'you know',
  'um',
  'uh',
  'too',
  'as well',
];
