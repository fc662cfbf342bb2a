import { describe, expect, it } from 'vitest';
import { assessmentFrom } from '../testing/said.js';

const diagnosesOf = (dialogue: string) => assessmentFrom(dialogue).map(([d]) => d);

describe('assessment: a growth named without a part takes the site the clinician said of it', () => {
  it('writes the site said of the lesion, with its side as said', () => {
    expect(
      diagnosesOf(
        'doctor: your dermatologist removed a 4 millimeter lesion which was located on the left upper back\n' +
          'doctor: the biopsy confirmed melanoma',
      ),
    ).toEqual(['melanoma of the left upper back']);
    expect(
      diagnosesOf('doctor: the soft mole on your right forearm has grown\ndoctor: i think this is a lipoma'),
    ).toEqual(['lipoma of the right forearm']);
  });

  it('takes the patient’s answer to where the growth is', () => {
    expect(
      diagnosesOf(
        'doctor: so where is the spot?\npatient: on my left cheek\ndoctor: this looks like a basal cell carcinoma',
      ),
    ).toEqual(['basal cell carcinoma of the left cheek']);
  });

  it('adds no side that was not said, and no site for growths said at two places', () => {
    expect(diagnosesOf('doctor: the lump on your back is soft and moves\ndoctor: i think it is a lipoma')).toEqual([
      'lipoma of the back',
    ]);
    expect(
      diagnosesOf(
        'doctor: the mole on your left arm is flat\ndoctor: the mole on your right thigh is raised\n' +
          'doctor: i think this is a lipoma',
      ),
    ).toEqual(['lipoma']);
  });

  it('reads no site from a denied or other growth, nor for a growth of an organ', () => {
    expect(diagnosesOf('doctor: the exam shows no moles on the chest\ndoctor: the biopsy confirmed melanoma')).toEqual([
      'melanoma',
    ]);
    expect(diagnosesOf('doctor: the mass on your neck is small\ndoctor: i think you have a thyroid nodule')).toEqual([
      'thyroid nodule',
    ]);
  });
});
