/**
 * A clinician's bare follow-up ('any blood?', 'any pain here?') asks about the part or function just
 * talked of: after talk of bowel movements 'any blood' is blood in the stool, during the examination of
 * the low back 'any pain here' is back pain. Each row is the bare word (its spoken forms), the site words
 * that may come just before it (or later in the same question), and the symptom it then becomes, in
 * words the symptom lexicon reads. sites.ts reads these rows for the writer and the checker alike.
 * Adding a site is adding a row here and an example in sites.test.ts.
 */
export interface SiteCue {
  /** the row's name, for tests */
  rule: string;
  /** the bare word as spoken, after 'any' */
  words: readonly string[];
  /** words that name the site (whole words, over normalised text) */
  after: readonly string[];
  /** the symptom the bare word becomes, as the lexicon reads it */
  becomes: string;
}

export const SITE_CUES: readonly SiteCue[] = [
  {
    rule: 'blood:stool',
    words: ['blood', 'bleeding'],
    after: ['bowel movements?', 'bowels', 'stools?', 'poop(?:ing)?', 'pooping', 'rectum', 'rectal'],
    becomes: 'blood in stool',
  },
  {
    rule: 'blood:urine',
    words: ['blood', 'bleeding'],
    after: ['urine', 'urinat(?:e|ing|ion)', 'pee(?:ing)?', 'passing water', 'bladder'],
    becomes: 'blood in urine',
  },
  {
    rule: 'pain:back',
    words: ['pain', 'pains'],
    after: ['low back', 'lower back', 'lumbar(?: spine)?', 'thoracic spine', 'your back', 'my back'],
    becomes: 'back pain',
  },
  {
    rule: 'pain:neck',
    words: ['pain', 'pains'],
    after: ['cervical spine', 'your neck', 'my neck', 'the neck'],
    becomes: 'neck pain',
  },
  { rule: 'pain:chest', words: ['pain', 'pains'], after: ['chest'], becomes: 'chest pain' },
  { rule: 'pain:eye', words: ['pain', 'pains'], after: ['eyes?'], becomes: 'eye pain' },
];

/** Words after the bare word that give it a site of its own ('any pain in your knee', 'any blood when you cough'): no row applies. */
export const OWN_SITE_WORDS: readonly string[] = [
  'in',
  'on',
  'at',
  'of',
  'behind',
  'around',
  'near',
  'with',
  'during',
  'while',
  'when',
  'from',
  'after',
];

/**
 * Words that point back to what was just talked of ('any pain when it happens', 'any blood with that'): after
 * a site word they name no site of their own, so the bare word still takes the site talked of.
 */
export const BACK_REFERENCE_WORDS: readonly string[] = [
  'it',
  "it's",
  'that',
  "that's",
  'this',
  'them',
  'those',
  'these',
];

/** Two places joined in one question ('pain in or behind the eye'): read as the first ('pain in the eye'). */
export const JOINED_PLACES: readonly string[] = [
  'in or behind',
  'in or around',
  'in or near',
  'on or around',
  'in and around',
];
