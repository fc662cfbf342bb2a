import { describe, expect, it } from 'vitest';
import { asksWhatItBringsUp, framedBy } from './frames.js';

/** Whether `symptom` in the question `sentence` is the frame the question is asked around. */
const framed = (sentence: string, symptom: string) => framedBy(sentence.slice(0, sentence.indexOf(symptom)));

describe('a symptom a question is framed around', () => {
  it('what comes with it', () => {
    expect(framed('any other symptoms that come with the headache like fever', 'headache')).toBe(true);
    expect(framed('anything associated with your headaches such as vomiting', 'headaches')).toBe(true);
    expect(framed('along with his fever has he had a rash', 'fever')).toBe(true);
    expect(framed('with the cough are you bringing anything up', 'cough')).toBe(true);
  });

  it('something besides it, or when it happens', () => {
    expect(framed('besides the swelling any redness', 'swelling')).toBe(true);
    expect(framed('during her coughing fits does she turn blue', 'coughing')).toBe(true);
    expect(framed('when you get the dizzy spells do you pass out', 'dizzy')).toBe(true);
  });

  it('what brought it on', () => {
    expect(framed('did you do anything that could have brought on the chest pain', 'chest pain')).toBe(true);
    expect(framed('is there anything that makes your back pain worse', 'back pain')).toBe(true);
  });

  it('a symptom asked about is not framed', () => {
    expect(framed('any nausea or vomiting', 'vomiting')).toBe(false);
    expect(framed('any pain with swallowing', 'pain')).toBe(false);
    expect(framed('do you get short of breath with exertion', 'short of breath')).toBe(false);
    expect(framed('any fever with the cough or any chills', 'chills')).toBe(false);
  });
});

describe('a cough asked what it brings up', () => {
  it('takes the cough as given', () => {
    expect(asksWhatItBringsUp('coughing up anything')).toBe(true);
    expect(asksWhatItBringsUp('cough up any phlegm or um mucus')).toBe(true);
  });

  it('asks about what it names, not the cough', () => {
    expect(asksWhatItBringsUp('coughing up blood')).toBe(false);
  });
});
