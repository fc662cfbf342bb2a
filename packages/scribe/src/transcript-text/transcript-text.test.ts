import { describe, expect, it } from 'vitest';
import { parseDialogueText, transcriptFromText, transcriptToText } from './index.js';

describe('parseDialogueText', () => {
  it('reads Doctor:/Patient: prefixes and ACI-Bench [doctor]/[patient] tags in the middle of a line', () => {
    const turns = parseDialogueText(
      'Doctor: How are you?\nPatient: My knee hurts.\n[doctor] since when ? [patient] two weeks .',
    );
    expect(turns).toEqual([
      { role: 'Doctor', text: 'How are you?' },
      { role: 'Patient', text: 'My knee hurts.' },
      { role: 'Doctor', text: 'since when ?' },
      { role: 'Patient', text: 'two weeks .' },
    ]);
  });

  it('treats untagged lines as one turn each, and family members as the patient side', () => {
    expect(parseDialogueText('hello\n\nhi there').map((t) => t.text)).toEqual(['hello', 'hi there']);
    expect(parseDialogueText('Guest_family: She fell yesterday.')[0]!.role).toBe('Patient');
  });
});

describe('transcriptFromText / transcriptToText', () => {
  it('numbers segments s1, s2, … and keeps the tagged roles', () => {
    const t = transcriptFromText('Doctor: Any allergies?\nPatient: Penicillin.');
    expect(t.segments.map((s) => [s.id, s.role, s.english])).toEqual([
      ['s1', 'Doctor', 'Any allergies?'],
      ['s2', 'Patient', 'Penicillin.'],
    ]);
    expect(transcriptToText(t)).toBe('Doctor: Any allergies?\nPatient: Penicillin.');
  });

  it('labels untagged turns with the classifier, and ignores tags with keepRoles: false', () => {
    const t = transcriptFromText('What brings you in today?\nI have had a headache for three days.');
    expect(t.segments.map((s) => s.role)).toEqual(['Doctor', 'Patient']);
    const swapped = transcriptFromText('Patient: Do you have any chest pain?\nDoctor: No, I feel fine.', {
      keepRoles: false,
    });
    expect(swapped.segments.map((s) => s.role)).toEqual(['Doctor', 'Patient']);
  });
});
