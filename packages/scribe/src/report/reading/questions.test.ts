import { describe, expect, it } from 'vitest';
import { HISTORY_QUESTION_RULES } from './history-question-cues.js';
import { QUESTION_RULES } from './question-cues.js';
import {
  agreementTag,
  asks,
  asksAsClinician,
  isQuestion,
  questionAfterStatement,
  questionStarts,
  yesNoQuestions,
} from './questions.js';

/** Whether a line names a symptom, as the question readers are given it. */
const namesSymptom = (text: string) => /\b(?:fever|chills|shortness of breath|cough|pain)\b/.test(text);
/** The clauses a run of speech is cut into where its questions start. */
const cut = (text: string) => {
  const at = [0, ...questionStarts(text)];
  return at.map((from, i) => text.slice(from, at[i + 1]).trim()).filter(Boolean);
};

/**
 * One example per question rule: a line as speech recognition gives it (no question mark) and whether
 * it asks. A rule without an example fails the last test, so a new row comes with its test.
 */
const EXAMPLES: { rule: string; check: () => unknown; expected: unknown }[] = [
  { rule: 'marker:so', check: () => isQuestion('okay so any fever'), expected: true },
  {
    rule: 'opener:anyone',
    check: () => isQuestion('and does anyone in your family have kidney trouble'),
    expected: true,
  },
  { rule: 'opener:anyone', check: () => isQuestion('does anything run in the family'), expected: true },
  {
    rule: 'opener:anyone',
    check: () => [
      isQuestion('do something for your diabetes we will keep you on metformin'),
      isQuestion('have something to eat before you take it'),
      isQuestion('did something happen at work'),
    ],
    expected: [false, false, true],
  },
  {
    rule: 'elliptic:anyone',
    check: () => [isQuestion('anyone in the family with cancer'), isQuestion('anyone can get a cold')],
    expected: [true, false],
  },
  { rule: 'marker:um', check: () => isQuestion('um have you had chills'), expected: true },
  { rule: 'marker:ack', check: () => isQuestion('good tell me any neck pain'), expected: true },
  {
    rule: 'marker:lets-see',
    check: () => isQuestion("so let's see here any history of high blood pressure or diabetes"),
    expected: true,
  },
  {
    rule: 'marker:on-exam',
    check: () => [isQuestion('on exam any swelling in your feet'), isQuestion('on exam there is no swelling')],
    expected: [true, false],
  },
  {
    rule: 'joiner:or',
    check: () => cut("you don't have any fractures or any misalignment"),
    expected: ["you don't have any fractures or any misalignment"],
  },
  { rule: 'opener:do-you', check: () => isQuestion('do you get headaches'), expected: true },
  { rule: 'opener:have-you', check: () => isQuestion('and have you come back in two weeks'), expected: false },
  // Having the patient weigh themselves asks nothing; 'have you checked your weight' does.
  { rule: 'opener:have-you', check: () => isQuestion('so have you check your weight every morning'), expected: false },
  { rule: 'opener:have-you', check: () => isQuestion('have you checked your weight lately'), expected: true },
  {
    rule: 'opener:ever-told',
    check: () => cut('i see the scan report in the past has any doctor ever told you that you had gallstones'),
    expected: ['i see the scan report in the past', 'has any doctor ever told you that you had gallstones'],
  },
  {
    rule: 'opener:was-she-diagnosed',
    check: () => [
      cut('i also see here she tested positive for ppd was she diagnosed with tuberculosis'),
      isQuestion('she was diagnosed with tuberculosis last year'),
    ],
    expected: [['i also see here she tested positive for ppd', 'was she diagnosed with tuberculosis'], false],
  },
  {
    rule: 'opener:does-it-hurt',
    check: () => [
      cut('okay let me examine your knee now does it hurt when i push here'),
      isQuestion('and is that sore when i bend it'),
    ],
    expected: [['okay let me examine your knee now', 'does it hurt when i push here'], true],
  },
  { rule: 'opener:is-there', check: () => isQuestion('is there any blood in your stool'), expected: true },
  { rule: 'opener:is-there', check: () => isQuestion('is there a family history of thyroid problems'), expected: true },
  {
    rule: 'opener:how-about',
    check: () => [cut('your knee looks good how about fevers'), isQuestion('okay how bout cough')],
    expected: [['your knee looks good', 'how about fevers'], true],
  },
  {
    rule: 'elliptic:any',
    check: () => cut('the swelling went down and any chest pain'),
    expected: ['the swelling went down', 'and any chest pain'],
  },
  {
    rule: 'start:is-the',
    check: () => [isQuestion('is the cough worse at night'), isQuestion('the pain is the worst')],
    expected: [true, false],
  },
  {
    rule: 'start:may-i',
    check: () => [
      isQuestion('should i take ibuprofen for it'),
      isQuestion('um can i take tylenol with that'),
      isQuestion('i can take tylenol with that'),
    ],
    expected: [true, true, false],
  },
  {
    rule: 'start:know-anyone',
    check: () => [
      isQuestion('you know anyone in your family who ever had diabetes'),
      isQuestion('you know anybody can catch the flu'),
    ],
    expected: [true, false],
  },
  {
    rule: 'start:were-diagnosed',
    check: () => [
      isQuestion('were diagnosed with a thing called multiple sclerosis'),
      isQuestion('i was diagnosed in may'),
    ],
    expected: [true, false],
  },
  {
    rule: 'start:ever-diagnosed',
    check: () => [
      isQuestion('ever been diagnosed with tuberculosis asthma or lung disease'),
      isQuestion('every been diagnosed with tuberculosis'),
      isQuestion('ever since the fall my knee has hurt'),
    ],
    expected: [true, true, false],
  },
  {
    rule: 'start:dropped-aux',
    check: () => [
      isQuestion('you been coughing at all'),
      isQuestion('so you ever passed out'),
      isQuestion('you having any pain in your chest'),
      isQuestion('you had any fevers'),
      isQuestion('you had a fever last week'),
      isQuestion('you got a little rash on your arm'),
    ],
    expected: [true, true, true, true, false, false],
  },
  { rule: 'start:how-long', check: () => isQuestion('how long has she been coughing'), expected: true },
  { rule: 'start:hows', check: () => isQuestion("how's the cough"), expected: true },
  { rule: 'start:hows', check: () => isQuestion("how's your back"), expected: true },
  { rule: 'start:and-the', check: () => isQuestion('and the headache'), expected: true },
  { rule: 'start:and-the', check: () => isQuestion('good and your knee'), expected: true },
  { rule: 'start:and-the', check: () => isQuestion('the headache'), expected: false },
  { rule: 'start:and-the', check: () => isQuestion('and the headache started on monday after work'), expected: false },
  { rule: 'start:what-noun', check: () => isQuestion('and what day did this happen on'), expected: true },
  {
    rule: 'start:how-much-alone',
    check: () => isQuestion('and how much') && isQuestion('how long ago') && !isQuestion('how much it hurts depends'),
    expected: true,
  },
  { rule: 'anywhere:kya', check: () => isQuestion('bukhar hai kya'), expected: true },
  { rule: 'anywhere:irukka', check: () => isQuestion('kaichal irukka'), expected: true },
  {
    rule: 'near-end:have-you',
    check: () =>
      asks(
        'Doctor',
        'your ankle looks like a sprain and we will get an x-ray have you sprained it before',
        namesSymptom,
      ),
    expected: true,
  },
  {
    rule: 'near-end:had-any',
    check: () => asks('Doctor', 'so you said it started last week and you had any fevers', namesSymptom),
    expected: true,
  },
  {
    rule: 'near-end:list',
    check: () => asks('Doctor', 'okay that helps and it started last week so any fever or chills', namesSymptom),
    expected: true,
  },
  {
    rule: 'near-end:how-about',
    check: () => asks('Doctor', 'okay going back a little now how about the left wrist', namesSymptom),
    expected: true,
  },
  {
    rule: 'near-end:any',
    check: () => [
      asks('Doctor', "okay let's talk about some other symptoms any joint pain fever weight loss", namesSymptom),
      asks('Doctor', "your lungs sound clear and i don't really see any swelling in your legs", namesSymptom),
      asks('Doctor', 'the x-ray shows no sign of any fracture in the wrist', namesSymptom),
    ],
    expected: [true, false, false],
  },
  { rule: 'clinician:any', check: () => asksAsClinician('okay and any fever or chills'), expected: true },
  {
    rule: 'clinician:have-you-had',
    check: () => [
      asksAsClinician('and so with your shoulder have you experienced any numbness'),
      asksAsClinician('do you think it is the flu'),
    ],
    expected: [true, false],
  },
  { rule: 'yes-no:aux', check: () => yesNoQuestions('do you bleed easily and does the bleeding stop'), expected: 2 },
  { rule: 'tag:okay', check: () => isQuestion('take it twice a day with food, okay?'), expected: false },
  {
    rule: 'turn:but',
    check: () => questionAfterStatement("you've had some fatigue, but no weight loss?"),
    expected: "you've had some fatigue, ".length,
  },
  {
    rule: 'tag:sound-good',
    check: () => agreementTag('we will start you on an inhaler, does that sound like a plan?') > 0,
    expected: true,
  },
  {
    rule: 'tag:is-that-okay',
    check: () => isQuestion('we will see you back in two weeks is that okay?'),
    expected: false,
  },
  {
    rule: 'not-after:we',
    check: () => cut("we'd like to have you come back and we'll have you do a scan"),
    expected: ["we'd like to have you come back and we'll have you do a scan"],
  },
  { rule: 'not-after:can', check: () => cut('i can do you a favour'), expected: ['i can do you a favour'] },
  {
    rule: 'not-after:problem',
    check: () => [
      cut("so the first problem is your chest pain we'll get an ekg"),
      cut('the next issue is your diabetes'),
      cut('okay and is your pain worse at night'),
    ],
    expected: [
      ["so the first problem is your chest pain we'll get an ekg"],
      ['the next issue is your diabetes'],
      ['okay and', 'is your pain worse at night'],
    ],
  },
  {
    rule: 'not-after:how',
    check: () => cut('how long have you had the cough'),
    expected: ['how long have you had the cough'],
  },
  {
    rule: 'statement:i-think',
    check: () => cut('any fever i think this is a viral infection'),
    expected: ['any fever', 'i think this is a viral infection'],
  },
  {
    rule: 'statement:impression',
    check: () => cut('any cough my impression is asthma'),
    expected: ['any cough', 'my impression is asthma'],
  },
  {
    rule: 'statement:looks-like',
    check: () => cut('any rash it looks like eczema'),
    expected: ['any rash', 'it looks like eczema'],
  },
];

describe('question rules', () => {
  for (const e of EXAMPLES)
    it(`${e.rule}: as a clinician would read it`, () => {
      expect(e.check()).toEqual(e.expected);
    });

  it('has an example for every rule', () => {
    const covered = new Set(EXAMPLES.map((e) => e.rule));
    const own = QUESTION_RULES.filter((r) => !HISTORY_QUESTION_RULES.includes(r));
    expect(own.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });
});
