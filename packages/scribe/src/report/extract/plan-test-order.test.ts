import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const tests = (clinician: string) =>
  facts(`patient: my knee has been hurting\ndoctor: ${clinician}`).investigations.map((t) => t.value);

describe('tests in the plan: ordered, only if needed, or already had', () => {
  it.each([
    ["so if you're okay with that i'm going to order an mri of your knee", ['MRI of the knee']],
    ["i'm going to order an mri of your knee if that's okay with you", ['MRI of the knee']],
    ["let's get an x-ray if you don't mind", ['X-ray']],
    ['i want to get an x-ray even if the pain settles', ['X-ray']],
    ["i'd like to get an ultrasound in case there's a cyst behind the knee", ['Ultrasound']],
    ["we'll get an mri in case the pain doesn't settle", ['MRI if no improvement']],
    ["i'm going to order an mri of your knee if insurance will cover it", ['MRI of the knee']],
    ["i'll order an x-ray of the knee if you can get it done before you leave", ['X-ray of the knee']],
    ['we will get an mri of the knee if possible this week', ['MRI of the knee']],
  ])('asking leave, saying what the test looks for, or how it is to be had sets no condition: %j', (said, written) => {
    expect(tests(said)).toEqual(written);
  });

  it.each([
    ["i'm sending off some blood tests today to see what kind of lump this is", ['Blood work']],
    ["i'm gonna send you out for an mri of your knee", ['MRI of the knee']],
  ])('sending off or out for a test orders it: %j', (said, written) => {
    expect(tests(said)).toEqual(written);
  });

  it.each([
    ["i'll order an x-ray of your left heel today", ['X-ray of the left heel']],
    ["let's get a right fibula x-ray to look at the bone", ['X-ray of the right fibula']],
    ["let's get an x-ray of both knees", ['X-ray of both knees']],
    ["we'll get x-rays of both of your knees today", ['X-ray of both knees']],
    ["we'll get an mri of the lumbar spine", ['MRI of the lumbar spine']],
  ])('an x-ray names the part it is of, a bone as well as a joint: %j', (said, written) => {
    expect(tests(said)).toEqual(written);
  });

  it.each([
    ["we'll do therapy for six weeks and then reassess and maybe get an mri", ['MRI if needed']],
    ["maybe it's the weather but i'm going to order an x-ray", ['X-ray']],
  ])('maybe right before the order makes the test an option: %j', (said, written) => {
    expect(tests(said)).toEqual(written);
  });

  it.each([
    ["i'll have the nurse come in and swab you for a rapid strep test", ['Rapid strep test']],
    ["we'll swab your throat for strep test and if it's positive you'll get an antibiotic", ['Strep test']],
    ["if the fever comes back we'll swab you for a strep test", ['Strep test if needed']],
  ])('a swab for a test orders it, a condition before it still holds: %j', (said, written) => {
    expect(tests(said)).toEqual(written);
  });

  it.each([
    [
      'if the pain is still there after another two or three weeks of physical therapy then we will go ahead and order an mri of your knee',
      ['MRI of the knee if no improvement'],
    ],
    ['we could get an mri down the road', ['MRI if needed']],
    ['and then depending on how you do with therapy we might need to get an mri', ['MRI if needed']],
    ['you may need an ultrasound at some point', ['Ultrasound if needed']],
    ["i'll refer you to the stomach doctors and they're going to do a colonoscopy", ['Colonoscopy if needed']],
    ["should the swelling come back we'll get an ultrasound", ['Ultrasound if needed']],
    ["if you're still having symptoms i want to go ahead and order an mri", ['MRI if no improvement']],
  ])(
    'a test ordered only if something happens, or only an option, is written with its condition: %j',
    (said, written) => {
      expect(tests(said)).toEqual(written);
    },
  );

  it.each([
    "i don't think you need an x-ray right now",
    "we're not going to get an mri today",
    'we did get an x-ray of your knee before you came in and it looks normal',
    'we had to get an x-ray of your knee before you came in and there is no fracture',
    'you said your knee gave way so we sent you to get an mri',
  ])('a test said not to be needed, or already had, is not ordered: %j', (said) => {
    expect(tests(said)).toEqual([]);
  });

  it.each([
    ["i'm going to order an x-ray of your knee, if it shows a fracture we'll put you in a cast", ['X-ray of the knee']],
    ['i want to get an a1c if it is over eight we will add insulin', ['Hemoglobin A1c']],
    ["let's get an mri of the knee to know if there is a tear", ['MRI of the knee']],
    ["if the x-ray shows a fracture we'll get a ct scan", ['CT scan if needed']],
    ['let me know if it gets worse and we can order an mri', ['MRI if needed']],
  ])('a condition on what an ordered test finds leaves it ordered today: %j', (said, written) => {
    expect(tests(said)).toEqual(written);
  });

  it('a test a condition turns on is not ordered by it', () => {
    expect(tests("we'll do a stress test if the ekg is abnormal")).toEqual(['Stress test if needed']);
  });

  it('a test talked of as possibly needed and then ordered outright is ordered, with both turns as evidence', () => {
    const f = facts(
      'doctor: you might also have to repeat an ekg before the surgery\npatient: okay\n' +
        'doctor: breathing is fine so we are going to repeat the ekg today',
    );
    expect(f.investigations).toEqual([{ value: 'Repeat EKG', segmentIds: ['s3', 's1'] }]);
  });
});
