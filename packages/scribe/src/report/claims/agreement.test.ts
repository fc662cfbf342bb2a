import { describe, expect, it } from 'vitest';
import { transcriptFromText } from '../../transcript-text/index.js';
import { extractFacts } from '../extract/index.js';
import { presenceDisagreements } from './agreement.js';

/**
 * The writer and the checker read one consultation the same way: a symptom the note is written as
 * present is never one the checker reads as denied, and the other way round. Dialogues as typed and as
 * speech recognition gives them (lower case, no question marks).
 */
const DIALOGUES: { name: string; dialogue: string }[] = [
  {
    name: 'a denial list and a complaint',
    dialogue:
      'Doctor: What brings you in?\nPatient: I have had a cough for a week.\nDoctor: Any fever, chills or sweats?\nPatient: No, none of those.',
  },
  {
    name: 'an elliptic question without its question mark',
    dialogue:
      'doctor: okay and any chest pain\npatient: no\ndoctor: how about shortness of breath\npatient: yes when i climb stairs',
  },
  {
    name: 'a question taking the complaint as given',
    dialogue:
      "doctor: how's your back pain\npatient: it's about the same\ndoctor: any numbness in your legs\npatient: no",
  },
  {
    name: "the clinician's question labelled as the patient's",
    dialogue:
      'doctor: so the headaches started last month\npatient: yeah\npatient: and any nausea or vomiting\ndoctor: no nausea',
  },
  {
    name: 'a statement closed by a tag',
    dialogue:
      "doctor: you've had a sore throat since monday, right?\npatient: yes and a runny nose\ndoctor: no fever?\npatient: no",
  },
  {
    name: 'a yes to one of two symptoms',
    dialogue: 'doctor: have you had any dizziness or fainting\npatient: just some dizziness\ndoctor: okay',
  },
];

describe('the writer and the checker agree on whether each symptom is there', () => {
  for (const { name, dialogue } of DIALOGUES)
    it(name, () => {
      const t = transcriptFromText(dialogue);
      const facts = extractFacts(t);
      expect([...facts.symptoms, ...facts.negatedSymptoms].length).toBeGreaterThan(0);
      expect(presenceDisagreements(t, facts)).toEqual([]);
    });
});
