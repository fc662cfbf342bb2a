import { around, measuredAtHome } from '../reading/measured.js';
import type { ClinicalFacts, Seg } from './types.js';
import { readings } from './vitals.js';

/**
 * A blood pressure the patient measured at home ('my blood pressure at home has been 150 over 90') is no
 * vital sign of today: the history offers it as a reported home reading, for the clinician to write.
 */
export function holdHomeReadings(segs: Seg[], facts: ClinicalFacts) {
  for (const seg of segs.filter((s) => s.role !== 'Doctor'))
    for (const r of readings('bloodPressure', seg.text))
      if (r.value && measuredAtHome(around(seg.text, r.index, r.end))) {
        const value = r.value.replace(' mmHg', '');
        const text = `Reports home blood pressure readings around ${value}`;
        facts.held.push({ value: { section: 'historyOfPresentIllness', text }, segmentIds: [seg.id] });
        return;
      }
}
