import { oneOf, regex, wordsOf } from '../report/pattern.js';

/**
 * Word cues of who is speaking: questions, second-person address, instructions and
 * examination language lean Doctor; first-person symptoms, history and short answers lean Patient.
 * Each cue adds its weight to a score; positive means Doctor. Weights were set by hand while reading
 * the ACI-Bench and MTS-Dialog dialogues and checked with bench/eval-roles.mjs.
 */
type Cue = [RegExp, number];

/** Words that open a reply or an acknowledgement, after any hesitation ('um okay', 'uh yes'). */
const HESITATION = '((um|uh|oh|hmm) )*';
const REPLY_WORDS = [
  'okay',
  'ok',
  'yeah',
  'yes',
  'yep',
  'no',
  'nope',
  'mm-hmm',
  'uh-huh',
  'alright',
  'all right',
  'sure',
  'right',
  'well',
  'good',
  'great',
  'perfect',
  'thank',
  'thanks',
  'hi',
  'hello',
];
/** Words that join a piece to the sentence before it. */
const CONNECTIVES = ['and', 'or', 'but', 'because', 'cause', 'which', 'so', 'also', 'then'];
/** Words a speaker opens with before an instruction: 'okay so keep taking…', 'again continue…'. */
const OPENERS = ['okay', 'ok', 'so', 'and', 'now', 'alright', 'all right', 'um', 'uh', 'well', 'again', 'then'];
const INSTRUCTIONS = [
  'start',
  'stop',
  'take',
  'continue',
  'keep',
  'avoid',
  'use',
  'apply',
  'come back',
  'call',
  'drink',
  'rest',
  'try',
  'make sure',
  'increase',
  'decrease',
  'reduce',
  'cut',
  'go ahead',
  'watch',
  'schedule',
];
const EXAM_COMMANDS = [
  'go ahead and',
  'tilt',
  'straighten',
  'swallow',
  'relax',
  'open your mouth',
  'stick out your tongue',
  'say ah',
  'lie back',
  'sit up',
  'turn your head',
  'keep bending',
];
const TREATMENT_CHANGES = regex([
  wordsOf(['increase', 'decrease', 'lower', 'raise', 'bump up', 'double', 'switch']),
  ' (your|the|you)\\b',
]);
const CALL_BACK = wordsOf(['(call|contact) (me|us|the office|the clinic)', 'give (you|me) a call']);
const DICTATION = wordsOf([
  '(he|she) (reports|denies|states|presents|endorses|was seen)',
  'unremarkable',
  'no evidence of',
  'reveals?',
  'demonstrates?',
  'consistent with',
  'within normal limits',
  'intact',
  'bilaterally',
  'significant for',
]);

/** A sentence that starts with an instruction verb: 'Start aspirin…', 'Take this twice a day.' */
const IMPERATIVE =
  /(^|[.!?] )(start|stop|take|continue|avoid|keep taking|use|apply|come back|return|call (us|me|the)|drink|rest|try to|make sure|don't forget|remember to|increase|decrease|reduce|cut (down|back)|get (a|an|some|your)|go to|book)\b/;

const DOCTOR_CUES: Cue[] = [
  [/\?\s*$/, 2.2],
  [/\?/, 1.0],
  [/^(do|does|did|are|is|was|were|have|has|can|could|would|any|how|what|when|where|which|who|why|tell me)\b/, 1.3],
  [/\b(you|your|you're|you've|yourself)\b/, 0.7],
  [/\b(let's|let me|i'm going to|i am going to|i'd like to|i want you to|we're going to|we'll|we will|i'll)\b/, 1.4],
  [
    /\b(i recommend|recommend|prescribe|prescription|refer you|referral|order (a|an|some|the)|schedule|follow[- ]?up)\b/,
    1.4,
  ],
  [
    /\b(exam|examine|examination|take a look|on (physical )?exam|lungs|auscultat|palpat|range of motion|tender(ness)?|reflexes)\b/,
    1.0,
  ],
  [/\b(press|push|squeeze|lift|bend|breathe in|deep breath|look (up|down|left|right)|follow my finger)\b/, 1.0],
  // A question put to the other person: 'do you', 'have you', 'are you' anywhere in the piece.
  [/\b(do|did|are|have|were|has) you\b/, 1.2],
  // Going through a list of complaints: 'how about any swelling', 'what about your sleep'.
  [/\b(how|what) about (any|your)\b/, 1.2],
  // Commands of the examination, said by the clinician while examining.
  [regex([wordsOf(EXAM_COMMANDS)]), 1.0],
  // An instruction after an opening word ('okay so keep taking…', 'again continue…'): recognised speech
  // keeps the opener in the same piece.
  [regex(['^(', oneOf(OPENERS), ' )+', oneOf(INSTRUCTIONS), '\\b']), 1.5],
  // Changing a treatment ('increase your lisinopril') and inviting a call back are the clinician's plan.
  [regex([oneOf([TREATMENT_CHANGES, CALL_BACK])]), 1.2],
  // The clinician greets the patient by title ('hi mrs lee'); patients greet by 'doctor'.
  [/\b(hey|hi|hello|morning|afternoon|welcome|see you|meet you),? (mr|mrs|ms|miss)\b/, 1.5],
  // A dictated summary speaks of the patient in the third person and in the words of a report.
  [regex([DICTATION]), 1.2],
  [/\b(diagnos|assessment|impression|plan|labs?|results?|x-?ray|mri|ct scan|blood work|ekg|ultrasound|a1c)\b/, 0.8],
  [/\b(nurse|dax|the patient|year-old|\d+-year-old|history of)\b/, 1.0],
  [/\b(i see|great|perfect|sounds good)\b[ .,!]*$/, 0.3],
  [/^(so|um|and|great|perfect)\b/, 0.6],
  [/^(okay|alright|all right)\b[ ,.]*\w/, 0.4],
  [/\b(hey dragon|dragon|show me the|next patient|date of birth is|let me know|any questions)\b/, 2.0],
  [/\b(hello|hi|nice to meet you|good (morning|afternoon))\b/, 0.4],
  [/\b(mg|milligrams)\b.*\b(daily|twice|once)\b/, 0.3],
  // Instructions in the imperative and booking the next visit close most consultations; at the end
  // no later turn corrects a wrong guess, so they must outweigh the alternation prior on their own.
  [IMPERATIVE, 2.2],
  [/\b(see you (again |back )?(next|in|on|after|then|soon)|come back (in|next|if)|follow up (in|next))\b/, 1.2],
];

const PATIENT_CUES: Cue[] = [
  [
    /^(yes|yeah|yep|no|nope|nah|sure|uh-huh|mm-hmm|correct|right|not really|i think so|i don't know|maybe)\b[ .,!]*$/,
    2.4,
  ],
  [
    regex([
      '^',
      HESITATION,
      wordsOf(['yes', 'yeah', 'yep', 'no', 'nope', 'nah', 'sure', 'uh-huh', 'mm-hmm', 'correct', 'not really']),
    ]),
    1.3,
  ],
  [
    /\b(i've been|i have been|i have|i had|i've had|i was|i feel|i felt|i get|i got|i noticed|i think|i don't|i didn't|i can't|i just|i take|i took|i used to|i went|i go)\b/,
    1.2,
  ],
  [/\b(my|me|mine|myself)\b/, 0.9],
  [/\b(hurts|hurting|aching|pain|sore|dizzy|tired|nauseous|itchy|swollen|worse|better)\b/, 0.5],
  [/\b(doctor|doc|thank you|thanks)\b/, 1.0],
  // Thanking the clinician by title is the patient's closing formula.
  [/\b(thank you|thanks)( (so|very) much)?,? (doctor|doc)\b/, 2.6],
  [/\b(should i|can i|do i need|will i|do you think|am i|is that bad|is it serious|how long will)\b/, 1.6],
  [
    /^(i'm|i am|i've been) (doing )?(good|well|okay|fine|great|alright)\b.*\b(how are you|how about you|and you)\b/,
    3.0,
  ],
  [/\b(got it|thank you for explaining|makes sense|sounds good to me)\b/, 0.8],
  [/\b(my (wife|husband|mom|mother|dad|father|son|daughter|sister|brother|kids?))\b/, 0.6],
  [/\b(about|like|probably|maybe|i guess|kind of|sort of)\b/, 0.3],
];

/**
 * How a pause-cut piece opens says whether its speaker goes on or another begins. A reply or
 * acknowledgement word ('okay', 'yeah', 'no', 'mm-hmm', 'thank you') answers someone, so a new speaker
 * almost always says it; a connective ('and', 'because', 'which', 'um') carries on the sentence before,
 * so the same speaker goes on about as often as not. Each row is the chance that the speaker stays.
 */
const STAY_CUES: Cue[] = [
  [regex(['^', HESITATION, wordsOf(REPLY_WORDS)]), 0.05],
  [regex(['^', wordsOf(CONNECTIVES)]), 0.5],
];

/** The chance that the speaker of the piece before goes on speaking in this piece, from how it opens. */
export function segmentStay(piece: string, otherwise: number): number {
  const text = piece.toLowerCase().trim();
  return STAY_CUES.find(([re]) => re.test(text))?.[1] ?? otherwise;
}

function sum(cues: Cue[], text: string): number {
  return cues.reduce((acc, [re, w]) => (re.test(text) ? acc + w : acc), 0);
}

/** Doctor-minus-Patient evidence of one turn's words (a log-odds–like score). */
export function doctorScore(turn: string): number {
  const text = turn.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!text) return 0;
  const long = text.split(' ').length > 40 ? 0.4 : 0; // long explanations come from the clinician more often
  return sum(DOCTOR_CUES, text) - sum(PATIENT_CUES, text) + long;
}
