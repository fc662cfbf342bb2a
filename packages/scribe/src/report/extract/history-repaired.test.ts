import { describe, expect, it } from 'vitest';
import { hpiSentences } from '../narrative.js';
import { factsFrom, flagsOf } from '../testing/said.js';

const conditions = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);
const offered = (dialogue: string) =>
  factsFrom(dialogue)
    .held.filter((h) => h.value.section === 'pastMedicalHistory')
    .map((h) => h.value.text);

describe('a condition repaired before today is written as its repair', () => {
  const repaired = 'doctor: so you have a history of the aortic aneurysm repair, that was done on 3/14/2012';

  it("writes 'status post' the repair, with the year said, never the condition as if still there", () => {
    expect(conditions(repaired)).toEqual(['status post aortic aneurysm repair (2012)']);
  });

  it('tells it in the HPI as a history of the repair', () => {
    const said = `${repaired}\ndoctor: you are here today for a cough`;
    expect(hpiSentences(factsFrom(said))[0]!.text).toMatch(/with a history of aortic aneurysm repair \(2012\)/);
  });

  it('is not flagged by the checker', () => {
    const flags = flagsOf(repaired, (r) => {
      r.pastMedicalHistory.conditions = ['status post aortic aneurysm repair (2012)'];
    });
    expect(flags.filter((f) => f.section === 'pastMedicalHistory')).toEqual([]);
  });

  it('offers, and does not write, a condition whose repair is only planned', () => {
    const d = [
      'doctor: you have a history of an aortic aneurysm',
      'doctor: we will schedule the aortic aneurysm repair for next month',
    ].join('\n');
    expect(conditions(d)).toEqual([]);
    expect(offered(d)).toEqual(['aortic aneurysm']);
  });

  it("leaves a relative's repair out of the patient's history", () => {
    expect(conditions('patient: my father had an aortic aneurysm repair in 2010')).toEqual([]);
  });

  it('keeps a condition said with no repair as it is', () => {
    expect(conditions('doctor: you have a history of an aortic aneurysm that we watch every year')).toEqual([
      'aortic aneurysm',
    ]);
  });
});

describe('the year of a repair', () => {
  it('is left out when the words said go on past it', () => {
    const d = 'patient: i had surgery to get a few hemorrhoids removed back in two thousand and ten';
    expect(offered(d).concat(conditions(d)).join(' ')).not.toMatch(/2000/);
  });
});
