import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

/** The same consultation as typed, and as speech recognition gives it: lower case, no punctuation. */
const asSpoken = (dialogue: string) => dialogue.toLowerCase().replace(/[.,?!]/g, '');
const both = (dialogue: string) => [dialogue, asSpoken(dialogue)];
const tests = (dialogue: string) => facts(dialogue).investigations.map((t) => t.value);

describe('a test ordered with a time is written with its time', () => {
  it.each(
    both("Doctor: I'll put a splint on that thumb, and I want you back in three weeks to get a follow-up X-ray."),
  )('a follow-up x-ray at the next visit is a repeat x-ray then, not one today: %j', (dialogue) =>
    expect(tests(dialogue)).toEqual(['Repeat X-ray in 3 weeks']),
  );

  it.each(both("Doctor: We'll check your cholesterol panel again, so let's order a lipid panel in six months."))(
    'a time said right after the test: %j',
    (dialogue) => expect(tests(dialogue)).toEqual(['Lipid panel in 6 months']),
  );

  it.each(both("Doctor: I'd like to order another A1c in a couple of weeks, oh I'm sorry, in a couple of months."))(
    'the time the clinician corrects to: %j',
    (dialogue) => expect(tests(dialogue)).toEqual(['Hemoglobin A1c in 2 months']),
  );

  it.each(
    both("Doctor: I'm adding a water pill, and you'll need to get blood work next week to check your potassium."),
  )("a time said as 'next week': %j", (dialogue) => expect(tests(dialogue)).toEqual(['Blood work next week']));

  it.each(both("Doctor: Let's get an X-ray of your wrist today, and I'll see you again in two weeks."))(
    "the follow-up's time is not the test's: %j",
    (dialogue) => expect(tests(dialogue)).toEqual(['X-ray of the wrist']),
  );

  it.each(both('Doctor: If the ankle still hurts in two weeks we will get an MRI.'))(
    "a condition's time is not the test's: %j",
    (dialogue) => expect(tests(dialogue)).toEqual(['MRI if no improvement']),
  );
});

describe('a test is conditional only when the condition is on ordering it', () => {
  it.each(
    both(
      'Doctor: Before we change anything I want to run some tests to rule out if something is driving this, ' +
        'so first I will order a carotid ultrasound to look at the arteries in your neck.',
    ),
  )("'rule out if' says what the test looks for; the test is ordered outright: %j", (dialogue) =>
    expect(tests(dialogue)).toEqual(['Carotid ultrasound']),
  );

  it.each(both("Doctor: We'll get an X-ray of your foot to see if anything is broken."))(
    "'to see if' after the test is no condition: %j",
    (dialogue) => expect(tests(dialogue)).toEqual(['X-ray of the foot']),
  );

  it.each(both("Doctor: We'll get an MRI if the numbness doesn't settle."))(
    'a condition on the test is still written: %j',
    (dialogue) => expect(tests(dialogue)).toEqual(['MRI if no improvement']),
  );
});

describe("a test's kind is kept as said", () => {
  it.each(both("Doctor: I'm going to order a renal artery ultrasound and a pelvic ultrasound."))(
    'the kind of ultrasound: %j',
    (dialogue) => expect(tests(dialogue).sort()).toEqual(['Pelvic ultrasound', 'Renal artery ultrasound']),
  );

  it.each(both("Doctor: I'll also order renin and aldosterone levels and a 24 hour urine collection."))(
    'hormone levels and a urine collection, each by its own name: %j',
    (dialogue) =>
      expect(tests(dialogue).sort()).toEqual(['24-hour urine collection', 'Aldosterone level', 'Renin level']),
  );
});
