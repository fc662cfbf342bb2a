import { describe, expect, it } from 'vitest';
import { MEASURED_AT_HOME } from './measured-cues.js';
import { measuredAtHome } from './measured.js';

describe('a reading measured at home', () => {
  it('reads every way of placing a reading at home', () => {
    const examples = [
      'my blood pressure at home has been 150 over 90',
      'the home cuff says 148 over 92',
      'when i checked it this morning it was 160 over 95',
      "it's been running 150 over 90",
    ];
    for (const e of examples) expect(measuredAtHome(e)).toBe(true);
    expect(examples.length).toBe(MEASURED_AT_HOME.length);
  });

  it('reads a reading taken at this visit as no home reading', () => {
    expect(measuredAtHome('your blood pressure today is 130 over 80')).toBe(false);
    expect(measuredAtHome('the nurse took your pressure, 128 over 76')).toBe(false);
  });
});
