import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { emptyReport } from '../empty.js';
import { verifyReport } from '../verify.js';

const flagsOf = (dialogue: string, text: string) => {
  const r: PatientReport = emptyReport();
  r.physicalExam.extremities = text;
  return verifyReport(transcriptFromText(dialogue), r).filter((f) => f.kind !== 'omitted');
};

describe('sides in prose', () => {
  it('a side written as normal that the consultation never examined, when it examined only the other side', () => {
    const talk = 'Doctor: On exam of your right ankle there is some swelling and bruising. Sensation in the right ankle is intact.';
    expect(flagsOf(talk, 'Sensation in the right ankle is intact.')).toEqual([]);
    expect(flagsOf(talk, 'Sensation in the left ankle is intact.')).toEqual([expect.objectContaining({ claim: 'laterality', reason: 'The consultation talks only of the right ankle' })]);
    // Said of both, or of the left too, it stands.
    expect(flagsOf(`${talk}\nDoctor: Your left ankle looks normal.`, 'Sensation in the left ankle is intact.')).toEqual([]);
  });

  it('the reply to "which is your dominant hand?" says the handedness', () => {
    const talk = 'Doctor: Which is your dominant hand?\nPatient: It\'s my right hand.';
    expect(flagsOf(talk, 'The patient is right-hand dominant.')).toEqual([]);
    expect(flagsOf(talk, 'The patient is left-hand dominant.')).toEqual([expect.objectContaining({ claim: 'laterality', reason: 'Transcript says right-handed' })]);
  });
});
