import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

const conditions = (dialogue: string) => factsFrom(dialogue).conditions.map((c) => c.value);

describe('past conditions stated outside a question', () => {
  it('reads a word like also or still between the speaker and the verb', () => {
    expect(conditions('Patient: Okay. I also have severe aortic stenosis.')).toEqual(['aortic stenosis']);
    expect(conditions('Doctor: Hm, you also have hypertension and diabetes.')).toEqual(['hypertension', 'diabetes']);
    expect(conditions("patient: i've always had asthma since i was a kid")).toEqual(['asthma']);
  });

  it('takes what the patient used to have, or is treated for, and what the clinician says they had', () => {
    expect(conditions('patient: i used to have seizures but they have stopped now')).toEqual(['epilepsy']);
    expect(conditions("Patient: I'm being treated for depression now as well.")).toEqual(['depression']);
    expect(conditions('Doctor: I see you had hypertension.')).toEqual(['hypertension']);
  });

  it('takes the patient saying they are the condition, in English or Hindi', () => {
    expect(conditions('Patient: Sounds good. I am also a diabetic. That has been going on for four years.')).toEqual([
      'diabetes',
    ]);
    expect(conditions("patient: i'm anemic")).toEqual(['anemia']);
    expect(conditions('patient: main diabetic hoon')).toEqual(['diabetes']);
    expect(conditions("Patient: I'm not diabetic.")).toEqual([]);
    expect(conditions("Patient: I'm worried about cancer.")).toEqual([]);
  });

  it('takes a companion telling of the patient with a word between', () => {
    expect(conditions("Other: She's also suffered from high blood pressure for some time now.")).toEqual([
      'hypertension',
    ]);
    expect(conditions('other: she was treated for gout before')).toEqual(['gout']);
  });
});

describe('conditions of people outside the family', () => {
  it('leaves out a condition told of a friend, a coworker or people in general', () => {
    expect(conditions('Patient: Okay. I also have a coworker who has a thyroid issue too.')).toEqual([]);
    expect(conditions('patient: i have a friend who might be interested and she does have diabetes')).toEqual([]);
    expect(conditions('Doctor: I see a lot of people with thyroid issues; you have asthma.')).toEqual(['asthma']);
  });
});

describe('history in a clinician’s summary and in Indian English or Hindi', () => {
  it('takes a medical history line, a known case of, and mujhe … hai', () => {
    expect(conditions('Doctor: He is 45, past medical history includes gerd, anxiety, depression.')).toEqual([
      'gerd',
      'anxiety',
      'depression',
    ]);
    expect(conditions('doctor: known case of high bp and a thyroid issue')).toEqual([
      'hypertension',
      'thyroid disease',
    ]);
    expect(conditions('patient: mujhe asthma hai')).toEqual(['asthma']);
  });
});

describe('recognised speech: a condition asked about and denied is no history', () => {
  it('a diagnosis question whose "you" the recogniser dropped, answered no', () => {
    expect(conditions('doctor: were diagnosed with a thing called multiple sclerosis\npatient: no')).toEqual([]);
  });

  it("the question put another way after a pause, under the patient's label, then answered no", () => {
    const talk =
      "doctor: any neurological trouble like a mini stroke\npatient: that is slurred speech or stroke symptoms\npatient: luckily no i don't have anything like that";
    expect(conditions(talk)).toEqual([]);
  });
});

describe('recognised speech: how patients say a condition is theirs', () => {
  it('takes a patient insisting, or being one for years, or told they are one', () => {
    expect(conditions('patient: i do have hypertension and diabetes you know that right')).toEqual([
      'hypertension',
      'diabetes',
    ]);
    expect(conditions("patient: i've been a diabetic for about ten years now")).toEqual(['diabetes']);
    expect(conditions('patient: i was told i was pre diabetic')).toEqual(['prediabetes']);
  });

  it('takes suffering with it, and a hospital stay for it', () => {
    expect(conditions('patient: i suffer with migraines')).toEqual(['migraines']);
    expect(conditions('doctor: i see here that you were in for afib last month\npatient: yep')).toEqual([
      'atrial fibrillation',
    ]);
    expect(conditions('patient: i was hospitalized for a heart attack back in two thousand twelve')).toEqual([
      'heart attack',
    ]);
  });

  it('takes what was found at a time gone by as history, not a finding of today', () => {
    expect(conditions('patient: they found i had a-fib last year')).toEqual(['atrial fibrillation']);
  });

  it('reads the reply to a question about anything else medically', () => {
    expect(conditions('doctor: anything else medically\npatient: uh asthma as a kid')).toEqual(['asthma']);
  });
});

describe('recognised speech: being the condition, and its borderline form', () => {
  it("takes the clinician's \"you're a diabetic\" and the patient's 'i'm asthmatic'", () => {
    expect(conditions("doctor: and you're a diabetic correct\npatient: yes sir")).toEqual(['diabetes']);
    expect(conditions("patient: i'm asthmatic")).toEqual(['asthma']);
    expect(conditions("patient: i'm not asthmatic")).toEqual([]);
  });

  it('writes borderline diabetes as prediabetes, never as diabetes', () => {
    expect(conditions("patient: my sugar's been high for years they said i'm borderline diabetic")).toEqual([
      'prediabetes',
    ]);
  });

  it('leaves out a risk, a warning and a denial said to the patient', () => {
    expect(conditions("doctor: you're at risk for diabetes if we don't get the weight down")).toEqual([]);
    expect(conditions("doctor: if you keep eating like this you're going to be a diabetic")).toEqual([]);
    expect(conditions("doctor: you're not diabetic but your sugar is borderline")).toEqual([]);
  });
});
