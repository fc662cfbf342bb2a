import { answerPolarity } from '../reading/answers.js';
import { isQuestion } from '../reading/questions.js';
import { limbOf } from './body-parts.js';
import { tellingWords } from './telling-words.js';
import type { Consultation } from './consultation-types.js';
import { asks, questionFrom } from './read-talk.js';
import { bothSidesIn, HANDEDNESS, otherSide, sidesIn, worseSides } from './sides.js';
import { oneSideOnly, wellness } from './side-wellness.js';

const GIVEN_COMPLAINT =
  /\b(pain|hurts?|swollen|swelling|tender\w*|weak\w*|numb\w*|bruis\w*|injur\w*|fractur\w*|rash|lump)\b/;
const ASKING =
  /\b(any|anything|have you|do you|did you|are you|is there|how about|what about|does|did|noticed|is it)\b/;

/** A bare follow-up naming a side and no more, a question though unpunctuated ('okay and the left', 'what about your right foot'). */
const SIDE_FOLLOW_UP =
  /^(?:(?:okay|ok|alright|so|and|now|how about|what about)\s+)+(?:the|your|his|her)\s+(?:left|right)(?:\s+[a-z]+)?\s*\??$/;
/** A reply calling the side asked about fine with no 'no' ('and the left?' 'the left is fine'), naming no other side. */
function fineReply(side: 'left' | 'right', reply: { role: string; text: string } | undefined, role: string): boolean {
  if (!reply || reply.role === role || new RegExp(`\\b${otherSide(side)}\\b`).test(reply.text)) return false;
  return wellness(reply.text, 0, '').wholeWell;
}

/**
 * Sides and the worse side of one sentence. A side in a question is what the reply makes it ('no'
 * makes it well, no answer says nothing), unless the question takes its complaint as given ('besides
 * the pain in your left eye, any other problems?'); words of the question never call it well.
 */
export function readSides(
  c: Consultation,
  sentence: string,
  context: string,
  seg: string,
  reply: { id: string; role: string; text: string } | undefined,
  role: string,
) {
  const from =
    isQuestion(sentence) || SIDE_FOLLOW_UP.test(sentence)
      ? Math.max(0, questionFrom(role, sentence))
      : questionFrom(role, sentence);
  const asked = from >= 0;
  const answer = asks(role, sentence) && reply && reply.role !== role ? answerPolarity(reply.text) : null;
  const worse = worseSides(sentence);
  for (const s of sidesIn(sentence, context)) {
    const compared = worse.some((w) => s.index >= w.index && s.index < w.end);
    const lead = s.clause.slice(0, Math.max(0, s.clause.indexOf(s.side)));
    const given = GIVEN_COMPLAINT.test(lead) && !ASKING.test(lead);
    // Said before the question of a long unpunctuated turn starts: stated, whatever the reply.
    if (!asked || s.index < from) c.sides.push({ ...s, words: tellingWords(s.clause), asked: false, compared, seg });
    else if (given)
      c.sides.push({ ...s, well: false, wholeWell: false, words: tellingWords(s.clause), asked: false, compared, seg });
    else {
      // The reply tells about the side asked about ('how about the right shoulder?' 'It hurt yesterday'), whether or not it starts with yes or no.
      const answered = reply !== undefined && reply.role !== role;
      const words = tellingWords(answered ? `${s.clause} ${reply.text.slice(0, 120)}` : s.clause);
      c.sides.push({
        ...s,
        words,
        asked,
        answered,
        compared,
        well: answer === false || fineReply(s.side, reply, role),
        wholeWell: answer === false || fineReply(s.side, reply, role),
        seg: answer !== null ? reply!.id : seg,
      });
    }
  }
  if (answer === false) return;
  // 'Which hand is it?' 'My right hand.' 'Is this your dominant hand?' 'Yes': the side of the limb just talked about
  // (hand, arm, wrist, elbow, shoulder, fingers: 'a rash over my right arm') is the dominant one.
  // A yes may come after a word of regret ('unfortunately, yes').
  const yes =
    answer === true ||
    (reply !== undefined && reply.role !== role && /^(?:[a-z]+,?\s+)?(?:yes|yeah|yep|it is)\b/.test(reply.text));
  const dominance =
    yes && /\b(?:is|was) (?:this|that|it) (?:your|his|her) dominant (?:hand|arm|side|one)\b/.test(sentence);
  const hand = dominance ? c.sides.findLast((x) => limbOf(x.part) === 'arm' && !x.both && !x.well) : undefined;
  if (hand) c.sides.push({ ...hand, part: HANDEDNESS, well: false, wholeWell: false, asked: false, seg: reply!.id });
  // 'Both sides?' 'No, only on the left side': the reply takes both back to the one side it names.
  const narrowed = reply !== undefined && reply.role !== role && oneSideOnly(reply.text);
  for (const b of asked || narrowed ? [] : bothSidesIn(sentence)) {
    const clause = sentence.slice(Math.max(0, b.index - 60), b.index + 60);
    for (const side of ['left', 'right'] as const) {
      c.sides.push({
        side,
        part: b.part,
        bound: true,
        well: false,
        wholeWell: false,
        near: clause,
        clause,
        index: b.index,
        words: tellingWords(clause),
        asked,
        both: true,
        seg,
      });
    }
  }
  for (const w of worse) c.worse.push({ side: w.side, seg });
}
