import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom as facts } from '../testing/said.js';

const asked = (clinician: string) => `patient: my chest has been hurting\ndoctor: ${clinician}`;

describe('a condition named and then excluded is not written as a diagnosis', () => {
  it.each([
    "i want to check a psa which looks for prostate cancer which i do n't think you have",
    'a colonoscopy is for colon cancer screening but we also do it for belly pain',
    "fortunately it does n't look like you have gout",
    'we were worried about a blood clot in your lung, which has been ruled out',
    'a few years ago you had that scare with possible lung cancer but the biopsy was benign and you have been fine',
  ])('%j', (said) => {
    expect(assessment(asked(said)).filter(([, certainty]) => certainty !== null)).toEqual([]);
  });

  it('a worry the results cleared is held back as ruled out, and the diagnosis made stands', () => {
    const said = asked(
      'i was worried about a heart attack but your ekg and troponin look fine so this is most likely a muscle strain',
    );
    expect(assessment(said)).toEqual([['muscle strain', 'probable']]);
    expect(facts(said).held.map((h) => h.value)).toContainEqual({
      section: 'assessment',
      text: 'Heart attack ruled out',
    });
  });

  it('a condition a negative result rules out is ruled out, not a possibility', () => {
    expect(
      assessment(asked('your stress test was negative so we can rule out coronary artery disease')),
    ).toContainEqual(['coronary artery disease', 'ruled out']);
    expect(assessment(asked('we want to rule out a blood clot so we will get an ultrasound'))).toContainEqual([
      'blood clot',
      'possible',
    ]);
  });

  it('a hope or a fear that it is not a condition rules nothing out', () => {
    expect(assessment('patient: there is a lump on my arm and i hope this is not cancer')).toEqual([]);
    expect(assessment("doctor: i'm worried that it's not a simple sprain so we will get an x-ray")).toEqual([]);
  });

  it('a condition ruled out ends where the next clause names the one it is', () => {
    expect(assessment("patient: i found a lump\ndoctor: this is not cancer it's a cyst")).toEqual([
      ['cancer', 'ruled out'],
      ['cyst', 'confirmed'],
    ]);
  });
});
