// What makes the complaint worse or better: the words the history of present illness reads it by.

/** What makes the complaint worse or better, said after these words ('worse when i walk', 'better with rest'). */
export const WORSE_WHEN: readonly string[] = ['worse (?:with|when|if|after|at)', 'aggravated by'];
/**
 * What makes it hurt ('hurts when i pivot', 'painful after a run'): the complaint worse only when the
 * complaint is a pain; of another ('it hurts when i swallow' of difficulty swallowing) it is a pain of its own.
 */
export const HURTS_WHEN: readonly string[] = [
  'hurts? (?:more |worse )?(?:with|when|if|after)',
  'painful (?:with|when|if|after)',
];
/** Words of a complaint that is a pain, which what makes it hurt makes worse ('knee pain', 'sore throat', 'headache'). */
export const PAIN_COMPLAINT: readonly string[] = [
  'pains?',
  '[a-z]*aches?',
  'aching',
  'sore(?:ness)?',
  'hurts?',
  'tender(?:ness)?',
  'cramps?',
  'cramping',
  'discomfort',
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
