import { oneOf, regex, wordsOf } from '../pattern.js';
import { isNegated } from '../reading/context.js';
import { aboutOthers } from '../reading/subject.js';
import {
  DANGLING_ENDS,
  GENERIC_HEADS,
  HISTORY_FRAMES,
  INJURED_WORDS,
  LEVEL_WORDS,
  NAMED_FOR_A_PART,
  MID_HEDGES,
  NAME_ENDS,
  NEVER_IN_A_NAME,
  NOT_NAMING,
  NOT_PROBLEM_HEADS,
  PART_WORDS,
  POSSESSIVES,
  PROBLEM_HEADS,
  SIDES,
} from './assessment-gate-cues.js';
import { holdAssessment } from './assessment-held.js';
import { OPERATION_HEADS, TEST_HEADS } from './assessment-shape-cues.js';
import { conditionsIn } from './conditions-in.js';
import { DIAGNOSTIC, MEDICAL } from './lexicon-diagnosis.js';
import { PARTS_ALONE } from './diagnosis-phrase-words.js';
import { NOT_PROBLEMS_ALONE } from './assessment-shape-cues.js';
import { BODY_PARTS } from '../vocabulary/body-parts.js';
import { symptomMentions } from './symptom-mentions.js';
import { symptomOnly } from './explained-symptoms.js';
import type { ClinicalFacts, Seg } from './types.js';

type Line = ClinicalFacts['assessment'][number];

const whole = (words: readonly string[]) => regex(['^', oneOf(words), '$']);
const FRAME = regex(['^', oneOf(HISTORY_FRAMES), ' ']);
const ARTICLE = /^(?:a|an|the) /;
const LEADING = /^(?:a|an|the|his|her|their|your|my) /i;
/** The name ends at a comma ('nausea, resolved') or at the first joining word ('fracture of the wrist'). */
const NAME_END = regex([String.raw`,|\s`, wordsOf(NAME_ENDS)]);
const PROBLEM_HEAD = whole(PROBLEM_HEADS);
const INJURED = regex([wordsOf(INJURED_WORDS)]);
const NAMED_FOR_PART = regex([wordsOf(NAMED_FOR_A_PART)]);
const MEDICAL_WORDS = new RegExp(MEDICAL.source, 'g');
const PART = whole([...BODY_PARTS.flatMap(([, said]) => said), ...PARTS_ALONE, ...NOT_PROBLEMS_ALONE, ...PART_WORDS]);
const LEVEL = regex(['^', wordsOf(LEVEL_WORDS), ' ']);
const GENERIC_HEAD = whole(GENERIC_HEADS);
const NAMING_NOTHING = whole(NOT_NAMING);
const NOT_A_PROBLEM_HEAD = whole([...NOT_PROBLEM_HEADS, ...TEST_HEADS, ...OPERATION_HEADS]);
const NEVER = regex([wordsOf(NEVER_IN_A_NAME)]);
const MID_HEDGE = regex([String.raw`\S `, wordsOf(MID_HEDGES), ' ']);
const ARTICLE_INSIDE = /\S (?:a|an|the) /;
const DANGLING = regex([wordsOf(DANGLING_ENDS), '$']);
const SIDE_RUN_ON = regex([String.raw`(?<!\b(?:the|on|of|to) )`, wordsOf(SIDES), '$']);
const POSSESSIVE = regex([wordsOf(POSSESSIVES)]);
const AND_OR = /\b(?:and|or)\b/;

/**
 * The name a problem line gives, and the line without its history frame or a leading article (`rest`), and
 * whether it was framed so.
 */
function nameOf(line: string): { name: string; rest: string; framed: boolean } {
  const framed = FRAME.test(line);
  const rest = line.replace(FRAME, '').replace(ARTICLE, '');
  const end = NAME_END.exec(rest);
  return { name: (end ? rest.slice(0, end.index) : rest).trim(), rest, framed };
}

/**
 * Two conditions said one after the other with no 'and' between ('schizophrenia chronic anemia'): two
 * diagnoses run together, not one.
 */
function runTogether(name: string): boolean {
  const known = conditionsIn(name);
  return known.some((c, i) => i > 0 && !AND_OR.test(name.slice(known[i - 1]!.end, c.index)));
}

/** Whether the name holds a word of a medical problem that is not a part, a measure or a habit ('angina', 'reflux'). */
const medicalWord = (name: string): boolean => [...name.matchAll(MEDICAL_WORDS)].some((m) => !PART.test(m[0].trim()));

/** Whether the vocabulary knows the name as a condition or a symptom ending where the name ends. */
const knownAtEnd = (name: string): boolean =>
  conditionsIn(name).some((c) => c.end === name.length) || symptomMentions(name).some((m) => m.end === name.length);

/**
 * Whether a line has the shape of a problem a clinician lists: its name's head (the name's last word) is a
 * condition the vocabulary knows or a condition's head word ('fracture', '-itis', 'pain'), or it is a level said
 * of a measure ('elevated blood pressure'); not a test or an
 * operation (unless listed as history); a head that says only that there is a problem ('infection', 'disease')
 * comes with a word that names what or where; and the line holds no person, verb or filler and does not run on
 * past its name ('abdominal infection right').
 */
export function wellFormed(diagnosis: string, ruledOut = false): boolean {
  const line = diagnosis.toLowerCase().trim();
  const { name, framed, rest } = nameOf(line);
  const words = name.split(' ');
  const head = words[words.length - 1]!;
  if (NEVER.test(line) || MID_HEDGE.test(line) || DANGLING.test(line) || SIDE_RUN_ON.test(line)) return false;
  if (ARTICLE_INSIDE.test(name) || POSSESSIVE.test(name) || runTogether(name)) return false;
  // 'shortness of breath', 'blood in stool': the vocabulary knows the whole line past its joining word.
  if (knownAtEnd(rest)) return true;
  if (!framed && NOT_A_PROBLEM_HEAD.test(head)) return false;
  // 'Infection, ruled out' says what is not there; only a problem the patient has needs its closer name.
  if (
    !ruledOut &&
    GENERIC_HEAD.test(head) &&
    !knownAtEnd(name) &&
    words.slice(0, -1).every((w) => NAMING_NOTHING.test(w))
  )
    return false;
  return (
    framed ||
    LEVEL.test(name) ||
    knownAtEnd(name) ||
    PROBLEM_HEAD.test(head) ||
    DIAGNOSTIC.test(name) ||
    INJURED.test(name) ||
    NAMED_FOR_PART.test(name) ||
    medicalWord(name)
  );
}

/**
 * Whether the clinician's talk the line rests on denies its condition or gives it to someone else wherever it names it
 * ('no sign of pneumonia', 'your mother's diabetes'), as the shared reading decides it (reading/context.ts,
 * reading/subject.ts). A line whose condition the talk never names as such is not judged here.
 */
function deniedOrOthers(d: Line, segs: readonly Seg[]): boolean {
  const [known] = conditionsIn(nameOf(d.value.diagnosis.toLowerCase()).name);
  if (!known) return false;
  const mentions = segs
    .filter((s) => s.role === 'Doctor' && d.segmentIds.includes(s.id))
    .flatMap((s) => conditionsIn(s.text).map((c) => ({ c, text: s.text })))
    .filter(({ c }) => c.name === known.name);
  return (
    mentions.length > 0 &&
    mentions.every(({ c, text }) => isNegated(text, c.index, c.end) || aboutOthers(text, c.index, 'talk', c.end))
  );
}

/**
 * The assessment's gate, run once the problems are read: a line goes into the note only when it is worded as
 * a clinician lists a problem (wellFormed) and its talk neither denies it nor gives it to someone else (a line
 * the clinician ruled out is written as such, 'Fracture, ruled out'). Every other line is offered as said, not in the note, with its evidence: one click adds a
 * line that was meant, and no wrong problem is signed unread.
 */
/**
 * A line the clinician did not state that names only symptoms the reading holds as over, written as though
 * current ('Nausea' after 'that went away after a couple days'): no problem of today. A line that says so
 * ('Nausea, resolved') stays.
 */
function overOnly(d: Line, over: ReadonlySet<string>): boolean {
  const name = d.value.diagnosis;
  // A problem the clinician stated ('my impression is this episode of chest pain') stays theirs.
  if (d.value.certainty !== null || /\bresolved$/.test(name)) return false;
  const named = symptomMentions(name);
  // A line that is only the symptom's word ('Rash') is that symptom, though the word can name a diagnosis too.
  const onlyTheWord = named.length === 1 && named[0]!.index === 0 && named[0]!.end === name.length;
  return (symptomOnly(name) || onlyTheWord) && named.length > 0 && named.every((m) => over.has(m.term.name));
}

export function gateAssessment(facts: ClinicalFacts, segs: readonly Seg[]) {
  // 'her reflux', 'the gout': the talk's article or possessive is no part of the problem's name.
  for (const d of facts.assessment) d.value.diagnosis = d.value.diagnosis.replace(LEADING, '');
  const over = new Set([...facts.resolvedSymptoms, ...facts.episodeSymptoms].map((s) => s.value));
  // A line written as ruled out ('Fracture, ruled out') says the patient does not have it: its denial is its reading.
  const held = facts.assessment.filter((d) =>
    d.value.certainty === 'ruled out'
      ? !wellFormed(d.value.diagnosis, true)
      : !wellFormed(d.value.diagnosis) || deniedOrOthers(d, segs) || overOnly(d, over),
  );
  holdAssessment(facts, held);
}
