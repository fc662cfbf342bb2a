import { regex, wordsOf } from '../pattern.js';
import { EPISODE_BACK, EPISODE_OVER } from './episode-cues.js';

const OVER = EPISODE_OVER.map((r) => ({ id: r.id, re: regex([`\\b(?:${r.phrase})\\b`]) }));
/** A take-back in the same sentence after the cue. */
const BACK = regex([wordsOf(EPISODE_BACK)]);

/**
 * Where a text says an episode is over, with the row that says so, or null: its cue said, and not taken back
 * after it in its sentence.
 */
export function episodeOver(text: string): { rule: string; index: number; end: number } | null {
  for (const { id, re } of OVER) {
    const m = re.exec(text);
    if (!m) continue;
    const end = m.index + m[0].length;
    if (!BACK.test(text.slice(end).split(/[.?!;]/)[0]!)) return { rule: id, index: m.index, end };
  }
  return null;
}
