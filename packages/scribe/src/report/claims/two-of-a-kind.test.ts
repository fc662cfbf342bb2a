import type { PlanMedication } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const SAID = [
  'patient: my knee has been aching for a month',
  'doctor: take ibuprofen 600 mg three times a day with food, and also naproxen 500 mg twice a day',
].join('\n');
const flagged = (medications: PlanMedication[]) =>
  flagsOf(SAID, (r) => (r.plan.medications = medications)).map((f) => [f.path, f.reason]);

describe('two medicines of one kind started together', () => {
  it('are flagged on the later one as two NSAIDs to check', () => {
    expect(
      flagged([
        { name: 'ibuprofen', instructions: '600 mg three times a day with food', action: 'start' },
        { name: 'naproxen', instructions: '500 mg twice a day', action: 'start' },
      ]),
    ).toEqual([['plan.medications.1', expect.stringMatching(/^Check: two NSAIDs ordered together/)]]);
  });

  it('are not flagged when one is stopped, or one is put on the skin', () => {
    expect(
      flagged([
        { name: 'ibuprofen', instructions: null, action: 'stop' },
        { name: 'naproxen', instructions: '500 mg twice a day', action: 'start' },
      ]),
    ).toEqual([]);
    expect(
      flagged([
        { name: 'diclofenac', instructions: 'gel topically to the knee four times a day', action: 'start' },
        { name: 'naproxen', instructions: '500 mg twice a day', action: 'start' },
      ]).filter(([, reason]) => /NSAIDs/.test(reason!)),
    ).toEqual([]);
  });

  it('leaves medicines of two kinds unflagged: an NSAID with paracetamol', () => {
    const said = 'doctor: take ibuprofen 600 mg three times a day and tylenol 500 mg as needed';
    expect(
      flagsOf(
        said,
        (r) =>
          (r.plan.medications = [
            { name: 'ibuprofen', instructions: '600 mg three times a day', action: 'start' },
            { name: 'tylenol', instructions: '500 mg as needed', action: 'start' },
          ]),
      ),
    ).toEqual([]);
  });
});
