import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

/** The same consultation as typed, and as speech recognition gives it: lower case, no punctuation. */
const asSpoken = (dialogue: string) => dialogue.toLowerCase().replace(/[.,?!]/g, '');
const both = (dialogue: string) => [dialogue, asSpoken(dialogue)];
const vitals = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).vitals).map(([k, v]) => [k, v!.value]));
const held = (dialogue: string) => facts(dialogue).held.map((h) => [h.value.section, h.value.text]);

describe("the note's vitals are today's readings, with their decimals", () => {
  it.each(both('Doctor: You are running a low fever of about one hundred point two today.'))(
    'a spoken tenth: %j',
    (dialogue) => expect(vitals(dialogue).temperature).toBe('100.2 °F'),
  );

  it('a tenth the transcript wrote after a full stop, as one reading', () => {
    expect(vitals('Doctor: Your temperature is a hundred . two right now.').temperature).toBe('100.2 °F');
  });

  it('a temperature cut at a pause before a bare tenth is held for the clinician, not written as a whole number', () => {
    const dialogue =
      'doctor: so you have a low-grade temperature of about a hundred\ndoctor: two this morning but otherwise you look well';
    expect(vitals(dialogue).temperature).toBeUndefined();
    expect(held(dialogue)).toContainEqual(['physicalExam', 'Temperature 100.2 °F']);
  });

  it('a temperature cut before a tenth the labels give the other speaker is held, never written whole', () => {
    const dialogue = 'doctor: your temperature was ninety seven\npatient: seven and that is all normal';
    expect(vitals(dialogue).temperature).toBeUndefined();
    expect(held(dialogue)).toContainEqual(['physicalExam', 'Temperature 97.7 °F']);
  });

  it("a temperature cut before 'point' is joined to its tenth", () => {
    const dialogue = 'doctor: your temperature here is one hundred\ndoctor: point two and your pulse is ninety';
    expect(vitals(dialogue).temperature).toBe('100.2 °F');
  });

  it.each(
    both(
      'Doctor: I see your pressure was high when the paramedics checked it, your blood pressure was 190 over 100.\n' +
        'Patient: Yes, it scared me.\nDoctor: Your vitals today look better, your blood pressure is 136 over 82.',
    ),
  )("a reading others took is not today's; today's is written: %j", (dialogue) =>
    expect(vitals(dialogue).bloodPressure).toBe('136/82 mmHg'),
  );

  it.each(both('Patient: When I checked it last week my blood pressure was 170 over 95.'))(
    "the patient's own reading is no vital sign of this visit: %j",
    (dialogue) => expect(vitals(dialogue).bloodPressure).toBeUndefined(),
  );

  it.each([
    ...both('Patient: My blood pressure was 150 over 90.\nDoctor: Okay.'),
    ...both('Patient: My heart rate was 120 on my watch.\nDoctor: Okay.'),
    ...both('Patient: My temperature was 101 last night.\nDoctor: Okay.'),
  ])("the patient's reading in their own words is no vital sign of this visit: %j", (dialogue) =>
    expect(vitals(dialogue)).toEqual({}),
  );

  it.each(both('Doctor: Any fever?\nPatient: Yes, the nurse just took my temperature, it was one hundred point four.'))(
    'a reading the patient tells, though taken at this visit, is offered, not written: %j',
    (dialogue) => {
      expect(vitals(dialogue).temperature).toBeUndefined();
      expect(held(dialogue)).toContainEqual(['physicalExam', "Temperature 100.4 °F (in the patient's words)"]);
    },
  );

  it.each(both('Doctor: Your blood pressure was 150 over 92 at the urgent care.\nDoctor: Let me examine you.'))(
    'a reading from urgent care said after it: %j',
    (dialogue) => expect(vitals(dialogue).bloodPressure).toBeUndefined(),
  );

  it.each([
    ...both('Doctor: In the emergency room your blood pressure was 188 over 104 and your heart rate was 112.'),
    ...both('Doctor: The ER said your blood pressure was 188 over 104.\nDoctor: Let me listen to your heart.'),
    ...both('Patient: The pharmacy machine said 164 over 98.\nDoctor: Okay.'),
    ...both('Doctor: Your home blood pressure log shows 152 over 94 most mornings.'),
    ...both('Doctor: Your dentist said your blood pressure was 172 over 104.\nDoctor: Okay.'),
    ...both('Doctor: At another clinic your blood pressure was 158 over 96.'),
    ...both('Doctor: At the gym your blood pressure was 166 over 98.'),
  ])(
    "readings listed with the emergency room, the pharmacy, a home log or another clinician are not today's: %j",
    (dialogue) => expect(vitals(dialogue)).toEqual({}),
  );

  it.each(
    both('Doctor: In the ER your heart rate was 112, and today your blood pressure is 128 over 76 and your pulse 80.'),
  )("readings after 'today' in the same sentence are today's: %j", (dialogue) =>
    expect(vitals(dialogue)).toEqual({ bloodPressure: '128/76 mmHg', heartRate: '80 bpm' }),
  );

  it.each(both('Doctor: Your pressure today is 142 over 88, a little high.'))(
    "a pressure said as two numbers is today's blood pressure: %j",
    (dialogue) => expect(vitals(dialogue).bloodPressure).toBe('142/88 mmHg'),
  );

  it.each([
    ...both('Doctor: Your blood pressure is 124 over 78 and your heart rate is nice and slow, in the sixties.'),
    ...both("Doctor: Your heart rate's in the 60s, which is fine."),
  ])('a heart rate said as a decade is written as the decade: %j', (dialogue) =>
    expect(vitals(dialogue).heartRate).toBe('60s bpm'),
  );

  it.each(
    both("Doctor: And then your pulse, so that's interesting, like you're going at like about sixty beats a minute."),
  )('a number of beats a minute is the heart rate, however far from its name: %j', (dialogue) =>
    expect(vitals(dialogue).heartRate).toBe('60 bpm'),
  );

  it.each(both('Doctor: Your heart rate, and your oxygen was 97 percent, which is good.'))(
    "another vital's number is not the heart rate: %j",
    (dialogue) => expect(vitals(dialogue).heartRate).toBeUndefined(),
  );

  it.each(both('Doctor: Your pulse ox is 95 and your pulse is 72.'))(
    'pulse oximetry is not the pulse: %j',
    (dialogue) => expect(vitals(dialogue).heartRate).toBe('72 bpm'),
  );

  it.each(
    both("Doctor: I'll start lisinopril, and if your blood pressure is still high in a month we'll increase it."),
  )("a blood pressure under a condition is no judgement of today's: %j", (dialogue) =>
    expect(vitals(dialogue).bloodPressure).toBeUndefined(),
  );

  it.each(both('Doctor: And when you had the headache, do you know if your blood pressure was high?'))(
    "a question about the blood pressure is no judgement of today's: %j",
    (dialogue) => expect(vitals(dialogue).bloodPressure).toBeUndefined(),
  );
});

describe('a result value is written only as said', () => {
  const results = (dialogue: string) => facts(dialogue).results.map((r) => r.value);

  it('a value whose decimal point speech lost is not written as two numbers, but with its point where the test makes it certain', () => {
    const written = results('doctor: your last labs are back and the tsh was normal at 3 45 so that is fine').join(' ');
    expect(written).toBe('TSH: normal at 3.45.');
    expect(written).not.toMatch(/\d \d/);
  });

  it('a single-digit value whose decimal point speech lost is not written as two numbers', () => {
    expect(results('doctor: your last a1c was 6 2 in june').join(' ')).not.toMatch(/\d \d/);
  });

  it('a test named in the medical history is no result', () => {
    expect(results("doctor: for your medical history it's high cholesterol and a positive skin test")).toEqual([]);
  });

  it("a value said with 'point' is written with its decimal", () => {
    expect(results('doctor: your labs came back and the potassium was normal at three point nine').join(' ')).toMatch(
      /Potassium: normal at 3\.9\.$/,
    );
  });
});

describe("a reading from another visit, day or device is never today's vital sign", () => {
  it.each([
    'doctor: at your last appointment your pulse was one ten',
    'doctor: at your previous visit your heart rate was a hundred and eight',
    'doctor: back in march your blood pressure was one fifty over ninety',
    'doctor: on monday your temperature was one oh one',
    'doctor: the watch says your heart rate was one twenty',
    'doctor: your fitbit showed a pulse of one thirty',
    'doctor: before you came in your pressure was one sixty over a hundred at walgreens',
    'doctor: previously your heart rate was about one ten',
    'doctor: at your physical your blood pressure was one forty over ninety',
    'doctor: this past week your heart rate has been around one hundred',
    'doctor: a few weeks back your oxygen was ninety one percent',
    'doctor: when you saw doctor smith your pulse was a hundred and ten',
    'doctor: the visiting nurse got a heart rate of one ten',
    "patient: my blood pressure's been running like one fifty over ninety at home",
    'patient: when i checked it yesterday it was one forty five over ninety two',
    'doctor: and your blood pressure at the drugstore was what\npatient: one sixty over ninety five',
    'doctor: last visit your blood pressure was one thirty eight over eighty six',
  ])('%j', (dialogue) => expect(vitals(dialogue)).toEqual({}));

  it("today's reading said beside an earlier one is the one written", () => {
    const dialogue = 'doctor: at your last appointment your pulse was one ten and today your heart rate is eighty two';
    expect(vitals(dialogue)).toEqual({ heartRate: '82 bpm' });
  });
});
