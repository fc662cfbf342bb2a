import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const current = (dialogue: string) => factsFrom(dialogue).medications.map((m) => m.value);
const held = (dialogue: string, section: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === section)
    .map((h) => h.value.text);

describe('a drug held back is neither listed nor planned', () => {
  it('offers an intolerance for the allergy list instead of listing the drug', () => {
    const d = 'patient: i got a rash with the doxycycline';
    expect(current(d)).toEqual([]);
    expect(held(d, 'allergies')).toEqual(['Reaction to doxycycline.']);
  });

  it('leaves a drug the patient is told to avoid off the list', () => {
    expect(current('doctor: please avoid naproxen for now')).toEqual([]);
  });

  it('tells of a switch in the history and never lists the drug switched from', () => {
    const d = 'doctor: last month we switched you from lisinopril to losartan';
    expect(current(d).map((m) => m.name)).not.toContain('lisinopril');
    expect(held(d, 'historyOfPresentIllness')).toEqual(['Switched from lisinopril to losartan.']);
  });

  it('offers a drug injected in a procedure for the plan, not the list', () => {
    const d = 'doctor: i injected half a cc of lidocaine into the knee today';
    expect(current(d)).toEqual([]);
    expect(held(d, 'plan')).toHaveLength(1);
  });
});
