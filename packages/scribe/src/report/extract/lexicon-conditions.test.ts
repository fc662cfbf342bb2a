import { describe, expect, it } from 'vitest';
import { conditionsIn } from './history.js';
import { factsFrom as facts } from '../testing/said.js';

describe('the condition lexicon: chronic conditions beyond the commonest', () => {
  it('names a condition by its canonical name, whatever words are said', () => {
    expect(conditionsIn('he has an enlarged prostate and a mini stroke last year').map((c) => c.name)).toEqual([
      'benign prostatic hyperplasia',
      'transient ischemic attack',
    ]);
    expect(conditionsIn('known case of pcos and ibs').map((c) => c.name)).toEqual([
      'polycystic ovary syndrome',
      'irritable bowel syndrome',
    ]);
    expect(
      conditionsIn('shingles after chicken pox, sciatica, tennis elbow and ehlers danlos').map((c) => c.name),
    ).toEqual(['shingles', 'chickenpox', 'sciatica', 'tennis elbow', 'ehlers-danlos syndrome']);
    expect(conditionsIn('typhoid or dengue fever, not malaria').map((c) => c.name)).toEqual([
      'typhoid',
      'dengue',
      'malaria',
    ]);
    expect(conditionsIn('irritable bowel').map((c) => c.name)).toEqual(['irritable bowel syndrome']);
    // The longer name wins where one holds another.
    expect(conditionsIn('pulmonary hypertension').map((c) => c.name)).toEqual(['pulmonary hypertension']);
    expect(conditionsIn('i had strep throat, mumps and german measles growing up').map((c) => c.name)).toEqual([
      'strep pharyngitis',
      'mumps',
      'rubella',
    ]);
  });

  it('takes them into the past history, in speech and code-mixed talk', () => {
    expect(facts('Patient: I have fibromyalgia and glaucoma.').conditions.map((c) => c.value)).toEqual([
      'fibromyalgia',
      'glaucoma',
    ]);
    expect(facts('patient: doctor mujhe fatty liver hai aur my sugar is fine').conditions.map((c) => c.value)).toEqual([
      'fatty liver disease',
    ]);
    expect(facts('patient: i have fatty liver and spinal stenosis').conditions.map((c) => c.value)).toEqual([
      'fatty liver disease',
      'spinal stenosis',
    ]);
  });

  it('lets the plan take them in turn as known problems', () => {
    expect(
      facts('Doctor: For your carpal tunnel, I want you to wear a wrist splint at night.').assessment.map((a) => [
        a.value.diagnosis,
        a.value.certainty,
      ]),
    ).toEqual([['carpal tunnel syndrome', 'confirmed']]);
  });
});
