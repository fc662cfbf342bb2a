import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { DIAGNOSIS_NOUNS, DISEASE_ENDINGS, EPONYM_NOUNS, MEDICAL_WORDS } from './condition-words.js';
import { CERTAINTY_STATEMENTS } from '../reading/certainty.js';
import { CLAUSE_WORDS, NOT_A_PROBLEM_WORDS, NOT_EPONYMS, PHRASE_VERBS, PLAN_WORDS } from './diagnosis-context-words.js';
import { DIAGNOSIS_END, DIAGNOSIS_LEAD, NOT_A_DIAGNOSIS_START, PARTS_ALONE } from './diagnosis-phrase-words.js';
import type { Certainty } from './types.js';

/** A word ending like a disease's name, or one of the nouns (singular or plural). */
const conditionWord = (nouns: readonly string[]): string =>
  oneOf([String.raw`${oneOf(DISEASE_ENDINGS)}\b`, String.raw`\b${oneOf(nouns)}(?:e?s)?\b`]);

/**
 * A confirmed 'you have …' names a disease or injury, not a symptom the history already holds. The lexicon
 * cannot hold every condition, so a name is known for one by its form: a suffix of disease ('-itis',
 * '-osis', '-emia', '-algia', '-plegia') or a head noun of one ('syndrome', 'deficiency', 'abuse', 'tear').
 */
export const DIAGNOSTIC = regex([conditionWord(DIAGNOSIS_NOUNS)]);

/** Words about a condition rather than its name: 'a treatment for', 'usually', 'a sign of'. */
const WORDS_ABOUT_A_CONDITION = [
  'treatment',
  'medicine',
  'medication',
  'drug',
  'test',
  'risk',
  'sign',
  'symptom',
  'cause',
  'part',
  'side',
  'chance',
  'way',
  'thing',
  'question',
  'not',
  'no',
  'never',
  'usually',
  'often',
  'sometimes',
  'typically',
  'for',
  'to',
  'with',
  'about',
  'from',
  'of',
  'if',
  'when',
];
/**
 * A condition named within the next few words ('it's a stress fracture', 'this is not plantar fasciitis'),
 * not words about one ('it's a treatment for gout', 'it's usually a viral infection').
 */
const CONDITION_AHEAD = String.raw`(?=(?:(?!${oneOf(WORDS_ABOUT_A_CONDITION)}\b)[a-z'-]+ ){0,3}[a-z'-]*(?:${DIAGNOSTIC.source}))`;

/** 'it has been ruled out', 'ruled out for a clot'. */
const RULED_OUT = String.raw`\b(?:(?:has|have|has been|have been|was|were|is) )?ruled out (?:for )?`;
/** 'this is not a stroke', 'it's not plantar fasciitis'. */
const IS_NOT_A_CONDITION = String.raw`\b(?:it's|it is|this is|that's|that is) not (?:a |an )?(?:(?=\w+ ?\w* ?(?:stroke|heart attack))|${CONDITION_AHEAD})`;

/**
 * How clinicians state a diagnosis, with the certainty each wording carries. The phrase after the cue is
 * the diagnosis; 'for your first problem, your diabetes' names a problem the plan then addresses. The
 * third item marks a cue that gives the clinician's assessment: what follows is their diagnosis whatever
 * it names, so it needs no disease's name to count.
 */
export const STATEMENTS: [RegExp, Certainty, boolean?][] = [
  [regex([oneOf([RULED_OUT, IS_NOT_A_CONDITION])]), 'ruled out'],
  ...CERTAINTY_STATEMENTS,
  [
    new RegExp(
      String.raw`\b(?:this is|it is|it's)(?: (?:just|only|simply|definitely|clearly|actually))? (?:a |an )?${CONDITION_AHEAD}`,
    ),
    'confirmed',
  ],
];
/** Said of the past ('history of', 'years ago'): the one reading of time, reading/time.ts. */
export { PAST_IN_TALK as HISTORY } from '../reading/time.js';
/**
 * A clinician describing the examination or a result: findings, not yet a diagnosis. A diagnosis 'based on your
 * exam' is grounded in it, not a finding.
 */
export const FINDING =
  /\b(?:palpat\w*|tender\w*|range of motion|(?<!\bbased )on (?:your |the |physical )?exam\w*|i (?:see|feel|hear|appreciate)(?! is)|reflexes|strength)\b/;
/** 'under' starting a clause ('so, under her asthma, …') names the problem the plan turns to. */
const UNDER = String.raw`(?<=^|[,.;] |\bso,? )under`;
export const PLAN_TALK = regex([oneOf([String.raw`${UNDER}\b`, wordsOf(PLAN_WORDS)])]);
/** 'from a diabetes standpoint' — the problem named before the word. */
export const STANDPOINT =
  /\bfrom (?:a|an|the|your|his|her) ((?:[a-z'-]+ ){0,4}[a-z'-]+) (?:standpoint|perspective|point of view)\b/g;

/** Words a clinician turns to the next problem with: 'for', 'regarding', 'moving on to', 'the next one is'. */
const TURNING_TO = [
  UNDER,
  'for',
  'regarding',
  'about',
  'as for',
  'as far as',
  'in terms of',
  'with regards? to',
  'with respect to',
  'moving on to',
  'turning to',
  'now for',
  'next is',
  String.raw`number \d+ is`,
  String.raw`problem \d+ is`,
  'the (?:first|next|second|third|last|other|final) (?:one|1|problem|issue|thing) is',
];
const ORDINAL = '(?:first|next|second|third|last|other|final)';
/** 'for your first problem, your …', 'regarding the issue of …'. */
const TURNING_TO_PROBLEM =
  String.raw`${oneOf(TURNING_TO)}\s+(?:your |the |her |his |you (?=${ORDINAL} ))?(?:${ORDINAL} )?` +
  // A word broken off by speech before the problem word ('your last ish issue, your epilepsy') is none of its name.
  String.raw`(?:(?<=${ORDINAL} )[a-z]{1,4}-? (?=(?:problem|issue|concern)\b))?` +
  '(?:problem|issue|concern|diagnosis)?(?: of| is)?[, ]*(?:your |the |her |his )?';
/** 'status post …', 'a woman status post …', 's/p …'. */
const STATUS_POST = String.raw`(?:status post|(?:female|male|woman|man|gentleman|lady|patient) (?:status )?post|s\/p)\s+`;
/** 'here for …', 'presenting with a …', 'admitted for evaluation of …'. */
const HERE_FOR =
  '(?:here|seen|referred|presents?|presenting|coming in|admitted|being admitted) (?:today )?(?:for|with) ' +
  '(?:evaluation of |follow-?up of |a |an |his |her |your )?';
/** 'for your first problem, your type 2 diabetes', 'under her hirsutism, …' — the problem the plan turns to next. */
export const PROBLEM = regex([
  String.raw`\b`,
  oneOf([TURNING_TO_PROBLEM, String.raw`number \d+[,.]?\s+`, STATUS_POST, HERE_FOR]),
]);
/** A visit's reason the clinician states ('here for back pain', 'presenting with chest pain'): a problem of the visit. */
export const VISIT = /^(?:here|seen|referred|presents?|presenting|coming in|admitted|being admitted) |\bpost\s+$/;
export const MEDICAL = regex([conditionWord(MEDICAL_WORDS)]);
/** A phrase that only looks like a diagnosis: 'any', 'a disease', 'kinds of', 'a little', 'your vitals'. */
export const NOT_A_DIAGNOSIS = regex([
  oneOf([
    String.raw`\bany\b`,
    String.raw`^(?:disease|disorder|syndrome|condition)s?(?: of\b.*)?$`,
    // 'oxycodone for pain', 'help with the pain': pain with no part named is what a treatment is for, not a problem.
    '^(?:infections|surgery|pain)$',
    // A part of the body alone ('potential for a disc to be pushing on a nerve') names no problem.
    String.raw`^${oneOf(PARTS_ALONE)}$`,
    String.raw`^(?:diagnos[ie]s|(?:kinds?|types?) of|to [a-z]+|at this time|follow-?up|[a-z]+ing (?:more|less|to|it|them)|(?:first|second|third|next|other|last) (?:problem|issue))\b`,
    String.raw`^${oneOf(NOT_A_DIAGNOSIS_START)}\b`,
  ]),
]);
/** Words that own a condition named for a person or a part ('baker's cyst', 'athlete's foot', 'bell's palsy'). */
const POSSESSED = `[a-z-]*(?:${DIAGNOSTIC.source}|${wordsOf(EPONYM_NOUNS)})`;
/** A condition named after a person, said without its noun ('hashimoto's', 'sjogren's'); not a pronoun's or a relative's. */
export const EPONYM = regex([String.raw`\b(?!${oneOf(NOT_EPONYMS)}'s)[a-z-]{3,}'s$`]);
/**
 * Where a diagnosis's words end. An ''s' ends them ('it's', 'the knee's fine') unless it names a condition
 * after a person: before the condition's word ('bell's palsy') or last in the clause ('you have crohn's').
 */
export const CUT = new RegExp(
  `\\s*(?:[,.;?!]|'s\\b(?!(?: [a-z'-]+)? ${POSSESSED}|\\s*(?:[,.;?!]|$))|${wordsOf(DIAGNOSIS_END)})`,
);
export const LEAD = regex([String.raw`^(?:${oneOf(DIAGNOSIS_LEAD)}\s+)+`]);
export const VERB_FIRST = regex([String.raw`^${oneOf(PHRASE_VERBS)}\b`]);
export const NOT_A_PROBLEM = regex([wordsOf(NOT_A_PROBLEM_WORDS)]);
export const FILLER = /,?\s*\b(?:um+|uh+|er(?![/-])|you know|i mean)\b,?/g;

/** Wordings that give a name: 'it is called', 'also known as', 'what doctors call', 'i'll put it in my note as'. */
const NAMING_CUES = [
  '(?:it|this|that) is (?:what (?:we|doctors) )?called',
  "(?:it's|this's|that's) (?:what (?:we|doctors) )?called",
  '(?:also )?known as',
  'also called(?: as)?',
  'called as',
  '(?:a condition |something |what )?(?:we|doctors) call(?: it| this| that)?',
  "(?:we'll|we will|i'll|i will) (?:list|document|put|code)(?: it| this| that)?(?: in (?:my|the|your) (?:note|chart|records?))? as",
  '(?:which|what) is called',
  "in medical terms(?: it is| it's)?",
];
/** A name given to what the patient has: 'it is called onychomycosis', 'a condition we call farmer's lung', 'also known as gastroenteritis'. */
export const NAMING = regex([String.raw`\b`, oneOf(NAMING_CUES), String.raw`\s*`], 'g');
/** Ways of tending a condition: 'keep track of', 'check on', 'manage', 'medicine for'. */
const TENDING_VERBS = [
  'keep(?:ing)? (?:track of|an eye on)',
  'check(?:ing)? (?:on|up on)',
  'monitor(?:ing)?',
  'manag(?:e|ing)',
  'control(?:ling)?',
  'treat(?:ing)?',
  'work(?:ing)? on',
  'follow(?:ing)? up on',
  'medications? for',
  'medicines? for',
  'pills? for',
  'for',
];
/** What a clinician does with a condition they manage: 'keep track of your …', 'check on your …', 'medicine for your …'. */
export const TENDING = regex([String.raw`\b`, oneOf(TENDING_VERBS), ' (?:your|her|his|their|the) $']);
/** Words that soften or strengthen how a condition is doing: 'still', 'a little', 'not', 'way too'. */
export const COURSE_DEGREES = [
  'still',
  'now',
  'a little',
  'a bit',
  'little',
  'really',
  'very',
  'pretty',
  'well',
  'much',
  'not',
  'fairly',
  'quite',
  'getting',
  'doing',
  'somewhat',
  'way too',
  'too',
];
/** How a condition is doing: 'controlled', 'out of control', 'better', 'improving', 'elevated'. */
const COURSE_STATES = [
  'controlled',
  // 'your diabetes is under good control': how well, said inside the phrase.
  String.raw`under (?:good |better |fair |poor |tight |great )?control`,
  'out of control',
  'uncontrolled',
  'stable',
  'better',
  'worse',
  String.raw`improv\w*`,
  String.raw`resolv\w*`,
  'managed',
  'high',
  'elevated',
  'up',
];
/** How a managed condition is doing: 'your diabetes is out of control', 'your blood pressure is a little better'. */
export const COURSE = regex([
  "^ (?:is|are|has been|have been|seems?|looks?|remains?|was|were|'s) ",
  `(?:${oneOf(COURSE_DEGREES)} )*`,
  String.raw`${oneOf(COURSE_STATES)}\b`,
]);
/** A result or a problem the clinician says has cleared: 'your kidney failure is resolved'. */
export const RESOLVED =
  /\b(?:your|her|his|their|the) ((?:[a-z'-]+ ){0,3}[a-z'-]+) (?:is|are|has|have)(?: now| completely| all| also)? (?:resolved|healed|cleared up|gone away)\b/g;
/** A dictated assessment heading ('assessment and plan', 'impression:'): short sentences after it are problem headings. */
export const HEADING =
  /(?:^|[.?!]\s+)(?:so |okay |alright )?(?:assessment|impression|diagnos[ie]s)(?: and (?:my |the |your )?plan)?(?: for you)?\s*[:.,]?\s*/;
/** Words of a sentence rather than a problem heading. */
export const CLAUSE_WORD = regex([wordsOf(CLAUSE_WORDS)]);

/** Endings of a condition's name a clinician explains ('hepatomegaly', 'gastritis'). */
const EXPLAINED_ENDINGS = ['itis', 'osis', 'emia', 'megaly', 'plasia', 'trophy', 'penia', 'pathy', 'oma'];
/** How an explanation starts: 'means', 'is when', 'is an inflammation'. */
const EXPLAINING = [
  'means',
  'is when',
  'is what happens when',
  'is an? (?:inflammation|infection|condition|disease|swelling|enlargement)',
];
/** A clinician explaining the word they gave the patient's problem: 'the hepatomegaly means the liver is enlarged'. */
export const EXPLAINED = regex(
  [
    String.raw`\b(?:the|your|this|that) `,
    capture([String.raw`(?:[a-z'-]+ )?[a-z'-]+${oneOf(EXPLAINED_ENDINGS)}`]),
    '(?:e?s)? ',
    String.raw`${oneOf(EXPLAINING)}\b`,
  ],
  'g',
);
