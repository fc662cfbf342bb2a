import { oneOf, regex } from '../pattern.js';
import { answerPolarity } from './answers.js';
import { asks } from './questions.js';
import {
  CLARIFYING_OPENERS,
  CORRECTING_OPENERS,
  EXAMPLE_OPENERS,
  EXPLAINING_OPENERS,
  INTERJECTIONS,
  LIST_TAILS,
  ONGOING_OPENERS,
  QUESTION_TAILS,
  REMARK_OPENERS,
} from './reply-cues.js';

/** One piece of recognised speech, labelled with the speaker the role classifier guessed. */
export interface Said {
  role: string;
  text: string;
}

/** How the reading names symptoms, handed in by the caller (the lexicon is the extractor's). */
export interface SymptomWords {
  /** the symptoms a piece names, by their lexicon names */
  namesOf: (text: string) => string[];
  /** whether a piece is only symptom names and joining words ('fever chills', 'coughs') */
  bareList: (text: string) => boolean;
}

/** Where a question's answer is, and how it stands to the question. */
export interface Reply {
  /** the answering piece's position */
  at: number;
  /** the clinician asked something else before the answer came: only its 'no' answers this question too */
  afterOthers: boolean;
  /** pieces between that are this question going on ('or pale stools', 'like fever or chills'): asked by the clinician, whatever the label */
  ongoing: number[];
}

const GOES_ON = regex(['^', oneOf(ONGOING_OPENERS), '\\b']);
const EXAMPLES = regex(['^', oneOf(EXAMPLE_OPENERS), '\\b']);
const EXPLAINS = regex(['^', oneOf(EXPLAINING_OPENERS), '\\b.*\\bor\\b']);
const INTERJECTION = regex(['^', oneOf(INTERJECTIONS), '(?: ', oneOf(INTERJECTIONS), ')*$']);
const TAIL = regex(['^', oneOf(QUESTION_TAILS), '$']);
const REMARK = regex(['^', oneOf(REMARK_OPENERS), '\\b']);
/** A question back, after at most a few words of thinking aloud ('let me think you mean …'). */
const CLARIFIES = regex(["^(?:[a-z'-]+ ){0,3}", oneOf(CLARIFYING_OPENERS), '\\b']);
const LIST_TAIL = regex(['\\s', oneOf(LIST_TAILS), '\\b']);
const CORRECTS = regex(['^', oneOf(CORRECTING_OPENERS), '\\b']);
/** A short yes or no with nothing asked in it: an answer, whoever the label says spoke it. */
const BARE_WORDS = 8;
/** How many pieces after a question its answer may come. */
const REACH = 3;

/**
 * A piece without its punctuation, read as recognised speech gives it: a punctuated transcript's 'What? Huh?'
 * or 'That, or vomiting' opens as the unpunctuated 'what huh' and 'that or vomiting' do.
 */
const clean = (text: string) =>
  text
    .replace(/[.,?!;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A piece that is the question going on rather than an answer: opened by 'or', by 'like' before symptoms, by
 * 'that is' before alternatives, or a bare list of symptoms the question did not name, alone or closed by a
 * clinician's tail ('weight gain anything like that'; speech cut the list at a pause and may give it either label).
 */
function continues(text: string, asked: string[], words: SymptomWords): boolean {
  if (answerPolarity(text) !== null) return false;
  const named = words.namesOf(text);
  if (GOES_ON.test(text) || EXPLAINS.test(text) || (EXAMPLES.test(text) && named.length > 0)) return true;
  const list = text.slice(0, LIST_TAIL.exec(text)?.index ?? text.length);
  return words.bareList(list) && words.namesOf(list).every((n) => !asked.includes(n));
}

/**
 * Where the answer at `at` stands once put right: a 'no' that the same speaker's next piece corrects to another
 * answer ('no' … 'well actually yeah a little') is answered by that piece.
 */
function putRight(segs: readonly Said[], at: number): number {
  const next = segs[at + 1];
  if (!next || next.role !== segs[at]!.role || answerPolarity(clean(segs[at]!.text)) !== false) return at;
  const text = clean(next.text);
  return CORRECTS.test(text) && answerPolarity(text) === true ? at + 1 : at;
}

/** A remark on the question just asked: opened as one, naming no symptom and answering nothing. */
const remarks = (text: string, words: SymptomWords) =>
  REMARK.test(text) && words.namesOf(text).length === 0 && answerPolarity(text) === null;

/**
 * The answer to the question at `i`: the next piece not the clinician's, within a few pieces. Speech cuts
 * a question at its pauses and guesses who spoke, so what comes between answers nothing: the question's
 * tail ('anything like that'), a 'what?' or "ma'am", the list going on ('or pale stools', 'coughs'), a
 * patient's 'like fever or chills?' before the clinician goes on, a question back of what the question means
 * ('what like smoke cigarettes') with what is said to it, the clinician's remark on the question ('that
 * would be a concern for infection'); and a further question of the clinician
 * leaves this one answered only by a 'no', unless the answer names what this one asked. A short yes or no right after the question answers it under
 * either label. A question is the clinician's when the reading takes it as asked (questions.ts): a
 * patient-labelled line in the clinician's form is the clinician's, mislabelled, and then the next piece
 * that does not ask answers it under either label.
 */
export function replyAfter(segs: readonly Said[], i: number, words: SymptomWords): Reply | null {
  const asked = words.namesOf(segs[i]!.text);
  const names = (text: string) => words.namesOf(text).length > 0;
  const ongoing: number[] = [];
  let afterOthers = false;
  for (let j = i + 1; j <= i + REACH && j < segs.length; j++) {
    const { role, text: raw } = segs[j]!;
    const text = clean(raw);
    if (!text || TAIL.test(text) || INTERJECTION.test(text)) continue;
    if (CLARIFIES.test(text) && answerPolarity(text) === null) {
      // The question back and what the clinician says to it are the question going on.
      ongoing.push(...[j, j + 1].filter((k) => k < segs.length));
      j++;
      continue;
    }
    if (continues(text, asked, words)) {
      ongoing.push(j);
      continue;
    }
    const bare = j === i + 1 && answerPolarity(text) !== null && text.split(' ').length <= BARE_WORDS;
    const asking = asks(role, text, names) && !bare;
    // The clinician's remark on the question ('that would be a concern for infection') is passed over: the answer comes after it.
    if (role === 'Doctor' && !asking && remarks(text, words)) continue;
    // A patient-labelled question is the clinician's, mislabelled: the labels after it may be swapped too.
    // An answer that names what this question asked ('everything is fine except some chills') answers it, whatever was asked between.
    const answersThis = afterOthers && words.namesOf(text).some((n) => asked.includes(n));
    const reply = { at: putRight(segs, j), afterOthers: afterOthers && !answersThis, ongoing };
    if ((role !== 'Doctor' || segs[i]!.role !== 'Doctor') && !asking) return reply;
    if (bare) return reply;
    if (!asking) return null;
    afterOthers = true;
  }
  return null;
}
