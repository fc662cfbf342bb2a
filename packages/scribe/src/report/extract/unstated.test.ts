import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { extractFacts } from './index.js';
import { assessmentFrom as assessment } from '../testing/said.js';

describe('the assessment when the clinician states no problem', () => {
  it('holds the first symptom the patient presents with, resting on their words', () => {
    const f = extractFacts(
      transcriptFromText(
        'Doctor: What brings you in today?\nPatient: I have had loose stools and diarrhea for two weeks.\nDoctor: Okay.',
      ),
    );
    expect(f.assessment).toEqual([{ value: { diagnosis: 'diarrhea', certainty: null }, segmentIds: ['s2'] }]);
  });

  it('adds nothing beside a diagnosis the clinician states, and nothing when no symptom is present', () => {
    expect(assessment('Patient: I have a cough.\nDoctor: I think this is bronchitis.')).toEqual([
      ['bronchitis', 'probable'],
    ]);
    expect(assessment('Doctor: Any cough?\nPatient: No, nothing like that.')).toEqual([]);
  });

  it('holds a symptom the visit follows up and finds resolved, in speech and code-mixed talk', () => {
    expect(assessment("Doctor: So you do not have any more nausea or vomiting?\nPatient: No, I don't.")).toEqual([
      ['nausea, resolved', null],
      ['vomiting, resolved', null],
    ]);
    expect(assessment('doctor: are you still having the headaches\npatient: nahi ab nahi')).toEqual([
      ['headache, resolved', null],
    ]);
    expect(assessment('Doctor: Any nausea?\nPatient: No.')).toEqual([]);
  });
});
