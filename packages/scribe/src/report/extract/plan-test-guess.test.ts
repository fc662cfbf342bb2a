import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const tests = (said: string) => facts(`${said}\npatient: okay`).investigations.map((t) => t.value);

describe('a guess at the diagnosis does not make the test ordered for it an option', () => {
  it.each([
    ["doctor: it could be a meniscus tear we'll get an mri to look", ['MRI']],
    [
      'doctor: so we talked about um whether you might have sleep apnea and i want to get a sleep study',
      ['Sleep study'],
    ],
    ["doctor: you may have a kidney stone so we're going to get a ct scan", ['CT scan']],
    ["doctor: this could be a sign of an infection so let's get some blood work", ['Blood work']],
  ])('the order given outright after the guess is ordered: %j', (said, written) => {
    expect(tests(said)).toEqual(written);
  });

  it.each([
    ["doctor: it could be a tear and if it doesn't get better we'll get an mri", ['MRI if no improvement']],
    ['doctor: it could be a tear we could get an mri', ['MRI if needed']],
    ["doctor: we'll probably need to do an mri at some point", ['MRI if needed']],
  ])('a condition or a modal still makes it one: %j', (said, written) => {
    expect(tests(said)).toEqual(written);
  });
});
