import { describe, expect, it } from 'vitest';
import { holdAssessment } from './assessment-held.js';
import type { ClinicalFacts } from './types.js';

describe('an assessment line held back', () => {
  it('leaves the note and is offered as said, with its evidence, the rest kept in order', () => {
    const line = (diagnosis: string, id: string) => ({ value: { diagnosis, certainty: null }, segmentIds: [id] });
    const [gout, knee, asthma] = [line('gout', 's1'), line('knee pain', 's2'), line('asthma', 's3')];
    const facts = { assessment: [gout, knee, asthma], held: [] } as unknown as ClinicalFacts;
    holdAssessment(facts, [knee]);
    expect(facts.assessment.map((a) => a.value.diagnosis)).toEqual(['gout', 'asthma']);
    expect(facts.held).toEqual([{ value: { section: 'assessment', text: 'Knee pain' }, segmentIds: ['s2'] }]);
  });
});
