import { oneOf, regex, wordsOf } from '../pattern.js';
import { QUESTION_RULES } from './question-cues.js';
import type { QuestionKind } from './question-types.js';

/**
 * Whether a line asks, and from where: the rows of question-cues.ts, read here for the writer (its
 * clauses, extract/utterances.ts) and the checker (claims/read-talk.ts) alike. A question mark decides
 * when there is one, unless it closes a tag asking for agreement; speech recognition leaves it out, and
 * then the wording decides.
 */
const phrases = (...kinds: QuestionKind[]) => QUESTION_RULES.filter((r) => kinds.includes(r.kind)).map((r) => r.phrase);

/** Discourse words before a question ('okay so any…'); inside a sentence 'or any' goes on with the clause before it. */
const MARKERS = `(?:${oneOf(phrases('marker', 'joiner'))} )*`;
const INSIDE_MARKER = oneOf(phrases('marker'));
const OPENER = oneOf(phrases('opener'));
const ELLIPTIC = oneOf(phrases('elliptic'));
const NOT_AFTER = `(?<!\\b${oneOf(phrases('not-after'))})`;
const STATEMENT = oneOf(phrases('statement'));

const QUESTION_FORM = regex(['^', MARKERS, oneOf([OPENER, ELLIPTIC, ...phrases('start')])]);
const ANYWHERE = regex(['\\b', oneOf(phrases('anywhere')), '\\b']);
const QUESTION_START = regex(
  [`(?:^|${NOT_AFTER}\\s)(?=${OPENER}|${MARKERS}${INSIDE_MARKER} ${ELLIPTIC})`, `|\\s(?=${STATEMENT})`],
  'g',
);
const NEAR_END = regex(['\\b', oneOf(phrases('near-end')), '\\b'], 'g');
const CLINICIAN = regex(['^', MARKERS, oneOf(phrases('clinician'))]);
const YES_NO = regex([String.raw`(?:^|\s)`, oneOf(phrases('yes-no'))], 'g');
/**
 * A tag word after a determiner or 'or' is no tag but a word of the question ('is it the left or the right?' asks a
 * side), and after 'is' it is what is asked ('and the right knee is okay?').
 */
const TAG = regex([
  String.raw`(?<!\b(?:the|your|my|his|her|their|or|on|to|is|are|was|were))(?:,\s*|\s)`,
  oneOf(phrases('tag')),
  String.raw`\?$`,
]);

/** The words of a question that takes what it names next as given ('how long have you had', 'when did'). */
export const PRESUMING_OPENERS = oneOf(phrases('presuming', 'presuming-had'));

/** The words of a question that takes as known what it names next and asks how long it has been had. */
export const HAD_SINCE = regex(['\\b', oneOf(phrases('presuming-had')), '\\b']);

/** A clause in a question's form: an opener at its start, after discourse words, or a code-mixed question word anywhere in it. */
export function questionForm(text: string): boolean {
  return QUESTION_FORM.test(text) || ANYWHERE.test(text);
}

/**
 * Where a statement closed by a tag asking for agreement ('…twice a day, okay?') starts its tag, or -1.
 * A line of one word before the tag ('you okay?') is itself the question; 'no diarrhea, right?' states.
 */
export function agreementTag(sentence: string): number {
  const m = TAG.exec(sentence);
  return m && sentence.slice(0, m.index).split(' ').length > 1 ? m.index : -1;
}

/**
 * A statement without the tag that closes it, with or without its question mark (speech loses it): 'so you're here
 * for your follow up post your surgeries right' is here for the follow-up; the tag's 'right' is no side.
 */
export function withoutTag(sentence: string): string {
  const at = agreementTag(sentence.endsWith('?') ? sentence : `${sentence}?`);
  return at > 0 ? sentence.slice(0, at) : sentence;
}

const TURN = regex([String.raw`,\s+(?=`, oneOf(phrases('turn')), String.raw`\s)`], 'g');
/** A question asked of a symptom's absence ('but no weight loss?'), which needs no opener to ask. */
const ASKS_ABSENCE = regex(['^', MARKERS, String.raw`(?:no|not|nothing)\b`]);

/**
 * Where the question starts in a statement that turns into one after a comma ('you've had some fatigue, but
 * no weight loss?'), or -1: the words before the turn state (the fatigue is told), and a reply answers only
 * what follows it. A line asking before the turn ('do you have pain, and any swelling?') asks throughout.
 */
export function questionAfterStatement(sentence: string): number {
  const m = sentence.endsWith('?') ? [...sentence.matchAll(TURN)].at(-1) : undefined;
  if (!m) return -1;
  const before = sentence.slice(0, m.index);
  const after = sentence.slice(m.index + m[0].length);
  const turns =
    before.split(' ').length > 1 && !questionForm(before) && (questionForm(after) || ASKS_ABSENCE.test(after));
  return turns ? m.index + m[0].length : -1;
}

/** Whether a clause asks: its question mark, unless it closes a tag, or a question's form. */
export function isQuestion(text: string): boolean {
  return (text.endsWith('?') && agreementTag(text) < 0) || questionForm(text);
}

/**
 * Where questions start in an unpunctuated run of speech: an opener ('do you', 'how about') not after a
 * word that makes it part of a statement, 'any' after a discourse word; and where a clinician's judgement
 * ('i think…') starts a statement again.
 */
export function questionStarts(sentence: string): number[] {
  return [...sentence.matchAll(QUESTION_START)].map((m) => m.index + (m[0].startsWith(' ') ? 1 : 0));
}

/** A line in the form a clinician asks in ('okay and any fever', 'has he had any chills'): the clinician's, whoever the label says spoke it. */
export function asksAsClinician(text: string): boolean {
  return CLINICIAN.test(text);
}

/** How many yes/no questions a line joins ('do you bleed easily and does the bleeding stop?'): a bare 'yes' to two says not which. */
export function yesNoQuestions(text: string): number {
  return (text.match(YES_NO) ?? []).length;
}

/** A short noun phrase a clinician says to a patient ('shortness of breath', 'any chest pain'): a checklist question the reply answers. */
const FRAGMENT = /^(?:(?:and|any|also|no|okay|ok)\s+)*[a-z -]+\??$/;
const VERBISH =
  /\b(?:i|you|we|he|she|they|it|is|are|was|were|have|has|had|do|does|did|will|can|let|take|looks?|sounds?|feels?|seems?|good|great|fine|okay|ok|right|yes|yeah|no)\b/;
const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|me|my|mine)\b/;

/** Discourse words before a checklist ('okay coughing headache', 'and no fever'), which VERBISH would take for a statement's words. */
const LEADING_MARKERS = /^(?:(?:and|any|also|okay|ok|alright|so)\s+)*(?:no\b)?/;

/** A clinician's bare symptom name ('shortness of breath'): a checklist question, not a statement. */
function isFragment(sentence: string, namesSymptom: (text: string) => boolean): boolean {
  const t = sentence.replace(/[.!]$/, '');
  return (
    t.split(/\s+/).length <= 5 &&
    FRAGMENT.test(t) &&
    !VERBISH.test(t.replace(LEADING_MARKERS, '')) &&
    !/^(?:and\s+|also\s+)*no\b/.test(t) &&
    namesSymptom(t)
  );
}

/** In a long unpunctuated turn only a cue near its end asks ('… i don't see any swelling' states). */
const END_REACH = 90;

/**
 * Whether a sentence of one speaker asks. A patient's question about their own trouble ('will you give
 * me something for my stomach pain?') still tells it; a clinician asks with a question, a bare symptom
 * name, or a question cue near the end of a long turn. Role labels of recorded speech are sometimes
 * swapped, so a patient-labelled line in a clinician's form asks too.
 */
export function asks(role: string, sentence: string, namesSymptom: (text: string) => boolean): boolean {
  if (role !== 'Doctor') return (questionForm(sentence) || asksAsClinician(sentence)) && !FIRST_PERSON.test(sentence);
  if (isQuestion(sentence) || isFragment(sentence, namesSymptom)) return true;
  NEAR_END.lastIndex = 0;
  return NEAR_END.test(sentence.slice(-END_REACH));
}

/** Longer than this, a 'sentence' is an unpunctuated run of speech rather than one question. */
const LONG = 160;
/** How far before its cue a question may name what it asks about ('your left knee, does it hurt'). */
const CUE_REACH = 60;

/**
 * What a sentence asks about: where its question starts (0 when it is one question), -1 when it asks
 * nothing. A recogniser's unpunctuated turn may state findings and ask at its end ('your right ankle
 * pain is consistent with a sprain … have you sprained your ankle before'): what it says before the
 * question is stated, and the reply answers only the question.
 */
export function questionFrom(role: string, sentence: string, namesSymptom: (text: string) => boolean): number {
  if (!asks(role, sentence, namesSymptom)) return -1;
  const turned = questionAfterStatement(sentence);
  if (turned > 0) return turned;
  if (sentence.length <= LONG) return 0;
  const last = [...sentence.matchAll(NEAR_END)].at(-1)?.index;
  return Math.max(0, (last ?? (questionForm(sentence) ? 0 : sentence.length - CUE_REACH * 2)) - CUE_REACH);
}

const OPERATIONS = regex([wordsOf(phrases('operations'))]);
const WHEN_DONE = regex([wordsOf(phrases('when-done', 'age-then'))]);
const AGE_THEN = regex([wordsOf(phrases('age-then'))]);
const AGE_REPLY = regex(['^', oneOf(phrases('age-reply'))]);

/** Whether a question asks about past operations ('any surgeries?'): the reply names the surgical history. */
export const asksOperations = (question: string): boolean => OPERATIONS.test(question);
/** Whether a question asks when what was just named was done ('when was that?', 'how old were you?'). */
export const asksWhenDone = (question: string): boolean => WHEN_DONE.test(question);
/**
 * The age a reply gives to a question asking the age it was done at ('how old were you?' / 'oh, about 60':
 * '60'), or null when the question asks no age or the reply is no bare age ('20 years ago').
 */
export function ageReplied(question: string, reply: string): string | null {
  if (!AGE_THEN.test(question)) return null;
  return AGE_REPLY.exec(reply)?.slice(1).find(Boolean) ?? null;
}
