import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';

/** The same consultation as typed, and as speech recognition gives it: lower case, no punctuation. */
const both = (dialogue: string) => [dialogue, dialogue.toLowerCase().replace(/[.,?!]/g, '')];

describe('the assessment: each problem as the clinician named it, with the certainty of their words', () => {
  it.each(
    both(
      "Doctor: The good news is you don't have an elevated white blood cell count. If it were an infection you would have a fever. " +
        'I think this is a sprain of your right ankle.\nPatient: Okay.\nDoctor: We need to rule out a blood clot, so I will order an ultrasound.',
    ),
  )('a denied result and a hypothetical name nothing; "rule out" is possible: %j', (dialogue) => {
    expect(assessment(dialogue)).toEqual([
      ['sprain of right ankle', 'probable'],
      ['blood clot', 'possible'],
    ]);
    expect(factsFrom(dialogue).held.filter((h) => h.value.section === 'assessment')).toEqual([]);
  });

  it.each(both('Doctor: This is not plantar fasciitis. It is a stress fracture of the heel.'))(
    'a problem ruled out is never written as a diagnosis: %j',
    (dialogue) => {
      expect(assessment(dialogue)).toEqual([
        ['plantar fasciitis', 'ruled out'],
        ['stress fracture of the heel', 'confirmed'],
      ]);
    },
  );

  it.each(both('Doctor: So for your first problem, your hepatitis C diagnosis, we will get an ultrasound.'))(
    'names the problem without the words around it: %j',
    (dialogue) => {
      expect(assessment(dialogue).map(([d]) => d)).toEqual(['hepatitis c']);
    },
  );
});
