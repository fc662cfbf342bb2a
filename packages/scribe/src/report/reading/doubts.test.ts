import { describe, expect, it } from 'vitest';
import { DOUBT_RULES } from './doubt-cues.js';
import { doubtOf } from './doubts.js';

/** The doubt read at the symptom's word in a sentence. */
const at = (text: string, word: string) => doubtOf(text, text.indexOf(word), text.indexOf(word) + word.length);

/** One example per rule: a patient naming a symptom they do not say they have today. */
const EXAMPLES: { rule: string; text: string; word: string }[] = [
  { rule: 'unsure:maybe', text: 'maybe a little dizzy after lunch', word: 'dizzy' },
  { rule: 'unsure:not-sure', text: "i'm not sure if it was a fever, i felt warm", word: 'fever' },
  { rule: 'unsure:dont-think', text: "i don't think i had a fever", word: 'fever' },
  { rule: 'unsure:might-have', text: 'i might have had chills one night', word: 'chills' },
  { rule: 'once:once', text: 'i felt nauseous just once on the boat', word: 'nauseous' },
  { rule: 'reaction:from-certain', text: 'i sometimes get a rash from certain detergents', word: 'rash' },
  { rule: 'reaction:kinds', text: 'my skin breaks out in hives with different soaps', word: 'hives' },
];

describe('a symptom named with doubt', () => {
  for (const e of EXAMPLES)
    it(`${e.rule}: "${e.text}"`, () => {
      expect(at(e.text, e.word)?.rule).toBe(e.rule);
    });

  it('has an example for every rule', () => {
    expect(DOUBT_RULES.map((r) => r.id).sort()).toEqual(EXAMPLES.map((e) => e.rule).sort());
  });

  it('reads a symptom named plainly as no doubt, whatever the words near it', () => {
    expect(at("i've been dizzy for maybe two weeks", 'dizzy')).toBeNull();
    expect(at('it was maybe two weeks ago and i have had nausea since', 'nausea')).toBeNull();
    expect(at('i get headaches once or twice a week', 'headaches')).toBeNull();
    expect(at('i get dizzy once i stand up', 'dizzy')).toBeNull();
    expect(at("i've had a rash from a new lotion all week", 'rash')).toBeNull();
    expect(at('i get a rash every time i eat shellfish', 'rash')).toBeNull();
    expect(at('maybe. anyway i have a cough', 'cough')).toBeNull();
    expect(at("i've been getting rashes for two weeks", 'rashes')).toBeNull();
    expect(at('there is a rash with some blisters on my arm', 'rash')).toBeNull();
    expect(at('i have a rash from some lotion i tried', 'rash')).toBeNull();
    expect(at('there is a risk she may be stiff for some time after surgery', 'stiff')).toBeNull();
  });

  it('reads doubt however it is said in speech', () => {
    expect(at("could have been a fever i didn't check", 'fever')?.doubt).toBe('unsure');
    expect(at("it might be a little swollen i can't really tell", 'swollen')?.doubt).toBe('unsure');
    expect(at("i wasn't sure if it was wheezing or just congestion", 'wheezing')?.doubt).toBe('unsure');
    expect(at("i wasn't sure if it was wheezing or just congestion", 'congestion')?.doubt).toBe('unsure');
    expect(at("i'm not really sure if that was a fever or not", 'fever')?.doubt).toBe('unsure');
  });

  it('reads a rash said to come whenever some kinds of things are used as a reaction, not a rash of today', () => {
    expect(at('yeah i will start getting rashes with different products', 'rashes')?.doubt).toBe('reaction');
    expect(at('i sometimes get itching after certain foods', 'itching')?.doubt).toBe('reaction');
  });
});
