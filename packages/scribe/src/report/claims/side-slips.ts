/**
 * A side put right in other words: a side said just after the other one taken back is the side meant, and the
 * side taken back is a slip, not a side. Read by sides.ts for every side word.
 */

/**
 * A side said right after the other side taken back ('my right hand, i mean left', 'the left, sorry, right wrist'): a
 * side. 'Right' as in 'right now' is none ('my left knee actually right now it is worse').
 */
const PUT_RIGHT =
  /\b(left|right)\b(?:\s+[a-z]+)?\s*[,.]?\s*(?:sorry|i mean|excuse me|or rather|actually|wait)\s*[,.]?\s*$/;
const NOT_PUT_RIGHT = /^\s+(?:now|away|after|there|here)\b/;
export const putRight = (text: string, index: number, end: number) =>
  PUT_RIGHT.exec(text.slice(Math.max(0, index - 40), index))?.[1] ===
    (text.slice(index, end) === 'left' ? 'right' : 'left') && !NOT_PUT_RIGHT.test(text.slice(end));
/**
 * A side taken back for the other ('your left knee, sorry, your right knee', 'the left, I mean the right one', 'my left knee
 * no sorry the right one', 'the left um actually the right'): a slip, not a side. 'Right' as in 'right now' corrects nothing.
 */
const SLIP =
  /^(?:\s+[a-z]+)?(?:\s*[,.]?\s*(?:sorry|i mean|excuse me|or rather|actually|no|wait|um|uh|oh|of|your|my|his|her|the)\b)*\s*,?\s*(left|right)\b(?!\s+(?:now|away|after|there|here)\b)/;
/**
 * What takes a side back: 'sorry', 'i mean', 'actually', 'wait', or a 'no' with a determiner before the other side
 * ('my left, no, my right knee'); a bare 'no' before a side is a denial of its own ('pain in the left knee no right knee pain').
 */
const TAKEN_BACK =
  /\b(?:sorry|i mean|excuse me|rather|actually|wait)\b|\bno\b[,.]?\s+(?:the|my|your|his|her)\s+(?:left|right)$/;
export function slip(text: string, end: number, word: string): boolean {
  const m = SLIP.exec(text.slice(end));
  if (!m || m[1] === word) return false;
  return TAKEN_BACK.test(m[0]) || /^[^.?!;]{0,25}?\b(?:sorry|i mean|excuse me)\b/.test(text.slice(end + m[0].length));
}
