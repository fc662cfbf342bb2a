import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const family = (dialogue: string) =>
  factsFrom(dialogue).familyHistory.map((f) => `${f.value.relation}: ${f.value.condition}`);

describe('each condition of the family is bound to the relative said with it', () => {
  it('keeps the specific condition named, not only its kind', () => {
    expect(family('patient: my father had pancreatic cancer')).toEqual(['father: pancreatic cancer']);
    expect(family('patient: my sister had melanoma')).toEqual(['sister: melanoma']);
  });

  it("names a parent's sibling or parent by the side of the family said", () => {
    expect(family("patient: my mom's brother has type 2 diabetes")).toEqual(['maternal uncle: type 2 diabetes']);
    expect(family("patient: my grandmother on my dad's side had a stroke")).toEqual(['paternal grandmother: stroke']);
    expect(family('patient: my paternal aunt had breast cancer')).toEqual(['paternal aunt: breast cancer']);
  });

  it('gives a condition to every relative joined before it', () => {
    expect(family('patient: my dad and his brother both have hypertension')).toEqual([
      'father: hypertension',
      'paternal uncle: hypertension',
    ]);
  });

  it("reads 'they both' in the next clause as the relatives just named", () => {
    const d = ['doctor: who in the family had cancer?', 'patient: my mother and her sister. they both had lymphoma'];
    expect(family(d.join('\n'))).toEqual(['mother: lymphoma', 'maternal aunt: lymphoma']);
  });

  it('gives each relative the conditions said after them in a reply', () => {
    const d = ['doctor: any family history?', 'patient: my brother has asthma and my uncle had leukemia'];
    expect(family(d.join('\n'))).toEqual(['brother: asthma', 'uncle: leukemia']);
  });

  it("takes the side from the reply to 'your mom's or your dad's side?'", () => {
    const d = [
      'patient: my grandfather had colon cancer',
      "doctor: was that your mom's or your dad's father?",
      "patient: my dad's",
    ];
    expect(family(d.join('\n'))).toEqual(['paternal grandfather: colon cancer']);
  });

  it("takes no side from a question about both parents' own health", () => {
    const d = [
      'patient: my grandfather had a stroke',
      'doctor: what about your mother or father?',
      'patient: my mother has diabetes',
    ];
    expect(family(d.join('\n'))).toEqual(['grandfather: stroke', 'mother: diabetes']);
  });

  it('keeps a denied family history denied: a pertinent negative, never the condition', () => {
    const d = ['doctor: any breast cancer in the family?', 'patient: no, nobody'];
    expect(family(d.join('\n'))).toEqual(['family: no breast cancer']);
  });
});
