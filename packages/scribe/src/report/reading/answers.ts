import { oneOf, regex, wordsOf } from '../pattern.js';
import { ANSWER_RULES } from './answer-cues.js';
import { ONLY_CUES, STATED_DENIAL_RULES, UNSURE_LATER_CUES } from './answer-word-cues.js';
import { LATER_DENIAL_CUES } from './answer-later-cues.js';
import { ANSWER_TOPICS } from './answer-topic-cues.js';
import type { AnswerRule } from './context-types.js';
import { EPISODE_BACK, GONE_IN_REPLY } from './episode-cues.js';

/**
 * How a reply answers a yes/no question, read from its first words by the rows of answer-cues.ts. The
 * writer and the checker both ask here, so a reply is one answer wherever it is read.
 */
const phrasesOf = (kind: AnswerRule['answer']) => ANSWER_RULES.filter((r) => r.answer === kind).map((r) => r.phrase);
const atStart = (kind: AnswerRule['answer']) => regex(['^', oneOf(phrasesOf(kind))]);

const FILLER = regex(['^(?:', oneOf([...phrasesOf('filler'), ...phrasesOf('contrast')]), '[, ]+)+']);
const TURNED = regex([wordsOf(phrasesOf('contrast'))]);
/** Had and over now: a no to today (NO reads these rows too), opened or not by a 'no' ('no, it went away'). */
const OVER = regex(['^(?:(?:no|nope)[,.!]?\\s+)?', oneOf(phrasesOf('over'))]);
const NO = regex(['^', oneOf([...phrasesOf('no'), ...phrasesOf('over')])]);
const NO_THEN_YES = atStart('noThenYes');
const LIMITED = atStart('limited');
const STILL = atStart('still');
/** Words after 'it went away' that take it back ('but it came back'), as for an episode told over (episodes.ts). */
const BACK = regex([wordsOf(EPISODE_BACK)]);

/** Whether a reply says what was asked is over ('over'), or says so and takes it back in its sentence ('back'). */
function overOf(t: string): 'over' | 'back' | null {
  const m = OVER.exec(t);
  if (!m) return null;
  return BACK.test(t.slice(m[0].length).split(/[.?!;]/)[0]!) ? 'back' : 'over';
}
const ACK_THEN_NO = atStart('ackThenNo');
const YES = atStart('yes');
const UNKNOWN = atStart('unknown');
const UNSURE_LATER = regex([wordsOf(UNSURE_LATER_CUES)]);
const AGAINST = atStart('against');
const AGREE = atStart('agree');
const TAKE_BACK = atStart('takeBack');
const STATED_NO = regex([
  '^',
  oneOf(ANSWER_RULES.filter((r) => STATED_DENIAL_RULES.includes(r.id)).map((r) => r.phrase)),
]);

/** Words that say the reply names the only ones present: the other symptoms asked about are denied. */
export const ONLY = regex([wordsOf(ONLY_CUES)]);

const LATER_DENIAL = regex([wordsOf(LATER_DENIAL_CUES)]);

const withoutFiller = (reply: string) => reply.trim().replace(FILLER, '');

/**
 * true when the reply affirms, false when it denies, null when its first words say neither. A soft no taken
 * back ('no, well, sometimes') affirms; a no said only of now ('not today') says nothing of other times.
 */
export function answerPolarity(reply: string): boolean | null {
  const t = withoutFiller(reply);
  if (NO_THEN_YES.test(t) || STILL.test(t)) return true;
  if (answersUnsure(reply)) return null;
  if (LIMITED.test(t)) return null;
  // 'It went away but it came back': had, and had again, so no denial.
  if (overOf(t) === 'back') return null;
  if (NO.test(t) || ACK_THEN_NO.test(t)) return false;
  // 'I have always been a homebody. Nothing like that.': an opening that affirms, taken back later.
  if (YES.test(t)) return LATER_DENIAL.test(t) ? null : true;
  return null;
}

/**
 * Whether a reply says what was asked was had and is over now ('it went away', 'no, not since then'): the
 * symptom is told as had and resolved, neither denied nor had today.
 */
export function answersOver(reply: string): boolean {
  return overOf(withoutFiller(reply)) === 'over';
}

/** Gone now, said anywhere in a reply (episode-cues.ts). */
const GONE_LATER = regex([wordsOf(GONE_IN_REPLY)]);

/**
 * Whether a reply says the symptom asked of is gone now: over from its first words ('it went away', 'no, not since
 * then') or later in it ('how's your back pain?' 'not really having any more'), not taken back in its sentence
 * ('it went away but came back'). Had, and over: the writer tells it as resolved, never as denied.
 */
export function answersGone(reply: string): boolean {
  const t = withoutFiller(reply);
  if (overOf(t)) return overOf(t) === 'over';
  const m = GONE_LATER.exec(t);
  return m !== null && !BACK.test(t.slice(m.index + m[0].length).split(/[.?!;]/)[0]!);
}

/** Whether a reply says what was asked is still there ('still there', 'it's the same'): had today. */
export function answersStill(reply: string): boolean {
  return STILL.test(withoutFiller(reply));
}

/** A reply that does not know the answer ('I can't remember', 'not sure', 'no idea', 'pata nahi'). */
export function notKnowing(reply: string): boolean {
  return UNKNOWN.test(withoutFiller(reply));
}

/**
 * A reply that does not know, or takes its yes or no back to not knowing in its first sentence ('i think so,
 * i'm not sure', 'probably not', 'um i don't know maybe'): neither yes nor no. Where a 'no' row reads as much
 * of its opening or more ('yaad nahi', 'i can't recall having one'), the reply is that no.
 */
export function answersUnsure(reply: string): boolean {
  const t = withoutFiller(reply);
  // A 'no' row that reads more of the reply's opening words says more: 'i can't recall having one' is a no.
  const unknown = UNKNOWN.exec(t)?.[0].length ?? 0;
  if (unknown) return unknown > (NO.exec(t)?.[0].length ?? 0);
  return UNSURE_LATER.test(reply.split(/[.?!;]/)[0]!);
}

/**
 * Whether a clinician's reply takes back what the patient just said of themself ('do i have a stroke' 'no
 * no no, that means …'): what the patient said is then not theirs.
 */
export function takesBack(reply: string): boolean {
  return TAKE_BACK.test(withoutFiller(reply));
}

/**
 * How a reply answers a negated question ('and no dizziness?'), against the question's own polarity: 'no'
 * and 'right' agree (denied); 'yes, I do', 'yeah, some', a yes said with 'actually', and a soft no taken
 * back go against it (present); a bare 'yes' could mean either and, like a no said only of now, says nothing.
 */
export function answerToNegated(reply: string): boolean | null {
  const t = withoutFiller(reply);
  const turned = TURNED.test(reply.trim().slice(0, reply.trim().length - t.length));
  if (AGAINST.test(t) || NO_THEN_YES.test(t) || (turned && YES.test(t))) return true;
  if (LIMITED.test(t)) return null;
  if (AGREE.test(t) || NO.test(t)) return false;
  return null;
}

/**
 * Whether a 'no' to a list question reaches only the items the reply names (`named`: whether each asked item
 * the reply names is there). A denial said as a statement of its own ('i haven't thrown up but i felt a
 * little nauseated') answers item by item: the items it leaves out ('fever, chills') are unanswered, not
 * denied. A bare 'no', with an exception or without ('no, none of those', 'no, i did have a slight headache'),
 * and 'just…' deny the whole list but what they name.
 */
export function deniesNamedOnly(reply: string, named: readonly boolean[]): boolean {
  return named.length > 0 && STATED_NO.test(withoutFiller(reply)) && !ONLY.test(reply);
}

const TOPICS = ANSWER_TOPICS.map((t) => ({ symptoms: t.symptoms, re: regex([wordsOf(t.words)]) }));
/** How many of a reply's first words are read for what it speaks of: the words that go on from its 'no'. */
const TOPIC_WORDS = 12;
/** A turn to what does not fit the 'no' ('no, but my sleep is bad'): an exception, not the 'no' said again. */
const CONTRAST = /\b(?:but|though|although|except|however)\b/;

/**
 * The symptoms of a list question that a 'no' reply goes on to speak of by what they concern, not by name
 * ('short of breath or any problems sleeping?' 'no, i've been sleeping like a log'): that 'no' answers only
 * those, and the rest of the list is left unanswered, neither denied nor present. null when the reply is no
 * such answer: not a 'no', one that names an item asked (`named`, as deniesNamedOnly takes it), one that
 * turns to an exception, or one whose words speak of none or all of the list.
 */
export function deniedBySpeakingOf(
  reply: string,
  asked: readonly string[],
  named: readonly boolean[],
): ReadonlySet<string> | null {
  const said = reply.split(/\s+/).slice(0, TOPIC_WORDS).join(' ');
  if (named.length > 0 || answerPolarity(said) !== false || CONTRAST.test(said)) return null;
  const spoken = new Set(asked.filter((name) => TOPICS.some((t) => t.symptoms.includes(name) && t.re.test(said))));
  return spoken.size > 0 && spoken.size < new Set(asked).size ? spoken : null;
}
