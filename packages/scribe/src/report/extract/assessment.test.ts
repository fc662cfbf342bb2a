import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { extractFacts } from './index.js';
import { assessmentFrom as assessment } from '../testing/said.js';

describe('the assessment: diagnoses and impressions the clinician states', () => {
  it.each([
    ['I think this is a lumbar strain.', 'lumbar strain', 'probable'],
    ['It looks like you have a urinary tract infection.', 'urinary tract infection', 'probable'],
    ['Your symptoms are consistent with a right ankle sprain.', 'right ankle sprain', 'probable'],
    ['My impression is carpal tunnel syndrome.', 'carpal tunnel syndrome', 'confirmed'],
    ['You have a fracture of the distal radius.', 'fracture of the distal radius', 'confirmed'],
    ['This could be a migraine.', 'migraines', 'possible'],
    ['The x-ray shows a proximal humerus fracture.', 'proximal humerus fracture', 'confirmed'],
    ['We have ruled out a fracture.', 'fracture', 'ruled out'],
  ])('%j → %s (%s)', (said, diagnosis, certainty) => {
    expect(assessment(`Doctor: ${said}`)).toEqual([[diagnosis, certainty]]);
  });

  it('keeps the segment that states it as evidence', () => {
    const f = extractFacts(transcriptFromText('Patient: My back hurts.\nDoctor: I think you have a lumbar strain.'));
    expect(f.assessment).toEqual([
      { value: { diagnosis: 'lumbar strain', certainty: 'probable' }, segmentIds: ['s2'] },
    ]);
  });

  it('reads the problems a plan takes in turn, a known condition under its name', () => {
    const said =
      'Doctor: So for your first problem, your high blood pressure, I want to increase the lisinopril. ' +
      'And from a depression standpoint, we will start sertraline. In terms of your knee pain, let us get an x-ray.';
    expect(assessment(said)).toEqual([
      ['hypertension', 'confirmed'],
      ['depression', 'confirmed'],
      ['knee pain', null],
    ]);
  });

  it('reads several diagnoses in one unpunctuated turn', () => {
    const said =
      'doctor: so for your first problem for your congestive heart failure i want you to continue the lasix ' +
      'and for your second problem your symptoms are consistent with gout so we will start colchicine';
    expect(assessment(said).map(([d]) => d)).toEqual(['gout', 'congestive heart failure']);
  });

  it('takes no diagnosis from questions, past history, the examination or the patient’s guesses', () => {
    expect(assessment('Doctor: Do you think you have a fracture?')).toEqual([]);
    expect(assessment('Doctor: You have a history of a fracture of the wrist, years ago.')).toEqual([]);
    expect(assessment('Doctor: On exam you have some tenderness to palpation of the lumbar spine.')).toEqual([]);
    expect(assessment('Patient: I think I have the flu.')).toEqual([]);
    expect(assessment("Doctor: I think you're doing really well.")).toEqual([]);
  });

  it('states third-person impressions and code-mixed ones with English medical words', () => {
    expect(assessment('Doctor: I suspect that he has an upper respiratory infection.')).toEqual([
      ['upper respiratory infection', 'probable'],
    ]);
    expect(assessment('Doctor: She also has high blood pressure and low blood sugar from missing meals.')).toEqual([
      ['hypertension', 'confirmed'],
      ['low blood sugar', 'confirmed'],
    ]);
    expect(assessment('Doctor: Mujhe lagta hai, it looks like a viral infection hai.')).toEqual([
      ['viral infection', 'probable'],
    ]);
  });

  it('takes the word a clinician explains, and reads the cue apart from the article after it', () => {
    expect(assessment('Doctor: The hepatomegaly means the liver is enlarged.')).toEqual([
      ['hepatomegaly', 'confirmed'],
    ]);
    expect(assessment('doctor: so this tendinitis is an inflammation of the tendon')).toEqual([
      ['tendinitis', 'confirmed'],
    ]);
    expect(assessment('Doctor: Arthritis means the joints wear out with age.')).toEqual([]);
    expect(assessment('Doctor: It seems to be an early cardiomegaly.')).toEqual([['early cardiomegaly', 'probable']]);
  });

  it('names a condition as closely as the patient’s history does', () => {
    const said =
      'Patient: I have type 2 diabetes, for about ten years.\nDoctor: For your diabetes, let us continue the metformin.';
    expect(assessment(said)).toEqual([['type 2 diabetes', 'confirmed']]);
    expect(assessment('doctor: for your diabetes continue the metformin')).toEqual([['diabetes', 'confirmed']]);
  });

  it('takes no diagnosis from a condition put with "if" or "unless"', () => {
    expect(assessment("Doctor: If she has diabetes, then she won't qualify for the study.")).toEqual([]);
    expect(assessment('doctor: agar fracture hai toh cast lagega if you have a fracture we will need a cast')).toEqual(
      [],
    );
    expect(assessment('Doctor: She has diabetes, so we will watch her sugars.')).toEqual([['diabetes', 'confirmed']]);
  });

  it('ends a diagnosis before a verb’s infinitive, keeping what it is of or to', () => {
    expect(assessment('Doctor: We need better control for your heart failure to be more successful.')).toEqual([
      ['heart failure', 'confirmed'],
    ]);
    expect(assessment('Doctor: I think this is a reaction to the ant bait.')).toEqual([
      ['reaction to the ant bait', 'probable'],
    ]);
  });

  it('reads a word said twice across a comma once', () => {
    expect(assessment('Doctor: Um, and I think from a, a gout standpoint everything seems to be fine.')).toEqual([
      ['gout', 'confirmed'],
    ]);
    expect(assessment('doctor: and from a a diabetes standpoint continue the metformin')).toEqual([
      ['diabetes', 'confirmed'],
    ]);
  });

  it('writes a lay name for a diagnosis as a note names it', () => {
    expect(assessment('Doctor: I think you have a sinus infection.')).toEqual([['sinusitis', 'probable']]);
    expect(assessment('doctor: it looks like you have an ear infection')).toEqual([['otitis media', 'probable']]);
    expect(assessment('Doctor: Mujhe lagta hai, it looks like a bladder infection.')).toEqual([
      ['urinary tract infection', 'probable'],
    ]);
    // A possessive before the name is not part of it.
    expect(assessment('doctor: it looks like her ear infection is back')).toEqual([['otitis media', 'probable']]);
  });

  it('states nothing after a denial, nor for a condition only explained', () => {
    expect(assessment("Doctor: I don't think it's a fracture.")).toEqual([]);
    expect(assessment("Doctor: I'm not sure it's a stress fracture.")).toEqual([]);
    expect(assessment("doctor: it's not tendinitis it's just a sprain")).toEqual([
      ['tendinitis', 'ruled out'],
      ['sprain', 'confirmed'],
    ]);
    expect(assessment("Doctor: Tourette's is a nervous system disorder that involves repetitive movements.")).toEqual(
      [],
    );
    expect(
      assessment(
        'doctor: i think you have a strain of your posterior cruciate ligament what that means is we brace it',
      ),
    ).toEqual([['strain of posterior cruciate ligament', 'probable']]);
  });
});
