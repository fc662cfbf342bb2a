import { describe, expect, it } from 'vitest';
import { CONTEXT_RULES } from './context-cues.js';
import { GUESS_RULES } from './guess-cues.js';
import {
  aboutOthers,
  beforeHypothetical,
  guessedBefore,
  hypotheticalBefore,
  hypotheticalCue,
  cutSubject,
  namesOthers,
  recallsNoInjury,
  speaksOfChildSeen,
  voicesWish,
} from './subject.js';

/** One example per hypothetical rule: a sentence it makes hypothetical, and the rule named. */
const HYPOTHETICAL: { rule: string; text: string; note?: boolean }[] = [
  { rule: 'hyp:if', text: 'if you get chest pain come in', note: true },
  { rule: 'hyp:in-case', text: 'in case the swelling gets worse', note: true },
  { rule: 'hyp:risks', text: 'the risks include numbness and weakness', note: true },
  { rule: 'hyp:call-us', text: 'call us for any shortness of breath', note: true },
  { rule: 'hyp:may-cause', text: 'this medicine can cause nausea', note: true },
  { rule: 'hyp:report-any', text: 'report any bleeding' },
  { rule: 'hyp:can-be', text: 'that can be a sign of infection' },
  { rule: 'hyp:to-prevent', text: 'take it to prevent headaches' },
  { rule: 'hyp:means', text: 'vertigo means the room is spinning' },
  { rule: 'hyp:means', text: 'that syndrome, the one where a bite gives you a rash' },
  { rule: 'hyp:lead-to', text: 'poor healing can lead to arthritis' },
  { rule: 'hyp:develop', text: 'you can also develop arthritis in that foot' },
  { rule: 'hyp:wish', text: 'i wish i had some weight loss' },
  { rule: 'hyp:afraid-of', text: "i was afraid i'd get dizzy on the stairs" },
  { rule: 'hyp:wish', text: "i hope it's not a migraine" },
  { rule: 'hyp:other-people', text: 'a lot of patients get nausea on it' },
  { rule: 'hyp:you-may', text: "you're going to feel some dizziness" },
  { rule: 'hyp:you-will', text: "you'll probably notice some nausea" },
];

/** One example per experiencer rule: a symptom said of someone else. */
const EXPERIENCER: { rule: string; text: string; about: string; note?: boolean }[] = [
  { rule: 'exp:family', text: 'my mother has diabetes', about: 'diabetes', note: true },
  { rule: 'exp:kin', text: 'the kids all have a cough', about: 'cough' },
  { rule: 'exp:others', text: 'my coworker had a bad cough', about: 'cough' },
  { rule: 'exp:others', text: 'does anyone at home have asthma', about: 'asthma' },
  { rule: 'exp:runs-in-family', text: 'skin cancer does run in my family', about: 'skin cancer', note: true },
  { rule: 'exp:runs-in-family', text: "there's a lot of cancer in my family", about: 'cancer', note: true },
  { rule: 'exp:runs-in-family', text: "there's alzheimer's in the family", about: "alzheimer's", note: true },
  { rule: 'exp:runs-in-family', text: "there's diabetes on my dads side", about: 'diabetes' },
  { rule: 'exp:runs-in-family', text: 'there is diabetes on my mom side', about: 'diabetes', note: true },
  { rule: 'exp:runs-in-family', text: 'heart problems on both sides', about: 'heart problems' },
  {
    rule: 'exp:runs-in-family',
    text: 'heart disease diabetes and cancer all run in my family',
    about: 'heart disease',
    note: true,
  },
  {
    rule: 'exp:runs-in-family',
    text: 'high blood pressure, and food allergies run in my family',
    about: 'high blood pressure',
    note: true,
  },
];

/** One example per guess rule: a cause the patient only wonders about, and the words guessed at. */
const GUESSED: { rule: string; text: string; cause: string }[] = [
  { rule: 'guess:maybe', text: 'maybe i slipped on the stairs', cause: 'slipped' },
  { rule: 'guess:i-guess', text: 'i suppose the gardening did it', cause: 'gardening' },
  { rule: 'guess:might-have', text: 'i could have lifted the sofa wrong', cause: 'lifted' },
  { rule: 'guess:not-sure', text: "i'm not sure if i twisted it playing tennis", cause: 'twisted' },
  { rule: 'guess:could-it', text: 'could it be from carrying the groceries', cause: 'carrying' },
  { rule: 'guess:no-injury', text: 'there was no injury i was just carrying boxes', cause: 'carrying' },
];

describe('whose a symptom is, and whether it is only talked of', () => {
  it.each(HYPOTHETICAL)('$rule: "$text" is hypothetical', ({ rule, text, note }) => {
    expect(hypotheticalCue(text)?.rule).toBe(rule);
    // Rows without a source read written notes too; talk-only rows do not ('for the pain' in a plan).
    expect(hypotheticalCue(text, 'note')?.rule).toBe(note ? rule : undefined);
  });

  it('reads a wish or a hope as no claim, and a request for treatment as none of either', () => {
    expect(voicesWish('if only the cough would stop')).toBe(true);
    expect(voicesWish("i'm hoping the rash clears")).toBe(true);
    // 'I would like something for my headache' asks for a treatment of a headache the patient has.
    expect(voicesWish('i would like something for my headache')).toBe(false);
  });

  it.each(EXPERIENCER)('$rule: "$text" is someone else\'s', ({ text, about, note }) => {
    const at = text.indexOf(about);
    expect(aboutOthers(text, at, 'talk', at + about.length)).toBe(true);
    expect(namesOthers(text, 'note')).toBe(note === true);
  });

  it("the speaker named again takes the symptom back: 'my wife says I've been coughing'", () => {
    const text = "my wife says i've been coughing";
    expect(aboutOthers(text, text.indexOf('coughing'))).toBe(false);
    const filler = 'my son, you know, had a fever';
    expect(aboutOthers(filler, filler.indexOf('fever'))).toBe(true);
  });

  it("'tell me if you have any fever' asks: it is no warning", () => {
    expect(hypotheticalCue('can you tell me if you have any fever or chills')).toBeNull();
    expect(hypotheticalCue('tell me if it gets worse')?.rule).toBe('hyp:report-any');
  });

  it('a warning reaches what is said within its clause, not what the clinician says later', () => {
    const warned = 'you have a high likelihood of developing arthritis';
    expect(hypotheticalBefore(warned, warned.indexOf('arthritis'))).toBe(true);
    const later =
      'if it is okay with you i will examine your foot now and then we will look at the x-ray of your foot together, ' +
      'and from the x-ray you have arthritis';
    expect(hypotheticalBefore(later, later.indexOf('arthritis'))).toBe(false);
    const ended = 'call us if it swells. you have arthritis';
    expect(hypotheticalBefore(ended, ended.indexOf('arthritis'))).toBe(false);
  });

  it("a condition developed already is no warning: 'you've developed', 'you're developing'", () => {
    expect(hypotheticalCue("you've developed a rash")).toBeNull();
    expect(hypotheticalCue("you're developing some knee pain")).toBeNull();
  });

  it("'no sign of bleeding' says it is not there and 'any signs of bleeding?' asks: neither is a warning", () => {
    expect(hypotheticalCue('the scan shows no sign of any bleeding')).toBeNull();
    expect(hypotheticalCue('have you noticed any signs of bleeding')).toBeNull();
    expect(hypotheticalCue('a fever can be one of the signs of an infection')?.rule).toBe('hyp:can-be');
    expect(hypotheticalCue('swelling is a sign of fluid')?.rule).toBe('hyp:can-be');
  });

  it("'any side effects?' and 'I want to make sure you haven't had…' ask what the patient has: no warning", () => {
    expect(hypotheticalCue('have you had any side effects like nausea')).toBeNull();
    expect(hypotheticalCue('the side effects can include nausea')?.rule).toBe('hyp:risks');
    expect(hypotheticalCue("i want to make sure you haven't had any fevers")).toBeNull();
    expect(hypotheticalCue('i want to make sure you take it with food')?.rule).toBe('hyp:report-any');
  });

  it('what a question asks before a reason it gives stays asked', () => {
    expect(beforeHypothetical('any chest pain because that can be a sign of a heart problem')).toBe(
      'any chest pain because that ',
    );
    expect(beforeHypothetical('any chest pain')).toBe('any chest pain');
  });

  it('a plain account is neither', () => {
    expect(hypotheticalCue('i have had a cough for 2 days')).toBeNull();
    expect(aboutOthers('i have had a cough for 2 days', 11)).toBe(false);
  });

  it.each(GUESSED)('$rule: "$text" only guesses at the cause', ({ text, cause }) => {
    expect(guessedBefore(text, text.indexOf(cause))).toBe(true);
  });

  it('a cause recalled is no guess, nor is one a full stop or forty characters past the guess', () => {
    const recalled = 'i slipped on the stairs';
    expect(guessedBefore(recalled, recalled.indexOf('slipped'))).toBe(false);
    const ended = "i'm not sure why. i slipped on the stairs";
    expect(guessedBefore(ended, ended.indexOf('slipped'))).toBe(false);
    const far = 'maybe it was the weather or the new shoes or the long walk, but i slipped';
    expect(guessedBefore(far, far.indexOf('slipped'))).toBe(false);
  });

  it('a patient who recalls no injury says so in their own words', () => {
    expect(recallsNoInjury("i don't remember hurting it")).toBe(true);
    expect(recallsNoInjury("i didn't hurt it, it just started aching")).toBe(true);
    expect(recallsNoInjury('i hurt it at the gym')).toBe(false);
  });

  it('every hypothetical and experiencer rule has an example here', () => {
    const tested = new Set([...HYPOTHETICAL, ...EXPERIENCER].map((e) => e.rule));
    const rows = CONTEXT_RULES.filter(
      (r) => r.qualifier !== 'presence' && r.direction !== 'terminate' && (r.target ?? 'mention') === 'mention',
    );
    expect(rows.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });

  it('every guess rule has an example here', () => {
    const tested = new Set(GUESSED.map((e) => e.rule));
    expect(GUESS_RULES.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });
});

describe('a child spoken of is the patient seen, a parent speaking for them', () => {
  it('reads a child named to the one who brought them, or children spoken of', () => {
    expect(speaksOfChildSeen('so your daughter has an ear infection')).toBe(true);
    expect(speaksOfChildSeen('this rash is very common in kids her age')).toBe(true);
  });

  it('reads no child in a relative of the patient or the patient themself', () => {
    expect(speaksOfChildSeen('your brother has been diagnosed with adhd')).toBe(false);
    expect(speaksOfChildSeen('you have a chest infection')).toBe(false);
  });

  it('does not reach a condition said before a break in the clause with a family cue after it', () => {
    const text = 'i have high blood pressure but diabetes runs in my family';
    const at = text.indexOf('high blood pressure');
    expect(aboutOthers(text, at, 'talk', at + 'high blood pressure'.length)).toBe(false);
    const own = 'i have asthma and my dad has copd which runs in my family';
    expect(aboutOthers(own, own.indexOf('asthma'), 'talk', own.indexOf('asthma') + 6)).toBe(false);
  });

  it.each([
    ['my wife has been having', 'my wife has been having'],
    ['yeah so my mom um she has', 'my mom um she has'],
    ['and my dad', 'my dad'],
    ['my husband has been sick with', 'my husband has been sick with'],
  ])('reads "%s" as a sentence about another cut at a pause', (text, cut) => {
    expect(cutSubject(text)).toBe(cut);
  });

  it.each([
    'i came in with my dad',
    'this is my wife',
    'my mom is doing well',
    'my dad passed away',
    'no but my dad does',
  ])('reads "%s" as no sentence cut with another as its subject', (text) => {
    expect(cutSubject(text)).toBeNull();
  });
});
