import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

/**
 * A relative's illness as patients and clinicians say it in recognised speech (lower case, fillers, the fact split
 * across turns, the clinician restating it): filed in the family history with the relative, never the patient's
 * past history or assessment; a denial of the whole family is a pertinent negative there.
 */
const read = (dialogue: string) => {
  const facts = factsFrom(dialogue);
  return {
    family: facts.familyHistory.map((f) => `${f.value.relation}: ${f.value.condition}`),
    own: facts.conditions.map((c) => c.value),
    assessment: facts.assessment.map((a) => a.value.diagnosis),
  };
};

describe("a relative's condition goes to the family history with the relative, and nowhere of the patient's", () => {
  it.each([
    [
      'doctor: any family history we should know about\npatient: um my mom had breast cancer in her fifties',
      ['mother: breast cancer (in her 50s)'],
      [],
    ],
    [
      'patient: and uh my brother just got diagnosed with colon cancer so i was kind of worried',
      ['brother: colon cancer'],
      [],
    ],
    ['patient: both my parents had high blood pressure', ['parents: hypertension'], []],
    ['doctor: does anything run in the family\npatient: diabetes runs in the family', ['family: diabetes'], []],
    ["patient: there's heart disease on my mother's side", ['maternal relatives: heart disease'], []],
    ['patient: my sister she has the lupus', ['sister: lupus'], []],
    ['doctor: any family history of colon cancer\npatient: yes my uncle', ['uncle: colon cancer'], []],
    ['doctor: anybody in your family have diabetes\npatient: yeah my grandma did', ['grandmother: diabetes'], []],
    [
      'doctor: any history of heart disease in the family\npatient: uh my father had a heart attack',
      ['father: heart attack'],
      [],
    ],
    [
      'doctor: does anyone in your family have a history of breast or ovarian cancer\npatient: my aunt had ovarian cancer',
      ['aunt: ovarian cancer'],
      [],
    ],
    ['doctor: so your father had a heart attack at fifty\npatient: yes', ['father: heart attack (at 50)'], []],
    [
      'doctor: okay so your mom has diabetes and high blood pressure\npatient: right',
      ['mother: diabetes', 'mother: hypertension'],
      [],
    ],
    ['doctor: and you mentioned your sister had a stroke\npatient: yeah last year', ['sister: stroke'], []],
    ['patient: my mom\ndoctor: mhm\npatient: she had a stroke when she was like sixty', ['mother: stroke'], []],
    ['doctor: what about your father\npatient: he has copd and uh he had a bypass', ['father: copd'], []],
    [
      'doctor: any medical problems in the family\npatient: my brother\ndoctor: okay what does he have\npatient: he has asthma',
      ['brother: asthma'],
      [],
    ],
    ["patient: there's a strong family history of heart disease", ['family: heart disease'], []],
    ['doctor: you have a strong family history of heart disease\npatient: yeah', ['family: heart disease'], []],
    ['patient: yeah it kind of runs in the family the high blood pressure', ['family: hypertension'], []],
    ['patient: cancer runs in my family', ['family: cancer'], []],
    ['patient: a lot of diabetes in my family', ['family: diabetes'], []],
    [
      "doctor: any family history\npatient: um yeah heart problems on my dad's side and my mom has thyroid issues",
      ['paternal relatives: heart disease', 'mother: thyroid disease'],
      [],
    ],
    ['patient: my grandfather passed away from lung cancer', ['grandfather: lung cancer'], []],
    ['patient: my mother passed from a heart attack when she was fifty two', ['mother: heart attack (at 52)'], []],
    [
      "doctor: how about your family\npatient: my mom has alzheimer's and my dad had prostate cancer",
      ["mother: alzheimer's", 'father: prostate cancer'],
      [],
    ],
    // A relative named right after the condition is theirs, not the one named before it.
    [
      'doctor: family history is significant for diabetes in her mother and hypertension in her father',
      ['mother: diabetes', 'father: hypertension'],
      [],
    ],
    [
      'patient: there is diabetes on my mom side and heart disease on my dad side',
      ['maternal relatives: diabetes', 'paternal relatives: heart disease'],
      [],
    ],
    // Dementia is not written as Alzheimer's, one of its causes.
    ['patient: i brought my mom she has dementia and it is getting worse', ['mother: dementia'], []],
    ["patient: uh my older brother he's got kidney disease he's on dialysis", ['brother: kidney disease'], []],
    ['patient: my mom was diagnosed with rheumatoid arthritis a few years ago', ['mother: rheumatoid arthritis'], []],
    ['doctor: anyone in the family with blood clots\npatient: my mom had a dvt', ['mother: deep vein thrombosis'], []],
    [
      'patient: my father died of colon cancer at sixty five so i wanted to get checked',
      ['father: colon cancer (at 65)'],
      [],
    ],
    ['doctor: any family history of migraines\npatient: my mom gets migraines', ['mother: migraines'], []],
    [
      'doctor: family history\npatient: mom hypertension dad diabetes',
      ['mother: hypertension', 'father: diabetes'],
      [],
    ],
    ['patient: my twin sister has celiac disease', ['sister: celiac disease'], []],
    [
      'doctor: and does your mother have any medical problems\npatient: she has high cholesterol',
      ['mother: high cholesterol'],
      [],
    ],
    ["patient: my dad had a stroke and i'm worried about that", ['father: stroke'], []],
    [
      'doctor: so given your family history of colon cancer we should do a colonoscopy\npatient: okay',
      ['family: colon cancer'],
      [],
    ],
    [
      'patient: my mom had really bad chest pain before her heart attack so when i felt it i got scared',
      ['mother: heart attack'],
      [],
    ],
    [
      'doctor: what brings you in\npatient: my dad just had a stroke and i want to check my blood pressure',
      ['father: stroke'],
      [],
    ],
    [
      'doctor: so your mother had breast cancer in her forties\npatient: yeah forty five',
      ['mother: breast cancer (in her 40s)'],
      [],
    ],
    ["patient: my brother has the same thing he has crohn's", ["brother: crohn's disease"], []],
    [
      "doctor: any family history of cancer\npatient: my mom's sister had breast cancer",
      ['maternal aunt: breast cancer'],
      [],
    ],
    [
      'patient: my father and my grandfather both had prostate cancer',
      ['father: prostate cancer', 'grandfather: prostate cancer'],
      [],
    ],
    ['doctor: and your dad had the heart attack at what age\npatient: fifty five', ['father: heart attack'], []],
    ['patient: yeah my mom has high blood pressure and i think i have it too', ['mother: hypertension'], []],
    ["patient: my dad has diabetes but i don't", ['father: diabetes'], []],
    ['doctor: is your mother still alive\npatient: no she passed from breast cancer', ['mother: breast cancer'], []],
    [
      "doctor: any family history\npatient: yeah my mom my mom had ovarian cancer uh she's fine now",
      ['mother: ovarian cancer'],
      [],
    ],
  ] as const)('%j', (dialogue, family, own) => {
    expect(read(dialogue)).toEqual({ family, own, assessment: [] });
  });
});

describe('a condition denied of the whole family is a pertinent negative, never the condition', () => {
  it.each([
    ['doctor: any family history of colon cancer\npatient: no', ['family: no colon cancer'], []],
    ['patient: no family history of heart disease that i know of', ['family: no heart disease'], []],
    [
      'doctor: anyone in the family with cancer\npatient: nobody in my family has had cancer',
      ['family: no cancer'],
      [],
    ],
    ['doctor: any family history of diabetes\npatient: no not that i know of', ['family: no diabetes'], []],
    ['patient: um my husband has diabetes', [], []],
    [
      "doctor: is there a family history of thyroid problems\npatient: not that i'm aware of",
      ['family: no thyroid disease'],
      [],
    ],
    ['patient: nobody in the family has heart problems', ['family: no heart disease'], []],
    ['doctor: any family history\npatient: no nothing', [], []],
  ] as const)('%j', (dialogue, family, own) => {
    expect(read(dialogue)).toEqual({ family, own, assessment: [] });
  });
});

describe("the patient's own condition said beside a relative's stays the patient's; the relative's stays theirs", () => {
  it.each([
    ['patient: i have diabetes and my mom did too', ['mother: diabetes'], ['diabetes']],
    ['patient: i have high blood pressure my dad has it too', ['father: hypertension'], ['hypertension']],
    ['patient: yeah i got asthma and my son has asthma too', ['son: asthma'], ['asthma']],
    [
      'patient: i was diagnosed with hypothyroidism and my sister has graves disease',
      ['sister: graves disease'],
      ['hypothyroidism'],
    ],
  ] as const)('%j', (dialogue, family, own) => {
    expect(read(dialogue)).toEqual({ family, own, assessment: [] });
  });
});

describe('whose a family condition is, when the words leave it open', () => {
  it.each([
    'doctor: any family history of gi cancer\npatient: no',
    'doctor: any family history of heart problems at a young age\npatient: no',
    'doctor: anybody in the family with early heart disease\npatient: no',
  ])('a no to a narrower question than its condition files no broader negative: %j', (dialogue) => {
    expect(read(dialogue).family).toEqual([]);
  });

  it('a condition told of someone in general is nobody’s history', () => {
    const d = 'doctor: we screen younger for someone who has a family history of breast cancer but you are fine';
    expect(read(d)).toEqual({ family: [], own: [], assessment: [] });
  });

  it("a question about the family without its 'do' still asks, and its 'nope' denies", () => {
    const d = 'doctor: you know anyone in your family who had kidney stones or any heart issues\npatient: nope';
    expect(read(d).family).toEqual(['family: no kidney stones', 'family: no heart disease']);
  });

  it("'he' asked of just after a relative is named is that relative", () => {
    const d = [
      'patient: my uncle passed away from heart disease',
      'doctor: do you know what kind of heart problem he had',
      'patient: yeah something with the arteries',
    ].join('\n');
    expect(read(d)).toEqual({ family: ['uncle: heart disease'], own: [], assessment: [] });
  });

  it('a reply about a son asked of stays out of the relatives: a parent speaks so of the child seen', () => {
    const d = 'doctor: tell me more about your son\npatient: he has asthma';
    expect(read(d).family).not.toContain('son: asthma');
  });
});
