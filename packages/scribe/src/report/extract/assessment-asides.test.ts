import { describe, expect, it } from 'vitest';
import { assessmentFrom as assessment, factsFrom } from '../testing/said.js';

const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'assessment')
    .map((h) => h.value.text.toLowerCase());
const names = (dialogue: string) => assessment(dialogue).map(([name]) => name);

describe('a lay explanation or a cause told is no second problem when a diagnosis is named', () => {
  const flank =
    'doctor: on exam there is tenderness over your right flank so that means you have what seems to be some inflammation of your kidney';
  const stones = 'doctor: and the ct showed that you do have kidney stones';

  it('offers the plain-words meaning of a finding, and lists the diagnosis named elsewhere', () => {
    const d = `${flank}\n${stones}`;
    expect(names(d)).toEqual(['kidney stones']);
    expect(offered(d)).toContain('inflammation of kidney');
    const tells =
      'doctor: your liver numbers are up which tells me there seems to be some inflammation of your liver\ndoctor: so you have hepatitis c';
    expect(names(tells)).toEqual(['hepatitis c']);
    expect(offered(tells)).toContain('inflammation of liver');
  });

  it('lists a disease named to explain the signs: it is the diagnosis itself', () => {
    const d =
      "doctor: your lungs have some coarse rhonchi at the bases so all of that means you're showing signs of what we call an upper respiratory infection\ndoctor: and you have diabetes";
    expect(names(d)).toContain('upper respiratory infection');
  });

  it('lists the explanation when nothing else is named: it is then the problem', () => {
    expect(names(flank)).toEqual(['inflammation of kidney']);
  });

  it('offers a cause told for a diagnosis, but keeps a disease told as a cause', () => {
    // As speech recognition gives it: no commas.
    const salt =
      'doctor: i think this is a flare of your heart failure and you probably had some what we call dietary indiscretion you ate salty food which made you retain fluid';
    expect(names(salt)).toEqual(['flare of heart failure']);
    expect(offered(salt)).toContain('dietary indiscretion');
    expect(names('doctor: you have diabetes which led to some kidney damage')).toContain('diabetes');
  });
});
