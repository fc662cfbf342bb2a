import { describe, expect, it } from 'vitest';
import { buildReport } from '../build.js';
import { heldBack } from '../held.js';
import { factsFrom } from '../testing/said.js';
import { holdSpokenForm } from './gate.js';

/** Facts of a consultation with the given free text read, passed through the gate, and the note written from them. */
function gated(edit: (f: ReturnType<typeof factsFrom>) => void) {
  const facts = factsFrom('Doctor: How are you today?');
  edit(facts);
  holdSpokenForm(facts);
  const { report } = buildReport(facts);
  return { facts, report, offered: heldBack(facts, report).map((f) => [f.section, f.text]) };
}
const at = (value: string, id = 's1') => ({ value, segmentIds: [id] });

describe('the note-language gate', () => {
  it('keeps speech copied from the consultation out of the note and offers it cleaned', () => {
    const { report, offered } = gated((f) => {
      f.lifestyle = [at('Go ahead and use ice as well but I definitely would like for you'), at('Elevate the leg')];
      f.social.occupation = at('Um, um, uh', 's2');
      f.social.tobacco = at('Smokes 1 pack a day', 's3');
    });
    expect(report.plan.lifestyleRecommendations).toEqual(['Elevate the leg']);
    expect(report.socialHistory.occupation).toBeNull();
    expect(report.socialHistory.tobacco).toBe('Smokes 1 pack a day');
    expect(offered).toEqual([['plan', 'Use ice as well but I definitely would like for you']]);
  });

  it('holds an examination sentence spoken to the patient and keeps the written ones', () => {
    const { report, offered } = gated((f) => {
      f.exam.respiratory = at(
        'Lungs: clear to auscultation bilaterally. On your lung exam I do appreciate some rales.',
      );
    });
    expect(report.physicalExam.respiratory).toBe('Lungs: clear to auscultation bilaterally.');
    expect(offered).toEqual([['physicalExam', 'On your lung exam I do appreciate some rales']]);
  });

  it('holds a history sentence in the second person, and a result said only as a sentence', () => {
    const { report, offered } = gated((f) => {
      f.story = [
        at('You told them to follow up if the cough does not get better.'),
        at('The cough began after a cold.'),
      ];
      f.results = [at('The potassium is 3.9 so'), at('The chest x-ray was normal'), at('Chest X-ray: no pneumonia')];
    });
    expect(report.historyOfPresentIllness.narrative).toContain('The cough began after a cold.');
    expect(report.historyOfPresentIllness.narrative).not.toContain('You told them');
    expect(report.results).toEqual(['Chest X-ray: no pneumonia']);
    expect(report.visitSummary ?? '').not.toContain('x-ray');
    expect(offered).toEqual([
      ['historyOfPresentIllness', 'You told them to follow up if the cough does not get better.'],
      ['results', 'The potassium is 3.9'],
      ['results', 'The chest x-ray was normal'],
    ]);
  });

  it('reads a diagnosis as the assessment writes it, its certainty before it', () => {
    const { report } = gated((f) => {
      f.assessment = [
        { value: { diagnosis: 'possible stroke', certainty: 'possible' }, segmentIds: ['s1'] },
        { value: { diagnosis: 'migraine', certainty: 'probable' }, segmentIds: ['s2'] },
      ];
    });
    expect(report.assessment.map((a) => a.diagnosis)).toEqual(['Migraine']);
  });

  it('keeps a drug it takes out the spoken instructions of', () => {
    const { report, offered } = gated((f) => {
      f.planMedications = [
        {
          value: { name: 'ibuprofen', instructions: 'you know as needed for the', action: 'start' },
          segmentIds: ['s1'],
        },
      ];
    });
    expect(report.plan.medications).toEqual([{ name: 'ibuprofen', instructions: null, action: 'start' }]);
    expect(offered).toEqual([['plan', 'Ibuprofen as needed']]);
  });
});
