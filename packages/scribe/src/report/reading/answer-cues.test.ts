import { describe, expect, it } from 'vitest';
import { ANSWER_RULES } from './answer-cues.js';
import { answerPolarity, answersOver, answerToNegated, notKnowing, takesBack } from './answers.js';

/**
 * One reply per answer rule and what it answers: to a yes/no question (`polarity`), to a negated one
 * ('and no fever?', `toNegated`), that the patient does not know, or that a clinician takes back what the
 * patient said of themself (`back`). A rule without a reply here fails
 * the last test, so a new row comes with its test.
 */
const REPLIES: {
  rule: string;
  reply: string;
  polarity?: boolean | null;
  toNegated?: boolean | null;
  unknown?: boolean;
  back?: boolean;
  over?: boolean;
}[] = [
  { rule: 'filler', reply: 'um, well, yes', polarity: true },
  { rule: 'filler', reply: 'thankfully, no', polarity: false },
  { rule: 'contrast:actually', reply: 'actually yes', polarity: true, toNegated: true },
  { rule: 'contrast:actually', reply: 'actually, no', polarity: false, toNegated: false },
  { rule: 'yes:no-well-some', reply: 'no, well, sometimes', polarity: true, toNegated: true },
  { rule: 'yes:no-well-some', reply: 'not really... maybe a bit of nausea', polarity: true },
  { rule: 'yes:no-well-some', reply: 'no, well, not really', polarity: false },
  { rule: 'yes:no-well-some', reply: 'no well actually yeah a little in the mornings', polarity: true },
  { rule: 'yes:no-actually-yes', reply: 'no wait actually yes i do', polarity: true },
  { rule: 'yes:no-actually-yes', reply: 'nope sorry yeah i have', polarity: true },
  { rule: 'yes:no-actually-yes', reply: 'no actually not at all', polarity: false },
  { rule: 'limited:not-now', reply: 'no, not today', polarity: null },
  { rule: 'limited:not-now', reply: 'not right this second', polarity: null, toNegated: null },
  { rule: 'limited:not-now', reply: 'not anymore', polarity: false },
  { rule: 'over:gone', reply: "it's all gone now", polarity: false, over: true },
  { rule: 'over:gone', reply: 'it went away', polarity: false, over: true },
  { rule: 'over:gone', reply: 'no, not since then', polarity: false, over: true },
  { rule: 'over:gone', reply: 'not anymore', polarity: false, over: true },
  { rule: 'over:gone', reply: 'it went away but it came back this morning', polarity: null, over: false },
  { rule: 'still:there', reply: 'still there', polarity: true, over: false },
  { rule: 'still:there', reply: "it's still pretty bad", polarity: true },
  { rule: 'still:there', reply: 'i still have it', polarity: true },
  { rule: 'still:there', reply: 'still.', polarity: true },
  { rule: 'still:there', reply: 'still, a single', polarity: null },
  { rule: 'still:there', reply: 'still no', polarity: null },
  { rule: 'still:there', reply: 'still waiting on the results', polarity: null },
  { rule: 'still:the-same', reply: 'about the same', polarity: true },
  { rule: 'still:the-same', reply: "it's the same, yeah", polarity: true },
  { rule: 'still:the-same', reply: 'the same doctor as before', polarity: null },
  { rule: 'no:better', reply: "it's gotten better", polarity: false, over: false },
  { rule: 'no:no', reply: 'nope', polarity: false },
  { rule: 'no:no', reply: 'not as such', polarity: false },
  { rule: 'no:no', reply: 'uh-uh', polarity: false },
  { rule: 'no:bare-not', reply: 'luckily not', polarity: false },
  { rule: 'no:bare-not', reply: 'not when i rest', polarity: null },
  { rule: 'no:neither', reply: 'neither of them', polarity: false },
  { rule: 'no:a-negative', reply: "that's a negative, doctor", polarity: false },
  { rule: 'no:all-fine', reply: 'she is breathing fine', polarity: false },
  { rule: 'no:all-fine', reply: 'everything is as usual', polarity: false },
  { rule: 'no:all-fine', reply: "it's fine until i walk", polarity: null },
  { rule: 'no:all-fine', reply: 'my stomach feels fine', polarity: false },
  { rule: 'no:all-fine', reply: "i've been fine", polarity: false },
  { rule: 'no:all-fine', reply: "my vision's been normal", polarity: false },
  { rule: 'no:all-fine', reply: 'my knee feels fine unless i run', polarity: null },
  { rule: 'no:i-dont', reply: "i haven't", polarity: false },
  { rule: 'no:i-have-none', reply: "i've not had any of that", polarity: false },
  { rule: 'no:i-have-none', reply: 'i have none', polarity: false },
  { rule: 'no:i-have-none', reply: 'i have no problems there', polarity: false },
  { rule: 'no:she-has-not', reply: "she hasn't mentioned anything like that", polarity: false },
  { rule: 'no:not-any', reply: 'not lately', polarity: false },
  { rule: 'no:not-any', reply: 'not one bit', polarity: false },
  { rule: 'no:dont-think-so', reply: "don't think so", polarity: false },
  { rule: 'no:wouldnt-say-so', reply: "i wouldn't say so", polarity: false },
  { rule: 'no:wouldnt-say-so', reply: "can't say that i have", polarity: false },
  { rule: 'no:there-no', reply: 'on my body, no, not really', polarity: false },
  { rule: 'no:nahi', reply: 'bilkul nahi', polarity: false },
  { rule: 'no:illa', reply: 'illai doctor', polarity: false },
  { rule: 'no:onnum-illa', reply: 'appadi onnum illa', polarity: false },
  { rule: 'no:never-noticed', reply: "i can't recall having one", polarity: false },
  { rule: 'no:yaad-nahi', reply: 'yaad nahi', polarity: false },
  { rule: 'no:ack-then-no', reply: 'yeah, no, not really', polarity: false },
  { rule: 'yes:yes', reply: 'mm-hmm', polarity: true },
  { rule: 'yes:i-do', reply: "i've been having some", polarity: true },
  { rule: 'yes:sometimes', reply: 'a little bit', polarity: true },
  { rule: 'yes:definitely', reply: 'on and off', polarity: true },
  { rule: 'yes:ouch', reply: 'ow right there', polarity: true },
  { rule: 'yes:only-when', reply: 'only when i climb the stairs', polarity: true },
  { rule: 'yes:only-when', reply: 'mostly in the morning', polarity: true },
  { rule: 'yes:comes-and-goes', reply: 'it comes and goes', polarity: true },
  { rule: 'yes:comes-and-goes', reply: 'here and there i guess', polarity: true },
  { rule: 'yes:comes-and-goes', reply: 'now and then', polarity: true },
  { rule: 'yes:a-few-times', reply: 'a couple of times last week', polarity: true },
  { rule: 'yes:a-few-times', reply: 'slightly', polarity: true },
  { rule: 'yes:a-few-times', reply: 'once or twice yeah', polarity: true },
  { rule: 'yes:when-i-do', reply: 'um when i walk up the stairs yeah', polarity: true },
  { rule: 'yes:when-i-do', reply: "whenever i'm lying down", polarity: true },
  { rule: 'yes:when-i-do', reply: 'when i was a kid maybe', polarity: null },
  { rule: 'yes:when-i-do', reply: 'when i started the new pills', polarity: null },
  { rule: 'yes:a-few-times', reply: 'slightly decreased appetite', polarity: null },
  { rule: 'yes:a-few-times', reply: 'a tiny bit', polarity: true },
  { rule: 'yes:yes', reply: 'mm hmm', polarity: true },
  { rule: 'filler', reply: 'unfortunately yes', polarity: true },
  { rule: 'yes:haan', reply: 'haan thoda', polarity: true },
  { rule: 'yes:aama', reply: 'aama konjam', polarity: true },
  { rule: 'unknown:cannot-say', reply: "i don't really remember", unknown: true },
  { rule: 'unknown:not-sure', reply: "i'm not sure", unknown: true },
  { rule: 'unknown:pata-nahi', reply: 'pata nahi', unknown: true },
  { rule: 'unknown:maybe', reply: 'um i guess maybe', unknown: true },
  { rule: 'against:i-do', reply: 'yes, i do', toNegated: true },
  { rule: 'against:yes-some', reply: 'yeah, some', toNegated: true },
  { rule: 'against:yes-some', reply: 'a little bit', toNegated: true },
  { rule: 'against:yes-some', reply: 'yes, actually', toNegated: true },
  { rule: 'agree:right', reply: 'correct', toNegated: false },
  { rule: 'agree:right', reply: "that's right", toNegated: false },
  { rule: 'takeBack:no-no', reply: 'no no no, that just means your kidney is sore', back: true },
  { rule: 'takeBack:no-no', reply: 'oh, no, no. you are fine', back: true },
  { rule: 'takeBack:no-no', reply: 'no problem, and how long has it been', back: false },
  { rule: 'takeBack:you-did-not', reply: "no, you didn't have one", back: true },
  { rule: 'takeBack:you-did-not', reply: 'no, and when did that start', back: false },
];

describe('the answer rules', () => {
  it.each(REPLIES)('$rule: "$reply"', ({ reply, polarity, toNegated, unknown, back, over }) => {
    if (over !== undefined) expect(answersOver(reply)).toBe(over);
    if (polarity !== undefined) expect(answerPolarity(reply)).toBe(polarity);
    if (toNegated !== undefined) expect(answerToNegated(reply)).toBe(toNegated);
    if (unknown !== undefined) expect(notKnowing(reply)).toBe(unknown);
    if (back !== undefined) expect(takesBack(reply)).toBe(back);
  });

  it("'I have no idea' does not know: it denies nothing", () => {
    expect(answerPolarity('i have no idea')).not.toBe(false);
  });

  it('a bare yes to a negated question says nothing: it could agree or go against it', () => {
    expect(answerToNegated('yes')).toBeNull();
  });

  it('every answer rule has a reply here', () => {
    const tested = new Set(REPLIES.map((r) => r.rule));
    expect(ANSWER_RULES.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });
});
