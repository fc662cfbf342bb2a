import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const offered = (dialogue: string) =>
  facts(dialogue)
    .held.filter((h) => h.value.section === 'historyOfPresentIllness')
    .map((h) => h.value.text);

describe('a blood pressure measured at home', () => {
  const said =
    'Doctor: have you been checking your blood pressure\nPatient: yes, my blood pressure at home has been 150 over 90\n' +
    'Doctor: your blood pressure today is 132 over 84';

  it('is offered for the history as a reported home reading, and today’s vital is the one taken today', () => {
    const f = facts(said);
    expect(f.held.map((h) => h.value.text)).toContain('Reports home blood pressure readings around 150/90');
    expect(f.vitals.bloodPressure?.value).toBe('132/84 mmHg');
  });

  it('offers nothing for a reading taken at this visit', () => {
    const f = facts('Doctor: your blood pressure today is 130 over 80');
    expect(f.held.map((h) => h.value.text).join(' ')).not.toContain('home');
  });
});

describe('readings from home, another place or another day are never vital signs, and are offered', () => {
  it.each<[string, string[]]>([
    [
      'patient: my home cuff said one fifty over ninety five this morning',
      ['Reports home blood pressure readings around 150/95'],
    ],
    [
      'patient: this morning at home it was one forty five over ninety',
      ['Reports home blood pressure readings around 145/90'],
    ],
    [
      'doctor: how have your blood pressures been at home\npatient: um around one thirty over eighty five',
      ['Reports home blood pressure readings around 130/85'],
    ],
    [
      "patient: yeah so when i take it at home it's usually like one fifty over ninety",
      ['Reports home blood pressure readings around 150/90'],
    ],
    [
      "doctor: so you've been checking your pressure at home what's it been\npatient: one forty over ninety mostly",
      ['Reports home blood pressure readings around 140/90'],
    ],
    [
      'patient: my sugars have been running one eighty to two hundred in the mornings',
      ['Reports home fasting blood sugars of 180-200.'],
    ],
    [
      "doctor: what have your sugars been\npatient: fasting they're about one fifty",
      ['Reports home fasting blood sugar of 150.'],
    ],
    ['patient: my blood sugar this morning was two forty', ['Reports home blood sugar of 240.']],
    [
      "patient: i check my sugar like two times a week and it's usually in the one thirty to one fifty range",
      ['Reports home blood sugars of 130-150.'],
    ],
    ['patient: my glucose readings are around one twenty fasting', ['Reports home fasting blood sugar of 120.']],
    ['doctor: your sugars at home have been running around two hundred', ['Reports home blood sugar of 200.']],
    ['patient: i was two hundred and ten pounds at home last week', ['Reports home weight of 210 lb.']],
    ['patient: i weigh about two hundred pounds at home on my scale', ['Reports home weight of 200 lb.']],
    ["patient: i've gained weight i was one sixty pounds in january", ['Reports earlier weight of 160 lb.']],
    ['doctor: at your last visit you weighed one ninety pounds', ['Reports earlier weight of 190 lb.']],
    // another place, clinician, device or day: not today's; offered with where or when it was taken
    ['patient: at the pharmacy it was like one sixty over a hundred', []],
    [
      'doctor: last time you were here your blood pressure was one forty two over ninety',
      ['Blood pressure 142/90 mmHg (not at this visit: last time)'],
    ],
    ['patient: my watch said my heart rate was like one twenty', ["Heart rate 120 bpm (the patient's own reading)"]],
    [
      'patient: i checked my temperature last night and it was a hundred and two',
      ['Temperature 102 °F (measured at home)'],
    ],
    ['patient: i had a fever of one oh one yesterday', ['Temperature 101 °F (not at this visit: yesterday)']],
    [
      'patient: the urgent care said my blood pressure was one seventy over a hundred',
      ['Blood pressure 170/100 mmHg (not at this visit: urgent care)'],
    ],
    [
      'doctor: your blood pressure log shows mostly one thirty over eighty',
      ["Blood pressure 130/80 mmHg (the patient's own reading)"],
    ],
    ['patient: my pulse ox at home was reading ninety two', []],
    [
      'patient: my heart rate on my apple watch was like a hundred and fifty when it happened',
      ["Heart rate 150 bpm (the patient's own reading)"],
    ],
    [
      'doctor: when you were in the hospital your blood pressure was one ninety over one ten',
      ['Blood pressure 190/110 mmHg (not at this visit: when you were in the hospital)'],
    ],
    [
      'patient: uh the nurse at work took my pressure and it was one sixty over a hundred',
      ['Blood pressure 160/100 mmHg (not at this visit: at work)'],
    ],
  ])('%j', (dialogue, expected) => {
    expect(facts(dialogue).vitals).toEqual({});
    expect(offered(dialogue)).toEqual(expected);
  });

  it.each([
    'patient: i put some sugar in my coffee like two teaspoons',
    'patient: i cut out sugars for sixty days',
    'doctor: your a1c was seven point two and your sugars look okay',
    'doctor: your glucose today was one ten on the labs',
    'patient: i lost like twenty pounds since last year',
    'patient: my sugars have been one forty or under',
    "doctor: i checked your blood pressure and it's one thirty over eighty",
  ])('offers no home reading: %j', (dialogue) => expect(offered(dialogue)).toEqual([]));
});
