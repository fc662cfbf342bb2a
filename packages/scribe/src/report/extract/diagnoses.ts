import { oneOf, regex, wordsOf } from '../pattern.js';
import { conditionsIn } from './history.js';
import {
  DIAGNOSTIC,
  CUT,
  EPONYM,
  FINDING,
  HISTORY,
  LEAD,
  MEDICAL,
  NOT_A_DIAGNOSIS,
  NOT_A_PROBLEM,
  VERB_FIRST,
} from './lexicon-diagnosis.js';
import { DIAGNOSIS_TAIL } from './diagnosis-phrase-words.js';
import { drugMentions } from './drug-mentions.js';
import { symptomMentions } from './symptoms.js';
import { canonical } from './diagnosis-entries.js';

/** Words after the name that are not part of it: 'hep c diagnosis'. */
const TAIL = regex([String.raw`\s+${oneOf(DIAGNOSIS_TAIL)}$`]);

/** A verb that ends a name's words ('… is what got stretched'). */
const VERB_CUT = /^\s*(?:is|are|was|were|has|have)\b/;
/** A new noun phrase joined on at the end: ' and the ligament on the outside'. */
const NEXT_SUBJECT = / and (?:the|your|his|her|this|that) .*$/;
/** Words that tie a possessive's noun phrase onto the name before it: 'pain in your knee', 'fracture of her wrist'. */
const TYING_WORDS = [
  'of',
  'in',
  'on',
  'to',
  'at',
  'with',
  'from',
  'around',
  'for',
  'about',
  'and',
  'or',
  'under',
  'near',
  'over',
  'into',
  'by',
];
/**
 * A possessive not tied on by such a word opens a second noun phrase, none of the name: 'for your hypertension
 * your blood pressure is a little high' names hypertension, not 'hypertension blood pressure'.
 */
const NEXT_POSSESSED = regex([String.raw`(?<!\b${oneOf(TYING_WORDS)}) (?:your|his|her|their) .*$`]);

/** Where the last medical word of a phrase ends ('ankle sprain your symptoms' → after 'sprain'); 0 when none. */
function medicalEnd(phrase: string): number {
  const ends = [
    ...[...phrase.matchAll(new RegExp(MEDICAL.source, 'g'))].map((m) => m.index + m[0].length),
    ...conditionsIn(phrase).map((c) => c.end),
    ...symptomMentions(phrase).map((m) => m.end),
    EPONYM.test(phrase) ? phrase.length : 0,
  ];
  return Math.max(0, ...ends);
}

/** Verbs whose infinitive after a name is no site of it: 'your heart failure to be more successful'. */
const INFINITIVES = [
  'be',
  'get',
  'make',
  'help',
  'keep',
  'see',
  'have',
  'do',
  'go',
  'take',
  'start',
  'stop',
  'continue',
  'improve',
  'reduce',
  'prevent',
  'avoid',
  'control',
  'work',
  'come',
  'try',
];
/** Words that join on what follows, so never end a site: 'of his right index finger and the plan is …' ends at 'finger'. */
const JOINING = ['and', 'or', 'but', 'so', 'then'];
/** Where a problem is or what it is to, after its last medical word: ' of the distal radius', ' to the ant bait'. */
const SITE = regex([
  String.raw`^ (?:of|to) (?!${oneOf(INFINITIVES)}\b)(?:the |your |his |her |a )?`,
  String.raw`(?:[a-z-]+ ){0,3}(?!${oneOf(JOINING)}\b)[a-z-]+`,
]);

/** The diagnosis named after a cue: up to the clause's end, trimmed to its last medical word. */
export function phraseAfter(text: string, from: number): string | null {
  const rest = text.slice(from).replace(LEAD, '');
  const cut = CUT.exec(rest);
  const words = (cut ? rest.slice(0, cut.index) : rest)
    .trim()
    .split(' ')
    .slice(0, 12)
    .join(' ')
    .replace(NEXT_POSSESSED, '');
  // 'an ankle sprain of the ligament complex and the ligament on the outside is what got stretched': when a
  // verb ends the name, the noun phrase after 'and the' just before it is the verb's subject, not the name's.
  const clause = cut && VERB_CUT.test(rest.slice(cut.index)) ? words.replace(NEXT_SUBJECT, '') : words;
  const medical = medicalEnd(clause);
  // Where it is or what to: 'fracture of the distal radius', 'exposure to the ant bait'.
  const site = SITE.exec(clause.slice(medical));
  const end = medical + (medical && site ? site[0].length : 0);
  const phrase = clause
    .slice(0, end)
    .replace(/\b(\w+(?: \w+){0,2}) \1\b/g, '$1')
    .replace(TAIL, '')
    .trim();
  if (phrase.length < 3 || /^'/.test(phrase) || NOT_A_DIAGNOSIS.test(phrase) || VERB_FIRST.test(phrase)) return null;
  if (NOT_A_PROBLEM.test(phrase) && !DIAGNOSTIC.test(phrase)) return null;
  // 'high blood pressure your blood pressure': said again once 'your' is gone, read once.
  return canonical(phrase.replace(/\byour /g, '').replace(/\b(\w+(?: \w+){0,2}) \1\b/g, '$1'));
}

/** What a name may be given that is no diagnosis: a treatment, an operation or an aid ('we call it physical therapy', 'a wide local excision'). */
/** Words of a treatment or a service rather than a condition: 'removal', 'brace', 'injections', 'clinic'. */
const TREATMENT_WORDS = [
  'incision',
  'excision',
  'removal',
  'biopsy',
  'resection',
  'repair',
  'replacement',
  'operation',
  String.raw`\w+ectomy`,
  String.raw`\w+plasty`,
  'therapy',
  'orthotics?',
  'inserts?',
  'brace',
  'splint',
  'cast',
  'sling',
  'boot',
  'injections?',
  'shots?',
  'procedure',
  'surgery',
  'program',
  'plan',
  'diet',
  'exercises?',
  'stretch(?:es|ing)?',
  'pump',
  'device',
  'machine',
  'monitor',
  'team',
  'specialist',
  'doctor',
  'nurse',
  'clinic',
];
const TREATMENT = regex([wordsOf(TREATMENT_WORDS)]);
/** Whether a phrase names care given (an operation, a device, a therapy) rather than a problem: 'cataract surgery'. */
export const namesTreatment = (phrase: string) => TREATMENT.test(phrase);

/**
 * The name given after 'we call this …', 'it's called …' is a diagnosis even with no medical word in it
 * ('hallux rigidus', 'mallet finger') when it is a term of two or three words that ends its clause, and
 * not a medicine, test, treatment or other plain thing.
 */
export function givenName(rest: string): string | null {
  const clause = rest.replace(LEAD, '');
  const cut = new RegExp(`${CUT.source}|\\s+(?:and|or|but)\\b`).exec(clause);
  const term = (cut ? clause.slice(0, cut.index) : clause).trim();
  const words = term.split(' ');
  if (words.length < 2 || words.length > 3 || !/^[a-z][a-z' -]*$/.test(term)) return null;
  if (
    NOT_A_DIAGNOSIS.test(term) ||
    NOT_A_PROBLEM.test(term) ||
    TREATMENT.test(term) ||
    VERB_FIRST.test(term) ||
    drugMentions(term).length > 0
  )
    return null;
  return term;
}

/** A 'you have …' counts as a diagnosis only for a disease or injury said outside history-taking and the examination. */
export function confirmedStatement(phrase: string, around: string): boolean {
  return (
    (DIAGNOSTIC.test(phrase) || EPONYM.test(phrase) || conditionsIn(phrase).length > 0) &&
    !HISTORY.test(around) &&
    !FINDING.test(around)
  );
}
