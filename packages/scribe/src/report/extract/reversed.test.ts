import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { extractFacts } from './index.js';

/** Ten exchanges of a consultation, the clinician's turn first. */
const EXCHANGES: [string, string][] = [
  ['Hi, good morning. What brings you in today?', 'I have had a cough and a fever for a week, doctor.'],
  ['Any shortness of breath?', 'A little when I climb the stairs.'],
  ['Do you have any chest pain?', 'No.'],
  ['Have you taken anything for it?', 'I took some Tylenol but it did not help much.'],
  ['Do you smoke?', 'No, never.'],
  ['Any allergies to medications?', 'Not that I know of.'],
  ['Okay, let me listen to your lungs. Take a deep breath.', 'Okay.'],
  ['I hear some crackles on the right side. I think this is pneumonia.', 'Oh no. Is it serious?'],
  ["We'll start you on amoxicillin and I'll order a chest x-ray.", 'Okay, thank you.'],
  ['Let me know if the fever gets worse. See you again in one week.', 'Thank you so much, doctor.'],
];
const dialogue = (clinician: string, patient: string) =>
  EXCHANGES.map(([d, p]) => `${clinician}: ${d}\n${patient}: ${p}`).join('\n');

describe('speaker labels reversed for the whole consultation', () => {
  it('reads a long consultation whose labels are the wrong way round the right way round', () => {
    const right = extractFacts(transcriptFromText(dialogue('Doctor', 'Patient')));
    const reversed = extractFacts(transcriptFromText(dialogue('Patient', 'Doctor')));
    expect(right.assessment.map((a) => a.value.diagnosis)).toEqual(['pneumonia']);
    expect(reversed.assessment).toEqual(right.assessment);
    expect(reversed.symptoms.map((s) => s.value)).toEqual(right.symptoms.map((s) => s.value));
  });

  it('reads speech the same, lower case and unpunctuated', () => {
    const speech = dialogue('Patient', 'Doctor')
      .toLowerCase()
      .replace(/[.,?!]/g, '');
    expect(extractFacts(transcriptFromText(speech)).assessment.map((a) => a.value.diagnosis)).toEqual(['pneumonia']);
  });

  it('leaves the labels of a short consultation as they are', () => {
    const short = EXCHANGES.slice(7)
      .map(([d, p]) => `Patient: ${d}\nDoctor: ${p}`)
      .join('\n');
    expect(extractFacts(transcriptFromText(short)).assessment).toEqual([]);
  });
});
