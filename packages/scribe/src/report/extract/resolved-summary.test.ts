import { describe, expect, it } from 'vitest';
import { assessmentFrom, hpiFrom, rosFrom } from '../testing/said.js';

describe('a symptom that is over is told as resolved, never as a problem of today', () => {
  const summary = [
    'doctor: so you had fever and chills last week which have resolved',
    'patient: right',
    'doctor: and now the cough is the main thing',
    'patient: yes the cough',
  ].join('\n');

  it("takes the clinician's summary the patient affirms as over, with every symptom listed in it", () => {
    expect(hpiFrom(summary)).toContain('fever and chills, now resolved');
    expect(rosFrom(summary)).not.toMatch(/Endorses fever/);
  });

  it('leaves a summary the patient does not affirm as said', () => {
    const guess = 'doctor: so the fever has resolved\npatient: no i still have it at night';
    expect(hpiFrom(guess)).not.toContain('now resolved');
  });

  it('does not list a symptom that is over as an assessment problem', () => {
    expect(assessmentFrom(summary)).toEqual([]);
    expect(assessmentFrom('doctor: how is the nausea\npatient: oh that went away after a couple days')).toEqual([]);
    expect(assessmentFrom('doctor: any vomiting\npatient: i did on monday but not since\ndoctor: okay')).toEqual([]);
  });
});
