import type { MedicationAction } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { fullReport } from '../testing/fixtures.js';
import { builtInPatientCopy } from './built-in.js';
import { lengthPhrase, medicineLine } from './phrases.js';
import { HINDI } from './vocabulary/lexicon-hi.js';
import { TAMIL } from './vocabulary/lexicon-ta.js';

const order = (instructions: string | null, action: MedicationAction = 'start') => ({
  instructions,
  action,
});

describe('how to take a medicine, from the phrase tables', () => {
  it('reads a 1-0-1 after-food 5-day order in Hindi and Tamil, the strength kept as written', () => {
    expect(medicineLine(HINDI, order('500 mg 1-0-1 after food for 5 days'))).toEqual({
      text: '500 mg, दिन में दो बार (सुबह 1, रात 1), खाने के बाद, 5 दिन तक।',
      english: false,
    });
    expect(medicineLine(TAMIL, order('500 mg 1-0-1 after food for 5 days'))).toEqual({
      text: '500 mg, ஒரு நாளைக்கு இரண்டு முறை (காலை 1, இரவு 1), உணவுக்குப் பின், 5 நாட்களுக்கு.',
      english: false,
    });
  });

  it('says when needed for an SOS order, and keeps what the columns do not hold in English, marked', () => {
    expect(medicineLine(HINDI, order('650 mg SOS')).text).toBe('650 mg, सिर्फ़ ज़रूरत होने पर।');
    expect(medicineLine(TAMIL, order('50 mg at onset, may repeat after 2 hours'))).toEqual({
      text: '50 mg, தேவைப்படும்போது மட்டும். (ஆங்கிலத்தில்) May repeat after 2 hours.',
      english: true,
    });
  });

  it('adds no length to an order missing its days', () => {
    const hi = medicineLine(HINDI, order('1-1-1 before food')).text;
    expect(hi).toBe('दिन में तीन बार (सुबह 1, दोपहर 1, रात 1), खाने से पहले।');
    expect(hi).not.toContain('तक');
    expect(medicineLine(TAMIL, order('0-0-1')).text).toBe('ஒரு நாளைக்கு ஒரு முறை (இரவு 1).');
  });

  it('names the times but no count when the schedule was said in words', () => {
    expect(medicineLine(HINDI, order('twice a day after meals for 2 weeks')).text).toBe(
      'दिन में दो बार (सुबह और रात), खाने के बाद, 2 हफ़्ते तक।',
    );
    expect(medicineLine(TAMIL, order('10 mg once daily for 1 month')).text).toBe(
      '10 mg, ஒரு நாளைக்கு ஒரு முறை, 1 மாதத்திற்கு.',
    );
  });

  it('stops, changes and continues in the language; an order it cannot read stays wholly in English', () => {
    expect(medicineLine(HINDI, order('10 mg daily', 'stop')).text).toBe('यह दवा बंद कर दें।');
    expect(medicineLine(HINDI, order('10 mg 1-0-0', 'change')).text).toBe('नई खुराक: 10 mg, दिन में एक बार (सुबह 1)।');
    expect(medicineLine(TAMIL, order(null, 'continue')).text).toBe(
      'இந்த மருந்தைத் தொடர்ந்து எடுத்துக்கொள்ளவும்: மருத்துவர் சொன்னபடி எடுத்துக்கொள்ளவும்.',
    );
    expect(medicineLine(HINDI, order('10 mg 1-0-0', 'restart')).text).toBe(
      'यह दवा फिर से लेना शुरू करें: 10 mg, दिन में एक बार (सुबह 1)।',
    );
    expect(medicineLine(HINDI, order('apply on the rash'))).toEqual({
      text: '(अंग्रेज़ी में) Apply on the rash.',
      english: true,
    });
  });

  it('keeps wholly in English an order it could read wrong: a part dose, a negation, a single dose', () => {
    for (const said of ['1/2-0-1/2 after food for 5 days', '1-0-1, not before food', '1 g once before the procedure'])
      expect(medicineLine(TAMIL, order(said)), said).toEqual({
        text: `(ஆங்கிலத்தில்) ${said.charAt(0).toUpperCase()}${said.slice(1)}.`,
        english: true,
      });
  });

  it('says when to come back, singular and plural, and nothing for a date it cannot read', () => {
    expect(lengthPhrase(HINDI.comeBackAfter, 'In 2 weeks')).toBe('2 हफ़्ते बाद दोबारा दिखाने आएँ');
    expect(lengthPhrase(TAMIL.comeBackAfter, 'review after one week')).toBe('1 வாரத்திற்குப் பிறகு மீண்டும் வரவும்');
    expect(lengthPhrase(TAMIL.comeBackAfter, '10 days')).toBe('10 நாட்களுக்குப் பிறகு மீண்டும் வரவும்');
    expect(lengthPhrase(HINDI.comeBackAfter, 'next Monday with reports')).toBeNull();
  });
});

describe("the patient's copy from the phrase tables", () => {
  it('has Hindi headings, medicines, tests, review and warnings; findings and advice in English, marked', () => {
    const { content: c, englishSections } = builtInPatientCopy(fullReport(), HINDI);
    expect(c.headings.medicines).toBe('आपकी दवाइयाँ और उन्हें कैसे लेना है');
    expect(c.found).toEqual([
      '(अंग्रेज़ी में) Most likely migraine without aura.',
      '(अंग्रेज़ी में) No sign of subarachnoid haemorrhage.',
      '(अंग्रेज़ी में) Test result: CT head: no bleed.',
      '(अंग्रेज़ी में) Test result: Hemoglobin 12.9.',
    ]);
    expect(c.whatToDo).toEqual([
      '(अंग्रेज़ी में) Keep a headache diary.',
      '(अंग्रेज़ी में) Regular sleep.',
      'यह जाँच करवाएँ: Fasting lipid profile',
      '(अंग्रेज़ी में) Procedure: Greater occipital nerve block recommended.',
      'तय किए अनुसार neurology विभाग में दिखाएँ।',
    ]);
    expect(c.medicines.map((m) => m.name)).toEqual(['Sumatriptan', 'Amlodipine']);
    expect(c.comeBack).toBe('2 हफ़्ते बाद दोबारा दिखाने आएँ।');
    expect(c.warningSigns[0]).toBe('(अंग्रेज़ी में) Sooner if the headache is sudden and severe.');
    expect(c.warningSigns.slice(1)).toEqual(HINDI.alwaysWarn.map((w) => `${w}।`));
    expect(englishSections).toEqual(['found', 'whatToDo', 'medicines', 'warningSigns']);
  });
});
