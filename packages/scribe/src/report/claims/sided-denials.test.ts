import { describe, expect, it } from 'vitest';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.historyOfPresentIllness.narrative = text;
  });
const negation = expect.objectContaining({ claim: 'negation', reason: 'Patient denied knee pain' });
const laterality = expect.objectContaining({ claim: 'laterality' });

/** The talk's right knee hurts in words no symptom reads, and the left knee's pain is denied. */
const TALKS = [
  "Patient: my right knee is killing me\nPatient: i don't have any pain in my left knee",
  "Patient: i twisted my right knee and it's been bothering me\nDoctor: any pain in your left knee\nPatient: no",
  'Patient: my right knee gives out on the stairs\nPatient: no left knee pain',
];

describe('a denial said of one side', () => {
  it.each(TALKS)('does not deny the other side’s pain the note tells: %j', (talk) => {
    expect(flagsOf(talk, 'Right knee pain.')).toEqual([]);
  });

  it.each(TALKS)('still makes the denied side the wrong one, and a pain with no side denied: %j', (talk) => {
    expect(flagsOf(talk, 'Left knee pain.')).toEqual([laterality]);
    expect(flagsOf(talk, 'Knee pain.')).toEqual([negation]);
  });

  it('a denial with no side still denies the pain on either side', () => {
    const talk = 'Patient: i twisted my right knee last week\nDoctor: any knee pain\nPatient: no';
    expect(flagsOf(talk, 'Right knee pain.')).toEqual([negation]);
  });
});
