import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

/** The same consultation as typed, and as speech recognition gives it: lower case, no punctuation. */
const asSpoken = (dialogue: string) => dialogue.toLowerCase().replace(/[.,?!]/g, '');
const both = (dialogue: string) => [dialogue, asSpoken(dialogue)];
const tests = (dialogue: string) => facts(dialogue).investigations.map((t) => t.value);

describe('a test ordered keeps its site and what it looks for', () => {
  it.each(both("Doctor: I'd like to get a right upper quadrant ultrasound to rule out any gallstones, okay?"))(
    'the region said before the test and its reason: %j',
    (dialogue) => expect(tests(dialogue)).toEqual(['Right upper quadrant ultrasound to evaluate for gallstones']),
  );

  it.each(both("Doctor: We'll order an X-ray of your left ankle to make sure there's no fracture."))(
    'side, part and reason said after the test: %j',
    (dialogue) => expect(tests(dialogue)).toEqual(['X-ray of the left ankle to evaluate for fracture']),
  );

  it.each(both("Doctor: I'm going to order an echo to look for any blood clots in your heart."))(
    'a test that images no part still keeps its reason: %j',
    (dialogue) => expect(tests(dialogue)).toEqual(['Echocardiogram to evaluate for blood clot']),
  );

  it.each(both("Doctor: I'm going to get an MRI to see how the tendon looks."))(
    'a purpose no row names is not written: %j',
    (dialogue) => expect(tests(dialogue)).toEqual(['MRI']),
  );

  it.each(both("Doctor: I'll get an X-ray today and then an MRI to rule out a tear."))(
    'a reason said for the next test in the clause stays with it: %j',
    (dialogue) => expect(tests(dialogue).sort()).toEqual(['MRI to evaluate for tear', 'X-ray']),
  );
});

describe("a study 'of that area' is of the place the clinician just named", () => {
  it.each(
    both(
      'Doctor: I felt a small lymph node in your left armpit and one in the right groin. ' +
        "It's probably nothing, but I want you to have an ultrasound of that area to make sure it hasn't spread.",
    ),
  )('the last place said, with its side, and the spread it looks for: %j', (dialogue) =>
    expect(tests(dialogue)).toEqual(['Ultrasound of the right groin to evaluate for metastatic disease']),
  );

  it.each(both("Doctor: There's a lump on your knee. We'll get an X-ray of that spot."))(
    'a place said without a side is written without one: %j',
    (dialogue) => expect(tests(dialogue)).toEqual(['X-ray of the knee']),
  );

  it.each(both("Patient: It's sore right here in my left knee.\nDoctor: Okay. We'll get an X-ray of that area."))(
    'a place the patient named: %j',
    (dialogue) => expect(tests(dialogue)).toEqual(['X-ray of the left knee']),
  );

  it.each(both("Doctor: Let's get an ultrasound of that area."))(
    'no place said before: the test alone, no side guessed: %j',
    (dialogue) => expect(tests(dialogue)).toEqual(['Ultrasound']),
  );
});

describe('one test said with its site in one turn and its reason in another', () => {
  it('is one line with both', () => {
    expect(
      tests(
        'Doctor: There is a firm node in your right groin, so I want you to have an ultrasound of that area.\nPatient: Okay.\n' +
          'Doctor: I recommend an ultrasound to rule out metastatic disease.\nDoctor: We will set up the ultrasound.',
      ),
    ).toEqual(['Ultrasound of the right groin to evaluate for metastatic disease']);
  });
});
