import type { VitalKey } from '../extract/types.js';

/** Each vital sign's name in words, as a sentence says it ('blood pressure 150/95'). Data only. */
export const VITAL_NAMES: Readonly<Record<VitalKey, string>> = {
  bloodPressure: 'blood pressure',
  heartRate: 'heart rate',
  temperature: 'temperature',
  respiratoryRate: 'respiratory rate',
  oxygenSaturation: 'oxygen saturation',
  weight: 'weight',
};
