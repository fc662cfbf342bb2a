import { describe, expect, it } from 'vitest';
import { regex } from '../pattern.js';
import { MEASURED_ELSEWHERE } from './measured-cues.js';
import { around, measuredAtHome, measuredAway, measuredElsewhere, measuredToday } from './measured.js';

/** A reading said with each way of placing it away from this visit; the first four at the patient's home. */
const AT_HOME = [
  'my blood pressure at home has been 150 over 90',
  'the home cuff says 148 over 92',
  'when i checked it this morning it was 160 over 95',
  "it's been running 150 over 90",
];
const AWAY = [
  'in the emergency room your pressure was 200 over 90',
  'the er said your pressure was 190 over 100',
  'the pharmacy machine said 160 over 100',
  'the paramedics got a pulse of 120',
  'the fire department came and took my blood pressure it was like 190 over 100',
  'when the ambulance came they got 88 on the oxygen',
  'so the emts had your heart rate at 140',
  'the squad said your pressure was 90 over 60',
  'the school nurse got a temperature of 101',
  "your mom's cuff said 160 over 100",
  'your cardiologist had it at 150 over 90',
  'at another clinic it was 150 over 90',
  'your dentist said 170 over 100',
  'at work the nurse got 150 over 95',
  'your blood pressure log shows 150 over 90',
  'on admission your heart rate was 120',
  'at your last visit your pulse was 110',
  'at your physical your blood pressure was 140 over 90',
  'back in march it was 150 over 90',
  'a few weeks back your oxygen was 91',
  'your fitbit showed a pulse of 130',
  'my blood pressure was 150 over 90',
  'they said it was 180 over 100',
  'so they stopped it when your heart rate came down to like fifty',
  'um until his pressure dropped to 80 over 40',
];

describe('a reading taken away from this visit', () => {
  it('reads every way of placing a reading elsewhere, and those at home as home readings', () => {
    for (const e of [...AT_HOME, ...AWAY]) expect(measuredElsewhere(e)).toBe(true);
    for (const e of AT_HOME) expect(measuredAtHome(e)).toBe(true);
    for (const e of AWAY) expect(measuredAtHome(e)).toBe(false);
  });

  it('has an example for every row placing a reading at home', () => {
    for (const row of MEASURED_ELSEWHERE.filter((c) => c.kind === 'home'))
      expect(AT_HOME.some((e) => regex([`\\b(?:${row.words})\\b`]).test(e))).toBe(true);
  });

  it('reads a reading taken at this visit as neither elsewhere nor at home', () => {
    for (const e of ['your blood pressure today is 130 over 80', 'the nurse took your pressure, 128 over 76']) {
      expect(measuredElsewhere(e)).toBe(false);
      expect(measuredAtHome(e)).toBe(false);
    }
    expect(measuredToday('your vitals look good, your pulse is 72')).toBe(true);
  });

  it("reads a place said before 'today' as another reading's", () => {
    const text = 'in the er your pulse was 112 and today your pressure is 128 over 76';
    const at = text.indexOf('128');
    expect(measuredElsewhere(around(text, at, at + 12))).toBe(false);
  });

  it("reads 'I checked it' as the patient's home reading and the clinician's reading of this visit", () => {
    const said = 'i checked your blood pressure and it was 130 over 80';
    expect(measuredAtHome(said)).toBe(true);
    expect(measuredElsewhere(said, true)).toBe(false);
  });

  it('tells another place or clinician from a day gone by or the patient’s own', () => {
    for (const e of ['at the pharmacy it was 160', 'the er said 190', 'at your last visit you weighed 190 pounds'])
      expect(measuredAway(e)).toBe(true);
    for (const e of ['my blood sugar yesterday was 240', 'my glucose readings are around 120', 'at home it was 150'])
      expect(measuredAway(e)).toBe(false);
  });
});
