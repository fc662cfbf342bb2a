import { describe, expect, it } from 'vitest';
import { presentFrom as present, deniedFrom as denied } from '../testing/said.js';

describe('what the examiner finds is no symptom the patient reports or denies', () => {
  it('reads the examination, whoever the labels say spoke, as signs: neither denied nor reported', () => {
    const said = [
      'doctor: so what brings you in today',
      'patient: my left ankle hurts since i tripped on the stairs',
      'doctor: any numbness in the foot',
      'patient: no none',
      'doctor: okay let me examine you now',
      'patient: your heart is regular and your lungs are clear',
      'patient: your lower legs have no edema at all',
      'doctor: and you have some swelling over the outer ankle',
      'doctor: no focal weakness is noted',
    ].join('\n');
    expect(present(said)).toEqual(['ankle pain']);
    expect(denied(said)).toEqual(['numbness']);
  });

  it('reads a finding on inspection, even labelled as the patient, as a sign', () => {
    const said = [
      'doctor: so what brings you in today',
      'patient: my right knee hurts when i climb stairs',
      'patient: on inspection there is some swelling over the kneecap',
    ].join('\n');
    expect(present(said)).toEqual(['knee pain']);
  });

  it("reads what the examiner 'can appreciate', even labelled as the patient, as a sign", () => {
    const said = [
      'doctor: so what brings you in today',
      'patient: my right knee hurts when i climb stairs',
      'patient: i can appreciate some swelling over the kneecap',
    ].join('\n');
    expect(present(said)).toEqual(['knee pain']);
  });

  it("opens the examination at 'I can appreciate': what the examiner then says of the feet is a sign, not a denial", () => {
    const said = [
      'doctor: so what brings you in today',
      'patient: my left ankle hurts since i twisted it',
      'doctor: okay so when i look at the ankle i can appreciate a small amount of swelling',
      "doctor: and when i touch your toes you don't have any numbness",
    ].join('\n');
    expect(denied(said)).toEqual([]);
  });

  it("reads 'you don't have a fever' going over today's vital signs as a reading, not a denial", () => {
    const said = [
      'doctor: any chills at home',
      'patient: no',
      'doctor: let us look at your vital signs they look fine',
      "patient: you don't have a fever and your pressure is good",
    ].join('\n');
    expect(denied(said)).toEqual(['chills']);
  });

  it('keeps what the patient says of themselves during the examination', () => {
    const said = [
      'doctor: let me listen to your chest',
      'doctor: i do hear a few crackles',
      'patient: i have been coughing a lot at night too',
    ].join('\n');
    expect(present(said)).toEqual(['cough']);
  });

  it('writes no symptom from what a treatment is for, said far from any word of the patient', () => {
    const said = [
      'patient: i twisted my knee playing football',
      'doctor: so keep your leg up when you sit and ice it a few times a day for twenty minutes at a time just to help that swelling go down and then you will see some of that bruising go away',
    ].join('\n');
    expect(present(said)).toEqual([]);
  });
});

describe('a weak urine stream', () => {
  it('is difficulty urinating, not weakness', () => {
    const said = ['doctor: is your urine stream weak', 'patient: yes it is'].join('\n');
    expect(present(said)).toEqual(['difficulty urinating']);
  });
});
