import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const family = (dialogue: string) =>
  factsFrom(dialogue).familyHistory.map((f) => `${f.value.relation}: ${f.value.condition}`);
const history = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);

describe('a condition asked of others, or denied for the patient and told of a relative', () => {
  it('gives what is asked of anyone at home to the relative the reply names, not to the patient', () => {
    const d = 'doctor: does anyone at home have asthma\npatient: yes my daughter';
    expect(history(d)).toEqual([]);
    expect(family(d)).toEqual(['daughter: asthma']);
    // Nobody at home smoking says nothing of the patient's own smoking.
    expect(factsFrom('doctor: is anyone in the household a smoker\npatient: no').social.tobacco).toBeUndefined();
  });

  it('takes a relative named in reply to a question about the family as a yes', () => {
    expect(family('doctor: anyone in the family with diabetes\npatient: my grandmother')).toEqual([
      'grandmother: diabetes',
    ]);
  });

  it("files 'no, but my dad does' under the father, and the patient's as denied", () => {
    for (const d of [
      'doctor: do you have high blood pressure\npatient: no but my dad does',
      'Doctor: Do you have high blood pressure?\nPatient: No, but my dad does.',
    ]) {
      expect(history(d)).toEqual([]);
      expect(family(d)).toEqual(['father: hypertension']);
    }
    // A relative named with no word that they have it tells nothing of theirs.
    expect(family('doctor: do you have high blood pressure\npatient: no my mom checks it for me')).toEqual([]);
  });
});
