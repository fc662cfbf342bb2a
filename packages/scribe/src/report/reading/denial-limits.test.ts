import { describe, expect, it } from 'vitest';
import { denialLimited } from './denial-limits.js';

/** Whether the denial of `symptom` in `sentence` is limited. */
const limited = (sentence: string, symptom: string) => {
  const index = sentence.indexOf(symptom);
  return denialLimited(sentence, index, index + symptom.length);
};

describe('a written denial limited to a time, a setting or a degree', () => {
  it('a plain denial is not limited', () => {
    expect(limited('denies nausea, vomiting or cough.', 'vomiting')).toBe(false);
    expect(limited('no headache.', 'headache')).toBe(false);
    expect(limited('respiratory: negative for shortness of breath.', 'shortness of breath')).toBe(false);
  });

  it('only now: today, at this time, anymore', () => {
    expect(limited('no chest pain today.', 'chest pain')).toBe(true);
    expect(limited('she denies dizziness at this time.', 'dizziness')).toBe(true);
    expect(limited('no cough anymore.', 'cough')).toBe(true);
    expect(limited('currently denies fever.', 'fever')).toBe(true);
  });

  it('only in some setting: at rest, with exertion, when standing', () => {
    expect(limited('no pain at rest.', 'pain')).toBe(true);
    expect(limited('denies shortness of breath with exertion.', 'shortness of breath')).toBe(true);
    expect(limited('she denies any numbness or tingling in her left foot.', 'numbness')).toBe(true);
  });

  it('only one side', () => {
    expect(limited('she denies right knee pain.', 'knee pain')).toBe(true);
  });

  it('only what is new, more, or severe', () => {
    expect(limited('denies any further bleeding.', 'bleeding')).toBe(true);
    expect(limited('no new numbness.', 'numbness')).toBe(true);
    expect(limited('denies severe headache.', 'headache')).toBe(true);
  });

  it('only something else, a part of the site, or with an episode', () => {
    expect(limited('she denied any other focal weakness.', 'weakness')).toBe(true);
    expect(limited('he has no anterior shoulder pain.', 'shoulder pain')).toBe(true);
    expect(limited('there was no associated nausea.', 'nausea')).toBe(true);
    expect(limited('this was not preceded by a headache.', 'headache')).toBe(true);
  });

  it('what the symptom is named for: not treated for it, not bothered by it', () => {
    expect(limited('he was not treated for diarrhea.', 'diarrhea')).toBe(true);
    expect(limited('she is not bothered by cough.', 'cough')).toBe(true);
    expect(limited('he did not seek care despite the rash.', 'rash')).toBe(true);
  });

  it('one kind of a broader symptom', () => {
    expect(limited('he denied vertigo.', 'vertigo')).toBe(true);
    expect(limited('he denied dizziness.', 'dizziness')).toBe(false);
  });

  it('but not that kind denied when the patient named that very kind', () => {
    const denied = 'denies lightheadedness.';
    const at = denied.indexOf('lightheadedness');
    expect(denialLimited(denied, at, denied.length - 1, "i've been feeling kind of lightheaded")).toBe(false);
    expect(denialLimited(denied, at, denied.length - 1, 'the room spins when i roll over')).toBe(true);
  });
});
