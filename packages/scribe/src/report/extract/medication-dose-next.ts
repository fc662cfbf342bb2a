import { regex, wordsOf } from '../pattern.js';
import { drugMentions } from './drug-mentions.js';
import { dosageNear } from './medication-dose.js';
import { DOSE_ASKED, DOSE_TAKEN_NEXT } from './medication-taking-cues.js';

/**
 * A drug's dose said apart from its name, in words that name no drug: the clause after it in the turn ('are
 * you taking the lisinopril? i think we have you on 20 mg a day'), or the reply to a question of its dose
 * ('how much lisinopril do you take?' | '20 milligrams a day'). The dose is the named drug's. Only a dose with
 * its unit, or a number with how often ('500 twice a day'), is read: '20 years' is no dose.
 */
const OPENERS = '(?:(?:i think|i believe|and|so|okay|ok|uh|um|yeah|yes|yep|well|it looks like|looks like) )*';
const AMOUNT_NEXT = String.raw`\s*(?:(?:about|around|like|just) )?(?=\d)`;
const TAKEN_AT = regex(['^', OPENERS, wordsOf(DOSE_TAKEN_NEXT), AMOUNT_NEXT]);
const OPENS_ON_AMOUNT = regex(['^', OPENERS, '(?:', wordsOf(DOSE_TAKEN_NEXT), ')?', AMOUNT_NEXT]);
const ASKED = regex([wordsOf(DOSE_ASKED)]);

function doseAfter(re: RegExp, text: string): string | null {
  const m = re.exec(text);
  return m && drugMentions(text).length === 0 ? dosageNear(text.slice(m[0].length)) : null;
}

/** The dose said in the next clause of the turn, after words of taking: 'i think we have you on 20 mg a day'. */
export const doseSaidNext = (text: string) => doseAfter(TAKEN_AT, text);

/** Whether a question asks how much of a drug is taken: 'how much lisinopril do you take?'. */
export const asksDose = (question: string) => ASKED.test(question);

/** The dose a reply opens on: '20 milligrams a day', "i'm on 500 twice a day". */
export const doseInReply = (text: string) => doseAfter(OPENS_ON_AMOUNT, text);
