import { describe, expect, it } from 'vitest';
import { factsFrom, flagsOf } from '../testing/said.js';

const plan = (dialogue: string) => factsFrom(dialogue).lifestyle.map((l) => l.value);

describe('return precautions', () => {
  it.each([
    [
      "doctor: call me if things get worse or you get a fever and we'll see you in a month",
      'worsening symptoms or fever',
    ],
    ['doctor: if the cough is not getting any better by friday give us a call', 'no improvement or cough'],
    ["doctor: and if it doesn't get better give us a call", 'no improvement'],
    [
      'doctor: weigh yourself every morning and call me if you gain three pounds in two days',
      'weight gain of 3 pounds over 2 days',
    ],
    ['doctor: call us if your weight goes up by five pounds in a week', 'weight gain of 5 pounds over a week'],
    ['doctor: give us a call if you notice you are gaining weight', 'weight gain'],
    ['Doctor: Go to the emergency room right away if you have chest pain.', 'chest pain'],
  ])('are written as the changes and symptoms named, never the words said: %j', (d, named) => {
    expect(plan(d)).toContain(`Return precautions given: seek care if ${named}`);
  });

  it('take the list to watch for that a condition points back at, in the same turn or the one before', () => {
    const sameTurn = 'doctor: watch out for headaches blurry vision or chest pain if you get any of those call 911';
    const turnBefore =
      'Doctor: Watch out for headaches, blurry vision or chest pain.\nPatient: Okay.\nDoctor: If you get any of those, go to the emergency room.';
    for (const d of [sameTurn, turnBefore]) {
      const line = plan(d);
      expect(line).toEqual(['Return precautions given: seek care if headache, blurry vision or chest pain']);
      // The checker finds the written line in the talk.
      expect(flagsOf(d, (r) => (r.plan.lifestyleRecommendations = line))).toEqual([]);
    }
    // 'those' pointing at something else is no symptom to watch for.
    expect(
      plan(
        'doctor: watch out for any bleeding\npatient: okay\ndoctor: and if you have any of those questions just call us',
      ),
    ).toEqual([]);
  });

  it('are read where the patient is to tell the clinician of a change, not of a bare symptom', () => {
    expect(plan('doctor: please let me know if the swelling is getting worse')).toEqual([
      'Return precautions given: seek care if worsening symptoms',
    ]);
    expect(plan("doctor: if the rash isn't getting any better by next week let us know")).toEqual([
      'Return precautions given: seek care if no improvement',
    ]);
    const d = 'doctor: let your doctor know about this if it gets any worse';
    const line = plan(d);
    expect(line).toEqual(['Return precautions given: seek care if worsening symptoms']);
    expect(flagsOf(d, (r) => (r.plan.lifestyleRecommendations = line))).toEqual([]);
    // Asking for feedback during the examination: no precaution.
    expect(plan("doctor: i'm going to press on your belly let me know if you have any pain")).toEqual([]);
    expect(plan('doctor: let me know if you have any questions')).toEqual([]);
  });

  it("are the clinician's whatever the label, when the change is the patient's own", () => {
    expect(plan('patient: if your symptoms worsen just give me a call')).toEqual([
      'Return precautions given: seek care if worsening symptoms',
    ]);
    expect(plan('patient: can you call me if you get worse results')).toEqual([]);
  });

  it.each([
    'doctor: give me a call if you have any questions',
    "doctor: come back in two weeks and we'll see how you're doing",
    'patient: i called the office if that helps',
    "doctor: use the breathing treatments and see if that helps your shortness of breath i'd like to have you come back in two days",
  ])('are not written where no change to watch for is named: %j', (d) => {
    expect(plan(d).filter((l) => l.startsWith('Return precautions'))).toEqual([]);
  });

  it('keep the weight gain the patient is to call about, which the checker reads as said, not as a follow-up', () => {
    const d =
      "doctor: weigh yourself daily and call me if you gain two pounds in one day and we'll see you back in three months";
    const line = factsFrom(d).lifestyle.map((l) => l.value);
    expect(line).toEqual(['Return precautions given: seek care if weight gain of 2 pounds over 1 day']);
    expect(flagsOf(d, (r) => (r.plan.lifestyleRecommendations = line))).toEqual([]);
  });

  it('name a symptom to watch for, which the checker does not read as one the patient has', () => {
    const d = 'doctor: any fever\npatient: no\ndoctor: call me if you get a fever';
    const line = factsFrom(d).lifestyle.map((l) => l.value);
    expect(line).toEqual(['Return precautions given: seek care if fever']);
    expect(flagsOf(d, (r) => (r.plan.lifestyleRecommendations = line))).toEqual([]);
  });
});
