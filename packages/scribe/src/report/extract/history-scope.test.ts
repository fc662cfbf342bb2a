import { describe, expect, it } from 'vitest';
import { assessmentFrom, factsFrom } from '../testing/said.js';

const conditions = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);
const family = (dialogue: string) =>
  factsFrom(dialogue).familyHistory.map((f) => `${f.value.relation}: ${f.value.condition}`);
const problems = (dialogue: string) => assessmentFrom(dialogue).map(([diagnosis]) => diagnosis);

describe('a condition named only as what a vaccine, screening or test is for', () => {
  it('is no past history', () => {
    const typed = 'Patient: I had the flu shot in October and the hepatitis B vaccine last spring.';
    const spoken = 'patient: i had the flu shot in october and the hepatitis b vaccine last spring';
    for (const d of [typed, spoken]) expect(conditions(d)).toEqual([]);
    expect(conditions("patient: i've suggested the shingles vaccine to my wife")).toEqual([]);
  });

  it('is no past history when the consultation checked for it and found none', () => {
    const d = 'doctor: we screened you for diabetes with your labs and your sugar was normal';
    expect(conditions(d)).toEqual([]);
  });

  it('still lets a condition the patient has stand beside a vaccine talked of', () => {
    expect(conditions('patient: i have asthma and i got my pneumonia vaccine this year')).toEqual(['asthma']);
  });
});

describe("today's new diagnosis", () => {
  it('is the assessment, not past medical history', () => {
    const typed = 'Doctor: The biopsy came back as melanoma.\nPatient: So my melanoma needs to come out?';
    const spoken = 'doctor: the biopsy came back as melanoma\npatient: so my melanoma needs to come out';
    for (const d of [typed, spoken]) expect(conditions(d)).toEqual([]);
  });

  it('stays out of the history when the patient then says they have it', () => {
    const d = 'doctor: so this is newly diagnosed type 2 diabetes\npatient: okay so i have diabetes now';
    expect(conditions(d)).toEqual([]);
    expect(problems(d)).toEqual(['type 2 diabetes']);
  });

  it('is no past history when a test of this visit finds it', () => {
    const d = 'doctor: i see you had positive lab work for hepatitis b\npatient: yes it was a surprise';
    expect(conditions(d)).toEqual([]);
    expect(conditions('doctor: so you tested positive for hepatitis b')).toEqual([]);
    const asked =
      'doctor: your lab work came back positive for hepatitis b\n' +
      'doctor: in the past did a doctor ever tell you that you had hepatitis b?\npatient: no never';
    expect(conditions(asked)).toEqual([]);
  });

  it('is no past history when the examination finds it today', () => {
    const d = 'doctor: any medical problems?\npatient: no\ndoctor: on your exam i do appreciate an enlarged prostate';
    expect(conditions(d)).toEqual([]);
    expect(conditions('doctor: your exam shows an enlarged prostate')).toEqual([]);
  });

  it('is history when a condition the examination finds is also named as had before', () => {
    const d = 'patient: i have a history of an enlarged prostate\ndoctor: on exam i appreciate an enlarged prostate';
    expect(conditions(d)).toEqual(['enlarged prostate']);
  });

  it("stays out of the history when only the family's history names the like", () => {
    const d =
      'doctor: you have a history of asthma and you are here for a newly diagnosed breast cancer\n' +
      'patient: yes\ndoctor: any family history of cancers\npatient: no';
    expect(conditions(d)).toEqual(['asthma']);
  });

  it('is history when the consultation also names it as had before', () => {
    const d = 'patient: i had a melanoma years ago on my arm\ndoctor: and the biopsy showed a melanoma again';
    expect(conditions(d)).toEqual(['melanoma']);
  });
});

describe('one problem named several ways', () => {
  it('is one assessment entry, by its closest name', () => {
    const d =
      'doctor: for the assessment, she presents with a newly diagnosed melanoma. ' +
      'the biopsy showed an intermediate thickness melanoma.';
    expect(problems(d)).toEqual(['intermediate thickness melanoma']);
  });

  it('keeps two conditions apart when they are not the same problem', () => {
    expect(problems('doctor: your diabetes is well controlled and your high blood pressure is better')).toEqual([
      'diabetes',
      'hypertension',
    ]);
  });
});

describe('family history as said', () => {
  it('keeps the one relative named out of several, and the condition in the words said', () => {
    const typed = 'Patient: Both my parents have high blood pressure, and one of them had kidney disease.';
    const spoken = 'patient: both my parents have high blood pressure and one of them had kidney disease';
    for (const d of [typed, spoken]) {
      expect(family(d)).toEqual(['parents: hypertension', 'parent: kidney disease']);
      expect(conditions(d)).toEqual([]);
    }
  });

  it('writes no qualifier that was not said', () => {
    expect(family('patient: my aunt had heart failure')).toEqual(['aunt: heart failure']);
    expect(conditions('patient: i have kidney disease')).toEqual(['kidney disease']);
  });
});

describe("a sibling's condition in the reply to a question about the patient's own", () => {
  it("is family history, not the patient's", () => {
    const cases = [
      'doctor: do you have diabetes?\npatient: yeah, my brother has it.',
      'doctor: any medical conditions\npatient: not me but my sister has asthma',
      'doctor: any heart trouble\npatient: same thing happened to my brother he had a heart attack',
    ];
    expect(cases.map(conditions)).toEqual([[], [], []]);
    expect(cases.map(family)).toEqual([['brother: diabetes'], ['sister: asthma'], ['brother: heart attack']]);
  });

  it("is the patient's as well when the reply says so", () => {
    const d = 'doctor: do you have gout\npatient: yes and my brother has it too';
    expect(conditions(d)).toEqual(['gout']);
  });

  it("leaves the patient's own condition theirs when a relative is named after it", () => {
    const d = 'patient: i have migraines and the same thing runs with my sister';
    expect(conditions(d)).toEqual(['migraines']);
  });

  it("reads 'does anyone in your family' as a question about the family", () => {
    expect(family('doctor: does anyone in your family have diabetes\npatient: yes my uncle has it')).toEqual([
      'uncle: diabetes',
    ]);
  });
});

describe('a finding a test ruled out', () => {
  it('is no diagnosis', () => {
    const cases = [
      'doctor: the x-ray of your wrist did not show a fracture so we will treat it as a sprain',
      'doctor: good news the mri did not show a tear',
      'doctor: your ct scan was negative for a kidney stone',
      'doctor: as for the fracture we worried about there is no fracture on your x-ray',
      'doctor: regarding your ankle pain the x-ray did not show a fracture',
    ];
    for (const d of cases) {
      expect(problems(d).filter((p) => /fracture|tear|stone/.test(String(p)))).toEqual([]);
      expect(conditions(d)).toEqual([]);
    }
  });
});
