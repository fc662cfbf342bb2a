import { describe, expect, it } from 'vitest';
import { agreementTag, asks, isQuestion, questionAfterStatement, questionFrom, withoutTag } from './questions.js';

/** Whether a line names a symptom, as the question readers are given it. */
const namesSymptom = (text: string) => /\b(?:fever|chills|shortness of breath|cough|pain)\b/.test(text);

describe('questions', () => {
  it('takes a question mark as a question, unless it closes a tag asking for agreement', () => {
    expect(isQuestion('any chest pain?')).toBe(true);
    expect(isQuestion('your left knee looks fine, right?')).toBe(false);
    expect(isQuestion('you okay?')).toBe(true);
  });

  it("reads a patient's question about their own trouble as telling it, and a clinician's bare symptom name as asking", () => {
    expect(asks('Patient', 'do you think my cough is bad', namesSymptom)).toBe(false);
    expect(asks('Patient', 'okay and any fever', namesSymptom)).toBe(true);
    expect(asks('Doctor', 'shortness of breath', namesSymptom)).toBe(true);
    expect(asks('Doctor', 'okay cough fever', namesSymptom)).toBe(true);
    expect(asks('Doctor', "i don't see any swelling there and your heart sounds fine", namesSymptom)).toBe(false);
  });

  it('asks only at the end of a long run of speech that states first', () => {
    const turn =
      'your right ankle pain is consistent with a sprain and the swelling should go down with ice and rest ' +
      'over the next week or so and we will see how it goes after that and we will get an x-ray of it to be sure ' +
      'have you sprained your ankle before';
    expect(questionFrom('Doctor', turn, namesSymptom)).toBeGreaterThan(100);
    expect(questionFrom('Doctor', 'the pain is better', namesSymptom)).toBe(-1);
  });

  it("asks only after a statement's turn ('you've had some fatigue, but no weight loss?'), not in a line that asks before it", () => {
    expect(questionFrom('Doctor', "you've had some fatigue, but no weight loss?", namesSymptom)).toBe(
      "you've had some fatigue, ".length,
    );
    expect(questionFrom('Doctor', 'the rash is better, and any itching?', namesSymptom)).toBeGreaterThan(0);
    expect(questionAfterStatement('do you have a cough, and any fever?')).toBe(-1);
    expect(questionAfterStatement('you have a cough, and your sister has one too?')).toBe(-1);
    expect(questionAfterStatement("you've had some fatigue, but no weight loss.")).toBe(-1);
  });
});

describe('a choice of sides is asked, not a tag', () => {
  it("'is it the left or the right?' asks; 'twice a day, right?' asks for agreement", () => {
    expect(isQuestion('and is that the left or the right?')).toBe(true);
    expect(agreementTag('and is that the left or the right?')).toBe(-1);
    expect(agreementTag('you take it twice a day, right?')).toBeGreaterThan(0);
    expect(isQuestion('and the right knee is okay?')).toBe(true);
  });

  it("a statement's closing tag is set aside with or without its question mark", () => {
    expect(withoutTag("so you're here for your follow up right")).toBe("so you're here for your follow up");
    expect(withoutTag('pain in the left or the right')).toBe('pain in the left or the right');
  });
});
