import { describe, expect, it } from 'vitest';
import { gateAssessment, wellFormed } from './assessment-gate.js';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';
import type { ClinicalFacts, Seg } from './types.js';

const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'assessment')
    .map((h) => h.value.text);

describe('the assessment gate: the shape of a problem a clinician lists', () => {
  it.each([
    'type 2 diabetes',
    'stress fracture of the right foot',
    'strain of the left hamstring',
    'kidney stones in the left ureter',
    'shortness of breath',
    'back pain after a fall',
    'nausea, resolved',
    'history of gout',
    'status post knee replacement',
    'elevated blood pressure',
    'low blood sugar',
    'right ear infection',
    'kidney disease',
    'acne',
    'rotator cuff tear on the left',
    'cellulitis of her lower legs',
    'grade 1 l5 spondylolisthesis',
    'congestive heart failure and moderate mitral regurgitation',
  ])('writes %s', (line) => {
    expect(wellFormed(line)).toBe(true);
  });

  it.each([
    ['a head that names no one problem', 'infection'],
    ['a stage with no disease named', 'stage 2 a disease'],
    ['a bare injury', 'injury'],
    ['a part of the body, no problem', 'cuboid bone'],
    ['a test as the problem', 'chest x-ray'],
    ['a visit as the problem', 'medication refill'],
    ['a follow-up as the problem', 'follow-up'],
    ['a screening as the problem', 'pap smear'],
    ['a side run on past the name', 'abdominal infection right'],
    ['a hedge between two names', 'nonunion possible malunion of the wrist'],
    ['two conditions run together', 'asthma chronic anemia'],
    ['words from the talk', 'you have a sprain'],
    ['an article inside the name', 'had a closed wrist fracture'],
    ['a verb in the line', 'failure to correct the deformity'],
  ])('offers %s: %s', (_, line) => {
    expect(wellFormed(line)).toBe(false);
  });
});

describe('the assessment gate over a consultation', () => {
  it('offers a problem with no name, never writing it', () => {
    const d = ['doctor: okay so um you have an infection', 'patient: okay'];
    expect(assessment(d.join('\n'))).toEqual([]);
    expect(offered(d.join('\n'))).toEqual(['Infection']);
  });

  it('offers a staging said without its disease', () => {
    const d = ['doctor: looking at the scan i think it is a stage 2 a disease', 'patient: oh okay'];
    expect(assessment(d.join('\n'))).toEqual([]);
    expect(offered(d.join('\n'))).toEqual(['Stage 2 a disease']);
  });

  it('offers two conditions said as one', () => {
    const d = ['doctor: so you have asthma chronic anemia', 'patient: yes'];
    expect(assessment(d.join('\n'))).toEqual([]);
    expect(offered(d.join('\n'))).toEqual(['Asthma chronic anemia']);
  });

  it("writes a problem the plan takes in turn without the talk's possessive", () => {
    const d = ['doctor: so um she is here for follow-up of her diabetes and her reflux', 'patient: yeah'];
    expect(assessment(d.join('\n')).map(([name]) => name)).toContain('reflux');
    expect(offered(d.join('\n'))).not.toContain('Her reflux');
  });

  it('keeps the diagnosis the clinician states', () => {
    const d = ['doctor: so what you have is a stress fracture of the right foot', 'patient: okay what do i do'];
    expect(assessment(d.join('\n'))).toEqual([['stress fracture of the right foot', 'confirmed']]);
  });
});

describe('the assessment gate reads whose and whether from the shared reading', () => {
  const gated = (diagnosis: string, said: string) => {
    const segs: Seg[] = [{ id: 's1', role: 'Doctor', raw: said, text: said }];
    const facts = {
      assessment: [{ value: { diagnosis, certainty: 'confirmed' }, segmentIds: ['s1'] }],
      held: [],
      resolvedSymptoms: [],
      episodeSymptoms: [],
    } as unknown as ClinicalFacts;
    gateAssessment(facts, segs);
    return { written: facts.assessment.map((a) => a.value.diagnosis), offered: facts.held.map((h) => h.value.text) };
  };

  it('offers a condition the clinician says is not there', () => {
    expect(gated('asthma', 'so um there is no sign of asthma on your breathing test')).toEqual({
      written: [],
      offered: ['Asthma'],
    });
  });

  it("offers a relative's condition", () => {
    expect(gated('diabetes', 'and your mom has diabetes right')).toEqual({ written: [], offered: ['Diabetes'] });
  });

  it("writes the patient's own condition", () => {
    expect(gated('asthma', 'so you do have asthma on your breathing test')).toEqual({
      written: ['asthma'],
      offered: [],
    });
  });

  it('writes a condition ruled out as ruled out', () => {
    const segs: Seg[] = [{ id: 's1', role: 'Doctor', raw: '', text: 'so we ruled out asthma' }];
    const facts = {
      assessment: [{ value: { diagnosis: 'asthma', certainty: 'ruled out' }, segmentIds: ['s1'] }],
      held: [],
      resolvedSymptoms: [],
      episodeSymptoms: [],
    } as unknown as ClinicalFacts;
    gateAssessment(facts, segs);
    expect(facts.assessment.map((a) => [a.value.diagnosis, a.value.certainty])).toEqual([['asthma', 'ruled out']]);
  });
});
