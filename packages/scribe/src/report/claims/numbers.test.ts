import type { PatientReport } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf } from '../testing/said.js';

const narrative = (text: string) => (r: PatientReport) => {
  r.historyOfPresentIllness.narrative = text;
};
const social = (text: string) => (r: PatientReport) => {
  r.socialHistory.other = text;
};
const current = (name: string, dosage: string) => (r: PatientReport) => {
  r.medications.current = [{ name, dosage, indication: null }];
};

describe('numbers bound to what they were said with', () => {
  it('months and years convert exactly: 23 months is not "about two years", 65 years not sixty', () => {
    const talk =
      'Patient: the pain comes and goes for about two years\nDoctor: crestor how long have you been taking that\nPatient: about 18 months\nPatient: I have smoked for probably sixty years.';
    expect(
      flagsOf(
        talk,
        narrative('He has been taking Crestor for approximately 18 months. Pain for 24 months. Smoking for 60 years.'),
      ),
    ).toEqual([]);
    expect(flagsOf(talk, narrative('He has been taking Crestor for approximately 23 months.'))).toEqual([
      expect.objectContaining({ claim: 'duration' }),
    ]);
    expect(flagsOf(talk, narrative('He has smoked for 65 years.'))).toEqual([
      expect.objectContaining({ claim: 'duration' }),
    ]);
  });

  it("a relative named after the patient's age does not make the age theirs", () => {
    const talk =
      'Doctor: Hi miss. How old are you?\nPatient: I am sixteen.\nDoctor: and who is with you today\nPatient: my mother';
    expect(
      flagsOf(
        talk,
        narrative('This is a 16-year-old white female who presents with her mother for evaluation of headache.'),
      ),
    ).toEqual([]);
    expect(
      flagsOf(
        talk,
        narrative('This is a 23-year-old white female who presents with her mother for evaluation of headache.'),
      ),
    ).toEqual([expect.objectContaining({ claim: 'age', reason: 'Transcript says 16 years old' })]);
    expect(flagsOf(talk, narrative('Her mother is 45 years old.'))).toEqual([]);
  });

  it("a relative's age written must be a number said", () => {
    const talk =
      'Doctor: who lives at home\nPatient: my mom my dad and my brothers they are eighteen sixteen and twelve and my sister is three';
    expect(
      flagsOf(talk, social('At home live mom, dad, and 18-, 16-, 12-year-old brothers, and a 3-year-old sister.')),
    ).toEqual([]);
    expect(flagsOf(talk, social('At home live mom, dad, and 18-, 16-, 19-year-old brothers.'))).toEqual([
      expect.objectContaining({ claim: 'age', reason: 'The consultation never gives an age of 19' }),
    ]);
    expect(flagsOf(talk, social('She has a 9-year-old sister.'))).toEqual([expect.objectContaining({ claim: 'age' })]);
  });

  it('a medicine no list knows has the dose and schedule said with it in speech', () => {
    const talk =
      'Doctor: Are you still taking Micronase every morning?\nPatient: Yes, I take um two point five M G once a day.\nDoctor: Start Bactrim twice daily, four hundred M G.';
    expect(flagsOf(talk, current('Micronase', '2.5 mg once a day'))).toEqual([]);
    expect(flagsOf(talk, current('Micronase', '12.5 mg once a day'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
    expect(flagsOf(talk, current('Micronase', '2.5 mg twice a day'))).toEqual([
      expect.objectContaining({ claim: 'frequency' }),
    ]);
  });

  it('a medicine introduced next ("i also wanna prescribe something called carafate") ends the schedule of the one before', () => {
    const talk =
      "Doctor: i wanna prescribe protonix it's forty milligrams you're gonna take that once a day i also wanna prescribe to you something called carafate you take one gram four times a day";
    expect(flagsOf(talk, current('Protonix', '40 mg once a day'))).toEqual([]);
    expect(flagsOf(talk, current('Protonix', '40 mg four times a day'))).toEqual([
      expect.objectContaining({ claim: 'frequency' }),
    ]);
  });

  it('the dose a change goes to is not the dose taken before it', () => {
    const talk =
      'Doctor: are you taking the lisinopril i think we have you on twenty milligrams a day\nPatient: yes\nDoctor: i do wanna increase the lisinopril to forty milligrams once a day';
    expect(flagsOf(talk, current('Lisinopril', 'Patient reports taking lisinopril 20 mg daily'))).toEqual([]);
    expect(flagsOf(talk, narrative('We will increase lisinopril to 40 mg daily.'))).toEqual([]);
    expect(flagsOf(talk, current('Lisinopril', 'Patient reports taking lisinopril 40 mg daily'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
  });

  it('a number said as a span near the medicine is no dose of it: "for three or four months"', () => {
    const talk =
      'Patient: They prescribed me methadone for a while.\nDoctor: How long did you take methadone for?\nPatient: Um, it was for three or four months.';
    expect(flagsOf(talk, narrative('He was on 4 mg of methadone.'))).toEqual([
      expect.objectContaining({ claim: 'dose' }),
    ]);
  });

  it('a dose written with no medicine named must be a number said', () => {
    const talk =
      "Doctor: how did you tolerate the higher dose\nPatient: i didn't feel well so i went back to the old dose\nDoctor: that was one m g per day correct";
    expect(flagsOf(talk, narrative('She went back to her previous dose of 1 mg daily.'))).toEqual([]);
    expect(flagsOf(talk, narrative('She went back to her previous dose of 8 mg daily.'))).toEqual([
      expect.objectContaining({ claim: 'dose', reason: 'No dose of 8 was said' }),
    ]);
    expect(flagsOf(talk, narrative('Limit salt intake to 2300 mg daily.'))).toEqual([]);
  });

  it('schedules as notes write them: b.i.d., q.d., every 6 to 8 hours, twice weekly', () => {
    const talk =
      'Doctor: keep taking the metformin 500 mg once a day\nDoctor: methotrexate 15 mg once a week\nDoctor: and oxycodone 5 milligrams you can take that every six to eight hours as needed';
    expect(flagsOf(talk, current('Metformin', '500 mg q.d.'))).toEqual([]);
    expect(flagsOf(talk, current('Metformin', '500 mg b.i.d.'))).toEqual([
      expect.objectContaining({
        claim: 'frequency',
        reason: 'The consultation says metformin once a day, not twice a day',
      }),
    ]);
    expect(flagsOf(talk, current('Oxycodone', '5 mg every 6 hours as needed'))).toEqual([]);
    expect(flagsOf(talk, current('Oxycodone', '5 mg every 12 hours as needed'))).toEqual([
      expect.objectContaining({ claim: 'frequency' }),
    ]);
    expect(flagsOf(talk, current('Methotrexate', '15 mg twice weekly'))).toEqual([
      expect.objectContaining({
        claim: 'frequency',
        reason: 'The consultation says methotrexate once a week, not twice a week',
      }),
    ]);
  });

  it('a span written as times so many: "cough x2 weeks"', () => {
    const talk = 'patient: i have had this cough for about two weeks now';
    expect(flagsOf(talk, narrative('Cough x2 weeks.'))).toEqual([]);
    expect(flagsOf(talk, narrative('Cough x7 weeks.'))).toEqual([expect.objectContaining({ claim: 'duration' })]);
  });

  it('a schedule said for another medicine later in a long turn is not said near this one', () => {
    const talk =
      "doctor: i'm gonna prescribe you some oxycodone five milligrams you can take that every six to eight " +
      'hours as needed for pain and you can continue to take that tylenol for any breakthrough pain that ' +
      "you're having and i do wanna make sure that you're pushing fluids and for your hypertension i'm " +
      'gonna keep you on that 2.5 of norvasc your blood pressures look good';
    expect(flagsOf(talk, current('Norvasc', '2.5 mg daily'))).toEqual([]);
  });

  it('"your prescription is 200 mg twice a day" gives the dose of the medicine talked about a few turns back', () => {
    const talk =
      "Doctor: Have you been taking your Plaquenil for lupus, ma'am?\nPatient: Yes, every day.\nDoctor: Your prescription is two hundred M G twice a day, correct?\nPatient: Yes.";
    expect(flagsOf(talk, narrative('She has lupus, currently on Plaquenil 200-mg b.i.d.'))).toEqual([]);
    expect(flagsOf(talk, narrative('She has lupus, currently on Plaquenil 200 mg once a day.'))).toEqual([
      expect.objectContaining({ claim: 'frequency' }),
    ]);
  });

  it('an interval written ("seen every 4 to 8 weeks") must be one said', () => {
    const talk = "doctor: i'll keep seeing you every four to eight weeks and we'll give the ibuprofen every six hours";
    expect(flagsOf(talk, narrative('I am seeing him once every 4 to 8 weeks.'))).toEqual([]);
    expect(flagsOf(talk, narrative('I am seeing him once every 4 to 13 weeks.'))).toEqual([
      expect.objectContaining({ claim: 'duration', reason: 'No interval of 13 weeks was said' }),
    ]);
    expect(
      flagsOf('doctor: take the ibuprofen every six hours', narrative('He has an eye exam every 6 months.')),
    ).toEqual([]);
  });

  it('a speaker correcting themselves replaces what they said before: "once a day no actually … twice a day"', () => {
    const talk =
      'doctor: how about your metformin are you still taking the five hundred milligrams once a day no ' +
      'actually it looks like we increased your metformin to five hundred milligrams twice a day last ' +
      'visit are you still taking that\n' +
      'patient: yes';
    expect(flagsOf(talk, current('Metformin', '500 mg twice a day'))).toEqual([]);
    expect(flagsOf(talk, current('Metformin', '500 mg once a day'))).toEqual([
      expect.objectContaining({ claim: 'frequency' }),
    ]);
  });

  it('"800 mg a day" is how much in a day, no schedule when one is said with it', () => {
    const talk =
      "doctor: so ibuprofen eight hundred milligrams a day you can take that twice a day as needed\ndoctor: and you're on prozac 20 mg a day";
    expect(flagsOf(talk, current('Ibuprofen', '800 mg twice a day as needed'))).toEqual([]);
    expect(flagsOf(talk, current('Ibuprofen', '800 mg once a day'))).toEqual([
      expect.objectContaining({ claim: 'frequency' }),
    ]);
    expect(flagsOf(talk, current('Prozac', '20 mg once a day'))).toEqual([]);
    expect(flagsOf(talk, current('Prozac', '20 mg twice a day'))).toEqual([
      expect.objectContaining({ claim: 'frequency' }),
    ]);
  });

  it('a schedule after a word of monitoring is the monitoring\'s: "continue the metformin i want you to check your sugars daily"', () => {
    const talk =
      'doctor: are you still taking the metformin 500 milligrams twice a day\npatient: yes\ndoctor: we will continue you on the metformin i do want you to check your blood sugars daily';
    expect(flagsOf(talk, current('Metformin', '500 mg twice a day'))).toEqual([]);
    expect(flagsOf(talk, current('Metformin', '500 mg once a day'))).toEqual([
      expect.objectContaining({ claim: 'frequency' }),
    ]);
  });

  it('a parent naming themselves describes the child: "I\'m the mother of my four year old boy"', () => {
    const talk =
      "Guest_family: We're doing fine. I'm the mother of my four year old boy.\nDoctor: What seems to be the problem?";
    expect(flagsOf(talk, narrative('4-year-old boy.'))).toEqual([]);
    expect(flagsOf(talk, narrative('4-year-old girl.'))).toEqual([expect.objectContaining({ claim: 'sex' })]);
  });
});
