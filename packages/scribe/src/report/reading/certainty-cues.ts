import { oneOf } from '../pattern.js';
import { PROCEDURE_CUES } from '../vocabulary/procedure-cues.js';
import type { CertaintyRow } from './context-types.js';

/**
 * How clinicians state a diagnosis, one list per certainty (the certainty rows; see context-types.ts), read
 * by certainty.ts for the writer's assessment and history. The phrase after the cue is the diagnosis. Order
 * matters where one cue is the start of another: the first that fits wins.
 */

/**
 * A phrase after a cue that reads the chart's history ('it looks like you had a history of eczema', 'a
 * previous surgical history of a colectomy'): past history, which the history section holds, not a
 * diagnosis of this visit.
 */
export const CHART_HISTORY_START = ['history of', String.raw`(?:previous|past|prior)(?: [a-z]+)? history`];

/** A clinician voicing a worry or a possibility: 'concerned about', 'could be', 'rule out'. */
export const POSSIBLE_CUES = [
  '(?:feared|fear|worried|concerned)(?: that)? (?:she|he|you|they) (?:had|has|have|might have|may have)',
  'concern(?:ed)? (?:about|for)',
  'worried about',
  'suspicious for',
  'could (?:be|have)',
  'might (?:be|have)',
  'may (?:be|have)',
  'possib(?:le|ly)',
  // 'there's a small chance this is a tear': a chance, however put, is a possibility.
  "(?:a |some |small |slight |low )*chance (?:that )?(?:this|it|you|she|he)(?: is|'s| has| have| could be| might be)?(?: an?)?",
  'rule out',
  'differential (?:includes|is)',
  "can't rule out",
  "not sure if (?:it's|this is)",
];

/** The cues of a worry: 'concern about', 'worried about', 'feared that he had'. */
export const WORRY_CUE_START = ['concern', 'worried', 'feared', 'fear'];
/**
 * Words just before a worry that put it in the past or make it someone else's ('there was concern about a
 * capsular strain' before the scan was done, 'they were worried about a fracture', 'he was concerned about a
 * clot'): a worry that was then worked up, or the patient's own, is no possibility the clinician weighs today.
 * The clinician's own 'i was worried about …' is today's worry said in the past tense, and is not among them.
 */
export const PAST_WORRY_BEFORE = [
  'there (?:was|were)(?: some| a| an| initial)?',
  '(?:they|he|she|the [a-z]+) (?:was|were|had been)(?: initially| also)?',
];

/** Words that point at the diagnosis named next, after 'i think' or 'i'm pretty sure': 'it's', "we're dealing with". */
const POINTING = ['this is', "it's", 'it is', "that's", 'that is', "we're dealing with"];
/** What 'i think …' goes on with before the diagnosis: 'you have', 'it's', 'we're dealing with'. */
const THOUGHT = [
  // 'i think it's probably just your allergies': the hedge and the belittling word before the name.
  String.raw`(?:it's|it is|this is|that's) (?:most )?(?:probably|likely) just(?: an?| your| some)?`,
  // 'i think this is more of a muscular sprain': the clinician weighing one cause over another names it.
  String.raw`(?:it's|it is|this is|that's) more (?:of|like)\b(?: an?| your| some)?`,
  String.raw`(?:you|she|he|they)(?:'ve| have| has| probably have| probably has| likely have| likely has| might have| may have)?\b(?: got)?(?: is)?`,
  '[a-z]+ (?:does have|has got|has)',
  ...POINTING,
  "you're dealing with",
  'this is probably',
  'you probably',
  "there's",
  'it was',
];
/** What 'i'm pretty sure …' goes on with before the diagnosis. */
const SURE_OF = ["you(?:'ve| have)(?: got)?", '(?:she|he|they) (?:has|have)', ...POINTING];
/** Verbs of a plan after 'probably' ('we'll probably order …'): not a diagnosis. */
const PLAN_AFTER_PROBABLY = [
  'do',
  'go',
  'get',
  'order',
  'need',
  'want',
  'start',
  'be',
  'try',
  'see',
  'send',
  'check',
  'put',
  'give',
  'just',
  'also',
  'gonna',
  'wanna',
  'going',
  'repeat',
  'come',
  'take',
];
/**
 * The clinician giving their assessment: 'my impression is that you have…', 'i'm going to diagnose you with…'.
 * What follows is their diagnosis, stated, as a note's 'Impression:' heading states it; a hedge inside
 * ('my impression is that this could be…') is read by its own cue first.
 */
const ASSESSED_CUES = [
  "(?:i'm |i am |we're |we are )?(?:going to |gonna |gon na )?diagnos(?:e|ing) (?:you|her|him|them) with",
  'my (?:impression|assessment|diagnosis)(?: here| of you)?(?: is| would be| will be)?(?: is)?(?: that)?' +
    "(?: you have| you've had| you had| this is| it's)?",
];

/**
 * The clinician announcing the assessment just before an opinion ('let me talk about my impression and plan,
 * i think that you have …', 'my assessment and plan here, for the first problem i do believe …'): the opinion
 * that follows is the impression itself, as a note's 'Impression:' heading states it, not a hedge.
 */
export const IMPRESSION_ANNOUNCED = [
  String.raw`\bmy (?:impression|assessment)(?: and (?:my |the )?plan)?(?: here)?[,:.]?(?: [a-z']+){0,7}[,.]?\s*$`,
];
/** The plain opinion verbs the announced impression turns into a statement; 'probably', 'might' stay hedges. */
export const OPINION_CUE = String.raw`^i (?:do )?(?:think|believe)\b(?!.*\b(?:probabl[ey]|likely|might|may|could)\b)`;

/** A clinician stating what they believe: 'i think you have', 'looks like', 'consistent with', 'my impression is'. */
export const PROBABLE_CUES = [
  String.raw`i (?:do )?(?:think|believe|suspect|feel)(?: that)?(?: what)? ${oneOf(THOUGHT)}`,
  "(?:i am|i'm|we are|we're) suspecting",
  'i suspect (?:an?|some) ',
  `(?:i am|i'm) (?:pretty |fairly |quite |very |almost )?(?:sure|confident|certain)(?: that)? ${oneOf(SURE_OF)}`,
  "(?:we are|we're|you are|you're) dealing with",
  String.raw`(?:^|\b(?:it|this|that|(?!not\b|never\b)(?<!')[a-z]+) )(?:looks?|sounds?|seems?|appears?) (?:like|to be|that)` +
    "(?: you have| you've got| (?:she|he|they) (?:has|have)| it's| it is| this is| an?(?= ))?",
  'consistent with',
  '(?:most )?likely (?:have |has |is |a |an )?',
  String.raw`probabl[ey] (?!${oneOf(PLAN_AFTER_PROBABLY)}\b)(?:have |has |is |a |an )?`,
  // 'it's probably just a pulled muscle', 'this is most likely just your allergies': 'just' after a pointing
  // word belittles the diagnosis named; after 'we'll probably' it is a plan ('we'll probably just watch it').
  String.raw`${oneOf(POINTING)} (?:most )?(?:probably|likely) just (?:an? |your |some )?`,
  'suggestive of',
  'in keeping with',
  // 'your knee pain is likely from osteoarthritis': the hedge between the verb and its cause.
  '(?:is|are) (?:(?:most )?(?:likely|probably) )?(?:related to|from)',
  'impression(?: is)?[:,]?',
  'assessment(?: is)?[:,]',
  'presentation is',
  "(?:we are|we're) looking at",
  '(?:this|it) is a case of',
  'case of',
  'suffering from',
];

/** Who a clinician says has the condition: 'she', 'the patient', 'your son'. */
const PERSON = '(?:she|he|they|the patient|your (?:son|daughter|child|baby|mother|father|mom|dad|wife|husband))';
/** Words a condition's name ends with, for 'she has …' to state a diagnosis rather than a symptom. */
const CONDITION_ENDS = [
  'infection',
  'itis',
  'osis',
  'emia',
  'oma',
  'pathy',
  'fracture',
  'sprain',
  'strain',
  'disease',
  'syndrome',
  'deficiency',
  'failure',
  'hypertension',
  'high blood pressure',
  'diabetes',
  'asthma',
  'copd',
  'anemia',
  'pneumonia',
  'gout',
  'trauma',
  'exposure',
  'injury',
  'stones?',
];
/** 'she has …' with a condition's name within the next few words. */
const PERSON_HAS =
  `${PERSON} (?:also )?(?:does have|do have|has|have|had|has got|developed)` +
  String.raw`(?= (?:a |an |the |some )?(?:[a-z'-]+ ){0,4}?[a-z'-]*${oneOf(CONDITION_ENDS)}\b)`;
/** Tests and studies whose result states a diagnosis. */
const STUDIES = [
  'x-?rays?',
  'mri',
  'ct',
  'scan',
  'ultrasound',
  'radiographs?',
  'imaging',
  'study',
  'biopsy',
  'tests?',
  'results?',
  'blood ?work',
  'labs?',
  'lab work',
  'urine',
  'urinalysis',
  'culture',
  'swab',
  'ekg',
  'ecg',
  'echo(?:cardiogram)?',
  'report',
];
/**
 * Words right after a diagnosis that ground it in the results read today ('i think you do have copd from
 * your pulmonary function tests', '… based on your x-ray'): a diagnosis explained from results is stated,
 * whatever hedge opened it. Read from the end of the diagnosis's name.
 */
export const FROM_RESULTS = String.raw`^(?: [a-z']+){0,2}? (?:from|based on|given|according to) (?:your|the|these|those|his|her)(?: [a-z'-]+){0,3}? ${oneOf(STUDIES)}\b`;

/** What a study does with a diagnosis: 'shows', 'revealed', 'came back positive for'. */
const STUDY_SHOWS = [
  'showing',
  'shows?',
  'showed',
  'revealing',
  'reveals?',
  'revealed',
  'demonstrates?',
  'confirms?',
  'confirmed',
  '(?:is |was |came back )?positive for',
  'indicates?',
];
/** A clinician stating a diagnosis as fact: 'what i see is', 'the x-ray shows', 'you have', 'diagnosed with'. */
const CONFIRMED_CUES = [
  'what (?:i|we) see (?:here )?is',
  PERSON_HAS,
  String.raw`${oneOf(STUDIES)} (?:also |clearly )?(?:came back )?${oneOf(STUDY_SHOWS)}\b`,
  "you(?:'ve got| have got| do have| have| got| developed| have developed|'ve developed)",
  String.raw`(?:it|the \w+) says (?:that )?(?:you|she|he) (?:had|have|has)`,
  "(?:we|i)(?: now)?(?: have|'ve)?(?: now)? added",
  '(?:diagnos(?:ed|is)(?: you)?(?: with| of| is)?)',
  // A cause stated as fact ('your foot pain is due to a lisfranc fracture') is the clinician's diagnosis.
  '(?:is|are) (?:due to|caused by)',
  'confirms?',
];

/** What a clinician reads a diagnosis from besides the studies: the examination, the findings. */
const EVIDENCE = [...STUDIES, 'exam(?:ination)?', 'findings?'];
/**
 * A result read out as consistent with a diagnosis ('your x-ray is consistent with a lisfranc fracture',
 * 'your labs were in keeping with hepatitis c'): the clinician states what the result shows, as a note's
 * 'x-ray consistent with …' does; a hedge after it ('consistent with possibly a stress fracture') is read
 * by its own cue.
 */
const RESULT_CONSISTENT_CUES = [
  String.raw`${oneOf(EVIDENCE)}(?: [a-z']+){0,2}? (?:is|are|was|were|came back|looks?) (?:very |most |all )?(?:consistent with|in keeping with)`,
];

/** The clinician's words naming a diagnosis as consistent with what they found. */
export const CONSISTENT_WITH = String.raw`\b(?:consistent with|in keeping with)\s*$`;

/**
 * A treatment the clinician advises, said after a diagnosis in the same turn ('consistent with a lisfranc
 * fracture … i recommend surgery', "we'll treat it with antibiotics"): a diagnosis acted on is stated.
 */
export const TREATMENT_ADVISED = [
  ...PROCEDURE_CUES.filter((c) => c.step === 'recommended').map((c) => c.phrase),
  String.raw`(?:i|we)(?:'ll| will|'m| am|'re| are)(?: also)?(?: going to| gon ?na)? (?:treat|prescribe|start you on|put you (?:in|on))`,
  // 'the best treatment at this time for your sprain is to …'
  String.raw`the (?:best |first |right )?treatment(?: [a-z']+){0,6}? (?:is|would be|will be)`,
];

/** Words that hedge a problem besides the possible cues: 'likely', 'probably', 'seems to be', 'i think'. */
export const HEDGES = [
  '(?:most )?likely',
  'probabl[ey]',
  '(?:seems?|appears?) (?:like|to be)',
  'looks? like',
  'i think',
];

/**
 * The wordings of a diagnosis, in the order they are read, with the certainty each carries. An assessed
 * wording gives the clinician's assessment: what follows is their diagnosis whatever it names, so it needs no
 * disease's name to count.
 */
export const CERTAINTY_ROWS: readonly CertaintyRow[] = [
  { id: 'certainty:possible', cues: POSSIBLE_CUES, value: 'possible' },
  { id: 'certainty:assessed', cues: ASSESSED_CUES, value: 'confirmed', assessed: true },
  { id: 'certainty:result-consistent', cues: RESULT_CONSISTENT_CUES, value: 'confirmed', assessed: true },
  { id: 'certainty:probable', cues: PROBABLE_CUES, value: 'probable' },
  { id: 'certainty:confirmed', cues: CONFIRMED_CUES, value: 'confirmed' },
];
