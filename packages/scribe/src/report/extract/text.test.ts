import { describe, expect, it } from 'vitest';
import { normalise } from './text.js';

describe('the one normaliser the writer and the checker read', () => {
  it('joins a spelled abbreviation that starts with the letter I or A, and leaves the words I and a', () => {
    expect(normalise('She has I B S and an I U D.')).toBe('she has ibs and an iud.');
    expect(normalise('The scan shows an A C L tear.')).toBe('the scan shows an acl tear.');
    expect(normalise('I B D runs in the family and a D V T last year.')).toBe(
      'ibd runs in the family and a dvt last year.',
    );
    expect(normalise('I am a bit tired.')).toBe('i am a bit tired.');
  });

  it('reads a dose said twice over as said once, and a number said twice before another word as it was said', () => {
    expect(normalise('Take five hundred five hundred milligrams twice a day.')).toBe(
      'take 500 milligrams twice a day.',
    );
    expect(normalise('I take 20, 20 mg of it.')).toBe('i take 20 mg of it.');
    expect(normalise('It was two two days ago.')).toBe('it was 2 2 days ago.');
  });

  it('reads a point written apart inside a dose as a point, and a full stop between numbers as a full stop', () => {
    expect(normalise('I want to add aldactone twelve . five milligrams daily')).toBe(
      'i want to add aldactone 12.5 milligrams daily',
    );
    expect(normalise('Take 12 . 5 mg daily')).toBe('take 12.5 mg daily');
    expect(normalise('I have two . Five of them are new')).toBe('i have 2. 5 of them are new');
  });

  it('drops a hesitation, and reads a phrase a hesitation is said inside as one phrase', () => {
    expect(normalise('Take one every uh, six hours.')).toBe('take 1 every 6 hours.');
    expect(normalise('I think you have an acute lumbar, um, strain.')).toBe('i think you have an acute lumbar strain.');
    expect(normalise('Okay, umm the knee is swollen.')).toBe('okay, the knee is swollen.');
  });

  it('drops a hesitation broken off, and a word broken off and said again whole', () => {
    expect(normalise('and you take uh- uh fluocinonide for that')).toBe('and you take fluocinonide for that');
    expect(normalise('the uh- knee')).toBe('the knee');
    expect(normalise("i'll- i'll use that")).toBe("i'll use that");
    expect(normalise('occasion- occasional pain')).toBe('occasional pain');
  });

  it('keeps the yes and no said as uh-huh and huh-uh', () => {
    expect(normalise('Uh-huh, it hurts.')).toBe('uh-huh, it hurts.');
    expect(normalise('uh huh')).toBe('uh huh');
    expect(normalise('Huh-uh, never.')).toBe('huh-uh, never.');
  });

  it('reads a false start said twice as said once', () => {
    expect(normalise('you can you can move it now')).toBe('you can move it now');
    expect(normalise('it hurts when they when they swallow')).toBe('it hurts when they swallow');
    expect(normalise('i i i think that that is fine')).toBe('i think that is fine');
    expect(normalise('the pain is on the, on the left side')).toBe('the pain is on the left side');
  });

  it('keeps a repeat that says more than once would, and a number said twice', () => {
    expect(normalise('i had had a stroke before the fall')).toBe('i had had a stroke before the fall');
    expect(normalise('i feel so so today')).toBe('i feel so so today');
    expect(normalise('bye bye')).toBe('bye bye');
    expect(normalise('take two two puffs')).toBe('take 2 2 puffs');
  });

  it('keeps a phrase that ends one clause and starts the next', () => {
    expect(normalise('let me listen to your lungs your lungs are clear')).toBe(
      'let me listen to your lungs your lungs are clear',
    );
  });

  it('reads a value whose point speech left out as a decimal only where the unit or the test makes it certain', () => {
    expect(normalise('i take clonazepam 0 5 milligrams at night')).toBe('i take clonazepam 0.5 milligrams at night');
    expect(normalise('your hemoglobin is 8 2 which is low')).toBe('your hemoglobin is 8.2 which is low');
    expect(normalise('your a1c was normal at 5 6 in march')).toBe('your a1c was normal at 5.6 in march');
    expect(normalise('his psa was 0 66')).toBe('his psa was 0.66');
    // A time, a count or a range after the two numbers: left as said.
    expect(normalise('your a1c was 7 2 months ago')).toBe('your a1c was 7 2 months ago');
    expect(normalise('your potassium was 4 or 5')).toBe('your potassium was 4 or 5');
    expect(normalise('take 2 5 milligram tablets')).toBe('take 2 5 milligram tablets');
  });
});
