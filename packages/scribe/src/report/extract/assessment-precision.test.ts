import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';

const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'assessment')
    .map((h) => h.value.text);

describe('the assessment holds only problems the clinician names as the patient’s, as surely as said', () => {
  it('does not read the chart’s past history, read out after a cue, as a diagnosis', () => {
    const d = [
      'doctor: okay it looks like you had a history of psoriasis in your past',
      'doctor: and it looks like you have a previous surgical history of an appendectomy',
      'doctor: my impression is that you have a lumbar strain',
    ].join('\n');
    expect(assessment(d)).toEqual([['lumbar strain', 'confirmed']]);
  });

  it('does not take the condition a medicine is used for as the patient’s', () => {
    const d = 'doctor: the study gives you a medication which has been used for diabetes treatment once a week';
    expect(assessment(d)).toEqual([]);
  });

  it('names a problem without the words speech broke off before it, or a dictated item number', () => {
    expect(
      assessment('doctor: and for your last ish issue your- your gout we will keep you on the allopurinol'),
    ).toEqual([['gout', 'confirmed']]);
    expect(
      assessment('doctor: impression number one right hand numbness suspicious for carpal tunnel syndrome'),
    ).not.toContainEqual(expect.arrayContaining([expect.stringMatching(/^number/)]));
  });

  it('names no problem for a part of the body said alone', () => {
    expect(assessment('doctor: it does seem like there is potential for a disc to be pushing on a nerve')).toEqual([]);
  });

  it('keeps a stated condition’s name when a closer one is only put as a possibility', () => {
    const d = [
      'doctor: and in terms of your high blood pressure how has it been',
      'doctor: so this chest pain could be related to severe hypertension or it could be related to heart disease',
    ].join('\n');
    expect(assessment(d)).toContainEqual(['hypertension', 'confirmed']);
    expect(assessment(d).map(([name]) => name)).not.toContain('severe hypertension');
  });

  it('writes arthritis as said, not as a kind of arthritis the clinician did not name', () => {
    expect(assessment('doctor: for your arthritis keep doing the exercises')).toEqual([['arthritis', 'confirmed']]);
  });

  it('offers the opposite condition named once beside one named throughout, instead of writing both', () => {
    const d = [
      'doctor: so your hypothyroidism is well controlled',
      'doctor: and in terms of your hyperthyroidism you are doing well on the synthroid',
      'doctor: for your hypothyroidism we will continue the synthroid',
    ].join('\n');
    expect(assessment(d)).toEqual([['hypothyroidism', 'confirmed']]);
    expect(offered(d)).toEqual(['Hyperthyroidism']);
  });

  it('writes a chance, or what the clinician wants to make sure of, as a possibility, not as stated or excluded', () => {
    expect(assessment("doctor: there's a small chance this is a meniscus tear")).toEqual([
      ['meniscus tear', 'possible'],
    ]);
    expect(assessment("doctor: we need to make sure it's not a blood clot so we'll get an ultrasound")).toEqual([
      ['blood clot', 'possible'],
    ]);
    expect(assessment("doctor: the ultrasound was negative so it's not a blood clot")).toEqual([
      ['blood clot', 'ruled out'],
    ]);
  });

  it('lists no condition the clinician only asks about in speech without its question mark', () => {
    const asked = [
      'doctor: yeah it is hard to control are you diabetic',
      'patient: no',
      'doctor: ever been diagnosed with tuberculosis asthma or lung disease',
      'patient: no i have not',
    ].join('\n');
    expect(assessment(asked)).toEqual([]);
    const unsure = [
      'doctor: oh i also see here she tested positive for ppd was she diagnosed with tuberculosis',
      "patient: i honestly don't know",
    ].join('\n');
    expect(assessment(unsure)).toEqual([]);
  });

  it('names a problem to its site, not on into the words that follow it', () => {
    const d =
      'doctor: so for mr smith just put that he has a post-traumatic rather severe stenosing tenosynovitis ' +
      'of his right index finger and the plan is steroid injection today';
    expect(assessment(d)).toEqual([
      ['post-traumatic rather severe stenosing tenosynovitis of his right index finger', 'confirmed'],
    ]);
    expect(offered(d)).toEqual([]);
  });

  it('offers a worry of before or someone else’s, and writes the clinician’s own worry of today', () => {
    const before = [
      'doctor: he had an mri of that finger because there was concern about a capsular strain',
      'doctor: so it is a partial tear of the tendon',
    ].join('\n');
    expect(assessment(before)).toEqual([['partial tear of the tendon', 'confirmed']]);
    expect(offered(before)).toEqual(['Capsular strain']);
    expect(assessment("doctor: i'm concerned about a capsular strain so let's get an mri")).toEqual([
      ['capsular strain', 'possible'],
    ]);
  });
});
