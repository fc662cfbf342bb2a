/**
 * Return precautions: what the patient is told to do should things change ('call me if the pain gets
 * worse', 'go to the emergency room if you get chest pain'). Regular-expression sources over normalised text.
 */

/** Getting back in touch or seeking care: 'call me', 'give us a call', 'go to the er', 'come in sooner'. */
export const CONTACT = [
  String.raw`(?:call|message|text) (?:me|us|the (?:office|clinic)|911)`,
  String.raw`give (?:me|us) a (?:call|ring)`,
  String.raw`(?:go|get|come) (?:to|into) (?:the )?(?:er|emergency room|emergency department|hospital|urgent care)`,
  String.raw`come (?:back )?in sooner`,
  String.raw`come back(?: in)?`,
  String.raw`seek (?:medical|emergency) (?:care|attention)`,
];

/**
 * Telling the clinician: 'let me know', 'let us know', 'let your doctor know'. Said also to ask for feedback
 * during the examination ('let me know if you have any pain when i press'), so its condition counts only
 * where it names a change (worse, not better, weight gained), never a bare symptom.
 */
export const TELL = [
  String.raw`let (?:me|us|(?:your|the) (?:doctor|office|clinic|pcp|primary care(?: doctor| physician| provider)?)) know`,
];

/**
 * Words between the contact and its condition: 'call me right away if', 'come back or give us a call if',
 * 'let us know about it if'.
 */
export const BETWEEN_CONTACT_AND_IF = String.raw`(?: (?:right away|immediately|sooner|about (?:it|this|that)|or [a-z ]{0,30}?))?`;

/**
 * Naming what to watch for before saying what to do about it: 'watch out for headaches or chest pain, if
 * you get any of those call 911'. Its list is what such a later condition points back at.
 */
export const WATCH_FOR = [
  String.raw`watch (?:out )?for`,
  String.raw`look out for`,
  String.raw`keep an eye (?:out )?for`,
  String.raw`be on the lookout for`,
];

/**
 * A condition that points back at a list said before it: 'if you get any of those', 'if you notice these
 * symptoms', 'if any of them happen'. Only at the end of its clause: 'if you have any of those questions'
 * points at something else.
 */
const POINTED = String.raw`(?:any (?:of )?)?(?:those|these|them)(?: (?:symptoms|signs|things))?`;
const CLAUSE_GOES_ON = String.raw`\s*(?:$|,|\b(?:or|and|then|happen\w*|occur\w*)\b)`;
export const POINTS_BACK = String.raw`\b${POINTED}(?=${CLAUSE_GOES_ON})`;

/** Things getting worse: 'if it gets worse', 'if the pain worsens'. */
export const WORSE = String.raw`\b(?:worse|worsens?|worsening)\b`;
/** Things not getting better: "if it doesn't get better", 'if you are not improving'. */
export const NOT_BETTER = String.raw`(?:\bnot|n't) (?:(?:get|getting|feel|feeling) )?(?:any )?(?:better|improv\w*)`;

/** A weight gained, as said: 'gain', 'put on', 'your weight goes up (by)'. */
const GAINED = String.raw`(?:gain\w*|put(?:s|ting)? on|weight (?:goes|go|going) up(?: by)?)`;
const WEIGHT_UNIT = String.raw`(?:pounds?|lbs?|kilos?|kg)`;
/** The time a weight gain is counted over: 'in 2 days', 'over a week'; its length captured (m[3] of the threshold row). */
const OVER_TIME = String.raw`(?:in|over|within) ((?:a|an|one|\d+) (?:days?|weeks?))`;

/** A threshold said after 'weight goes up', which the row before writes: ' by 3 pounds in 2 days'. */
const THRESHOLD = String.raw`(?: by)? \d+ ${WEIGHT_UNIT} ${OVER_TIME}`;

/**
 * A change the condition names, as a note writes it ('if it gets worse' → 'worsening symptoms'); a symptom
 * named in the condition ('if you get a fever') is written by its name. A condition naming none ('if you
 * have any questions') is no return precaution. '$1' … in a line are the words the cue captured: a weight
 * gain said with its amount and time ('call if you gain 3 pounds in 2 days') keeps them, since that
 * threshold is what the patient acts on, written 'over 2 days' as a threshold reads (not 'in 2 days', which
 * reads as when to come back); said without them it is 'weight gain'.
 */
export const CHANGES: { cue: string; written: string }[] = [
  { cue: WORSE, written: 'worsening symptoms' },
  { cue: NOT_BETTER, written: 'no improvement' },
  {
    cue: String.raw`\b${GAINED} ((?:more than |over )?\d+(?: (?:to|or) \d+)?) (${WEIGHT_UNIT}) ${OVER_TIME}\b`,
    written: 'weight gain of $1 $2 over $3',
  },
  {
    cue: String.raw`\bweight (?:starts to |begins to )?(?:go(?:es)? up|increas\w*)(?!${THRESHOLD})|\bgain\w* (?:\w+ )?${WEIGHT_UNIT}\b(?! ${OVER_TIME})`,
    written: 'weight gain',
  },
];
