import type { SaidSide } from './said-side-types.js';
import { UNSPECIFIED, type SideClaim } from './sides.js';
import { uniq, type Finding } from './types.js';

export type Side = SideClaim['side'];

export const partName = (part: string) => (part === UNSPECIFIED ? 'side' : part);
export const segsOf = (list: { seg: string }[]) => uniq(list.map((x) => x.seg));

/** A side claim the consultation contradicts, with the turns that say otherwise. */
export const sideContradicted = (reason: string, list: { seg: string }[]): Finding => ({
  kind: 'contradicted',
  claim: 'laterality',
  reason,
  segmentIds: segsOf(list),
});

/** The sides of `pool` said on `side` as affected, and as well. */
export const affectedOn = (pool: SaidSide[], side: Side) => pool.filter((x) => x.side === side && !x.well);
export const wellOn = (pool: SaidSide[], side: Side) => pool.filter((x) => x.side === side && x.well);
