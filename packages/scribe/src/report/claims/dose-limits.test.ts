import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const current =
  (...items: [string, string][]) =>
  (r: PatientReport) => {
    r.medications.current = items.map(([name, dosage]) => ({ name, dosage, indication: null }));
  };
const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const checks = (dialogue: string, edit: (r: PatientReport) => void) =>
  flagsOf(dialogue, edit).filter((f) => f.kind === 'implausible');

describe('a dose that cannot be right is flagged "check dose", even when it was said', () => {
  const fifty = 'Doctor: Take meloxicam fifty milligrams a day for the knee.';
  const fifteen = 'Doctor: Take meloxicam fifteen milligrams a day for the knee.';

  it('a dose above the usual adult maximum, with what was likely meant', () => {
    expect(flagsOf(fifty, current(['Meloxicam', '50 mg daily']))).toEqual([
      expect.objectContaining({
        kind: 'implausible',
        claim: 'dose',
        path: 'medications.current.0',
        reason: "Check dose: 50 mg is above meloxicam's usual adult maximum of 15 mg a day — was 15 mg meant?",
      }),
    ]);
    expect(flagsOf(fifteen, current(['Meloxicam', '15 mg daily']))).toEqual([]);
  });

  it('points at the turn that said the dose', () => {
    const [flag] = flagsOf(fifty, current(['Meloxicam', '50 mg daily']));
    expect(flag?.segmentIds.length).toBeGreaterThan(0);
  });

  it("a day's total above the maximum from the dose and its schedule", () => {
    const talk = 'Doctor: Take ibuprofen 1200 milligrams three times a day.';
    expect(checks(talk, current(['Ibuprofen', '1200 mg three times a day']))).toEqual([
      expect.objectContaining({ reason: expect.stringContaining("above ibuprofen's usual adult maximum of 800 mg") }),
    ]);
    const ok = 'Doctor: Take ibuprofen 600 milligrams three times a day.';
    expect(checks(ok, current(['Ibuprofen', '600 mg three times a day']))).toEqual([]);
    const twice = 'Doctor: Meloxicam 15 milligrams twice a day.';
    expect(checks(twice, current(['Meloxicam', '15 mg twice a day']))).toEqual([
      expect.objectContaining({
        reason: 'Check dose: meloxicam 15 mg twice a day is 30 mg a day, above its usual adult maximum of 15 mg a day',
      }),
    ]);
  });

  it('"daily" may be a day\'s total taken in parts: only the day\'s maximum bounds it', () => {
    const talk = 'Doctor: Gabapentin 2400 milligrams daily in divided doses.';
    expect(checks(talk, current(['Gabapentin', '2400 mg daily in divided doses']))).toEqual([]);
  });

  it('a unit the medicine is not dosed in', () => {
    const talk = 'Doctor: Your levothyroxine stays at fifty.';
    expect(checks(talk, current(['Levothyroxine', '50 mg daily']))).toEqual([
      expect.objectContaining({
        reason:
          'Check dose: levothyroxine is dosed in micrograms; 50 mg is 50,000 mcg, far above its usual adult maximum of 300 mcg a day — was 50 mcg meant?',
      }),
    ]);
    expect(checks(talk, current(['Levothyroxine', '50 mcg daily']))).toEqual([]);
    expect(checks(talk, current(['Levothyroxine', '0.05 mg daily']))).toEqual([]);
    expect(checks('Doctor: Amlodipine five.', current(['Amlodipine', '5 mcg daily']))).toEqual([
      expect.objectContaining({ reason: expect.stringContaining('amlodipine is dosed in mg; 5 mcg is 0.005 mg') }),
    ]);
  });

  it('a medicine also dosed in micrograms is not flagged for them ("tamsulosin 400 mcg")', () => {
    expect(checks('Doctor: Tamsulosin 400 micrograms.', current(['Tamsulosin', '400 mcg at night']))).toEqual([]);
  });

  it('reads doses in prose, and the route they are given by', () => {
    const talk = 'Doctor: I gave you ketorolac 60 milligrams as a shot, and you take 60 milligrams of it by mouth.';
    expect(checks(talk, narrative('He received ketorolac 60 mg as an injection in clinic.'))).toEqual([]);
    expect(checks(talk, narrative('He received ketorolac 60 mg in clinic.'))).toEqual([]);
    expect(checks(talk, narrative('He takes ketorolac tablets 60 mg by mouth.'))).toEqual([
      expect.objectContaining({
        reason: "Check dose: 60 mg is above ketorolac's usual adult maximum of 10 mg in one dose",
      }),
    ]);
  });

  it('no flag for a medicine with no maximum in the table, nor for an overdose told', () => {
    expect(checks('Doctor: Prednisone 60 milligrams.', current(['Prednisone', '60 mg daily']))).toEqual([]);
    expect(checks('Doctor: Finerenone 500 milligrams.', current(['Finerenone', '500 mg daily']))).toEqual([]);
    const overdose = 'Patient: I took about 10000 milligrams of Tylenol at once.';
    expect(checks(overdose, narrative('She took an overdose of Tylenol, about 10000 mg.'))).toEqual([]);
  });

  it("a combination strength is not read as one medicine's dose", () => {
    const talk = 'Doctor: Losartan hydrochlorothiazide 100/25 milligrams.';
    expect(checks(talk, current(['Losartan-hydrochlorothiazide', '100/25 mg daily']))).toEqual([]);
  });
});

describe('one medicine under two names in one report', () => {
  const talk = 'Doctor: You take Coreg 25 milligrams twice a day. Patient: Yes, and carvedilol 25 too.';

  it('a brand and its generic in one list', () => {
    expect(checks(talk, current(['Coreg', '25 mg twice daily'], ['Carvedilol', '25 mg twice daily']))).toEqual([
      expect.objectContaining({
        path: 'medications.current.1',
        claim: 'medication',
        reason:
          'Check dose: carvedilol is listed twice, as Coreg 25 mg twice daily and Carvedilol 25 mg twice daily — one medicine under two names',
      }),
    ]);
    const dolo = 'Patient: I take Dolo 650 and paracetamol 500 for fever.';
    expect(checks(dolo, current(['Dolo', '650 mg'], ['Paracetamol', '500 mg']))).toHaveLength(1);
  });

  it('a medicine the plan starts that the patient takes under another name', () => {
    const lasix = 'Doctor: You take Lasix 40 milligrams. We will start furosemide 40 milligrams.';
    const flags = checks(lasix, (r) => {
      current(['Lasix', '40 mg daily'])(r);
      r.plan.medications = [{ name: 'Furosemide', instructions: '40 mg daily', action: 'start' }];
    });
    expect(flags).toEqual([expect.objectContaining({ path: 'plan.medications.0' })]);
    const continued = checks(lasix, (r) => {
      current(['Lasix', '40 mg daily'])(r);
      r.plan.medications = [{ name: 'Furosemide', instructions: '40 mg daily', action: 'continue' }];
    });
    expect(continued).toEqual([]);
  });

  it('not two names said for one medicine with no dose to add up ("the gabapentin, Neurontin")', () => {
    const said = 'Doctor: We have been giving you the gabapentin, Neurontin, for the back pain.';
    expect(checks(said, current(['Gabapentin', ''], ['Neurontin', '']))).toEqual([]);
  });

  it('not the same name twice, nor products one name covers (basal and mealtime insulin)', () => {
    expect(checks(talk, current(['Carvedilol', '25 mg twice daily'], ['Carvedilol', '12.5 mg']))).toEqual([]);
    const insulin = 'Patient: I take Lantus 20 units at night and Humalog with meals.';
    expect(checks(insulin, current(['Lantus', '20 units at night'], ['Humalog', 'with meals']))).toEqual([]);
    const steroids = 'Patient: I use Nasonex 50 mcg in each nostril and a mometasone inhaler 220 mcg at night.';
    expect(
      checks(steroids, current(['Nasonex', '50 mcg each nostril'], ['Mometasone inhaler', '220 mcg at night'])),
    ).toEqual([]);
  });
});
