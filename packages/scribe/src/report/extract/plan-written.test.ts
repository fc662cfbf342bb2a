import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

/** The same consultation as typed, and as speech recognition gives it: lower case, no punctuation. */
const asSpoken = (dialogue: string) => dialogue.toLowerCase().replace(/[.,?!]/g, '');
const both = (dialogue: string) => [dialogue, asSpoken(dialogue)];

const plan = (dialogue: string) => {
  const f = facts(dialogue);
  return {
    tests: f.investigations.map((t) => t.value),
    advice: f.lifestyle.map((l) => l.value),
    medicines: f.planMedications.map((m) => [m.value.action, m.value.name, m.value.instructions]),
    held: f.held.filter((h) => h.value.section === 'plan').map((h) => h.value.text),
  };
};

describe('plan items written as a clinician writes them, never quoted', () => {
  it.each(
    both(
      'Doctor: Go ahead and use ice as well, but I definitely would like for you to rest.\nPatient: Okay.\n' +
        "Doctor: We'll get an MRI of your right knee and an X-ray of the left wrist.",
    ),
  )('advice as a plan line, tests with their side and part: %j', (dialogue) => {
    const p = plan(dialogue);
    expect(p.advice).toEqual(['Ice and rest']);
    expect(p.tests.sort()).toEqual(['MRI of the right knee', 'X-ray of the left wrist']);
  });

  it.each(both('Doctor: I want you to push fluids and strain your urine, and keep your leg elevated.'))(
    'each measure once, in the words of a plan: %j',
    (dialogue) => {
      expect(plan(dialogue).advice).toEqual([
        'Increase fluid intake',
        'Strain urine for stones',
        'Elevate the affected limb',
      ]);
    },
  );

  it('writes no advice the clinician denies', () => {
    expect(plan("Doctor: You don't need to ice it anymore.").advice).toEqual([]);
  });

  it.each(both('Doctor: I want you to avoid the dexamethasone cream for now.'))(
    'holds advice it cannot write as a plan line, cleaned, out of the note: %j',
    (dialogue) => {
      const p = plan(dialogue);
      expect(p.advice).toEqual([]);
      expect(p.held).toEqual(['Avoid the dexamethasone cream for now']);
    },
  );

  it.each(
    both(
      "Doctor: I'm going to start you on Coreg 25 mg twice a day.\nPatient: Okay.\n" +
        'Doctor: So start the carvedilol 25 mg twice a day tomorrow.',
    ),
  )('one medicine said under its brand and its generic name is one plan item: %j', (dialogue) => {
    const p = plan(dialogue);
    expect(p.medicines).toEqual([['start', 'carvedilol', '25 mg twice a day']]);
    expect(facts(dialogue).planMedications[0]!.segmentIds).toEqual(['s1', 's3']);
  });

  it('one test said two ways is one item', () => {
    expect(
      plan("Doctor: We'll get a CT scan, the cat scan of your abdomen, and a complete blood count, the CBC.").tests,
    ).toEqual(['CT scan of the abdomen', 'CBC']);
  });
});
