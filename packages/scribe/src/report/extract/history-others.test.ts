import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const conditions = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);
const family = (dialogue: string) =>
  factsFrom(dialogue).familyHistory.map((f) => `${f.value.relation}: ${f.value.condition}`);

describe("another person's condition is not the patient's history", () => {
  it("writes a sibling's condition as family history, not past medical history", () => {
    const typed = 'Patient: My brother has autism, so I know how hard it can be.';
    const spoken = 'patient: my brother has autism so i know how hard it can be';
    for (const d of [typed, spoken]) {
      expect(conditions(d)).toEqual([]);
      expect(family(d)).toEqual(['brother: autism']);
    }
  });

  it('keeps another person out when the patient also speaks of themselves first', () => {
    const typed = 'Patient: I have asthma, and my sister has diabetes.';
    const spoken = 'patient: i have asthma and my sister has diabetes';
    for (const d of [typed, spoken]) {
      expect(conditions(d)).toEqual(['asthma']);
      expect(family(d)).toEqual(['sister: diabetes']);
    }
  });

  it("keeps a relative's condition theirs when the patient's own words come only after it", () => {
    const d =
      'patient: my brother has trouble with his joints too\n' +
      "patient: he has rheumatoid arthritis and that's what i always thought i had but i was never diagnosed";
    expect(conditions(d)).toEqual([]);
    expect(family(d)).toEqual(['brother: rheumatoid arthritis']);
  });

  it('leaves out a condition the clinician tells of someone else', () => {
    expect(conditions('Doctor: Your wife has diabetes, right? Patient: Yes.')).toEqual([]);
    expect(conditions('patient: my husband has high blood pressure')).toEqual([]);
  });
});

describe('conditions told of the family as a whole', () => {
  it('writes them as family history, not past medical history', () => {
    const typed = 'Patient: Yeah, a lot of my family has diabetes.';
    const spoken = 'patient: yeah a lot of my family has diabetes';
    for (const d of [typed, spoken]) {
      expect(conditions(d)).toEqual([]);
      expect(family(d)).toEqual(['family: diabetes']);
    }
  });
});

describe("'he' or 'she' just after a relative is named", () => {
  it("stands for the relative: the condition is the relative's, not the patient's", () => {
    const d =
      'doctor: any family history\npatient: my brother\ndoctor: okay\ndoctor: he has autism right\npatient: yes';
    expect(conditions(d)).toEqual([]);
    expect(family(d)).toEqual(['brother: autism']);
  });

  it('stands for the patient when a parent speaks of their child, or no relative was named', () => {
    expect(conditions('patient: my son is here today\ndoctor: he has asthma right')).toEqual(['asthma']);
    expect(conditions('doctor: she has had asthma since she was little')).toEqual(['asthma']);
  });
});

describe('the reply to a question about the family', () => {
  it("names the family's conditions, not symptoms of the patient's, up to a 'but' that turns to their own", () => {
    const f = factsFrom(
      'doctor: and what conditions would you say run in your family\npatient: i have high blood pressure diabetes and depression',
    );
    expect(f.symptoms.map((s) => s.value)).toEqual([]);
    const own = factsFrom(
      'doctor: any medical problems in your family\npatient: my mother had diabetes but lately i have had headaches',
    );
    expect(own.symptoms.map((s) => s.value)).toEqual(['headache']);
  });
});

describe("a relative's condition, said any way, is never the patient's", () => {
  it.each([
    'patient: my mom had breast cancer',
    'patient: diabetes runs in my family',
    'patient: my brother was just diagnosed with colon cancer',
    'doctor: so your mother had breast cancer',
    'doctor: any family history\npatient: um yeah my dad he had a heart attack at like fifty',
    'doctor: anybody in the family with diabetes\npatient: my mom',
    'patient: my sister she has lupus',
    "patient: uh my grandma had alzheimer's",
    'doctor: so you mentioned your father was diagnosed with prostate cancer',
    "patient: my aunt on my mom's side had ovarian cancer",
    'patient: high blood pressure is in my family both my parents have it',
    'doctor: and your mom has hypertension\npatient: yeah and high cholesterol',
    'patient: my son has asthma too',
    'patient: my dad passed from a stroke',
    'doctor: does anyone in your family have heart problems\npatient: my father had a bypass',
    "patient: there's a lot of cancer in my family",
    'doctor: your brother has type 1 diabetes right\npatient: yes',
    'patient: my wife was diagnosed with covid last week',
    "patient: there's a lot of cancer in my family",
    'patient: heart disease runs in the family',
    "patient: there's a history of diabetes on my dad's side",
    'patient: everybody in my family has high blood pressure',
    "patient: cancer runs on my mother's side",
    'patient: we have a strong family history of colon cancer',
    'patient: i have a family history of breast cancer',
    "doctor: so there's a family history of heart disease",
    'patient: a lot of people in my family have had strokes',
    "patient: my whole family's got diabetes",
    "patient: there's alzheimer's in the family",
    'doctor: any cancer in the family\npatient: yeah a lot of it',
    'patient: my family has a history of thyroid problems',
    'patient: both sides of my family have heart problems',
    'patient: it runs in the family the migraines',
    'doctor: anything run in the family\npatient: um diabetes and high blood pressure',
    "patient: my mom and my sister both had breast cancer so i'm worried",
    "patient: my father's got copd",
  ])('%j', (dialogue) => {
    const facts = factsFrom(dialogue);
    expect(facts.conditions).toEqual([]);
    expect(facts.assessment).toEqual([]);
    expect(facts.symptoms).toEqual([]);
  });

  it('a condition placed in the family by the words after it is filed under the family', () => {
    expect(family("patient: there's a lot of cancer in my family")).toHaveLength(1);
  });
});
