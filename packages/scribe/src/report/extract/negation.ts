/**
 * NegEx-style negation (issue #8 item 2: 'denies chest pain' and 'no fever' are not symptoms): a
 * negation cue before the term, within the same clause, negates it; 'but'/'however' end the scope.
 */
const PRE_NEGATION =
  /\b(no|not|denies|denied|deny|without|never|negative for|free of|absence of|don't have|do not have|didn't have|haven't had|haven't been|hasn't had|no sign of|no signs of|no history of|none|nor|neither|isn't|wasn't|aren't|not having|ruled out)\b/g;
const SCOPE_BREAK = /\b(but|however|although|except|though|aside from|apart from)\b|[,;:]\s*(?:and )?(?:i|she|he|it|they)\b/g;
const POST_NEGATION = /^[^.?!]{0,20}\b(resolved|went away|is gone|are gone|has gone away|ruled out)\b/;

export function isNegated(sentence: string, termIndex: number, termEnd: number): boolean {
  const before = sentence.slice(Math.max(0, termIndex - 60), termIndex);
  let lastCue = -1;
  for (const m of before.matchAll(PRE_NEGATION)) lastCue = (m.index ?? 0) + m[0].length;
  if (lastCue >= 0) {
    const between = before.slice(lastCue);
    SCOPE_BREAK.lastIndex = 0;
    if (!SCOPE_BREAK.test(between)) return true;
  }
  return POST_NEGATION.test(sentence.slice(termEnd));
}

const YES = /^(yes|yeah|yep|yup|uh-huh|mm-hmm|i do|i have|i did|sometimes|a little|correct|right|definitely|absolutely)\b/;
const NO = /^(no|nope|nah|not really|i don't|i do not|i haven't|never|none|not that i|negative)\b/;

/** How a reply answers a yes/no question: true, false, or null when it is neither. */
export function answerPolarity(reply: string): boolean | null {
  const t = reply.trim().replace(/^(um|uh|well|oh|so|hmm)[, ]+/, '');
  if (NO.test(t)) return false;
  if (YES.test(t)) return true;
  return null;
}
