import { regex, wordsOf } from '../pattern.js';
import { historyNamedBefore } from '../reading/time.js';

/** A condition's place in a text. */
interface Mention {
  index: number;
  end: number;
}

/** A word that may stand between the speaker and the verb: 'I also have', 'you still have', 'I've always had'. */
const ADV = '(?:(?:also|still|always|already|recently) )?';
/** Words that give a condition to the patient as theirs: 'history of', 'i have', "you've had", 'being treated for'. */
const OWN_WORDS = [
  'history of',
  'diagnosed with',
  `i ${ADV}have`,
  // A patient insisting: 'i do have hypertension and diabetes', 'i did have shingles once'.
  'i (?:do|did) have',
  `i've ${ADV}had`,
  `i ${ADV}had`,
  `i've ${ADV}got`,
  `i ${ADV}got`,
  `you ${ADV}have`,
  `you've ${ADV}had`,
  `you ${ADV}had`,
  'i used to have',
  // An operation had before names what it treated as the patient's: 'you underwent an aneurysm repair'.
  `(?:i|you|he|she|the patient) ${ADV}underwent`,
  '(?:being|been) treated for',
  '(?:past )?medical history',
  'known case of',
  'mujhe',
  'dealing with',
  'suffer(?:s|ed)? (?:from|with)',
  'struggled? with',
  // A hospital stay for it: 'i was hospitalized for a heart attack', 'you were in for afib last month'.
  '(?:was|were|been) (?:hospitali[sz]ed|admitted|in the hospital|in) for',
  String.raw`on (?:my|your) \w+ for`,
];
/**
 * The clinician reading the chart ('i see here that you have', 'so i see congestive heart failure and a
 * history of atrial fibrillation'): what the records name is had before.
 */
const CHART_WORDS = [
  'i see',
  'i can see',
  'i see here',
  'it says here',
  'according to (?:your|the) (?:chart|records?|notes?)',
];
/** A few words that may stand between the cue and the condition: 'you have a mild case of asthma', 'had your breast removed due to'. */
const FEW_WORDS = String.raw`(?: [a-z'-]+){0,6}\s*$`;
const CLINICIAN_CUE = regex([wordsOf([...OWN_WORDS, ...CHART_WORDS]), FEW_WORDS]);

/** Words that give a condition to the patient, or a 'your' or 'my' anywhere in the sentence ('my knee has arthritis'). */
export const OWN_HISTORY = regex([wordsOf([...OWN_WORDS, 'your', 'my'])]);

/** The clinician or a companion speaking of the patient: 'she has diabetes', 'he's had asthma since he was little'. */
export const THIRD_PERSON =
  /\b(?:she|he|they)(?:'s| has| have| was| were| is)?(?: also| both| all| recently| always| been)* (?:has|have|had|got|diagnosed|suffered|suffers from|treated for)\b/;
const THIRD_PERSON_NEAR = regex([THIRD_PERSON.source, FEW_WORDS]);

/**
 * The words just before a condition by which the clinician gives it to the patient: 'your diabetes', 'you
 * have a history of asthma', 'she has had gout for years'. A 'your' elsewhere in the sentence ('your x-ray
 * shows a little arthritis', 'your diaphragm is flatter, which we see in copd') owns something else: what
 * the clinician finds, explains or concludes today is no history.
 */
const YOUR_CONDITION = /\byour (?:[a-z'-]+ ){0,2}$/;
/** The clinician saying the patient is the condition, right before it: "you're a diabetic", 'you are asthmatic'. */
const YOU_ARE = /\byou(?:'re| are)(?: also| still)?(?: an?)? $/;
/** How far before a condition the clinician's words that give it may start. */
const CUE_REACH = 60;
/**
 * How many words may stand between a condition and the one before it in a list ('you have asthma, gerd and
 * arthritis'); more words ('you have diabetes and we think this is …') start a new statement.
 */
const LIST_WORDS = 3;
/** Whether only a list's few words stand between two conditions. */
const listed = (between: string) => !/[.;?!]/.test(between) && between.trim().split(/\s+/).length <= LIST_WORDS;

/** Whether the clinician gives the condition to the patient where it is named, here or again later in the text. */
function givenAt(text: string, c: Mention): boolean {
  const said = text.slice(c.index, c.end);
  for (let at = c.index; at >= 0; at = text.indexOf(said, at + 1)) {
    const before = text.slice(0, at);
    const near = before.slice(-CUE_REACH);
    if (YOUR_CONDITION.test(near) || CLINICIAN_CUE.test(near) || THIRD_PERSON_NEAR.test(near)) return true;
    if (YOU_ARE.test(near)) return true;
    if (historyNamedBefore(before)) return true;
  }
  return false;
}

/**
 * The conditions a clinician's sentence gives to the patient as theirs (its mentions in order): each named
 * just after the words that give it, or listed right after one that is ('you have asthma, gerd and
 * arthritis'; 'keep track of your high cholesterol and hypothyroid').
 */
export function clinicianOwned<T extends Mention>(text: string, mentions: T[]): T[] {
  const given: T[] = [];
  let listEnd = -1;
  for (const c of [...mentions].sort((a, b) => a.index - b.index)) {
    const inList = listEnd >= 0 && listed(text.slice(listEnd, c.index));
    if (!inList && !givenAt(text, c)) continue;
    given.push(c);
    listEnd = c.end;
  }
  return given;
}
