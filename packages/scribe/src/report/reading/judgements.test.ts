import { describe, expect, it } from 'vitest';
import { agrees, judgedAnswer, judgedMentions, judgementsIn, judgementsNear, opposed } from './judgements.js';

const TESTS = [
  { name: 'Potassium', re: /\bpotassium\b/ },
  { name: 'Sodium', re: /\bsodium\b/ },
  { name: 'X-ray', re: /\bx-?rays?\b/ },
  { name: 'Strep test', re: /\bstrep(?: test)?\b/ },
];
const judged = (text: string) => judgedMentions(text, TESTS).map((m) => [m.test, m.judgements]);

describe('judgement words and their polarity', () => {
  it('reads a judgement, and a denied one as its opposite', () => {
    expect(judgementsIn('was a little low')).toEqual(['low']);
    expect(judgementsIn('is not elevated')).toEqual(['normal']);
    expect(judgementsIn("i don't see any fracture")).toEqual(['no fracture']);
    expect(judgementsIn('shows no acute fracture')).toEqual(['no fracture']);
    expect(judgementsIn('looks pretty good')).toEqual(['normal']);
  });

  it('reads an abnormality denied, and a fracture denied with anything else, as normal', () => {
    expect(judgementsIn("i don't see any abnormality there")).toEqual(['normal']);
    expect(judgementsIn("i don't see any fracture or anything like that")).toEqual(['no fracture', 'normal']);
    expect(judgementsIn('it showed an abnormality')).toEqual(['abnormal']);
  });

  it('reads a result within its range, found clear or perfect, or with nothing of concern, as normal', () => {
    expect(judgementsIn('is within range')).toEqual(['normal']);
    expect(judgementsIn('was in the target range')).toEqual(['normal']);
    expect(judgementsIn('looks clear')).toEqual(['normal']);
    expect(judgementsIn('was perfect')).toEqual(['normal']);
    expect(judgementsIn('there was nothing concerning')).toEqual(['normal']);
    expect(judgementsIn('nothing to worry about')).toEqual(['normal']);
    expect(judgementsIn("it's clear that you need surgery")).toEqual([]);
  });

  it('reads a test that found nothing, or gave the all clear, as normal', () => {
    expect(judgementsIn("he gave us the all clear he said there's nothing there")).toEqual(['normal']);
    expect(judgementsIn('a colonoscopy which showed nothing')).toEqual(['normal']);
    expect(judgementsIn("there's nothing we can do about it")).toEqual([]);
    expect(judgementsIn("there's nothing back yet")).toEqual([]);
  });

  it('does not read a finding written with good alignment as good', () => {
    expect(judgementsIn('is abnormal with good bony alignment')).toEqual(['abnormal']);
  });

  it("reads a 'no' through the words that qualify the finding", () => {
    expect(judgementsIn('no proximal humerus fracture')).toEqual(['no fracture']);
    expect(judgementsIn('did not reveal any signs of a fracture')).toEqual(['no fracture']);
  });

  it("does not take an answering 'no' for a denial of what follows", () => {
    expect(judgementsIn("no it's low")).toEqual(['low']);
  });

  it('knows a level from words that are no level', () => {
    expect(judgementsIn('on a low dose')).toEqual([]);
    expect(judgementsIn('since high school')).toEqual([]);
    expect(judgementsIn('um it was at the high end of normal')).toEqual(['normal']);
  });

  it('reads a result said good or fine with a word or two between, but not a denied one', () => {
    expect(judgementsIn('and everything seemed to be fine')).toEqual(['normal']);
    expect(judgementsIn('it was not very good')).toEqual([]);
  });

  it('holds low and high, and normal and a fracture, opposed; no fracture and abnormal are not', () => {
    expect(opposed('low', 'high')).toBe(true);
    expect(opposed('normal', 'fracture')).toBe(true);
    expect(opposed('no fracture', 'abnormal')).toBe(false);
  });
});

describe('a judgement is bound to the test named before it, within its clause', () => {
  it('binds each judgement to its own test', () => {
    expect(judged('your potassium was a little low and your sodium was normal')).toEqual([
      ['Potassium', ['low']],
      ['Sodium', ['normal']],
    ]);
    expect(judged('you had a positive strep test')).toEqual([['Strep test', ['abnormal']]]);
  });

  it('reads no result in a plan or a supposition', () => {
    expect(judged("if your potassium is low we'll add a supplement")).toEqual([['Potassium', []]]);
    expect(judged("we'll get an x-ray to rule out a fracture")).toEqual([['X-ray', []]]);
  });

  it('reads the next clause when it speaks of the test just named', () => {
    expect(judged('they took an x-ray before you came in and so it is normal')).toEqual([['X-ray', ['normal']]]);
    expect(judged('they took an x-ray before you came in so your knee is broken')).toEqual([['X-ray', []]]);
  });

  it('reads the next clause when it says how the test, or all of it, came out', () => {
    expect(judged('we got an x-ray of your knee so everything looks good')).toEqual([['X-ray', ['normal']]]);
    expect(judged('and your potassium um so it came back a little low')).toEqual([['Potassium', ['low']]]);
    expect(judged('your potassium so we will talk about your diet and that is fine')).toEqual([['Potassium', []]]);
  });

  it('reads the words before a test as its judgement in a note, and only after a in talk', () => {
    expect(judgedMentions('low potassium', TESTS, 'note')).toEqual([{ test: 'Potassium', judgements: ['low'] }]);
    expect(judged('your low potassium')).toEqual([['Potassium', []]]);
  });

  it('ends a test clause at a turn to another matter', () => {
    expect(judged('the x-ray looked fine but your knee is broken')).toEqual([['X-ray', ['normal']]]);
  });

  it("reads on after 'also' said with the verb, and stops at 'also' that turns to another matter", () => {
    expect(judged('and your sodium was also normal')).toEqual([['Sodium', ['normal']]]);
    expect(judged('your sodium is fine also your knee is broken')).toEqual([['Sodium', ['normal']]]);
  });

  it('gives tests named together what is said after the last of them', () => {
    expect(judged('he said the potassium and the sodium were both low')).toEqual([
      ['Potassium', ['low']],
      ['Sodium', ['low']],
    ]);
    expect(judged('your potassium was normal and your sodium was low')).toEqual([
      ['Potassium', ['normal']],
      ['Sodium', ['low']],
    ]);
  });

  it('reads past where and when a test was done to what it showed', () => {
    expect(judged('so we got an x-ray of your ankle before you came in and luckily there is no fracture')).toEqual([
      ['X-ray', ['no fracture']],
    ]);
    const long =
      'so i looked at the x-ray of your ankle that we got when you came in today and um luckily you know there is no fracture';
    expect(judged(long)).toEqual([['X-ray', ['no fracture']]]);
    const note = 'X-rays of the right humerus, 2 views, obtained today show no proximal humerus fracture';
    expect(judgedMentions(note.toLowerCase(), TESTS, 'note')).toEqual([{ test: 'X-ray', judgements: ['no fracture'] }]);
  });

  it("does not end a note's clause at the point of a value", () => {
    expect(judgedMentions('potassium 2.9, which is low', TESTS, 'note')).toEqual([
      { test: 'Potassium', judgements: ['low'] },
    ]);
  });

  it('finds every judgement said near a test, over time', () => {
    const near = judgementsNear(
      'your potassium was low last year and now it has come back to normal',
      TESTS[0]!,
      TESTS,
    );
    expect(near.sort()).toEqual(['low', 'normal']);
  });

  it('reads a denial said before the words near a test: a fracture denied there is none', () => {
    expect(judgementsNear("i didn't see any open fracture in his x-ray report", TESTS[2]!, TESTS)).toEqual([
      'no fracture',
    ]);
  });

  it('takes no fracture to bear out a normal image, not an abnormal one', () => {
    expect(agrees('no fracture', 'normal')).toBe(true);
    expect(agrees('no fracture', 'abnormal')).toBe(false);
    expect(agrees('high', 'abnormal')).toBe(true);
  });

  it('reads what an answer says of the test the question ends by naming', () => {
    expect(judgedAnswer('did you get an x-ray', 'yes it was normal', TESTS)).toEqual({
      test: 'X-ray',
      judgements: ['normal'],
    });
    expect(judgedAnswer('did you get an x-ray', 'i did and it was broken', TESTS)?.judgements).toEqual(['fracture']);
    expect(judgedAnswer('did they check your potassium and then you went home', 'it was fine', TESTS)).toBeNull();
    expect(judgedAnswer('did you get an x-ray', 'yes my back is fine', TESTS)).toBeNull();
    expect(judgedAnswer('your x-ray was normal', 'it is normal', TESTS)).toBeNull();
  });

  it("does not take another test's judgement for one said near this one", () => {
    expect(judgementsNear('your potassium was low and your sodium was normal', TESTS[0]!, TESTS)).toEqual(['low']);
  });
});
