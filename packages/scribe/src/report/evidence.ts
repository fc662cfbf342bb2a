import type { Evidence, PatientReport, Transcript } from '@asha/contracts';
import { segsOf } from './extract/index.js';
import { reportItems } from './items.js';
import { findSupport } from './support.js';

/** Evidence for a report written elsewhere (a model's): each item's supporting segments, by text matching. */
export function evidenceFor(t: Transcript, r: PatientReport): Evidence[] {
  const segs = segsOf(t);
  return reportItems(r).flatMap((item) => {
    const segmentIds = findSupport(item.text, segs, { prose: item.prose });
    return segmentIds.length ? [{ path: item.path, segmentIds }] : [];
  });
}
