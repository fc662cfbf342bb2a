import { describe, expect, it } from 'vitest';
import { flagsOf as flagsWith } from '../testing/said.js';
import { saturationsIn } from './oxygen.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.historyOfPresentIllness.narrative = text;
  });

describe('oxygen saturation written in prose is checked like a vital', () => {
  it('reads a saturation however it is named, and not an oxygen flow', () => {
    expect(saturationsIn('spo2 98% on room air')).toEqual([98]);
    expect(saturationsIn("you're satting 88 on room air")).toEqual([88]);
    expect(saturationsIn('oxygen level is 93 percent')).toEqual([93]);
    expect(saturationsIn('placed on oxygen 2 liters')).toEqual([]);
    expect(saturationsIn('on 2 l oxygen')).toEqual([]);
  });

  it('flags a saturation other than the one said, or one never said', () => {
    const talk = 'Doctor: your temperature is 101.2 and your oxygen is 94 percent';
    expect(flagsOf(talk, 'SpO2 98% on room air.')).toEqual([
      expect.objectContaining({ claim: 'vital', reason: 'Transcript says oxygen saturation 94%' }),
    ]);
    expect(flagsOf(talk, 'O2 sat 94% RA.')).toEqual([]);
    expect(flagsOf('Doctor: your heart rate is 88', 'SpO2 97%.')).toEqual([
      expect.objectContaining({ reason: 'No oxygen saturation of 97% was said' }),
    ]);
  });

  it('reads the saturation said in words or code-mixed speech', () => {
    expect(flagsOf('Doctor: your pulse ox is ninety six', 'Pulse oximetry 96%.')).toEqual([]);
    expect(flagsOf('Doctor: aapka oxygen 92 percent hai', 'SpO2 92%.')).toEqual([]);
    expect(flagsOf('Doctor: aapka oxygen 92 percent hai', 'SpO2 99%.')).toEqual([
      expect.objectContaining({ claim: 'vital' }),
    ]);
  });

  it("checks the report's saturation like the other vitals: a wrong value is flagged, the oxygen breathed is not a second number", () => {
    const field = (dialogue: string, value: string) =>
      flagsWith(dialogue, (r) => {
        r.physicalExam.vitals.oxygenSaturation = value;
      });
    const talk = 'Doctor: your oxygen saturation is 92 percent on 2 liters';
    expect(field(talk, '92% on 2 L oxygen')).toEqual([]);
    expect(field(talk, '97% on 2 L oxygen')).toEqual([
      expect.objectContaining({
        path: 'physicalExam.vitals.oxygenSaturation',
        claim: 'vital',
        reason: 'Transcript says oxygen saturation 92%',
      }),
    ]);
    expect(field('Doctor: your heart rate is 88', '97% on room air')).toEqual([
      expect.objectContaining({ reason: 'No oxygen saturation of 97% was said' }),
    ]);
  });
});
