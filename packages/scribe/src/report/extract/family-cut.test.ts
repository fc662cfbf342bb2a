import { describe, expect, it } from 'vitest';
import { factsFrom, presentFrom } from '../testing/said.js';

const family = (dialogue: string) =>
  factsFrom(dialogue).familyHistory.map((f) => `${f.value.relation}: ${f.value.condition}`);
const history = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);

describe("a relative's condition is not written as the patient's", () => {
  it('reads a sentence recognised speech cut after a relative named as its subject as the relative’s', () => {
    const thyroid = ['doctor: any family history', 'patient: my mom um she has', 'patient: thyroid problems'].join(
      '\n',
    );
    expect(family(thyroid)).toEqual(['mother: thyroid disease']);
    expect(history(thyroid)).toEqual([]);
    const bare = ['doctor: any family history', 'patient: my dad', 'patient: diabetes and high blood pressure'];
    expect(family(bare.join('\n'))).toEqual(['father: diabetes', 'father: hypertension']);
    const headaches = [
      'doctor: how is everyone at home',
      'patient: my wife has been having',
      'patient: really bad headaches',
    ];
    expect(presentFrom(headaches.join('\n'))).toEqual([]);
    const attack = [
      'doctor: what brings you in',
      'patient: my dad',
      "patient: had a heart attack so i'm worried about my chest pain",
    ];
    expect(history(attack.join('\n'))).toEqual([]);
    expect(family(attack.join('\n'))).toEqual(['father: heart attack']);
    expect(presentFrom(attack.join('\n'))).toEqual(['chest pain']);
  });

  it('keeps what the patient says of themselves after the cut, and a relative named as no subject', () => {
    const strep = [
      'doctor: what brings you in',
      'patient: my son has been sick with',
      'patient: strep and now i have a sore throat',
    ];
    expect(presentFrom(strep.join('\n'))).toEqual(['sore throat']);
    const came = [
      'doctor: what brings you in',
      'patient: i came in with my dad',
      'patient: really bad headache since monday',
    ];
    expect(presentFrom(came.join('\n'))).toEqual(['headache']);
    const wife = ['doctor: hello', 'patient: this is my wife', 'patient: she has been worried about my chest pain'];
    expect(presentFrom(wife.join('\n'))).toEqual(['chest pain']);
  });

  it('gives the family every condition of a list it is said to run in, and not one said before a break', () => {
    const list = 'patient: heart disease diabetes and cancer all run in my family';
    expect(history(list)).toEqual([]);
    expect(family(list)).toEqual(['family: heart disease', 'family: diabetes', 'family: cancer']);
    const own = 'patient: i have high blood pressure but diabetes runs in my family';
    expect(history(own)).toEqual(['hypertension']);
    expect(family(own)).toEqual(['family: diabetes']);
  });

  it('reads a reply about the family going on naming another relative as the family’s', () => {
    const d = [
      'doctor: is there any family medical history',
      'patient: my aunt had a stroke',
      'patient: my godmother had heart disease and my mom had a stroke',
    ].join('\n');
    expect(history(d)).toEqual([]);
    expect(family(d)).toContain('mother: stroke');
    // The speaker turning to their own history answers for themselves.
    const own = ['doctor: any family history', 'patient: my dad had diabetes', 'patient: and i have asthma'].join('\n');
    expect(history(own)).toEqual(['asthma']);
    expect(family(own)).toEqual(['father: diabetes']);
  });

  it('keeps the patient’s own condition said after a relative’s', () => {
    const d = 'patient: my mother was in the hospital and i have asthma';
    expect(history(d)).toEqual(['asthma']);
    expect(family(d)).toEqual([]);
    expect(history('patient: my brother has it and i have asthma')).toEqual(['asthma']);
    // Only a verb of having makes it the patient's: 'i think' is not one.
    expect(history('patient: my dad i think had cancer')).toEqual([]);
  });

  it('writes a condition the patient has that also runs in the family in both histories', () => {
    const d = 'patient: i have high blood pressure and it runs in my family';
    expect(history(d)).toEqual(['hypertension']);
    expect(family(d)).toEqual(['family: hypertension']);
    const known = 'patient: i know diabetes runs in my family';
    expect(history(known)).toEqual([]);
    expect(family(known)).toEqual(['family: diabetes']);
  });
});
