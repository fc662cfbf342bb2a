import { regex, wordsOf } from '../pattern.js';
import { REMEDIES } from '../vocabulary/hpi-cues.js';
import { drugMentions } from './drug-mentions.js';
import { found } from './hpi-factors.js';
import type { Found } from './types.js';
import type { Utterance } from './utterances.js';

/**
 * The pain score said with and without a treatment ('a six out of ten without ibuprofen and a one with
 * it'), as a note tells it: both scores, so the reader sees what the treatment does.
 */

/** A score, with or without its scale, then 'with' or 'without' and the word after ('6 out of 10 without ibuprofen'). */
const SCORED = String.raw`\b(\d{1,2})(\s*(?:out of|over|/)\s*10)?\s+`;
const NAME = String.raw`\s+(?:the\s+|any\s+|my\s+|your\s+|taking\s+)?([a-z]+)`;
const WITHOUT = regex([SCORED, 'without', NAME], 'g');
const WITH = regex([SCORED, 'with', NAME], 'g');
const REMEDY = regex([`^${wordsOf(REMEDIES.flatMap((r) => r.cues))}$`]);

/** Whether a word names a treatment: a medicine or a remedy ('ibuprofen', 'ice'). */
const treatment = (word: string) => drugMentions(word).length > 0 || REMEDY.test(word);

const UNDER = regex([String.raw`\b(with|without)`, NAME], 'g');
/**
 * The treatment a question of the score is asked under ('without any ibuprofen, what is your pain level?',
 * 'and with your ibuprofen?'): whether it is without it, and its name; null when none is named.
 */
export function askedUnder(question: string): { without: boolean; name: string } | null {
  const m = [...question.matchAll(UNDER)].find((x) => treatment(x[2]!));
  return m ? { without: m[1] === 'without', name: m[2]! } : null;
}

/**
 * The scores answered to questions asked under a treatment, as a note tells them: both, as said, when asked
 * with and without it ('3/10 without ibuprofen and 7/10 with it'), else the one with its condition ('7/10 with
 * ibuprofen'); never the score alone, which would tell the pain of one condition as the pain.
 */
export function scoresUnder(
  said: { without: boolean; name: string; score: string; ids: string[] }[],
): Found<string> | null {
  const [first] = said;
  if (!first) return null;
  const off = said.find((x) => x.without && x.name === first.name);
  const on = said.find((x) => !x.without && x.name === first.name);
  const ids = [...new Set(said.flatMap((x) => x.ids))];
  if (off && on) return found(`${off.score}/10 without ${first.name} and ${on.score}/10 with it`, ids);
  return found(`${first.score}/10 ${first.without ? 'without' : 'with'} ${first.name}`, first.ids);
}

/**
 * The scores said in one statement with and without the same treatment, one of them on its scale; each at most
 * ten. A question ('is it a six without the ibuprofen?') tells nothing.
 */
export function treatedScore(all: Utterance[]): Found<string> | null {
  for (const u of all.filter((x) => !x.question)) {
    for (const off of u.text.matchAll(WITHOUT)) {
      const name = off[3]!;
      if (!treatment(name)) continue;
      const on = [...u.text.matchAll(WITH)].find((m) => m[3] === name);
      if (!on || (!off[2] && !on[2])) continue;
      const [without, withIt] = [Number(off[1]), Number(on[1])];
      if (without > 10 || withIt > 10 || withIt >= without) continue;
      return found(`${without}/10 without ${name} and ${withIt}/10 with it`, [u.seg.id]);
    }
  }
  return null;
}
