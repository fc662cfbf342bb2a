import type { Language } from './context-types.js';

/**
 * What a symptom concerns, in the words a reply speaks of it by without naming it ('sleeping like a log' of
 * trouble sleeping, 'my breathing is fine' of shortness of breath). answers.ts reads these rows: a 'no' to a
 * list question that goes on to speak of some of the list this way answers those only. `symptom` is the
 * lexicon's name; `words` are regular-expression sources read as whole words. Adding a topic is a row here and
 * a test in answers.test.ts.
 */
export interface AnswerTopic {
  symptoms: readonly string[];
  words: readonly string[];
  language: Language;
}

/** The symptoms that are a pain of some part. */
const PAINS = ['chest pain', 'abdominal pain', 'back pain', 'joint pain', 'ear pain', 'headache'];

export const ANSWER_TOPICS: readonly AnswerTopic[] = [
  { symptoms: ['insomnia'], words: ['sleep(?:s|ing)?', 'slept', 'asleep'], language: 'en' },
  { symptoms: ['insomnia'], words: ['neend', 'nind'], language: 'hi' },
  { symptoms: ['insomnia'], words: ['thookam', 'thoongu\\w*'], language: 'ta' },
  { symptoms: ['shortness of breath'], words: ['breath', 'breathing', 'breathe'], language: 'en' },
  { symptoms: ['shortness of breath'], words: ['saa?ns'], language: 'hi' },
  { symptoms: ['shortness of breath'], words: ['moochu'], language: 'ta' },
  { symptoms: ['loss of appetite'], words: ['appetite', 'eating'], language: 'en' },
  { symptoms: ['loss of appetite'], words: ['bhookh?', 'khana'], language: 'hi' },
  { symptoms: ['loss of appetite'], words: ['pasi', 'saapadu'], language: 'ta' },
  { symptoms: ['constipation', 'diarrhea'], words: ['bowels?', 'bowel movements?', 'stools?'], language: 'en' },
  {
    symptoms: ['frequent urination', 'burning with urination', 'difficulty urinating', 'blood in urine'],
    words: ['urine', 'urinating', 'peeing', 'pee'],
    language: 'en',
  },
  {
    symptoms: ['frequent urination', 'burning with urination', 'difficulty urinating'],
    words: ['peshaa?b'],
    language: 'hi',
  },
  // 'No pain' to 'any chest pain or trouble breathing?' speaks of the chest pain by its last word.
  { symptoms: PAINS, words: ['pain', 'hurts?', 'hurting'], language: 'en' },
  { symptoms: PAINS, words: ['dard'], language: 'hi' },
  { symptoms: PAINS, words: ['vali'], language: 'ta' },
  { symptoms: ['weight loss', 'weight gain'], words: ['weight'], language: 'en' },
  { symptoms: ['fatigue'], words: ['energy'], language: 'en' },
  { symptoms: ['blurry vision'], words: ['vision', 'eyesight'], language: 'en' },
  { symptoms: ['dizziness'], words: ['balance'], language: 'en' },
];
