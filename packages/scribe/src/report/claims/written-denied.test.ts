import { isOffered } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { emptyReport } from '../empty.js';
import { extractFacts } from '../extract/index.js';
import { verifyReport } from '../verify.js';

/** The flags on a review of systems line, checked with the writer's reading of the talk, as the pipeline does. */
function flagsOf(dialogue: string, findings: string) {
  const t = transcriptFromText(dialogue);
  const r = emptyReport();
  r.reviewOfSystems = [{ system: 'General', findings }];
  return verifyReport(t, r, extractFacts(t)).filter((f) => !isOffered(f));
}
const reported = (name: string) => [expect.objectContaining({ claim: 'negation', reason: `Patient reported ${name}` })];

describe('a symptom the patient has now, written as denied, goes against the talk', () => {
  it('flags it though the patient said they never had it before', () => {
    const talk =
      'Patient: um lately i have been really tired\nPatient: walking a mile used to be fine and i never got tired\nPatient: and now i get tired';
    expect(flagsOf(talk, 'Denies fatigue.')).toEqual(reported('fatigue'));
  });

  it("flags it though a 'no' answered another question about it", () => {
    const talk =
      'Patient: my headaches are back and they are really bad this time\nDoctor: do they only come in the day\nPatient: no these headaches wake me up in the night';
    expect(flagsOf(talk, 'Denies headache.')).toEqual(reported('headache'));
  });

  it('does not flag a symptom the patient denied', () => {
    expect(flagsOf('Doctor: any nausea\nPatient: no no nausea', 'Denies nausea.')).toEqual([]);
  });
});
