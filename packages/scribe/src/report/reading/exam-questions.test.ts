import { describe, expect, it } from 'vitest';
import { deniedFrom as denied, presentFrom as present } from '../testing/said.js';
import { EXAM_QUESTION_CUES } from './exam-question-cues.js';
import { examManoeuvre } from './exam-questions.js';

/** One question per row, whether the examination is under way, and the manoeuvre it is asked with. */
const QUESTIONS: { rule: string; question: string; examining: boolean; is: string; before?: string }[] = [
  {
    rule: 'hand:press-when-i',
    question: 'does it hurt when i press on your belly',
    examining: false,
    is: 'palpation',
  },
  {
    rule: 'hand:move-when-i',
    question: 'any pain when i bend your knee',
    examining: false,
    is: 'movement',
  },
  {
    rule: 'manoeuvre:that',
    question: 'does that bother you',
    examining: true,
    is: 'unsaid',
  },
  { rule: 'spot:here', question: 'is it sore right here', examining: true, is: 'unsaid' },
  { rule: 'manoeuvre:with-this', question: 'any pain with this', examining: true, is: 'unsaid' },
  {
    rule: 'hand:announced',
    before: "i'm going to press on your back",
    question: 'okay any back pain?',
    examining: false,
    is: 'palpation',
  },
  { rule: 'bare:any-pain', question: 'okay any pain?', examining: true, is: 'unsaid' },
];

describe('questions asked of the examination', () => {
  it('has an example for every row', () => {
    expect(QUESTIONS.map((q) => q.rule)).toEqual(EXAM_QUESTION_CUES.map((row) => row.rule));
  });

  for (const q of QUESTIONS)
    it(`reads '${q.question}' as asked of the examination (${q.rule})`, () => {
      expect(examManoeuvre(q.question, q.examining, q.before)).toBe(q.is);
    });

  it('reads pointing at a spot as the history when no examination is under way', () => {
    expect(examManoeuvre('any pain here', false)).toBeNull();
    expect(examManoeuvre('does that bother you', false)).toBeNull();
  });

  it('reads a plain question of the history as the history, even during the examination', () => {
    expect(examManoeuvre('any numbness in your feet', true)).toBeNull();
    expect(examManoeuvre('are you bringing anything up any fevers with this', true)).toBeNull();
    expect(examManoeuvre('okay any trouble swallowing let me check here your glands feel fine', true)).toBeNull();
    expect(examManoeuvre('any chest pain when you climb stairs', true, "i'm going to press on your belly")).toBeNull();
  });
});

describe('what the patient answers while being examined', () => {
  it("does not write 'no' to 'any pain here?' over the low back as a denial of back pain", () => {
    const said = [
      'doctor: what brings you in today',
      'patient: my right hip hurts when i walk',
      'doctor: okay let me examine you. now the exam of your lower back. any pain here?',
      'patient: no',
    ].join('\n');
    expect(present(said)).toEqual(['hip pain']);
    expect(denied(said)).toEqual([]);
  });

  it("does not write 'no' to 'any pain?' as the examiner presses on the back as a denial of back pain", () => {
    const said = ["doctor: i'm going to press on your back . any pain ?", 'patient: no'].join('\n');
    expect(denied(said)).toEqual([]);
  });

  it("does not write 'yes' to 'does it hurt when I press here?' as a symptom of the history", () => {
    const said = [
      'doctor: so what brings you in',
      'patient: i fell off my bike on sunday',
      'doctor: does it hurt when i press on your wrist here?',
      'patient: yes right there',
    ].join('\n');
    expect(present(said)).toEqual([]);
  });

  it('still reads a question of the history asked during the examination', () => {
    const said = [
      'doctor: let me listen to your chest. take a deep breath',
      'doctor: any shortness of breath when you climb stairs?',
      'patient: yes quite a bit',
    ].join('\n');
    expect(present(said)).toEqual(['shortness of breath']);
  });
});
