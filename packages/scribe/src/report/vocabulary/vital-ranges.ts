import type { VitalKey } from '../extract/types.js';

/**
 * The values a vital sign can plausibly have in a consultation, per vital: a number outside them is more
 * likely mis-heard ('fifty' for 'fifteen', a decimal lost) than measured, and is offered, never written.
 * `child` holds for an age under CHILD_UNDER said in the consultation; `adult` otherwise (an age not said
 * is read as an adult's: the note is for a clinician to check, and a child's number is then offered).
 * Each row gives where its bounds come from. Temperature is in °C, weight in kg, the pressure systolic.
 */
export interface VitalRange {
  child: readonly [number, number];
  adult: readonly [number, number];
  /**
   * the numbers a reading of the vital can be at all, where that is wider than the ages' ranges: a number
   * inside it but outside the age's range is offered to check, one outside it is no reading of the vital
   */
  possible?: readonly [number, number];
  source: string;
}

/** The age, in years, under which a child's ranges hold. */
export const CHILD_UNDER = 12;

export const VITAL_RANGES: Readonly<Record<VitalKey, VitalRange>> = {
  // Maximal heart rate is about 220 minus the age in years (Fox 1971); below 30 only a heart block gives.
  heartRate: { child: [30, 220], adult: [30, 200], source: 'maximal heart rate about 220 minus age' },
  // WHO IMCI counts 60 or more as fast breathing in an infant under 2 months; CURB-65 counts 30 or more as
  // severe in an adult, and an adult said to breathe over 40 a minute talks through no consultation.
  respiratoryRate: { child: [10, 60], adult: [8, 40], source: 'WHO IMCI fast breathing; CURB-65' },
  // Pulse oximeters state their accuracy only from 70% up (ISO 80601-2-61), so a lower number is offered to
  // check; below 50% no patient talks through a consultation, and no percentage is over 100.
  oxygenSaturation: {
    child: [70, 100],
    adult: [70, 100],
    possible: [50, 100],
    source: 'ISO 80601-2-61 oximeter accuracy stated for 70-100%',
  },
  // Hypothermia is below 35 °C and hyperpyrexia above 41 °C; outside 34-43 °C a patient does not talk.
  temperature: { child: [34, 43], adult: [34, 43], source: 'hypothermia under 35 °C; hyperpyrexia over 41 °C' },
  // Systolic: shock is under 90 and a hypertensive crisis over 180 (ACC/AHA 2017); outside 60-260 is unheard.
  bloodPressure: { child: [60, 260], adult: [70, 260], source: 'ACC/AHA 2017 hypertensive crisis over 180' },
  // No published bound: set wide, to catch only a number off by a power of ten.
  weight: { child: [1, 150], adult: [30, 300], source: 'none published; wide' },
};
