import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const valuesOf = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).exam).map(([k, v]) => [k, v.value]));

describe('examination: a finding written with where on the part it was found', () => {
  it('keeps the landmark said after a finding, under the part and side it belongs to', () => {
    expect(
      valuesOf(
        'doctor: let me examine your left knee\ndoctor: there is tenderness to palpation over the medial joint line of your left knee',
      ),
    ).toEqual({ extremities: 'Left knee: tenderness over the medial joint line.' });
    expect(valuesOf('doctor: on exam of your belly you have some tenderness to the left lower quadrant')).toEqual({
      generalAppearance: 'Abdomen: tenderness of the left lower quadrant.',
    });
  });

  it('reads pain where the examiner presses as tenderness there, never an abdomen written with its denials only', () => {
    expect(
      valuesOf(
        'doctor: on your abdominal exam you have some pain to your right upper quadrant when i press on it and there is no guarding',
      ),
    ).toEqual({ generalAppearance: 'Abdomen: tenderness of the right upper quadrant; no guarding.' });
  });

  it('writes the side said after a finding of a part that has none, once', () => {
    expect(
      valuesOf(
        'doctor: on your back exam you have a positive straight leg raise on the left side and some tenderness over the left paraspinal muscles',
      ),
    ).toEqual({
      extremities: 'Back: positive straight leg raise on the left and tenderness over the left paraspinal muscles.',
    });
  });

  it('writes a finding said loosely and then at its site once, at its site', () => {
    expect(
      valuesOf('doctor: on exam your belly feels a little tender and you have tenderness of the right lower quadrant'),
    ).toEqual({ generalAppearance: 'Abdomen: tenderness of the right lower quadrant.' });
  });

  it('keeps an amount said before the part a finding is of: "trace leg swelling" is trace swelling', () => {
    expect(valuesOf('doctor: on exam you have trace lower extremity edema in both legs')).toEqual({
      extremities: 'Bilateral lower extremities: trace edema.',
    });
  });

  it('writes a finding denied at one site of the part at that site, never the whole part clear', () => {
    expect(
      valuesOf('doctor: let me examine your right elbow\ndoctor: no pain with palpation outside of the elbow'),
    ).toEqual({
      extremities: 'Right elbow: no tenderness on the outside.',
    });
    expect(
      valuesOf('doctor: on exam of your left knee there is no tenderness over the lateral aspect of the knee'),
    ).toEqual({
      extremities: 'Left knee: no tenderness over the lateral aspect.',
    });
    expect(valuesOf('doctor: on exam of your left knee there is no tenderness of the knee')).toEqual({
      extremities: 'Left knee: non-tender.',
    });
  });

  it('keeps the side of the part a finding is on: the inside or the medial side', () => {
    expect(valuesOf('doctor: let me examine your right elbow\ndoctor: there is tenderness on the medial side')).toEqual(
      {
        extremities: 'Right elbow: tenderness on the medial side.',
      },
    );
  });

  it('places the findings after "on exam of your left ankle" on the left ankle', () => {
    expect(valuesOf('doctor: on a focused exam of your left ankle i do appreciate some swelling')).toEqual({
      extremities: 'Left ankle: swelling.',
    });
  });

  it('keeps the landmark said after another name for the finding: bruising over the malleolus is ecchymosis there', () => {
    expect(
      valuesOf(
        'doctor: let me examine your left ankle\ndoctor: i do see some ecchymosis or bruising over the medial malleolus',
      ),
    ).toEqual({ extremities: 'Left ankle: ecchymosis over the medial malleolus.' });
  });
});
