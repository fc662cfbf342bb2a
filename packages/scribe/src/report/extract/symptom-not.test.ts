import { describe, expect, it } from 'vitest';
import { presentFrom as present } from '../testing/said.js';
import { NOT_THE_SYMPTOM } from './symptom-not-cues.js';

/** One line per row: words where the symptom's word names something else, and the symptoms then read. */
const CASES: { row: string; said: string; symptoms: string[] }[] = [
  { row: 'tired-of', said: "Patient: I'm tired of these blood draws but otherwise fine.", symptoms: [] },
  { row: 'anxious-about', said: "Patient: I'm a bit anxious about the biopsy results.", symptoms: [] },
  // A weak stream is no weakness: it is the urinary symptom its own words name.
  {
    row: 'weak-stream',
    said: 'Patient: I get up three times a night and I have a weak stream.',
    symptoms: ['difficulty urinating'],
  },
  { row: 'weak-pulse', said: 'Patient: The nurse said I had a weak pulse in my left foot.', symptoms: [] },
  { row: 'back-of-a-part', said: 'Patient: I get a dull pain in the back of my knee when I kneel.', symptoms: [] },
  { row: 'numbing-treatment', said: 'Patient: She gave me some numbing medicine and it helped a bit.', symptoms: [] },
  { row: 'inside-an-organ', said: 'Patient: After the accident they found some bleeding in my brain.', symptoms: [] },
  {
    row: 'intended-weight-loss',
    said: "Doctor: I see you've had some intentional weight loss.\nPatient: Yes.",
    symptoms: [],
  },
  { row: 'weight-lost-on-purpose', said: "Patient: I've lost some weight on purpose since the spring.", symptoms: [] },
  { row: 'weight-loss-helped', said: 'Patient: Honestly, the weight loss has helped my knees a lot.', symptoms: [] },
  {
    row: 'breathe-through-the-nose',
    said: "Patient: I can't breathe through my nose at night since the cold.",
    symptoms: [],
  },
  {
    row: 'weight-loss-treatment',
    said: 'Patient: My sister told me about a weight loss program at the gym.',
    symptoms: [],
  },
];

describe('words that make a symptom word something else', () => {
  it.each(CASES)('$row: $said', ({ said, symptoms }) => {
    expect(present(said)).toEqual(symptoms);
  });

  it('still reads the symptom where the words do not fit a row', () => {
    expect(present("Patient: I'm tired of feeling run down all the time.")).toEqual(['fatigue']);
    expect(present('Patient: My legs feel weak when I climb stairs.')).toEqual(['weakness']);
    expect(present("Patient: I've been anxious about everything lately.")).toEqual(['anxiety']);
    expect(present("Patient: I've had some unintentional weight loss, about ten pounds.")).toEqual(['weight loss']);
    expect(present("Patient: I've lost some weight and I don't know why.")).toEqual(['weight loss']);
    expect(present('Patient: I get some swelling in my ankles by the evening.')).toEqual(['swelling']);
    expect(present('Patient: I have had this pain in my back since I moved house.')).toEqual(['back pain']);
  });

  it('every row has a case here', () => {
    const tested = new Set(CASES.map((c) => c.row));
    expect(NOT_THE_SYMPTOM.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });
});
