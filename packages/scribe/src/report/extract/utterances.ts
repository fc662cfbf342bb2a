import { oneOf, regex } from '../pattern.js';
import { sentences } from './text.js';
import type { Seg } from './types.js';

/** One clause of a segment as the extractor reads it: a statement, or a question the reply answers. */
export interface Utterance {
  seg: Seg;
  /** the segment's position in the transcript */
  at: number;
  /** normalised text of the clause */
  text: string;
  question: boolean;
}

/**
 * Where a question starts when speech recognition left out the question mark: an auxiliary and its
 * subject ('do you', 'have you had', 'is there'), a question word before one ('how long has she…',
 * read as one question), or an elliptical 'any …' / 'how about …' after a discourse word. Clinicians
 * ask 'any chest pain' and 'how about fevers' far more than full questions.
 */
/** 'and have you come back in two weeks': 'have you' before a plain verb has the patient do it, asking nothing. */
const CAUSED =
  '(?:come|go|get|do|take|make|start|stop|follow|return|try|use|wear|schedule|call|keep|continue|work|walk|see|meet|fill|sign|ice|rest|elevate)\\b';
const SUBJECT = '(?:you|u|they|he|she)';
/** An auxiliary before its subject: 'do you', 'have you had', 'is there any', 'was your'. */
const AUX = oneOf([
  `(?:do|did|does|has|had|are|were|can|could|would|will)(?: not|n't)? ${SUBJECT}\\b`,
  `have(?: not|n't)? ${SUBJECT}\\b(?! ${CAUSED})`,
  "(?:is|was)(?: not|n't)? (?:there any|there anything|your)\\b",
]);
/** 'That's good, any fever?', 'hm, any neck pain', 'so tell me, any weakness': an acknowledgment or 'tell me' before 'any' asks too. */
const ACK = 'good|great|perfect|excellent|hm+|mhm|mm-hmm|tell me';
const MARKER = `(?:and|so|okay|ok|alright|all right|now|also|um|uh|well|or|but|just|yeah|right|${ACK})`;
/** 'or any' goes on with the clause before it ('you don't have any fractures or any misalignment'): it starts no question of its own. */
const ELLIPTIC = `(?:${MARKER} )*(?:and|so|okay|ok|alright|all right|now|also|um|uh|well|but|just|yeah|right|${ACK}) (?:any|anything)\\b|(?:how|what) about\\b`;
/** 'i'd like to have you come back', 'we'll have you…': an auxiliary after these words starts no question. */
const NOT_AFTER =
  "(?<!\\b(?:to|can|could|will|would|'ll|'d|let's|let|na|we|i|and we|and i|how|long|often|much|many|when|why|where|what|which))";
/** A clinician's judgement ('i think…', 'my impression is…', 'it looks like…') starts a statement, ending any question before it. */
const STATEMENT =
  '(?:so )?i (?:do )?(?:think|believe|suspect)\\b|my (?:impression|assessment|diagnosis)\\b|it (?:looks|sounds|seems) like\\b';
const QUESTION_START = new RegExp(`(?:^|${NOT_AFTER}\\s)(?=${AUX}|${ELLIPTIC})|\\s(?=${STATEMENT})`, 'g');
/** A question word and its auxiliary: 'how long has she been…', 'when did it start', 'what is the pain like'. */
const QUESTION_WORDS = ['how(?: long| often| much| many| bad| severe)?', 'when', 'why', 'where', 'what', 'which'];
const AUXILIARIES = [
  'do',
  'did',
  'does',
  'have',
  'has',
  'had',
  'are',
  'were',
  'is',
  'was',
  'can',
  'could',
  'would',
  'will',
];
/** What a question word asks about: 'you', 'it', 'the pain', 'your knee', 'there'. */
const ASKED_ABOUT = ['you', 'u', 'they', 'he', 'she', 'it', 'the', 'your', 'there', 'this', 'that'];
const WH = `${oneOf(QUESTION_WORDS)} ${oneOf(AUXILIARIES)}(?: not|n't)? ${oneOf(ASKED_ABOUT)}\\b`;
/**
 * At the start of a clause, an auxiliary before 'the' or 'your' asks about it ('is the cough worse at
 * night', 'does the pain go down your leg'), and one before 'it' or 'that' about what was just spoken of
 * ('is it itchy', 'does it come with nausea'); inside a sentence the same words state ('the pain is the
 * worst', 'the problem is it keeps coming back').
 */
const ABOUT_IT =
  "(?:is|was|does|did|has)(?: not|n't)? (?:the|your)\\b|(?:is|was|does|did|has|will|would|can)(?: not|n't)? (?:it|that|this|they)\\b(?!')";
const QUESTION_FORM = new RegExp(
  `^(?:${MARKER} )*(?:${AUX}|${ABOUT_IT}|${WH}|any\\b|anything\\b|(?:how|what) about\\b)`,
);
/** Hindi 'kya' (asks yes or no) and Tamil 'irukka' ('is there?') mark a code-mixed question anywhere in it. */
const MIXED_QUESTION = /\b(?:kya|irukk?aa?|iruka|unda)\b/;

/** A clause without terminal punctuation ends a question when it has a question's form. */
function unpunctuatedClauses(sentence: string): { text: string; question: boolean }[] {
  const starts = [0, ...[...sentence.matchAll(QUESTION_START)].map((m) => m.index + (m[0].startsWith(' ') ? 1 : 0))];
  const cuts = [...new Set(starts)].sort((a, b) => a - b);
  return cuts
    .map((from, i) => sentence.slice(from, cuts[i + 1] ?? sentence.length).trim())
    .filter(Boolean)
    .map((text) => ({ text, question: QUESTION_FORM.test(text) || MIXED_QUESTION.test(text) }));
}

/** A statement closed by a tag ('…, okay?', 'does that sound good?') asks for agreement, not about the patient. */
/** Tags asking for agreement: 'okay', 'right', 'does that sound like a plan', 'fair enough'. */
const AGREEMENT_TAGS = [
  'okay',
  'ok',
  'all right',
  'alright',
  'right',
  'yeah',
  'correct',
  'sound good',
  'sounds good',
  '(?:how )?does that sound(?: good| okay| ok| all right| alright| like a plan)?',
  'is that okay',
  'is that alright',
  'is that ok',
  'you know',
  'good',
  'fair enough',
];
const TAG = regex([String.raw`,?\s*`, oneOf(AGREEMENT_TAGS), String.raw`\?$`]);

/** The clauses of one segment's normalised text. A question mark decides when there is one. */
export function clausesOf(text: string): { text: string; question: boolean }[] {
  return sentences(text).flatMap((s) => {
    const tagged = TAG.exec(s);
    if (tagged && tagged.index > 0 && s.slice(0, tagged.index).split(' ').length > 3)
      return [{ text: `${s.slice(0, tagged.index)}.`, question: false }];
    if (s.endsWith('?')) return [{ text: s, question: true }];
    if (/[.!]$/.test(s) && s.split(' ').length < 25) return [{ text: s, question: QUESTION_FORM.test(s) }];
    return unpunctuatedClauses(s.replace(/[.!]$/, ''));
  });
}

/** Every extractor reads the same clauses of a transcript: they are split once per segment list. */
const cache = new WeakMap<Seg[], Utterance[]>();

export function utterancesOf(segs: Seg[]): Utterance[] {
  let all = cache.get(segs);
  if (!all) {
    all = segs.flatMap((seg, at) => clausesOf(seg.text).map((c) => ({ seg, at, ...c })));
    cache.set(segs, all);
  }
  return all;
}

const QUESTION_TAIL = /^(?:or )?(?:anything|something)(?: else)?(?: like that| of that sort| of the sort)?[?.]?$/;

/** A short yes or no, with nothing asked in it: an answer, whoever the labels say spoke it. */
const BARE_ANSWER = /^(?:yes|yeah|yep|yup|no|nope|nah)\b[^?]*$/;

/**
 * The reply to a question: the next segment spoken by the other side, when it comes within two
 * segments and the asker did not go on to say something else first. A question followed in its own
 * segment by a bare 'no' (the answer caught in the asker's segment) is answered by that clause, and a
 * short yes or no right after it answers it even when labelled with the asker's role (speaker labels
 * are guesses; a second clinician or a relative may answer).
 */
export function replyTo(all: Utterance[], i: number, segs: Seg[]): { text: string; ids: string[] } | null {
  const q = all[i]!;
  const next = all[i + 1];
  if (next && next.at === q.at && /^(?:no|nope|none|nah)\b/.test(next.text))
    return { text: next.text, ids: [q.seg.id] };
  const laterInSegment = all.slice(i + 1).filter((u) => u.at === q.at);
  // The reply answers the last run of questions; a statement after this one means no answer to it.
  if (laterInSegment.some((u) => !u.question && u.text.split(' ').length > 3)) return null;
  let last = q.at + 2;
  for (let at = q.at + 1; at <= last && at < segs.length; at++) {
    const seg = segs[at]!;
    // The question's own tail cut off at a pause ('… any weight loss' | 'anything like that') answers nothing.
    if (QUESTION_TAIL.test(seg.text)) {
      last++;
      continue;
    }
    const bare = at === q.at + 1 && BARE_ANSWER.test(seg.text) && seg.text.split(' ').length <= 8;
    if (seg.role !== q.seg.role || bare) return { text: seg.text, ids: [seg.id] };
  }
  return null;
}
