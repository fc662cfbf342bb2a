import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';

/** The assessment lines offered as said, not in the note. */
const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'assessment')
    .map((h) => h.value.text);

describe('the problems a closing summary takes in turn, each named alone', () => {
  it.each([
    [
      "doctor: so for your hypertension your blood pressure's a little high today we'll increase the lisinopril\npatient: okay",
      [['hypertension', 'confirmed']],
    ],
    [
      "doctor: so for your diabetes your sugars have been running high so we'll bump up the metformin\npatient: okay",
      [['diabetes', 'confirmed']],
    ],
    [
      "doctor: and regarding her asthma her breathing's been good continue the inhaler\npatient: yes",
      [['asthma', 'confirmed']],
    ],
  ])('a problem then what is said of it is the problem, not a merged name: %j', (said, lines) => {
    expect(assessment(said)).toEqual(lines);
  });

  it('keeps the place a possessive names after a joining word: a fracture of your wrist', () => {
    expect(assessment("doctor: for the fracture of your wrist we'll put you in a cast\npatient: okay")).toEqual([
      ['fracture of wrist', null],
    ]);
  });
});

describe('a condition only sought or cleared is no diagnosis', () => {
  it('a condition the clinician talks of checking for is not written', () => {
    expect(assessment("doctor: we talked about checking for diabetes we'll get an a1c\npatient: okay")).toEqual([]);
    expect(assessment('doctor: so about screening for colon cancer we can do that next year\npatient: okay')).toEqual(
      [],
    );
  });

  it.each([
    [
      'doctor: so i was worried about a dvt but the ultrasound was negative\npatient: phew',
      'Deep vein thrombosis ruled out',
    ],
    [
      'doctor: i was worried about a blood clot but the ultrasound showed no blood clot\npatient: okay',
      'Blood clot ruled out',
    ],
  ])('a worry a result then clears is offered as ruled out, not written: %j', (said, line) => {
    expect(assessment(said)).toEqual([]);
    expect(offered(said)).toContain(line);
  });
});

describe('a differential said as either one or the other', () => {
  it('writes neither as stated and offers what was weighed', () => {
    const said =
      "doctor: so i'm thinking this is either a uh sprain or maybe a small fracture we'll get an x-ray\npatient: okay";
    expect(assessment(said)).toEqual([]);
    expect(offered(said)).toContain('Sprain');
  });
});
