import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const current = (dialogue: string) =>
  factsFrom(dialogue).medications.map((m) => [m.value.name, m.value.dosage] as [string, string | null]);
const held = (dialogue: string) => factsFrom(dialogue).held.map((h) => [h.value.section, h.value.text]);

describe('talk of allergies, as the medicine reader meets it', () => {
  it('lists the drugs of a reply to an allergy question as allergies, never as taken', () => {
    const typed = 'Doctor: Are you allergic to any medicines?\nPatient: Yes, sulfa and amoxicillin.';
    const spoken = 'doctor: do you have any allergies to medications\npatient: yeah amoxicillin';
    for (const d of [typed, spoken]) {
      expect(current(d)).toEqual([]);
      // Written in the allergy list, so not offered again.
      expect(factsFrom(d).allergies.map((a) => a.value.substance)).toContain('amoxicillin');
      expect(held(d)).toEqual([]);
    }
    // Asked of medicines taken and allergies at once, a drug in reply is neither listed as an allergy nor as taken for sure.
    expect(factsFrom('doctor: do you take any medicines or have any allergies\npatient: metformin').allergies).toEqual(
      [],
    );
    // Asked what is taken for allergies, the reply names what is taken; so too a reply that says no, or taking.
    expect(current('doctor: what do you use for your allergies\npatient: loratadine')).toEqual([['loratadine', null]]);
    expect(current('doctor: any allergies to medicines\npatient: no i just take metformin')).toEqual([
      ['metformin', null],
    ]);
    expect(current('doctor: do you take any medicines or have any allergies\npatient: metformin')).toEqual([
      ['metformin', null],
    ]);
    expect(current('doctor: any allergies\npatient: no\ndoctor: are you taking metformin\npatient: yes')).toEqual([
      ['metformin', null],
    ]);
    expect(current('doctor: any allergies\npatient: no\ndoctor: and what medications\npatient: metformin')).toEqual([
      ['metformin', null],
    ]);
    expect(current('doctor: any allergies\npatient: sulfa\ndoctor: what medicines\npatient: metformin')).toEqual([
      ['metformin', null],
    ]);
    // Allergies as the patient's condition are no talk of allergies to drugs.
    expect(
      current('patient: i think i have allergies\ndoctor: what have you used\npatient: loratadine every day'),
    ).toEqual([['loratadine', null]]);
    // A disease named for its allergic mechanism is no allergy to the drug taken for it.
    expect(current('patient: for my allergic rhinitis i use fluticasone every morning')).toEqual([
      ['fluticasone', 'every morning'],
    ]);
    expect(current('patient: i am allergic to fluticasone')).toEqual([]);
    // A list of allergies told on, or confirmed after the clinician's guess at the name.
    for (const d of [
      'doctor: so he is allergic to sulfa and to codeine\npatient: yes and also amoxicillin',
      'doctor: any drug allergies\npatient: yes to the one called napro\ndoctor: naproxen\npatient: yes naproxen',
      'patient: i am allergic to\ndoctor: which one\npatient: it starts with an n\ndoctor: naproxen\npatient: yes naproxen',
    ]) {
      expect(current(d)).toEqual([]);
      expect(held(d).filter(([section]) => section === 'allergies').length).toBeGreaterThan(0);
    }
  });
});
