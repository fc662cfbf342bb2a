import type { AnswerRule } from './context-types.js';
import { UNSURE_ANSWER_RULES } from './answer-unsure-cues.js';
import { SOME, YES_WORD } from './answer-word-cues.js';

/**
 * How a reply to a yes/no question begins, and what that answers (answers.ts reads these rows). Phrases are
 * regular-expression sources read at the reply's start, after its fillers. Code-mixed replies count: Hindi
 * 'haan', 'thoda', 'kabhi kabhi', 'nahi'; Tamil 'aama', 'konjam', 'illa'. Adding a cue is adding a row here
 * and a test in answers.test.ts.
 */
/** Words that take a question in before the answer ('yeah, no'). */
const ACKNOWLEDGE = '(?:yes|yeah|yep|yup|ya|right|correct|absolutely|definitely|haan|han|aama)';
const DENY = '(?:no|nope|nah|never|not|nahi|illa)';
/** A no said softly, which the patient may take back ('not really… well, sometimes'). */
const SOFT_NO = '(?:no|nope|nah|not really|not much|not that much)';
/** Words that turn from a soft no to what is true after all ('well', 'maybe', 'i mean'). */
const TURN = '(?:well|actually|maybe|i mean|i guess|perhaps)';
/** Times that limit a denial to now ('not today', 'not right this second'): it may be had at other times. */
const NOW = String.raw`(?:(?:right )?now|today|tonight|at the moment|at this (?:time|moment)|this (?:morning|week)|right this (?:second|minute))`;
/**
 * Who or what a reply says is as it should be, with its verb ('she is', 'everything's', 'i'm', 'my stomach
 * feels'): the part or function asked about, said as the patient's own, counts as 'it' does.
 */
const WHO_IS = String.raw`(?:she|he|i|it|everything|that|all|they|(?:my|his|her) [a-z]+)(?:'s|'m|'ve been| is| am| are| has been| have been| was| feels| seems)?`;
/** Who is still there, in a reply: 'it's', 'they are', 'i've'. */
const STILL_WHO = "(?:it's|it is|that's|that is|they're|they are|it|they|i|i've|i have|i'm|i am)";
/** What a symptom still is or does: 'there', 'the same', 'pretty bad', 'hurts', 'have it', 'bothering me'. */
const STILL_THERE = [
  '(?:there|here|around|present|going on|happening|the same|on and off|coming and going)',
  '(?:pretty |very |really |quite )?(?:bad|painful|sore)',
  '(?:hurts?|hurting|bother(?:s|ing) me)',
  '(?:have|get|got|having|getting) (?:it|them|that|those)',
].join('|');
/** The end of a short reply, or of its first sentence: 'still.', 'the same, yeah'. */
const REPLY_ENDS = String.raw`(?=\s*[.!?]?\s*$|[.!?]\s|,? (?:yeah|yes|really|i'd say)\b)`;
const AS_USUAL = '(?:fine|normal|okay|good|all right|alright|as usual)';
/** Where an acknowledged denial ends: a pause, the end, or words that go on denying ('no, not really'). */
const ANSWER_ENDS = String.raw`(?=[,.!?]|\s*$|\s+(?:no|not|never|really|at all|i|it|that|nothing|sorry)\b)`;

export const ANSWER_RULES: readonly AnswerRule[] = [
  // Words before the answer that only take the question in, or hedge it ('as far as I know').
  {
    id: 'filler',
    phrase: String.raw`um+|uh+|hmm+|oh|well|so|ah|er|okay|ok|doctor|sir|madam|ji|honestly|thankfully|fortunately|luckily|unfortunately|sadly|i mean|as far as i (?:know|can tell|remember)`,
    answer: 'filler',
    language: 'en',
  },
  // A filler that turns against what the question supposed ('actually, yes' to 'and no dizziness?').
  { id: 'contrast:actually', phrase: String.raw`actually|in fact`, answer: 'contrast', language: 'en' },

  // A soft no taken back at once ('no, well, sometimes'; 'not really... maybe a bit'; 'no well yeah a little'): the symptom is had after all.
  {
    id: 'yes:no-well-some',
    phrase: String.raw`${SOFT_NO}[,.!…\s]+(?:${TURN}[,.!…]*\s+)+(?:${YES_WORD}[,.!…]*\s+)?${SOME}\b`,
    answer: 'noThenYes',
    language: 'en',
  },
  // A no put right at once ('no wait actually yes', 'no sorry yeah i do'): the yes after the correction is the answer.
  {
    id: 'yes:no-actually-yes',
    phrase: String.raw`${DENY}[,.!…\s]+(?:(?:well|wait|sorry|oh)[,.!…]*\s+)*(?:actually|wait|sorry)[,.!…]*\s+${YES_WORD}\b`,
    answer: 'noThenYes',
    language: 'en',
  },
  // A no limited to now ('no, not today', 'not right this second'): not had now, which says nothing of other times.
  {
    id: 'limited:not-now',
    phrase: String.raw`(?:${DENY}[,.!]?\s+)?not ${NOW}\b`,
    answer: 'limited',
    language: 'en',
  },

  // Had, and over now ('it's resolved', 'it went away', 'that's gone now', 'not since then', 'not since sunday'): not there today,
  // so a no to a question of today, yet had: the history tells it as resolved, never as denied.
  {
    id: 'over:gone',
    phrase: [
      String.raw`(?:it's|it is|it has|they're|they are|they have|that's|that is) (?:all )?(?:gone|resolved|went away)\b`,
      String.raw`(?:it|that|they) (?:went away|resolved|cleared up)\b`,
      String.raw`(?:all )?gone\b|resolved\b|not since\b`,
      // 'any vomiting?' 'not anymore': had, and no longer.
      String.raw`not any ?more\b`,
    ].join('|'),
    answer: 'over',
    language: 'en',
  },
  // Still there, said of what was asked ('and the headache?' 'still there'; 'how's the belly pain' 'it's still pretty
  // bad'; 'is the rash any better' 'about the same'): had today, whichever way the question was put ('has the cough
  // gone away?' 'it's still there'). Only 'still' with a word of being there, or said alone: 'still, a single' to
  // 'are you married?' answers nothing of a symptom, nor do 'still no' or 'still waiting on the results'.
  {
    id: 'still:there',
    phrase: String.raw`(?:${STILL_WHO} )?still(?: (?:${STILL_THERE})\b|${REPLY_ENDS})`,
    answer: 'still',
    language: 'en',
  },
  {
    id: 'still:the-same',
    phrase: String.raw`(?:${STILL_WHO} )?(?:about |pretty much |kind of |just |still )?(?:the same|same as (?:before|ever|always)|no change)${REPLY_ENDS}`,
    answer: 'still',
    language: 'en',
  },
  // A denial: better now, no, never, never noticed.
  {
    id: 'no:better',
    phrase: String.raw`(?:it's|it is|it has|they're|they are|they have|that's|that is) (?:all )?(?:gotten better|better now)\b`,
    answer: 'no',
    language: 'en',
  },
  {
    id: 'no:no',
    phrase: String.raw`no\b|nope\b|nah\b|not really\b|not at all\b|not that i\b|not much\b|not recently\b|not as such\b|never\b|none\b|nothing\b|negative\b|uh-uh\b`,
    answer: 'no',
    language: 'en',
  },
  // A bare 'not' after the words that take the question in ('luckily not', 'thankfully, not').
  { id: 'no:bare-not', phrase: String.raw`not(?=[,.!?]|\s*$)`, answer: 'no', language: 'en' },
  // Radio talk for no ('that's a negative'), as some patients answer a clinician.
  {
    id: 'no:a-negative',
    phrase: String.raw`(?:that's|that is|it's|it is) (?:a )?negative\b`,
    answer: 'no',
    language: 'en',
  },
  // A whole reply that the thing asked about is as it should be ('she is breathing fine', 'everything is as usual')
  // denies it; only a reply that ends there, since 'it's fine until I walk' goes on to tell of it.
  {
    id: 'no:all-fine',
    phrase: String.raw`${WHO_IS} (?:breathing |doing |feeling |been )?${AS_USUAL}(?=[,.!?]|\s*$)`,
    answer: 'no',
    language: 'en',
  },
  // 'Neither of them': no to each of a pair asked about.
  { id: 'no:neither', phrase: String.raw`neither\b`, answer: 'no', language: 'en' },
  {
    id: 'no:i-dont',
    phrase: String.raw`i don't\b|i do not\b|i haven't\b|i have not\b|i didn't\b|i did not\b|i'm not\b|i am not\b|i wasn't\b|it doesn't\b|it does not\b|it hasn't\b|it isn't\b|they don't\b`,
    answer: 'no',
    language: 'en',
  },
  // The verb then the denial ('I have none', "I've not", 'I have no problems there'); 'I have no idea' does not know.
  {
    id: 'no:i-have-none',
    phrase: String.raw`i(?:'ve| have) not\b|i have none\b|i have no\b(?! idea| clue)`,
    answer: 'no',
    language: 'en',
  },
  // A companion answering for the patient ('she has not complained of anything like that').
  {
    id: 'no:she-has-not',
    phrase: String.raw`(?:she|he|they) (?:has not|hasn't|have not|haven't|does not|doesn't|did not|didn't|is not|isn't)\b`,
    answer: 'no',
    language: 'en',
  },
  {
    id: 'no:not-any',
    phrase: String.raw`not (?:that|any)\b|not (?:any ?more|lately|since|so much)\b|not (?:a|one) bit\b`,
    answer: 'no',
    language: 'en',
  },
  {
    id: 'no:dont-think-so',
    phrase: String.raw`(?:don't|do not|didn't|did not|haven't|have not) (?:think so|believe so|have|get|notice|noticed|feel)\b`,
    answer: 'no',
    language: 'en',
  },
  // Declining to say so is saying no ("I wouldn't say so", "can't say I have").
  {
    id: 'no:wouldnt-say-so',
    phrase: String.raw`(?:i )?(?:wouldn't|would not) (?:say|think) so\b|(?:i )?(?:can't|cannot|can not) say (?:that )?i (?:have|had|do|did|am|was)\b`,
    answer: 'no',
    language: 'en',
  },
  // A denial narrowed to a place first ('on my body, no'; 'in my legs no not really') still denies what was asked.
  {
    id: 'no:there-no',
    phrase: String.raw`(?:on|in|at|around) (?:my|the|your|her|his) \w+(?: \w+)?,? (?:no|nope|not really|nothing)\b`,
    answer: 'no',
    language: 'en',
  },
  { id: 'no:nahi', phrase: String.raw`nahi\b|nahin\b|nai\b|bilkul nahi\b`, answer: 'no', language: 'hi' },
  { id: 'no:illa', phrase: String.raw`illa\b|illai\b|illae\b`, answer: 'no', language: 'ta' },
  // Tamil 'nothing (like that)': 'onnum illa', 'appadi onnum illai', 'athu mathiri ethuvum illa'.
  {
    id: 'no:onnum-illa',
    phrase: String.raw`(?:appadi |athu mathiri )?(?:onnum|ethuvum) (?:illa|illai|illae)\b`,
    answer: 'no',
    language: 'ta',
  },
  // Never having had it or noticed it denies it ('I can't recall having one', 'not as far as I know').
  {
    id: 'no:never-noticed',
    phrase: String.raw`i(?:'ve| have)? never\b|i (?:can't|cannot|can not|couldn't|could not) (?:really )?(?:recall|remember|say|think of)\b|not (?:as far as|to my knowledge)\b`,
    answer: 'no',
    language: 'en',
  },
  { id: 'no:yaad-nahi', phrase: String.raw`(?:yaad|pata) nahin?\b`, answer: 'no', language: 'hi' },

  // An acknowledgment at once followed by a denial ('yeah, no', 'absolutely not') is a denial; 'yes, no fever' is not.
  {
    id: 'no:ack-then-no',
    phrase: String.raw`${ACKNOWLEDGE}[,.!]?\s+${DENY}${ANSWER_ENDS}`,
    answer: 'ackThenNo',
    language: 'en',
  },

  // An affirmation: yes, I do, sometimes, a little.
  {
    id: 'yes:yes',
    phrase: String.raw`yes\b|yeah\b|yep\b|yup\b|ya\b|uh-huh\b|uh huh\b|mm-hmm\b|mm hmm\b|mm-hm\b|mm hm\b|mhmm?\b`,
    answer: 'yes',
    language: 'en',
  },
  {
    id: 'yes:i-do',
    phrase: String.raw`i do\b|i have\b|i did\b|i am\b|i'm having\b|i've had\b|i've been\b|it does\b|it is\b|it has\b|they do\b`,
    answer: 'yes',
    language: 'en',
  },
  {
    id: 'yes:sometimes',
    phrase: String.raw`sometimes\b|occasionally\b|a little\b|a bit\b|a lot\b|little bit\b|kind of\b|sort of\b|some\b|quite\b`,
    answer: 'yes',
    language: 'en',
  },
  {
    id: 'yes:definitely',
    phrase: String.raw`definitely\b|absolutely\b|correct\b|right\b|every (?:day|now and then|once in a while)\b|once in a while\b|on and off\b|off and on\b`,
    answer: 'yes',
    language: 'en',
  },
  // Now and then, or only a little, is still had: 'it comes and goes', 'here and there', 'a few times', 'slightly'.
  // 'Slightly' and 'mild' answer only said alone: before a symptom ('slightly decreased appetite') they tell of that one.
  {
    id: 'yes:comes-and-goes',
    phrase: String.raw`(?:it |they |that )?(?:comes? and goes?|come and go)\b|at times\b|here and there\b|now and (?:then|again)\b|from time to time\b|every so often\b`,
    answer: 'yes',
    language: 'en',
  },
  {
    id: 'yes:a-few-times',
    phrase: String.raw`a (?:few|couple(?: of)?) times\b|once or twice\b|a (?:tiny|wee) bit\b|(?:slightly|mild(?:ly)?)(?=[,.!?]|\s*$)`,
    answer: 'yes',
    language: 'en',
  },
  // Only at some times, which says it happens: 'only when i climb stairs', 'mostly after meals', 'only in the morning'.
  {
    id: 'yes:only-when',
    phrase: String.raw`(?:only|just|mostly|usually|mainly) (?:when|with|after|at|if|in|during|before)\b`,
    answer: 'yes',
    language: 'en',
  },
  // A cry of pain answers the examiner's 'does it hurt when i push here': 'ow yeah', 'ouch'.
  { id: 'yes:ouch', phrase: String.raw`ouch\b|ow+\b`, answer: 'yes', language: 'en' },
  // The setting it comes in, said in the present ('when i walk up the stairs yeah', "whenever i'm lying down"): it is had
  // then. A past setting ('when i was a kid', 'when i had covid', 'when i started the pills') tells of another time.
  {
    id: 'yes:when-i-do',
    phrase: String.raw`when(?:ever)? (?:i'm|i am|i (?!(?:was|were|had|used|went|did|got|came|saw|first|last)\b)(?![a-z]+ed\b)[a-z]+)\b`,
    answer: 'yes',
    language: 'en',
  },
  { id: 'yes:haan', phrase: String.raw`haan\b|han\b|haa\b|ha\b|thoda\b|kabhi kabhi\b`, answer: 'yes', language: 'hi' },
  { id: 'yes:aama', phrase: String.raw`aama\b|aamam\b|amam\b|konjam\b`, answer: 'yes', language: 'ta' },
  ...UNSURE_ANSWER_RULES,
];
