import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

describe('a blood pressure measured at home', () => {
  const said =
    'Doctor: have you been checking your blood pressure\nPatient: yes, my blood pressure at home has been 150 over 90\n' +
    'Doctor: your blood pressure today is 132 over 84';

  it('is offered for the history as a reported home reading, and today’s vital is the one taken today', () => {
    const f = facts(said);
    expect(f.held.map((h) => h.value.text)).toContain('Reports home blood pressure readings around 150/90');
    expect(f.vitals.bloodPressure?.value).toBe('132/84 mmHg');
  });

  it('offers nothing for a reading taken at this visit', () => {
    const f = facts('Doctor: your blood pressure today is 130 over 80');
    expect(f.held.map((h) => h.value.text).join(' ')).not.toContain('home');
  });
});
