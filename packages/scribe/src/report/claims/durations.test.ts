import { describe, expect, it } from 'vitest';
import { flagsOf as flagsWith } from '../testing/said.js';

const flagsOf = (dialogue: string, text: string) =>
  flagsWith(dialogue, (r) => {
    r.historyOfPresentIllness.narrative = text;
  });
const wrong = [expect.objectContaining({ claim: 'duration' })];

describe('durations as people say them', () => {
  it('half a unit is the smaller unit: half an hour is 30 minutes, the last week and a half 1.5 weeks', () => {
    const talk =
      'Patient: i was playing tennis and after about a half an hour i was very short of breath\nPatient: the skin around it has been peeling for the last week and a half';
    expect(flagsOf(talk, 'After approximately 30 minutes he was struggling to breathe.')).toEqual([]);
    expect(flagsOf(talk, 'After approximately 45 minutes he was struggling to breathe.')).toEqual(wrong);
    expect(flagsOf(talk, 'The skin has been peeling for about a week and a half now.')).toEqual([]);
    expect(flagsOf(talk, 'The skin has been peeling for about 3 weeks now.')).toEqual(wrong);
  });

  it('a course started today is borne out by the course prescribed, not by how long a complaint lasted', () => {
    const talk = 'Doctor: i want you to take amoxicillin 500 mg three times a day for ten days';
    const summary = (text: string) =>
      flagsWith(talk, (r) => {
        r.visitSummary = text;
      });
    expect(summary('Main decision: start amoxicillin 500 mg 3 times a day for 10 days.')).toEqual([]);
    expect(summary('Main decision: start amoxicillin 500 mg 3 times a day for 14 days.')).toEqual(wrong);
    expect(flagsOf('Patient: the pain started two days ago', 'The pain started 10 days ago.')).toEqual(wrong);
  });

  it("'twenty plus years' and 'four or so years' say the number", () => {
    const talk =
      'Doctor: when did you stop smoking\nPatient: couple years ago maybe four or so years ago\nDoctor: how many years did you smoke for\nPatient: yeah twenty plus years';
    expect(flagsOf(talk, 'He smoked for 20 years and stopped approximately 4 years ago.')).toEqual([]);
    expect(flagsOf(talk, 'He smoked for 30 years.')).toEqual(wrong);
    expect(flagsOf(talk, 'He stopped smoking 6 years ago.')).toEqual(wrong);
  });

  it("counting up to a span ('four five six seven days') says each number of the run", () => {
    const talk = 'Doctor: your symptoms are going to get better over the first you know four five six seven days';
    expect(flagsOf(talk, 'Symptoms are expected to improve over the first 4 days.')).toEqual([]);
    expect(flagsOf(talk, 'Symptoms are expected to improve over the first 9 days.')).toEqual(wrong);
  });

  it("'a year ago', 'a year before', 'born a week early' are spans measured back", () => {
    const talk =
      'Patient: it all started a year ago with losing the color in my vision\nPatient: he was born a week early';
    expect(flagsOf(talk, 'She presents with a one year history of loss of color vision.')).toEqual([]);
    expect(flagsOf(talk, 'She presents with a two year history of loss of color vision.')).toEqual(wrong);
    expect(flagsOf(talk, 'He was born 1 week early.')).toEqual([]);
    expect(
      flagsOf(
        'Patient: a year before my diagnosis i had a few falls',
        'For one year prior to the diagnosis she had falls.',
      ),
    ).toEqual([]);
  });

  it("'at about a year' is an age, not how long; a number there must still be said", () => {
    const talk =
      'Doctor: how old was he when he started walking\nGuest_family: he was about a year old\nGuest_family: he stood at ten months';
    expect(flagsOf(talk, 'He has been a toe walker since he started ambulating at about a year.')).toEqual([]);
    expect(flagsOf(talk, 'He stood at 11 months.')).toEqual(wrong);
  });

  it("'this past month' lasts a month; 'last month' alone says when", () => {
    const talk = "Patient: it's only been this past month where i've felt weaker than usual";
    expect(flagsOf(talk, 'Weakness for approximately one month.')).toEqual([]);
    expect(flagsOf(talk, 'Weakness for approximately 3 months.')).toEqual(wrong);
    expect(flagsOf('Patient: i started feeling weaker last month', 'Weakness for approximately one month.')).toEqual(
      wrong,
    );
  });

  it("an age in months is how long ago: 'a five month old baby' was born five months ago", () => {
    const talk = 'Patient: no i do not drink i have a five month old baby';
    expect(flagsOf(talk, 'She had a baby five months ago.')).toEqual([]);
    expect(flagsOf(talk, 'She had a baby eight months ago.')).toEqual(wrong);
  });

  it("when to come back: 'next week' is in a week, and 'in 1 to 2 weeks' is borne out by the visit said", () => {
    const talk =
      "Doctor: i'd like to still see him in the office next week for a reevaluation\nDoctor: follow up with our hand therapist in one to two weeks";
    expect(flagsOf(talk, 'He was discharged home to be followed up in the office within a week.')).toEqual([]);
    expect(flagsOf(talk, 'He was discharged home to be followed up in the office within 3 weeks.')).toEqual([
      expect.objectContaining({ claim: 'followUp' }),
    ]);
    expect(flagsOf(talk, 'Hand therapist in ABC office in 1 to 2 weeks.')).toEqual([]);
  });

  it("a range within a range said, or from a span said as the least ('half a day or more'), claims no more", () => {
    const talk =
      'Doctor: your symptoms are going to get better over the first you know four five six seven days\nPatient: the symptoms were at their limit in just like a half day or more';
    expect(
      flagsOf(talk, 'Symptoms will improve over the next 4 to 6 days. They became maximal over a 12-24 hour period.'),
    ).toEqual([]);
    expect(flagsOf(talk, 'Symptoms will improve over the next 4 to 9 days.')).toEqual(wrong);
    expect(flagsOf(talk, 'They became maximal over a 24-48 hour period.')).toEqual(wrong);
  });

  it('"N days a week" says how often: borne out only by that number said with a week', () => {
    const talk =
      "Doctor: are you still doing water aerobics\nPatient: yeah i've been hitting the pool five days outta the week\nPatient: and i take around six beers once a week";
    const often = [expect.objectContaining({ claim: 'frequency' })];
    expect(flagsOf(talk, 'Continues water exercise 5 days a week.')).toEqual([]);
    expect(flagsOf(talk, 'Continues water exercise 10 days a week.')).toEqual(often);
    expect(flagsOf(talk, 'Continues water exercise 3 days per week.')).toEqual(often);
    expect(flagsOf(talk, 'Drinks 6 beers 1 day a week.')).toEqual([]);
  });

  it('"times in a week" says how often, so its week is no span: a range reaching past what was said is wrong', () => {
    const talk =
      'Patient: there have been a few times like one or two days that i forgot my pills\nPatient: the spells come two or three times in a week';
    expect(flagsOf(talk, 'There were short periods (1-2 days) when he forgot his pills.')).toEqual([]);
    expect(flagsOf(talk, 'There were short periods (1-7 days) when he forgot his pills.')).toEqual(wrong);
  });

  it("a fortnight is two weeks; 'once a fortnight' says how often", () => {
    const talk =
      'Patient: the rash has been there for about a fortnight now\nPatient: i see my physio once a fortnight';
    expect(flagsOf(talk, 'Rash for the past 2 weeks.')).toEqual([]);
    expect(flagsOf(talk, 'Rash for the past 3 weeks.')).toEqual(wrong);
    expect(flagsOf('Patient: khansi hai for a fortnight doctor', 'Cough for 14 days.')).toEqual([]);
  });

  it('an onset said by the day of the week bears out a span of a week or less', () => {
    const talk = "Patient: the sore throat started on tuesday\nPatient: and my back's been bad since last weekend";
    expect(flagsOf(talk, 'Sore throat for 3 days.')).toEqual([]);
    expect(flagsOf(talk, 'Back pain for the past week.')).toEqual([]);
    expect(flagsOf(talk, 'Sore throat for 3 weeks.')).toEqual(wrong);
    expect(flagsOf("Doctor: i'll see you on tuesday\nPatient: ok", 'Sore throat for 3 days.')).toEqual(wrong);
  });

  it("'since last week' and 'since yesterday' are spans up to now; 'last week' alone says when", () => {
    const talk = "Patient: my knee's been swollen since last week\nPatient: and the headache since yesterday";
    expect(flagsOf(talk, 'Knee swelling for 1 week.')).toEqual([]);
    expect(flagsOf(talk, 'Headache for 1 day.')).toEqual([]);
    expect(flagsOf(talk, 'Headache for 6 days.')).toEqual(wrong);
    expect(flagsOf('Patient: i hurt my knee last week', 'Knee pain for 1 week.')).toEqual(wrong);
  });

  it("'the past couple of months', 'a decade', 'all week' are spans", () => {
    const talk =
      "Patient: the past couple of months i've been tired\nPatient: i've had sugar for over a decade\nPatient: i've had this headache all week";
    expect(flagsOf(talk, 'Fatigue for 2 months.')).toEqual([]);
    expect(flagsOf(talk, 'Fatigue for 7 months.')).toEqual(wrong);
    expect(flagsOf(talk, 'Diabetes for 10 years.')).toEqual([]);
    expect(flagsOf(talk, 'Headache for 1 week.')).toEqual([]);
  });

  it('Hindi numbers before a unit of time are that many', () => {
    const talk = 'Patient: teen din se bukhar hai\nPatient: aur do hafte se khansi';
    expect(flagsOf(talk, 'Fever for 3 days.')).toEqual([]);
    expect(flagsOf(talk, 'Cough for 2 weeks.')).toEqual([]);
    expect(flagsOf(talk, 'Cough for 7 weeks.')).toEqual(wrong);
  });
});
