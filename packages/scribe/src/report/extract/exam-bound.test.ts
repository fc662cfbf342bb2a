import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

/** The same consultation as typed, and as speech recognition gives it: lower case, no punctuation. */
const asSpoken = (dialogue: string) => dialogue.toLowerCase().replace(/[.,?!]/g, '');
const both = (dialogue: string) => [dialogue, asSpoken(dialogue)];
const exam = (dialogue: string) => Object.values(facts(dialogue).exam).map((v) => v.value);

describe('an exam finding is written of the part it was found in, in the clinical words said', () => {
  it.each(
    both(
      "Doctor: Let me examine you now. I'm going to feel your neck.\nDoctor: Okay, swallow for me.\n" +
        'Doctor: And now just place your hand above your head.\nDoctor: The lumps do feel a little smaller.',
    ),
  )('a part named only to place the patient is not where the lump is: %j', (dialogue) => {
    expect(exam(dialogue).join(' ')).not.toMatch(/mass/);
  });

  it.each(
    both(
      'Doctor: Listening to your lungs, there are some coarse rhonchi at the bases that clear with cough. ' +
        'Your heart has a regular rate and rhythm.',
    ),
  )('rhonchi that clear with cough are written so, not as clear lungs beside rhonchi: %j', (dialogue) => {
    const lungs = facts(dialogue).exam.respiratory?.value;
    expect(lungs).toBe('Lungs: coarse rhonchi at the bases that clear with cough.');
  });

  it.each(
    both(
      'Doctor: Listening to your heart I hear a grade 3 out of 6 systolic murmur. ' +
        "That's when I can hear an extra sound as I listen to your heart.",
    ),
  )('the lay word explaining a murmur is not written beside it: %j', (dialogue) =>
    expect(facts(dialogue).exam.cardiovascular?.value).toBe('Heart: grade 3/6 systolic murmur.'),
  );

  it.each(both('Doctor: Listening to your heart, I hear an extra heart sound.'))(
    'an extra heart sound said on its own is kept: %j',
    (dialogue) => expect(facts(dialogue).exam.cardiovascular?.value).toMatch(/extra heart sounds/),
  );
});
