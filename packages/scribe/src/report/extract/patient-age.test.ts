import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const ageOf = (dialogue: string) => facts(dialogue).age?.value ?? null;

describe("the patient's age and sex: only what was said of the patient", () => {
  it("reads the clinician's dictation, with its evidence", () => {
    const f = facts('Doctor: Next patient is Ms. Hill. She is a 39-year-old female here for a cough.');
    expect(f.age).toEqual({ value: '39', segmentIds: ['s1'] });
    expect(f.sex?.value).toBe('female');
    // A transcript that cut the number from its unit ('a 3 -year-old') says the same age.
    expect(ageOf('doctor: lily is a 3 -year-old female who comes in with a rash')).toBe('3');
  });

  it("reads the patient's own age, not their child's", () => {
    expect(ageOf("Patient: My son is 5 years old and he has a cold too.\nPatient: I'm 35 years old.")).toBe('35');
    expect(ageOf('Patient: I brought my 5-year-old with me.')).toBeNull();
    expect(ageOf('Doctor: And she is a 5 year old daughter of yours?')).toBeNull();
  });

  it('takes no number that is not an age: type 1 diabetes, for 1 year, 1 of these', () => {
    expect(
      ageOf("Patient: I've had type 1 diabetes for 1 year and I take 1 of these a day. I'm 1 of those people."),
    ).toBeNull();
  });

  it("reads a bare 'i'm 55' as the patient's age only past childhood, and a clinician's 'a young 31 year old'", () => {
    expect(ageOf("Patient: I'm 5, no, I'm 1 of those people who never gets sick.")).toBeNull();
    expect(ageOf("Patient: Well, I'm 55, so I'm not too young anymore.")).toBe('55');
    expect(ageOf('Doctor: What is a young 31 year old like you doing here today?')).toBe('31');
  });

  it('takes no age the patient had then', () => {
    expect(ageOf('Patient: I broke my arm when I was 12 years old.')).toBeNull();
  });

  it("reads a bare number only as the answer to 'how old are you', also in recognised speech", () => {
    expect(ageOf('Doctor: How old are you?\nPatient: 35.')).toBe('35');
    expect(ageOf('doctor: and how old are you\npatient: um 35')).toBe('35');
    expect(ageOf('Doctor: How long have you had it?\nPatient: 35.')).toBeNull();
    expect(ageOf("Doctor: Good morning, how old are you?\nPatient: Good morning, doctor, I'm twenty five.")).toBe('25');
    expect(ageOf('Doctor: How old is she?\nOther: She is fourteen months.')).toBeNull();
  });

  it('reads a companion speaking of the patient, not of themselves', () => {
    expect(ageOf('Other: My mother is 80 years old.')).toBe('80');
    expect(ageOf("Other: I'm 52 years old, I'm her daughter.")).toBeNull();
  });

  it('reads dictation in recognised speech, and the sex from the title the clinician greets the patient by', () => {
    const f = facts("doctor: hi mrs peterson\ndoctor: she's a 43 year old patient here for leg pain");
    expect([f.age?.value, f.sex?.value]).toEqual(['43', 'female']);
  });
});
