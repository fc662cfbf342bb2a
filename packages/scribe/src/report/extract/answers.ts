/**
 * How a reply answers a yes/no question. The reply's first words decide: 'no, not really', 'I don't
 * think so', 'nothing like that' deny; 'yes', 'a little', 'sometimes', 'kind of' affirm. Code-mixed
 * replies count too: Hindi 'haan' / 'thoda' / 'kabhi kabhi' and 'nahi', Tamil 'aama' / 'konjam' and 'illa'.
 * Never having had it or never having noticed it denies it: 'I've never had that', 'I can't recall
 * having one', 'not as far as I know', 'none that I know of', 'yaad nahi'; 'as far as I know' before an
 * answer only hedges it.
 */
const FILLER =
  /^(?:(?:um+|uh+|hmm+|oh|well|so|ah|er|okay|ok|doctor|sir|madam|ji|actually|honestly|i mean|as far as i (?:know|can tell|remember))[, ]+)+/;
const NO =
  /^(?:(?:it's|it is|it has|they're|they are|they have|that's|that is) (?:all )?(?:gone|resolved|went away|gotten better|better now)\b|(?:all )?gone\b|resolved\b|no\b|nope\b|nah\b|not really\b|not at all\b|not that i\b|not much\b|not recently\b|never\b|none\b|nothing\b|negative\b|i don't\b|i do not\b|i haven't\b|i have not\b|i didn't\b|i did not\b|i'm not\b|i am not\b|i wasn't\b|it doesn't\b|it does not\b|it hasn't\b|it isn't\b|they don't\b|not (?:that|any)\b|not (?:any ?more|lately|since|now|so much)\b|(?:don't|do not|didn't|did not|haven't|have not) (?:think so|believe so|have|get|notice|noticed|feel)\b|nahi\b|nahin\b|nai\b|bilkul nahi\b|illa\b|illai\b|illae\b|i(?:'ve| have)? never\b|i (?:can't|cannot|can not|couldn't|could not) (?:really )?(?:recall|remember|say|think of)\b|not (?:as far as|to my knowledge)\b|(?:yaad|pata) nahin?\b)/;
const YES =
  /^(?:yes\b|yeah\b|yep\b|yup\b|ya\b|uh-huh\b|uh huh\b|mm-hmm\b|mhm\b|i do\b|i have\b|i did\b|i am\b|i'm having\b|i've had\b|i've been\b|it does\b|it is\b|it has\b|they do\b|sometimes\b|occasionally\b|a little\b|a bit\b|a lot\b|little bit\b|kind of\b|sort of\b|some\b|quite\b|definitely\b|absolutely\b|correct\b|right\b|every (?:day|now and then|once in a while)\b|once in a while\b|on and off\b|off and on\b|haan\b|han\b|haa\b|ha\b|thoda\b|kabhi kabhi\b|aama\b|aamam\b|amam\b|konjam\b)/;

/**
 * An acknowledgment at once followed by a denial ('yeah, no', 'absolutely not', 'right, never') is a denial:
 * the first word takes the question in, the second answers it. A 'no' that goes on to a noun ('yes, no
 * fever') negates that noun, not the answer.
 */
const ACK_THEN_NO =
  /^(?:yes|yeah|yep|yup|ya|right|correct|absolutely|definitely|haan|han|aama)[,.!]?\s+(?:no|nope|nah|never|not|nahi|illa)(?=[,.!?]|\s*$|\s+(?:no|not|never|really|at all|i|it|that|nothing|sorry)\b)/;

export function answerPolarity(reply: string): boolean | null {
  const t = reply.trim().replace(FILLER, '');
  if (NO.test(t) || ACK_THEN_NO.test(t)) return false;
  if (YES.test(t)) return true;
  return null;
}

/** A reply that does not know the answer ('I can't remember', 'not sure', 'no idea', 'pata nahi'). */
const NOT_KNOWING =
  /^(?:(?:i )?(?:don't|do not|can't|cannot|can not|couldn't|could not) (?:really )?(?:know|remember|recall|say|tell)|(?:i'm |i am )?not (?:sure|certain)|no idea|(?:yaad|pata) nahin?|nahin? (?:yaad|pata))\b/;

export function notKnowing(reply: string): boolean {
  return NOT_KNOWING.test(reply.trim().replace(FILLER, ''));
}

/** Words that say the reply names the only ones present ('just the chills', Hindi 'sirf/bas khansi', Tamil 'mattum'): the other symptoms asked about are denied. */
export const ONLY = /\b(?:just|only|mainly|mostly|sirf|bas|keval|mattum)\b/;

/** A reply that goes against a negated question ('no dizziness?' 'yes, I do'). */
const CONTRADICTS =
  /^(?:(?:yes|yeah|well|actually)[,.!]?\s+)*(?:i do|i have|i did|i get|i've had|i've been|it does|they do|(?:she|he) does|(?:she|he) has)\b/;
/** A reply that agrees with a negated question ('no chest pain, right?' 'right'). */
const AGREES =
  /^(?:right|correct|that's right|that is right|that's correct|exactly|yes(?:,? (?:that's )?(?:right|correct)))\b/;

/**
 * How a reply answers a negated question ('and no dizziness?'): 'no' and 'right' agree (denied), 'yes,
 * I do' goes against it (present); a bare 'yes' could mean either and says nothing.
 */
export function answerToNegated(reply: string): boolean | null {
  const t = reply.trim().replace(FILLER, '');
  if (CONTRADICTS.test(t)) return true;
  if (AGREES.test(t) || NO.test(t)) return false;
  return null;
}
