import { describe, expect, it } from 'vitest';
import { CONTEXT_RULES } from './context-cues.js';
import { negation, judgedDenial } from './context.js';

/** One example per result rule: the words, the judgement they are about, and the rule that denies it. */
const EXAMPLES: { rule: string; text: string; about: string }[] = [
  { rule: 'neg:result-no', text: 'the film shows no displaced rib fracture', about: 'fracture' },
  { rule: 'neg:result-no-sign-of', text: 'the scan showed no evidence of any fresh bleeding', about: 'bleeding' },
  { rule: 'neg:result-no-sign-of', text: 'the film shows no obvious signs of acute fracture', about: 'fracture' },
  { rule: 'neg:result-not', text: "your white count wasn't really high", about: 'high' },
  { rule: 'neg:result-not', text: 'the culture came back negative for strep', about: 'strep' },
  { rule: 'neg:result-not', text: 'i did not see a fracture in the report nor any abnormality', about: 'abnormality' },
  {
    rule: 'neg:result-or',
    text: "it doesn't show any open fracture or any kind of bone abnormality",
    about: 'abnormality',
  },
  { rule: 'neg:statement-doubted', text: "i don't really think you have gout", about: 'you have' },
];

const at = (text: string, about: string) =>
  judgedDenial(text, text.indexOf(about), about === 'you have' ? 'statement' : 'result');

describe('the context rules about a result or a stated diagnosis', () => {
  it('a denial right before a judgement denies it, through the words that qualify the finding', () => {
    for (const e of EXAMPLES) expect(at(e.text, e.about)).toEqual({ negated: true, rules: [e.rule] });
  });

  it("an answering 'no' opens its own clause: it denies nothing after a pronoun", () => {
    expect(at("no it's a bit low", 'low').negated).toBe(false);
    expect(at('no your sugar was high', 'high').negated).toBe(false);
  });

  it('a denial reaches only a few words: one said long before the judgement is about something else', () => {
    expect(at('no pain since the fall, the x-ray shows a fracture', 'fracture').negated).toBe(false);
  });

  it("a denial reaches over a list joined by 'or', not over a new clause after it", () => {
    expect(at("the potassium isn't high or low", 'low').negated).toBe(true);
    expect(at('there is no fracture or dislocation but it is abnormal', 'abnormal').negated).toBe(false);
  });

  it('the result rules deny no symptom, and the symptom rules deny no result', () => {
    const text = 'the film shows no displaced rib fracture';
    const index = text.indexOf('fracture');
    expect(negation(text, index, index + 8).rules).not.toContain('neg:result-no');
    expect(judgedDenial('she has been free of seizures', 'she has been free of '.length).negated).toBe(false);
  });

  it("a statement's denial is bridged only by words of belief or seeming, and a result's rules deny no statement", () => {
    const stated = (text: string) => judgedDenial(text, text.length, 'statement').negated;
    expect(stated("it doesn't look like ")).toBe(true);
    expect(stated("i'm not convinced that ")).toBe(true);
    expect(stated("we didn't get the scan back but i think ")).toBe(false);
    expect(stated('no question ')).toBe(false);
  });

  it('every result rule has an example here', () => {
    const tested = new Set(EXAMPLES.map((e) => e.rule));
    const rows = CONTEXT_RULES.filter((r) => r.target === 'result' || r.target === 'statement');
    expect(rows.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });
});
