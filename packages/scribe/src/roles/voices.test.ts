import { describe, expect, it } from 'vitest';
import { classifyRoles } from './classify.js';
import { nameVoices } from './voices.js';

describe('nameVoices', () => {
  it('names the voice whose words are questions and instructions the Doctor, whatever order voices came in', () => {
    const lines = [
      { text: 'Hello.', voice: 0 },
      { text: 'Good morning. What brings you in today?', voice: 1 },
      { text: 'I have had a cough for two weeks and my chest hurts.', voice: 0 },
      { text: 'It started after a cold.', voice: 0 },
      { text: 'Okay.', voice: 1 },
      { text: 'Do you smoke?', voice: 1 },
      { text: 'No, never.', voice: 0 },
      { text: "I'd like you to take this antibiotic twice a day.", voice: 1 },
      { text: 'Thank you, doctor.', voice: 0 },
    ];
    const named = nameVoices(lines, 2);
    const expected = ['Patient', 'Doctor', 'Patient', 'Patient', 'Doctor', 'Doctor', 'Patient', 'Doctor', 'Patient'];
    expect(named.roles).toEqual(expected);
    // Words alone give the cue-less lines to the wrong person; the voice carries them.
    const byWords = classifyRoles(
      lines.map((l) => l.text),
      { segmented: true },
    );
    expect(byWords.filter((r, i) => r !== expected[i]).length).toBe(2);
    expect(named.uncertain.every((u) => !u)).toBe(true);
  });

  it('names the voice that says most of the rest the Patient and a further voice Other', () => {
    const lines = [
      { text: 'What seems to be the problem? How long has she had the fever?', voice: 0 },
      { text: 'She has had a fever since Sunday and she is not eating.', voice: 1 },
      { text: 'I feel hot and tired and my throat hurts when I swallow.', voice: 2 },
      { text: 'Any rash? Any vomiting?', voice: 0 },
      { text: 'No rash. I vomited once yesterday after dinner and I have a headache too.', voice: 2 },
      { text: 'Take paracetamol every six hours and come back if the fever lasts.', voice: 0 },
    ];
    expect(nameVoices(lines, 3).roles).toEqual(['Doctor', 'Other', 'Patient', 'Doctor', 'Patient', 'Doctor']);
  });

  it("flags a line whose words argue strongly against its voice's role", () => {
    const lines = [
      { text: 'How are you feeling? Any pain?', voice: 0 },
      { text: 'My knee hurts when I walk.', voice: 1 },
      { text: 'Do you have any allergies? Are you taking any medication?', voice: 1 },
      { text: 'Let me examine your knee. Can you bend it for me?', voice: 0 },
      { text: 'Yes.', voice: 1 },
    ];
    const named = nameVoices(lines, 2);
    expect(named.roles[2]).toBe('Patient');
    expect(named.uncertain).toEqual([false, false, true, false, false]);
  });

  it('falls back to the words of each line when only one voice was heard (dictation)', () => {
    const lines = [
      { text: 'Any allergies?', voice: 0 },
      { text: 'No.', voice: 0 },
    ];
    expect(nameVoices(lines, 1)).toEqual({ roles: ['Doctor', 'Patient'], uncertain: [false, false] });
  });

  it('labels a line whose voice is unknown from its words', () => {
    const lines = [
      { text: 'Any chest pain?', voice: 0 },
      { text: 'I have had chest pain since yesterday.', voice: null },
      { text: 'Start aspirin 81 mg daily.', voice: 0 },
      { text: 'Thank you, doctor.', voice: 1 },
    ];
    expect(nameVoices(lines, 2).roles).toEqual(['Doctor', 'Patient', 'Doctor', 'Patient']);
  });
});
