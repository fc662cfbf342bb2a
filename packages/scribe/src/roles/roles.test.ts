import { describe, expect, it } from 'vitest';
import { classifyRoles, labelRoles } from './index.js';
import type { LlmEngine } from '../llm/types.js';
import { transcriptFromText, transcriptToText } from '../transcript-text/index.js';

const dialogue = [
  'Hi, nice to meet you. What brings you in today?',
  "I've been having this pain in my lower back for about a week.",
  'Did anything happen? Did you lift something heavy?',
  'Yeah, I was moving boxes at work.',
  "Okay. I'm going to take a look. Can you bend forward for me?",
  'Ouch, that hurts.',
  "I'd like you to take ibuprofen 400 mg three times a day and we'll follow up in two weeks.",
  'Okay, thank you doctor.',
];

describe('classifyRoles', () => {
  it('labels questions and instructions Doctor and first-person complaints Patient', () => {
    expect(classifyRoles(dialogue)).toEqual([
      'Doctor',
      'Patient',
      'Doctor',
      'Patient',
      'Doctor',
      'Patient',
      'Doctor',
      'Patient',
    ]);
  });

  it('uses turn alternation when a turn has no cue', () => {
    expect(classifyRoles(['How is the cough?', 'Hmm.', 'Any fever at night?', 'No.'])).toEqual([
      'Doctor',
      'Patient',
      'Doctor',
      'Patient',
    ]);
    expect(classifyRoles([])).toEqual([]);
  });
});

describe('classifyRoles on pause-cut audio segments', () => {
  // A clinician often speaks several segments in a row once speech is cut at pauses.
  const segments = [
    'What brings you in today?',
    'I have had a headache since Monday and a mild fever.',
    'I will order an ECG and a chest x-ray.',
    'Start aspirin 81 mg daily and I will see you again in one week.',
    'Okay, thank you.',
  ];

  it('keeps the clinician on consecutive segments instead of forcing turns to alternate', () => {
    expect(classifyRoles(segments, { segmented: true })).toEqual(['Doctor', 'Patient', 'Doctor', 'Doctor', 'Patient']);
  });
});

describe('who speaks a pause-cut piece, from how it opens and what it says', () => {
  const roles = (pieces: string[]) => classifyRoles(pieces, { segmented: true });

  it('gives a hesitant answer after a question to the patient', () => {
    expect(roles(['have you had any chest pain', 'um no not at all'])).toEqual(['Doctor', 'Patient']);
  });

  it("keeps a change of treatment and the clinician's 'and call me' with the clinician", () => {
    expect(
      roles([
        'what brings you in today',
        'my knee has been sore for a week',
        'okay so increase your lisinopril to twenty milligrams',
        'and call me if you feel dizzy',
      ]),
    ).toEqual(['Doctor', 'Patient', 'Doctor', 'Doctor']);
    expect(
      roles([
        'your blood pressure is still a little high today',
        'so we will bump up your lisinopril to twenty milligrams',
        'and give me a call if you feel dizzy',
      ]),
    ).toEqual(['Doctor', 'Doctor', 'Doctor']);
  });

  it('gives commands of the examination to the clinician', () => {
    expect(roles(['tilt your head back for me', 'now swallow', 'good'])).toEqual(['Doctor', 'Doctor', 'Patient']);
  });

  it('gives a dictated result in the words of a report to the clinician', () => {
    expect(roles(['how is the heartburn', 'the upper endoscopy she had in may was unremarkable'])).toEqual([
      'Doctor',
      'Doctor',
    ]);
    expect(
      roles([
        'how is the heartburn',
        'better since the pills',
        'okay',
        'the endoscopy was unremarkable with no evidence of an ulcer',
      ]),
    ).toEqual(['Doctor', 'Patient', 'Doctor', 'Doctor']);
  });
});

describe('the end of a consultation', () => {
  // The patient speaks twice in a row, so alternation alone would hand the closing lines over.
  const ending = [
    'Good morning, what brings you in today?',
    'I have had a headache and a mild fever since Monday.',
    'I take paracetamol 500 mg three times a day.',
    'Start aspirin 81 mg daily.',
    'Thank you, doctor.',
  ];

  it('gives an imperative instruction to the Doctor and "thank you, doctor" to the Patient in every mode', () => {
    const expected = ['Doctor', 'Patient', 'Patient', 'Doctor', 'Patient'];
    expect(classifyRoles(ending)).toEqual(expected);
    expect(classifyRoles(ending, { segmented: true })).toEqual(expected);
    expect(transcriptToText(transcriptFromText(ending.join('\n')))).toBe(
      ending.map((t, i) => `${expected[i]}: ${t}`).join('\n'),
    );
  });

  it('gives booking the next visit to the Doctor even after a Doctor line', () => {
    const roles = classifyRoles([
      'Any chest pain?',
      'No.',
      'Your blood pressure is fine.',
      'Keep taking the tablets and see you next week.',
      'Thanks so much, doctor.',
    ]);
    expect(roles.slice(3)).toEqual(['Doctor', 'Patient']);
  });
});

describe('labelRoles', () => {
  it('falls back to the classifier when the model fails', async () => {
    const failing: LlmEngine = { name: 'broken', remote: false, generateJson: () => Promise.reject(new Error('down')) };
    expect(await labelRoles(dialogue.slice(0, 2), failing)).toEqual(['Doctor', 'Patient']);
  });
});
