import { describe, expect, it } from 'vitest';
import { assessmentFrom, factsFrom } from '../testing/said.js';

describe('a diagnosis the clinician states as what the patient is', () => {
  it.each([
    ["Doctor: Your blood work shows you're a bit anemic.", 'anemia', 'confirmed'],
    ["Doctor: You're dehydrated, so we'll give you fluids.", 'dehydration', 'confirmed'],
    ['Doctor: Your thyroid is underactive.', 'hypothyroidism', 'confirmed'],
    ["Doctor: You're pre-diabetic.", 'prediabetes', 'confirmed'],
    ['doctor: your labs show you are prediabetic so we watch the diet', 'prediabetes', 'confirmed'],
    ["doctor: you're borderline diabetic", 'prediabetes', 'confirmed'],
    ['doctor: you seem a little dehydrated', 'dehydration', 'probable'],
    ["Doctor: I think she's hypothyroid.", 'hypothyroidism', 'probable'],
    ['doctor: you might be anaemic', 'anemia', 'possible'],
    ['doctor: aap thode anemic ho', 'anemia', 'confirmed'],
  ])('%j states %s (%s)', (dialogue, diagnosis, certainty) => {
    expect(assessmentFrom(dialogue)).toEqual([[diagnosis, certainty]]);
  });

  it.each([
    ["Doctor: You're not anemic."],
    ["Doctor: If you're dehydrated, drink more water."],
    ['doctor: make sure you are hydrated when you are dehydrated drink fluids'],
    ['Patient: Am I anemic?'],
  ])('%j states none', (dialogue) => {
    expect(assessmentFrom(dialogue)).toEqual([]);
  });

  it('reads the patient saying the adjective of themselves as a condition they have had', () => {
    expect(factsFrom("Doctor: Any medical problems?\nPatient: I'm anemic.").conditions.map((c) => c.value)).toContain(
      'anemia',
    );
  });
});
