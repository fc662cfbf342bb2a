import type { SideClaim } from './sides.js';

/** A side said in the consultation, with the turn, the telling words of its clause, whether a question said it and whether as one of both ('both knees'). */
export type SaidSide = SideClaim & {
  seg: string;
  words: Set<string>;
  /** said in a question; `answered` when a reply followed, whose words are counted with it */
  asked: boolean;
  answered?: boolean;
  /** said as one of both sides ('both knees') or in a comparison of the two ('worse on the left than the right') */
  both?: boolean;
  compared?: boolean;
};
