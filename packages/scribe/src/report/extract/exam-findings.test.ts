import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const valuesOf = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).exam).map(([k, v]) => [k, v.value]));

describe('examination: findings of the chest, genitals and skin kept with their site, side and size', () => {
  it('writes how the patient breathes out: pursed lips and a long or short expiratory phase', () => {
    expect(
      valuesOf('doctor: on your lung exam i can see some pursed lip breathing and your expiratory phase is prolonged'),
    ).toEqual({ respiratory: 'Lungs: pursed-lip breathing and prolonged expiratory phase.' });
    expect(valuesOf('doctor: listening to your lungs your exhalation phase is short but no wheezing')).toEqual({
      respiratory: 'Lungs: decreased expiratory phase; no wheezing.',
    });
  });

  it('reads a dictated respiratory heading as the lungs, not the respiratory rate', () => {
    expect(valuesOf('doctor: on exam. respiratory: clear to auscultation, no rhonchi.')).toEqual({
      respiratory: 'Lungs: clear to auscultation bilaterally; no rhonchi.',
    });
  });

  it('keeps crackles at both bases at their site, not widened to the whole lungs', () => {
    expect(valuesOf('doctor: listening to your lungs i hear crackles at both bases')).toEqual({
      respiratory: 'Lungs: crackles at both bases.',
    });
  });

  it('keeps the size said after a nodule, and reads no likeness after "as if" as a finding', () => {
    expect(
      valuesOf('doctor: on exam of your testicles there is a nodule on the left testicle measuring about 1 cm'),
    ).toEqual({ generalAppearance: 'Left testicle: 1 cm nodule.' });
    expect(
      valuesOf(
        'doctor: on genital exam the right testicle has a small nodule that does not feel as if it is part of the epididymis',
      ),
    ).toEqual({ generalAppearance: 'Right testicle: nodule.' });
  });

  it('reads a part dictated as normal in a list, beside the finding of the other side', () => {
    expect(
      valuesOf('doctor: on genital exam. right testicle with a 2 mm nodule; left testicle, normal; no hernia.'),
    ).toEqual({ generalAppearance: 'Right testicle: 2 mm nodule. Left testicle: normal.' });
  });

  it('reads "testicular" as the testicle, and never writes a nodule under the lungs examined before it', () => {
    expect(
      valuesOf('doctor: let me listen to your lungs. your lungs are clear. i also feel a small left testicular nodule'),
    ).toEqual({
      respiratory: 'Lungs: clear to auscultation bilaterally.',
      generalAppearance: 'Left testicle: nodule.',
    });
  });

  it('writes a skin lesion with its size and side, but not the lesion the plan talks of removing', () => {
    expect(valuesOf('doctor: on exam there is a 6 mm lesion on your left forearm')).toEqual({
      extremities: 'Left arm: 6 mm lesion.',
    });
    expect(
      valuesOf('doctor: on exam your back looks fine\ndoctor: we will remove the area where the lesion was'),
    ).toEqual({ extremities: 'Back: normal.' });
  });
});
