/**
 * The marks of spoken form: words a clinician says in the room but never writes in a note. A note
 * statement is third person, clinical, without fillers, trailing fragments or a word said twice; a
 * statement with one of these marks is held back from the note and offered as "said, not in the note".
 *
 * Each row: the reason it gives, the words it reads (regular-expression sources, matched case-insensitively
 * as whole words), where in the statement they count, whether cleaning a statement for offering removes
 * them, and an example statement it finds.
 */
export type StatementFormReason = 'person' | 'filler' | 'fragment' | 'repeated word';

/** Where a cue's words count: anywhere, opening the statement, closing it, or as the whole statement. */
export type CuePlace = 'anywhere' | 'opening' | 'closing' | 'whole';

export interface StatementFormCue {
  reason: StatementFormReason;
  words: readonly string[];
  place: CuePlace;
  /** removed when a held statement is cleaned for offering (a pronoun stays: the clinician rewrites it) */
  strip: boolean;
  example: string;
}

export const STATEMENT_FORM_CUES: readonly StatementFormCue[] = [
  // The clinician speaking as themselves: a note speaks of the clinician's findings, not 'I appreciate'.
  {
    reason: 'person',
    words: ['I', "I'm", "I've", "I'd", "I'll", 'me', 'my', 'mine', 'myself', 'we', "we're", "we've", "we'll", "let's"],
    place: 'anywhere',
    strip: false,
    example: 'On the lung exam I do appreciate some diminished lung sounds',
  },
  { reason: 'person', words: ['us', 'our', 'ours'], place: 'anywhere', strip: false, example: 'Call our office' },
  // The clinician speaking to the patient: a note speaks of 'the patient', never to them.
  {
    reason: 'person',
    words: ['you', 'your', 'yours', 'yourself', "you're", "you've", "you'll", "you'd"],
    place: 'anywhere',
    strip: false,
    example: 'Your heart is at a regular rate and rhythm',
  },
  // Hesitation and spoken fillers.
  {
    reason: 'filler',
    words: ['um+', 'uh+', 'uhm', 'erm', 'hm+', 'hmm+', 'mm-hmm', 'uh-huh', 'yeah', 'gonna', 'wanna', 'kinda', 'sorta'],
    place: 'anywhere',
    strip: true,
    example: 'Occupation: um, uh, teacher',
  },
  {
    reason: 'filler',
    words: ['you know', 'I mean', 'okay so', 'go ahead and', 'let me see', 'let me just'],
    place: 'anywhere',
    strip: true,
    example: 'Bent over and you know felt a pop',
  },
  // 'Kind of' and 'sort of' as a hedge; after a determiner they are a noun ('a kind of rash') and stay.
  {
    reason: 'filler',
    words: [
      '(?<!\\b(?:a|an|the|what|which|this|that|any|some|same|no|every|other|one|another|different|certain|all)\\s+)(?:kind|sort) of',
    ],
    place: 'anywhere',
    strip: true,
    example: 'The knee is kind of sore',
  },
  // 'Like' as a filler: before a number or an amount ('for like 4 days'), or next to another filler.
  {
    reason: 'filler',
    words: ['like(?=,|\\s+(?:\\d|a few|a couple|maybe|about|um|uh)\\b)', '(?<=\\b(?:um|uh),?\\s+)like'],
    place: 'anywhere',
    strip: true,
    example: 'Throat pain for like 4 days',
  },
  // A speaker starting a turn.
  {
    reason: 'filler',
    words: [
      'okay',
      'ok',
      'alright',
      'all right',
      'so(?! far)',
      'well',
      'oh',
      'now',
      'and',
      'but',
      'like',
      'yes',
      'no(?=,)',
    ],
    place: 'opening',
    strip: true,
    example: 'Well, always stayed away from drugs',
  },
  // A speaker checking they were followed.
  {
    reason: 'filler',
    words: ['okay', 'ok', 'alright', 'all right', 'correct', 'yeah'],
    place: 'closing',
    strip: true,
    example: 'Follow-up for asthma, correct',
  },
  // A statement cut off: it ends on a conjunction, article, possessive, preposition, pronoun or verb that
  // needs more ('or so', 'do so' are whole).
  {
    reason: 'fragment',
    words: [
      ...['and', 'or', 'but', '(?<!\\b(?:or|do|doing|did|done)\\s+)so', 'because', 'if', 'than', 'as', 'that'],
      ...['the', 'a', 'an', 'his', 'their', 'its', 'this', 'these', 'those', 'some', 'any'],
      ...['of', 'for', 'at', 'by', 'into', 'like', 'with', 'to', 'about', 'which', 'who', 'when', 'where'],
      ...['is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'he', 'she', 'they', 'just', 'very'],
      ...['would', 'could', 'should', 'can', 'will', 'does', 'did', 'might', 'may'],
    ],
    place: 'closing',
    strip: true,
    example: 'Use ice as well but I definitely would like for',
  },
  // A word said twice in a row ('the the'); cleaning keeps one.
  {
    reason: 'repeated word',
    words: ["([a-z']+)\\s+\\1"],
    place: 'anywhere',
    strip: true,
    example: 'The hemoglobin a1c is is 8',
  },
  // A bare answer is not a statement: 'Yes' says nothing without the question.
  {
    reason: 'fragment',
    words: ['yes', 'no', 'nope', 'yep', 'sure', 'both', 'maybe', 'correct', 'right', 'not really', 'i guess'],
    place: 'whole',
    strip: false,
    example: 'Yes',
  },
];

/** Words before which a capital I is a numeral, not the speaker: type I diabetes, grade I, stage I. */
export const NUMERAL_I_AFTER: readonly string[] = ['type', 'grade', 'stage', 'class', 'phase', 'level', 'tier'];

/**
 * A prose statement this short and without a clinical word ('Hardly ever', 'Does') needs the question
 * it answers; a list item is a noun phrase and short by nature, so this reads prose only.
 */
export const SHORT_PROSE_WORDS = 3;

/** Clinical words beyond the extractor's lexicons that make a short statement whole. */
export const CLINICAL_WORDS: readonly string[] = [
  '\\w+(?:itis|osis|ectomy|otomy|plasty|ology|ologist|gram|graphy|scopy|emia|pathy|algia|oma)',
  ...['x-?rays?', 'mri', 'ct', 'ekg', 'ecg', 'labs?', 'scans?', 'ultrasound', 'biopsy', 'therapy', 'surgery'],
  ...['injections?', 'vaccines?', 'exam', 'wounds?', 'ulcers?', 'dressings?'],
  ...['smok\\w*', 'alcohol', 'tobacco', 'drinks?', 'vap\\w*', 'socially', 'married', 'divorced', 'widowed'],
  ...['single', 'retired', 'works?', 'lives', 'never', 'denies', 'quit', 'former', 'daily', 'weekly', 'occasionally'],
  ...['marijuana', 'cannabis', 'drugs', 'cigarettes?', 'beers?', 'wine', 'pain', 'rash', 'fracture', 'injury'],
];
