import { describe, expect, it } from 'vitest';
import { symptomMentions } from './symptom-mentions.js';

/**
 * Patients rarely use a symptom's clinical name: the reading must name the symptom from the everyday words
 * (and the split forms speech recognition writes, 'heart beat'), so that the note writes it and the checker can
 * hold a note's denial or affirmation of it against the talk.
 */
const LAY_LINES: [string, string][] = [
  ['i can never seem to catch my breath', 'shortness of breath'],
  ['any breathing issues lately', 'shortness of breath'],
  ["i'm having a hard time breathing at night", 'shortness of breath'],
  ['he has had the runs since sunday', 'diarrhea'],
  ['the room spins when i roll over', 'dizziness'],
  ['my heart is racing out of nowhere', 'palpitations'],
  ['any irregular heart beat', 'palpitations'],
  ['sometimes my heart skips', 'palpitations'],
  ['my throat is scratchy in the morning', 'sore throat'],
  ['her nose is runny all day', 'runny nose'],
  ['any nasal drainage', 'runny nose'],
  ['my nose keeps running', 'runny nose'],
  ['i put on weight over the holidays', 'weight gain'],
  ['my vision is blurry when i read', 'blurry vision'],
  ['any problems with your vision', 'blurry vision'],
  ['i have trouble seeing the board', 'blurry vision'],
  ['it burns when i pee', 'burning with urination'],
  ['it hurts to urinate', 'burning with urination'],
  ['i pee a lot more than i used to', 'frequent urination'],
  ['how is the urine frequency', 'frequent urination'],
  ['do you urinate more often than before', 'frequent urination'],
  ['any blood in your poop', 'blood in stool'],
  ['my hands shake when i hold a cup', 'tremor'],
  ['i get the shakes in the morning', 'tremor'],
  ['my head is pounding', 'headache'],
  ['i ache all over', 'muscle aches'],
  ['have you had a temperature', 'fever'],
  ["my heart's been racing at night", 'palpitations'],
  ['any trouble catching your breath', 'shortness of breath'],
  ['sometimes my heart starts pounding out of nowhere', 'palpitations'],
  ["i'm wiped out by the afternoon", 'fatigue'],
  ['i have no energy these days', 'fatigue'],
  ['i get this burning in my chest after i eat', 'heartburn'],
  ['i feel the acid coming up at night', 'heartburn'],
];

describe('a symptom said in everyday words', () => {
  it.each(LAY_LINES)('"%s" names %s', (line, name) => {
    expect(symptomMentions(line).map((m) => m.term.name)).toContain(name);
  });

  it('reads blood in each place a list names after one "blood"', () => {
    const named = symptomMentions('any blood in your vomit or feces').map((m) => m.term.name);
    expect(named).toEqual(expect.arrayContaining(['vomiting blood', 'blood in stool']));
  });
});
