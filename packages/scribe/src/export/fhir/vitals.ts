import type { Observation, ObservationComponent, Quantity } from '@medplum/fhirtypes';
import type { PatientReport } from '@asha/contracts';
import { spokenNumbersToDigits } from '../../report/extract/numbers.js';
import { VITAL_RANGES } from '../../report/vocabulary/vital-ranges.js';
import { LOINC, UCUM } from './codes.js';

type VitalKey = keyof PatientReport['physicalExam']['vitals'];

/** What a vital sign becomes in FHIR: its LOINC code and a value with a UCUM unit (or, for blood pressure, two components). */
export interface VitalReading {
  key: VitalKey;
  code: { system: string; code: string; display: string };
  /** a second code the vital-signs profile requires beside the precise one */
  also?: { system: string; code: string; display: string };
  value?: Quantity;
  components?: ObservationComponent[];
}

const qty = (value: number, unit: string, code: string): Quantity => ({ value, unit, system: UCUM, code });
const coding = (code: string, display: string) => ({ system: LOINC, code, display });

/** Numbers as written or spoken ('one twenty over eighty', 'ninety eight point six'). */
function numbers(text: string): { digits: string; all: number[] } {
  const digits = spokenNumbersToDigits(text.toLowerCase());
  return { digits, all: [...digits.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0])) };
}

/**
 * Reads a vital sign as the note writes it ('120/80 mmHg', 'one twenty over eighty', '98.6 °F',
 * 'seventy two'); null when no plausible number is in it, and the value then stays in the
 * section's words only.
 */
export function readVital(key: VitalKey, raw: string): VitalReading | null {
  const { digits, all } = numbers(raw);
  const first = all[0];
  switch (key) {
    case 'bloodPressure': {
      const m = /(\d{2,3})\s*(?:\/|over)\s*(\d{2,3})/.exec(digits);
      if (!m) return null;
      const [s, d] = [Number(m[1]), Number(m[2])];
      if (!(s > d && s <= 300 && d >= 20)) return null;
      return {
        key,
        code: coding('85354-9', 'Blood pressure panel with all children optional'),
        components: [
          { code: { coding: [coding('8480-6', 'Systolic blood pressure')] }, valueQuantity: qty(s, 'mmHg', 'mm[Hg]') },
          { code: { coding: [coding('8462-4', 'Diastolic blood pressure')] }, valueQuantity: qty(d, 'mmHg', 'mm[Hg]') },
        ],
      };
    }
    case 'heartRate':
      return first !== undefined && first >= 20 && first <= 300
        ? { key, code: coding('8867-4', 'Heart rate'), value: qty(first, 'beats/minute', '/min') }
        : null;
    case 'respiratoryRate':
      return first !== undefined && first >= 4 && first <= 80
        ? { key, code: coding('9279-1', 'Respiratory rate'), value: qty(first, 'breaths/minute', '/min') }
        : null;
    case 'oxygenSaturation': {
      // The oxygen breathed ('on 2 L oxygen') stays in the section's words; the Observation holds the saturation,
      // coded as measured by pulse oximetry and, as the FHIR oxygen saturation profile requires, as arterial.
      const [low, high] = VITAL_RANGES.oxygenSaturation.possible!;
      return first !== undefined && first >= low && first <= high
        ? {
            key,
            code: coding('59408-5', 'Oxygen saturation in Arterial blood by Pulse oximetry'),
            also: coding('2708-6', 'Oxygen saturation in Arterial blood'),
            value: qty(first, '%', '%'),
          }
        : null;
    }
    case 'temperature': {
      if (first === undefined) return null;
      const said = /\d\s*°?\s*f\b|fahrenheit/.test(digits)
        ? 'F'
        : /\d\s*°?\s*c\b|celsius|centigrade/.test(digits)
          ? 'C'
          : first > 45
            ? 'F'
            : 'C';
      const ok = said === 'C' ? first >= 25 && first <= 45 : first >= 77 && first <= 113;
      if (!ok) return null;
      return {
        key,
        code: coding('8310-5', 'Body temperature'),
        value: said === 'C' ? qty(first, 'Cel', 'Cel') : qty(first, '°F', '[degF]'),
      };
    }
    case 'weight': {
      if (first === undefined) return null;
      if (/\b(kg|kgs|kilo|kilos|kilograms?)\b/.test(digits))
        return { key, code: coding('29463-7', 'Body weight'), value: qty(first, 'kg', 'kg') };
      if (/\b(lb|lbs|pounds?)\b/.test(digits))
        return { key, code: coding('29463-7', 'Body weight'), value: qty(first, 'lb', '[lb_av]') };
      return null;
    }
  }
}

/** Every vital sign of the report that reads as a number with a unit. */
export function readVitals(report: PatientReport): VitalReading[] {
  const v = report.physicalExam.vitals;
  return (Object.keys(v) as VitalKey[]).flatMap((k) => {
    const raw = v[k];
    const r = raw ? readVital(k, raw) : null;
    return r ? [r] : [];
  });
}

/** The reading as a vital-signs Observation (category, LOINC code, UCUM quantity), without its references. */
export function vitalObservation(
  r: VitalReading,
  status: Observation['status'],
): Omit<Observation, 'subject' | 'encounter' | 'effectiveDateTime'> {
  return {
    resourceType: 'Observation',
    status,
    code: { coding: [r.code, ...(r.also ? [r.also] : [])], text: r.code.display },
    ...(r.value ? { valueQuantity: r.value } : {}),
    ...(r.components ? { component: r.components } : {}),
  };
}
