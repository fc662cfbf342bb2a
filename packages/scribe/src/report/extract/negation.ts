/**
 * NegEx-style negation: a negation cue before the term, within the same clause, negates it ('denies
 * chest pain', 'no fever or chills'). 'but', 'however', 'some', a new subject with its verb ('no
 * fever, I do have chills', 'no fever i have chills', 'no fever some chills') and the likelier one
 * offered instead ('I don't think this is a stroke, more likely a migraine') end the cue's scope. A
 * few cues follow the term: 'the rash went away', and Hindi and Tamil negations after an English word
 * ('fever nahi hai', 'cough illa', 'bukhar yaad nahi').
 *
 * Not remembering or not noticing a symptom denies it ('I can't recall a fever or any kind of rash',
 * 'I'm unaware of any swelling', 'yaad nahi ki bukhar tha'): a patient does not report what they never
 * noticed.
 */
const PRE_NEGATION =
  /\b(no|not|denies|denied|deny|denying|without|never|negative for|free of|absence of|don't have|do not have|didn't have|doesn't have|does not have|don't get|doesn't get|didn't get|never had|don't|doesn't|didn't|haven't|hasn't|wouldn't say|would not say|haven't had|haven't been|hasn't had|haven't noticed|haven't seen|no sign of|no signs of|no history of|none|nor|neither|isn't|wasn't|aren't|not having|ruled out|nothing|any more|anymore|unaware of|(?:can't|cannot|can not|couldn't|could not) (?:really )?(?:recall|remember|say|think of)(?: (?:that |the last time |when )?(?:i|she|he)(?:'ve| have| has| had| ever| last)* ?(?:had|noticed|gotten|been|felt)?)?|(?:yaad|pata) nahin?(?: ki)?|nahin? (?:yaad|pata))\b/g;
const SCOPE_BREAK =
  /\b(but|however|although|except|though|aside from|apart from|other than|besides|instead|some)\b|[,;:]\s*(?:and )?(?:i|she|he|it|they)\b|[,;:]\s*(?:(?:more|most) likely|likely|probably|rather|more like|looks like)\b|\b(?:i|she|he|they)\s+(?:have|has|had|do|does|did|get|gets|got|feel|feels|felt|am|is|was|noticed|notice|'ve|'m)\b(?!\s+(?:not|n't|no)\b)/g;
const POST_NEGATION =
  /^[^.?!]{0,20}\b(resolved|went away|is gone|are gone|has gone away|have gone away|ruled out|subsided)\b|^\s*(?:bhi |ka |ki )?(?:yaad |pata )?(?:nahi|nahin|nai|illa|illai|illae)\b/;
/**
 * Not knowing followed by a question word or a pause negates the knowing, not what comes after: 'I can't
 * recall when the headache started', 'not sure what triggers my headaches', 'pata nahi kab se bukhar
 * hai' deny nothing, and the negation before it ends there. Not remembering when one last had it
 * ('I can't remember when I last had a fever') is not having had it for long: a denial.
 */
const NOT_KNOWING =
  /^(?:not sure|no idea|(?:don't|do not|didn't|did not|can't|cannot|can not|couldn't|could not) (?:really )?(?:know|remember|recall|say|tell)|(?:yaad|pata) nahin?|nahin? (?:yaad|pata))(?: (?:exactly|for sure))?\s*(?:[,;:]|(?:when(?! (?:i|she|he) last)|where|why|how|what|which|kab|kaise|kyun|kyon|kahan|kitne|kitna)\b)/;
/**
 * A symptom compared with the one now ('never had a headache this bad', 'no pain like this before', 'no
 * redness or swelling like I do now') is present: the negation is of its like, not of it.
 */
const LIKE_NOW =
  /^(?:\s*,?\s+(?:or|and)\s+[a-z-]+(?:\s+[a-z-]+)?)?\s*(?:this (?:bad|severe|intense|strong|painful|much)|like this(?!\s+(?:morning|afternoon|evening|week|weekend|month|year))|like (?:(?:i|he|she|they|we|you) (?:do|does|have|has|get|gets|am|is|are)\s+)?(?:now|today|right now|this time))\b/;
/** 'no' that answers something before it rather than negating what follows ('no, I have a cough'). */
const ANSWER_NO = /^(no|nope)\b[,.]?\s+(?:i|it|she|he|they|but|just|only)\b/;

export function isNegated(sentence: string, termIndex: number, termEnd: number): boolean {
  if (LIKE_NOW.test(sentence.slice(termEnd))) return false;
  const from = Math.max(0, termIndex - 100);
  const before = sentence.slice(from, termIndex);
  let lastCue = -1;
  for (const m of before.matchAll(PRE_NEGATION)) {
    if (m[1] === 'no' && from + m.index === 0 && ANSWER_NO.test(sentence)) continue;
    if (NOT_KNOWING.test(before.slice(m.index))) {
      lastCue = -1;
      continue;
    }
    lastCue = m.index + m[0].length;
  }
  if (lastCue >= 0) {
    const between = before.slice(lastCue);
    SCOPE_BREAK.lastIndex = 0;
    if (!SCOPE_BREAK.test(between)) return true;
  }
  return POST_NEGATION.test(sentence.slice(termEnd));
}

export { answerPolarity } from './answers.js';
