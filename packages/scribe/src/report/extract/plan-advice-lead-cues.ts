/**
 * Words around advice in a plan (plan-advice.ts): what leads it ('i want you to', 'try to'), who else will
 * give it, the devices and body parts it names, and the filler left out of a held line. The advice itself,
 * and the line it makes, are the rows of plan-advice-cues.ts. Regular-expression sources, one phrase a row.
 */
import { ACTIVITIES } from './plan-advice-cues.js';

/**
 * Words of the clinician giving a device or stating it will be worn ('give you', 'put you in', 'have you
 * use', "you'll be in"): after them a device row is read as ordered. Only device rows are read
 * there: 'you'll be fine with some rest' is no advice to rest.
 */
export const DEVICE_LEADS = [
  String.raw`(?:give|giving|put|putting|place|placing|fit|fitting|prescribe|prescribing|provide|providing|order|ordering)(?: you)?`,
  'have you',
  "you(?:'re| are|'ll| will)",
  // 'nsaids as needed, as well as use of a cane': the device to use, wherever it falls in a longer sentence
  'use(?: of)?',
];

/** Body parts a brace, splint or sling is for, as the line names them. */
export const ADVICE_PARTS = [
  'knee',
  'ankle',
  'wrist',
  'elbow',
  'back',
  'shoulder',
  'thumb',
  'finger',
  'hand',
  'foot',
  'neck',
  'arm',
];

/** Words of a lifestyle measure: advice naming one that no row writes is held back for the clinician. */
export const LIFESTYLE_WORDS = [
  'diet',
  'exercises?',
  'lose weight',
  'losing weight',
  'weight loss',
  'smoking',
  'cut (?:back|down)',
  String.raw`hydrat\w*`,
  'fluids',
  'rest',
  'ice',
  'heat',
  String.raw`elevat\w*`,
  'compression',
  'salt',
  'sugar',
  String.raw`stretch\w*`,
  'walking',
  'sleep',
  'brace',
  'splint',
  'sling',
  'crutches',
  'wrap',
  'activity',
  'avoid',
];

/** Words that lead advice and are not part of it: 'i want you to', 'you should', 'go ahead and'. */
export const ADVICE_LEADS = [
  'i (?:really |just |also |do )?want you to',
  'i (?:definitely |really )?(?:would|do) (?:like|want) (?:for )?you to',
  "i'd (?:like|want) (?:for )?you to",
  'i (?:would )?recommend(?: that you)?',
  'recommend',
  'you should',
  "(?:it's|it is) (?:very |really |so )?important (?:that you|for you to|to)",
  'make sure (?:that )?(?:you )?',
  'please',
  'i encourage you to',
  'encourage you to',
  'you need to',
  'we (?:will |are going to )?need to',
  'you have to',
  'you can',
  'go ahead and',
  // 'the best thing to do is ignore the tics'
  '(?:the )?best thing (?:to do )?(?:is|would be)(?: to)?',
  // 'i'm going to have you check your weights': the clinician's own words of having the patient do it, not 'have you had …?'.
  "(?:i'm (?:gon ?na|going to)|i'll|we'll|i'd like to|i want to|let's)(?: go ahead and)? have you",
];

/**
 * Someone else who will advise, said right before the advice words: 'physical therapy will help and they'll
 * be able to recommend good exercises', 'the therapist can show you'. What they will advise is theirs to
 * give at their visit, not advice the clinician gives today.
 */
export const ADVISED_BY_OTHERS = [
  String.raw`they(?:'ll| will| can| could| would| may)?(?: be able to| want to| probably| also)*`,
  String.raw`(?:the )?(?:physical )?therap(?:y|ist|ists)(?: will| can| could| would| may)(?: be able to| also)*`,
];

/** Words that open advice themselves: 'try to', 'keep', 'continue to', 'avoid'. */
/** A measure of self-care said as an order at a statement's start: 'get plenty of rest', 'rest, drink plenty of fluids'. */
const SELF_CARE_ORDER = String.raw`(?:rest,? (?:and )?)?(?:get (?:plenty of |some )?rest|drink (?:plenty|lots|more) of|stay hydrated|push fluids)`;

export const ADVICE_VERBS = [
  'try to',
  // 'try not to take any ibuprofen': read for what to keep off.
  'try not to',
  'keep(?! in mind)',
  'continue to',
  'continue (?:you )?(?:on|with)',
  'avoid',
  // 'no running for 2 weeks': a restriction said as a ban opens advice.
  `no(?= (?:any )?(?:${ACTIVITIES.join('|')})\\b)`,
  // 'start some low impact exercises': starting a measure is advice to take it up; not 'if you start …'.
  String.raw`(?<!\bif you )start(?= (?:some |doing |with |an? )?(?:[a-z-]+ ){0,2}(?:exercises?|exercising|stretch\w*|walking)\b)`,
  // 'rest, drink plenty of fluids and…', 'get plenty of rest': a clinician's statement that opens with the measure
  // itself, told as an order; read from its start (after discourse words), so no other subject has it.
  String.raw`^(?:(?:so|okay|ok|and|alright|now|then|um|uh|just),? )*(?=${SELF_CARE_ORDER}\b)`,
];

/** Words of speech left out of a held line: fillers and the spoken framing. */
export const ADVICE_FILLERS = [
  'um+',
  'uh+',
  'you know',
  'i mean',
  'like',
  'just',
  'really',
  'definitely',
  'go ahead and',
  'as well',
];

/**
 * Words that tell the operation planned today and the day it is done ('a day surgery', 'the procedure',
 * 'discharged home'): a device or restriction told after them is the operation's aftercare.
 */
export const OPERATION_DAY = ['surgery', 'procedure', 'operation', 'discharged', 'post[- ]?op(?:erative(?:ly)?)?'];
