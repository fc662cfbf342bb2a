import { answerPolarity } from '../reading/answers.js';
import { partsIn } from './body-parts.js';
import { tellingWords } from './telling-words.js';
import { otherSide, UNSPECIFIED } from './both-sides.js';
import { asks } from './read-talk.js';
import type { SaidSide } from './said-side-types.js';

/** 'My other ankle', 'the other knee': a part named as the other one, with no side word. */
const OTHER_PART = /\b(?:my|the|your|his|her|their) other\s+$/;

/** The other part asked about is as it should be: 'no', or 'that one is fine', 'it's okay', 'normal'. */
const FINE_REPLY =
  /^(?:[a-z]+,?\s+)?(?:(?:that|this|the other|it)(?: one| 1)?(?:'s| is| feels| seems)?\s+)?(?:fine|okay|ok|normal|good)\b/;
/** 'The other one' with no part named: the part is the one just talked about. */
const OTHER_ONE = /\b(?:the|your|his|her) other (one|1)\s*\??$/;
/** The other part named and no more ('and the other knee', 'how about your other hand'): asked, with or without a question mark. */
const BARE_OTHER = /^(?:and\s+)?(?:(?:what|how) about\s+)?(?:the|your|his|her) other [a-z1]+\s*\??$/;

/**
 * A part called 'the other' one ('and my other ankle too is sore sometimes, i've had surgery for that
 * too') is on the side opposite the one just talked about ('you've injured your right foot before'),
 * named within the last few turns; and the same part was just talked about on that side ('twenty years
 * ago i broke my ankle'), so what was said since is said of it. Asked about ('and the other eye?'), the
 * reply tells how it is ('that one is fine' makes it well). Returns the sides so said in one sentence.
 */
export function otherSidesIn(
  sentence: string,
  seg: { id: string; role: string },
  turn: number,
  recent: { side: 'left' | 'right'; turn: number; seg: string; part?: string } | undefined,
  since: string,
  reply?: { id: string; role: string; text: string },
): SaidSide[] {
  if (!recent || turn - recent.turn > 3 || /\b(?:left|right)\b/.test(sentence)) return [];
  const asked = asks(seg.role, sentence) || BARE_OTHER.test(sentence);
  const answer = asked && reply && reply.role !== seg.role ? reply : undefined;
  const fine = answer !== undefined && (answerPolarity(answer.text) === false || FINE_REPLY.test(answer.text));
  // 'And the other one?' asks of the part just talked about, on the other side.
  const one = asked && recent.part && recent.part !== UNSPECIFIED ? OTHER_ONE.exec(sentence) : null;
  const parts = one ? [{ part: recent.part!, index: one.index + one[0].length - one[1]!.length }] : partsIn(sentence);
  return parts
    .filter((p) => OTHER_PART.test(sentence.slice(Math.max(0, p.index - 12), p.index)))
    .flatMap((p) => {
      const clause = `${sentence.slice(p.index, p.index + 200)}${answer ? ` ${answer.text.slice(0, 120)}` : ''}`;
      const earlier = `${since} ${sentence.slice(0, p.index)}`.slice(-300);
      const said = (side: 'left' | 'right', words: string, at: string): SaidSide => ({
        side,
        part: p.part,
        bound: true,
        well: false,
        wholeWell: false,
        near: words,
        clause: words,
        index: p.index,
        words: tellingWords(words),
        asked: false,
        seg: at,
      });
      const theOther = asked
        ? {
            ...said(otherSide(recent.side), clause, answer?.id ?? seg.id),
            asked: true,
            answered: answer !== undefined,
            well: fine,
            wholeWell: fine,
          }
        : said(otherSide(recent.side), clause, seg.id);
      // 'Is it the right foot?' 'No, the other foot': the 'no' takes the side just named away; only the other one has it.
      const putRight = !asked && turn === recent.turn + 1 && answerPolarity(sentence) === false;
      return putRight ? [theOther] : [theOther, said(recent.side, earlier, recent.seg)];
    });
}

/** A part said to differ from one side's ('look at my calf, it's much bigger than the right one'). */
const THAN =
  '\\b(bigger|larger|worse|smaller|weaker|stronger|more swollen|fatter|thicker|redder)\\s+than\\s+(?:the|my|his|her|your)\\s+';
const THAN_SIDE = new RegExp(`${THAN}(left|right)\\b`, 'g');
const THAN_BEFORE = new RegExp(`${THAN}$`);

/**
 * The comparison a side is only the measure of ('it's much bigger than the right one': the other calf
 * is the bigger one), as the telling word to leave out of what was said of this side; null where the
 * side is not so said.
 */
export function measuredAgainst(x: SaidSide): string | null {
  const at = x.clause.search(new RegExp(`\\b${x.side}\\b`));
  const m = at > 0 ? THAN_BEFORE.exec(x.clause.slice(0, at)) : null;
  return m ? ([...tellingWords(m[1]!)].at(-1) ?? null) : null;
}

/**
 * A part compared with one side's, with no side word of its own before ('my calf … is much bigger than
 * the right one'), is the part on the other side.
 */
export function comparedSidesIn(sentence: string, seg: string): SaidSide[] {
  return [...sentence.matchAll(THAN_SIDE)].flatMap((m) => {
    const lead = sentence.slice(0, m.index);
    const part = partsIn(lead).at(-1);
    if (!part || /\b(?:left|right)\b/.test(lead)) return [];
    const side = otherSide(m[2] as 'left' | 'right');
    return [
      {
        side,
        part: part.part,
        bound: true,
        well: false,
        wholeWell: false,
        near: sentence,
        clause: sentence,
        index: part.index,
        words: tellingWords(sentence),
        asked: false,
        seg,
      },
    ];
  });
}
