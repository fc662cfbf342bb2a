import { describe, expect, it } from 'vitest';
import { hpiFrom as hpi, rosFrom as ros } from '../testing/said.js';

/*
 * A symptom told as had earlier in the illness and over now, in recognised speech: told as a story in one
 * turn, or split over the clinician's question and the reply. It is told as resolved in the history and is
 * not endorsed in today's review of systems; what goes on is still today's.
 */

const opening = 'doctor: what brings you in today\npatient: my lower back has been hurting for a week\n';

describe('a symptom of earlier in the illness, over now, is not one of today', () => {
  it.each([
    ['fever', 'doctor: any fever\npatient: i did at the beginning but not now'],
    [
      'chest pain',
      "doctor: any chest pain\npatient: i had some chest pain two days ago it lasted an hour and it hasn't come back",
    ],
    [
      'shortness of breath',
      "doctor: any trouble breathing\npatient: i was short of breath when it first started but that's gotten better i don't really have it now",
    ],
    ['vomiting', 'doctor: any vomiting\npatient: yeah the first day but the vomiting stopped'],
    [
      'fatigue',
      "doctor: how about energy\npatient: i was really tired for the first week or so now i'm back to normal",
    ],
    ['fever', 'doctor: anything before this\npatient: i had the flu last month with a fever and i got over that'],
    [
      'swelling',
      'doctor: any swelling\npatient: with my last pregnancy i had swelling in my legs but nothing like that this time',
    ],
  ])('%s: %j', (name, talk) => {
    const said = opening + talk;
    expect(hpi(said)).toContain(`${name}, now resolved`);
    expect(ros(said)).not.toContain(name);
  });

  it('keeps what the patient says goes on as today’s', () => {
    const said =
      opening +
      "doctor: and your stomach\npatient: the first few days i was throwing up but now it's just the stomach pain";
    expect(hpi(said)).toContain('vomiting, now resolved');
    expect(ros(said)).toContain('abdominal pain');
    expect(ros(said)).not.toContain('vomiting');
  });

  it('does not end a symptom when the patient stops a medicine for it', () => {
    const said = opening + 'doctor: any side effects\npatient: i had nausea so i stopped the metformin';
    expect(hpi(said)).not.toContain('nausea, now resolved');
  });
});
