/**
 * Words of an operation or procedure said with a side, and of its being done or still to come. Data only: the
 * rules that read them are in side-events.ts.
 */

/** Words of an operation or a procedure done on a side. */
export const PROCEDURE_WORDS = [
  'surgery',
  'surgeries',
  'surgical',
  'operation',
  'operations',
  'operate',
  'operated',
  'release',
  'repair',
  'repaired',
  'replacement',
  'replacements',
  'replaced',
  'reconstruction',
  'reconstructed',
  'arthroscopy',
  'arthroscopic',
  'arthroplasty',
  '[a-z]+ectomy',
  '[a-z]+otomy',
  '[a-z]+plasty',
  'fixation',
  'orif',
  'fusion',
  'procedure',
  'scoped',
  'injection',
  'injections',
  'injected',
];

/** Words of a procedure already done: 'had', 'underwent', 'status post', 'in 2019', 'back in'. */
export const DONE_WORDS = [
  'had',
  'has had',
  'have had',
  'underwent',
  'undergone',
  'did',
  'was done',
  'were done',
  'previously',
  'previous',
  'prior',
  'ago',
  'history of',
  'status post',
  String.raw`s\/p`,
  String.raw`in (?:19|20)\d\d`,
  'back in',
  'reconstructed',
  'replaced',
  'repaired',
  'operated on',
];

/** Words of a procedure still to come: 'will', 'scheduled', 'candidate', 'to undergo', 'again'. */
export const PLANNED_WORDS = [
  'will',
  'going to',
  'gonna',
  'plan',
  'plans',
  'planned',
  'planning',
  'schedule',
  'scheduled',
  'should',
  "let's",
  'let us',
  "we'll",
  "i'll",
  'want to',
  'wants?',
  'would like',
  'desires?',
  'candidate',
  String.raw`recommend\w*`,
  'proceed',
  'opted',
  'opt',
  'to be performed',
  'to undergo',
  String.raw`consider\w*`,
  'again',
];

/** Words of a study that images a side: an x-ray, an MRI, a CT, an ultrasound. */
export const STUDY_WORDS = [
  'x-?rays?',
  'radiographs?',
  'films?',
  'mri',
  'ct',
  'cat scan',
  'ultrasounds?',
  'sonograms?',
  'mammograms?',
  'imaging',
  // '3 views of the left foot were taken': radiograph views.
  'views',
];
