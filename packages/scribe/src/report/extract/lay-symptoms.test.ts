import { describe, expect, it } from 'vitest';
import { presentFrom, rosFrom } from '../testing/said.js';
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
  ['my chest hurts when i climb the stairs', 'chest pain'],
  ['i was gasping for air on the way up', 'shortness of breath'],
  ["she can't keep anything down", 'vomiting'],
  ['any loose stool', 'diarrhea'],
  ['any trouble passing stool', 'constipation'],
  ['my stomach has been hurting all week', 'abdominal pain'],
  ['my back has been hurting since the move', 'back pain'],
  ["i've been feeling run down for weeks", 'fatigue'],
  ['i feel faint when i stand up', 'dizziness'],
  ['any irregular heart beating', 'palpitations'],
  ['i felt like my heart skipped a beat', 'palpitations'],
  ['i wake up soaking the sheets', 'night sweats'],
  ['any stinging when urinating', 'burning with urination'],
  ['are you peeing more than usual', 'frequent urination'],
  ['any blood when you pee', 'blood in urine'],
  ['any black stool', 'blood in stool'],
  ['i have a hard time swallowing pills', 'difficulty swallowing'],
  ["some nights i can't fall asleep", 'insomnia'],
  ['i have a body ache', 'muscle aches'],
  ["i've dropped some weight", 'weight loss'],
  ['his nose is dripping', 'runny nose'],
  ['any difficulty in breathing', 'shortness of breath'],
  ['any heart burn or acidity', 'heartburn'],
  ['any pain in your throat', 'sore throat'],
  ['is your heart beating too fast', 'palpitations'],
  ['any problem with vision', 'blurry vision'],
  ['any burning when passing urine', 'burning with urination'],
  ['do you pass urine more often', 'frequent urination'],
  ['any blood when passing urine', 'blood in urine'],
  ['any problem swallowing', 'difficulty swallowing'],
  ['my appetite has gone down', 'loss of appetite'],
  ['any headache or body pains', 'muscle aches'],
  ['she had a high temperature last night', 'fever'],
];

/**
 * Recognised speech (lower case, no punctuation) asking in lay words and denied: the note writes the
 * denial under the symptom's clinical name.
 */
const DENIED_IN_SPEECH: [string, string][] = [
  ['doctor: um any irregular heart beating or\npatient: no', 'Denies palpitations'],
  ['doctor: any stinging when urinating\npatient: nope', 'Denies burning with urination'],
  ['doctor: and are you peeing more than usual\npatient: no not really', 'Denies frequent urination'],
  ['doctor: any night sweats like soaking the sheets\npatient: no', 'Denies night sweats'],
  ['doctor: any blood when you pee\npatient: no', 'Denies blood in urine'],
  ['doctor: any black stool\npatient: no none', 'Denies blood in stool'],
];

describe('a symptom said in everyday words', () => {
  it.each(LAY_LINES)('"%s" names %s', (line, name) => {
    expect(symptomMentions(line).map((m) => m.term.name)).toContain(name);
  });

  it.each(DENIED_IN_SPEECH)('%j: the note says %s', (talk, written) => {
    expect(rosFrom(talk)).toContain(written);
  });

  it('feeling about to throw up is nausea, not vomiting', () => {
    expect(symptomMentions('i feel like throwing up after meals').map((m) => m.term.name)).toEqual(['nausea']);
    expect(presentFrom("doctor: any vomiting\npatient: no but i feel like i'm going to throw up")).toEqual(['nausea']);
  });

  it('an achy pain is how the pain feels, not aching muscles; feeling achy is', () => {
    expect(symptomMentions("it's like a deep achy pain").map((m) => m.term.name)).not.toContain('muscle aches');
    expect(symptomMentions("i've been feeling achy and tired").map((m) => m.term.name)).toContain('muscle aches');
  });

  it('running down a list is not feeling run down', () => {
    expect(symptomMentions("i'm going to run down a list of symptoms")).toEqual([]);
  });

  it('reads blood in each place a list names after one "blood"', () => {
    const named = symptomMentions('any blood in your vomit or feces').map((m) => m.term.name);
    expect(named).toEqual(expect.arrayContaining(['vomiting blood', 'blood in stool']));
  });
});
