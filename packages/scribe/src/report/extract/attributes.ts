import { oneOf, regex } from '../pattern.js';
import { framedBy, setAsideBy } from '../reading/frames.js';
import { MIXED_DEGREE_WORDS } from '../vocabulary/mixed-degrees.js';
import { PRESUMING_OPENERS } from '../reading/questions.js';
import { ENDED_ASKED } from '../reading/episode-cues.js';
/**
 * A question about a symptom's attribute presumes the symptom: 'is the cough worse at night?', 'does
 * the pain go down your leg?', 'is the headache constant?', Hindi 'khansi raat ko zyada hoti hai?'. A
 * 'no' answers the attribute (not worse at night, no radiation), so the symptom stays present. The
 * symptom is the question's subject, named with 'the' or 'your' after the auxiliary ('do you get the
 * headaches in the morning?'), or bare before a comparison ('cough worse at night?', 'zyada', 'kam');
 * whether it is still there ('is the pain still there?') asks about the symptom itself, and 'do you
 * have a cough at night?' asks about having it. Whether it has gone ('has the cough gone away?') is
 * answered the other way round: 'yes' denies it, 'no' keeps it. A symptom said with one of these ('any
 * fever with the cough?') is the one presumed: a 'no' denies only the other.
 */
const LEAD = '(?:(?:and|so|okay|ok|now|also|um|uh|well|alright|aur|to|kya) )*';
const SUBJECT = new RegExp(
  `^${LEAD}(?:(?:is|was|are|were|does|did|do|has|have)(?: not|n't)? (?:you (?:get|have|feel|notice) )?)?(?:the|your|that|this|these|those) (?:\\w+ ){0,2}$`,
);
/**
 * A question that takes the symptom as given and asks about it (reading/question-cues.ts: 'how long have you
 * had the cough?', 'when did the headaches start?'): whatever follows the symptom, a reply that does not say it
 * is gone keeps it.
 */
const ASKED_ABOUT = regex([
  `^${LEAD}`,
  PRESUMING_OPENERS,
  String.raw` (?:the|your|that|this|these|those|her|his) (?:\w+ ){0,2}$`,
]);
const BARE_SUBJECT = new RegExp(`^${LEAD}(?:(?:aapki|aapka|aapke|aapko) )?$`);
/** Words of comparison: English, the code-mixed words of more ('zyada'), Hindi 'kam' (less), 'badh-' (rise), 'tez' (sharp). */
const COMPARED = [
  'worse',
  'better',
  ...MIXED_DEGREE_WORDS.filter((d) => d.degree === 'more').map((d) => d.word),
  'kam',
  String.raw`badh\w*`,
  'tez',
];
const COMPARISON = regex([String.raw`^\s*(?:\w+ ){0,3}`, oneOf(COMPARED), String.raw`\b`]);
/** A predicate about whether the symptom is there at all ('still there', 'the tingling sensation still there'). */
/** Words that may come before whether a symptom is there: 'sensation', 'episodes', 'still', 'ever'. */
const THERE_LEAD = ['sensation', 'feeling', 'episodes?', 'spells?', 'attacks?', 'still', 'ever', 'also', 'all'];
/** Words of a symptom being there: 'there', 'back', 'coming back', 'persisting', 'any more', 'okay'. */
const THERE = [
  'there',
  'present',
  'around',
  'back',
  'com(?:e|ing) back',
  'came back',
  String.raw`return\w*`,
  String.raw`continu\w*`,
  String.raw`persist\w*`,
  String.raw`bother\w*`,
  'going on',
  'happening',
  'with you',
  'still',
  'now',
  'today',
  'currently',
  'right now',
  'any ?more',
  'ok',
  'okay',
  'fine',
];
const BEING_THERE = regex([
  oneOf([String.raw`^\s*(?:${oneOf(THERE_LEAD)} )*${oneOf(THERE)}\b`, String.raw`^\s*[?.!]*$`]),
]);
/** A predicate about whether the symptom has gone, in the episode cues' words (reading/episode-cues.ts). */
const GONE = regex([
  String.raw`^\s*(?:(?:sensation|feeling|episodes?|spells?|attacks?|all|completely|totally|now|finally) )*`,
  oneOf(ENDED_ASKED),
  String.raw`\b`,
]);
/**
 * Hindi puts the anchor's word after the symptom: 'bukhar ke saath khansi hai?' (a cough with the
 * fever?), 'khansi ke alawa' (besides the cough). Before a comparison it says when instead: 'khansi ke
 * saath seene mein dard zyada hota hai?' (is the chest pain worse with the cough?).
 */
const HINDI_ANCHOR = '(?:ke|ki|kay) (?:saath|sath|alawa|alaava|dauran)';
const ANCHORED_AFTER = new RegExp(`^\\s*${HINDI_ANCHOR}\\b`);
const ANCHOR_BETWEEN = new RegExp(`^\\s*${HINDI_ANCHOR}\\s*$`);
/**
 * A pronoun's attribute under a condition ('is it worse when you cough?', 'does it hurt with deep
 * breaths?', 'does coughing make it worse?'): the symptom in the condition says when, not whether. The
 * pronoun stands for a symptom already spoken of.
 */
/** What a symptom does under a condition: 'worse', 'hurts', 'bothers', 'flares'. */
const UNDER_A_CONDITION = [
  'worse',
  'better',
  'hurts?',
  'painful',
  'bad',
  String.raw`bother\w*`,
  String.raw`flare\w*`,
  String.raw`increase\w*`,
];
const IT_CONDITION = regex([
  String.raw`^${LEAD}(?:is|was|does|did|do|are)(?: not|n't)? (?:it|that|this|they)\b(?: \w+){0,3} ${oneOf(UNDER_A_CONDITION)}\b`,
  String.raw`(?: \w+){0,2} (?:when|whenever|while|if|with|after|during|on) (?:you |u )?(?:\w+ ){0,2}$`,
]);
const MAKES_IT = /^\s*(?:\w+ )?(?:makes?|made|brings?|brought|triggers?) (?:it|that|this|them) (?:worse|better|on)\b/;
/** Anything else asked besides the symptom ('anything else besides the cough?', 'khansi ke alawa kuch aur?'): the symptom is presumed. */
const OTHER_ASKED = /\b(?:anything|something|any other|kuch|koi)\b/;
/** A reply that the presumed symptom is not there after all ('I don't have one'); one that it is gone (answersGone) had it. */
const NOT_THERE = /\b(?:don't|do not|didn't|did not) (?:have|get) (?:it|one|that|a|any)\b/;

interface Span {
  index: number;
  end: number;
}

/**
 * The role a symptom plays in a question: the presumed subject or companion of what is asked, the
 * subject of whether it has gone, a condition within the attribute, or asked about itself (null).
 */
export function presumedIn(question: string, m: Span, all: Span[]): 'presumed' | 'gone' | 'condition' | null {
  const before = question.slice(0, m.index);
  const after = question.slice(m.end);
  if (IT_CONDITION.test(before) || MAKES_IT.test(after)) return 'condition';
  const anchored = ANCHORED_AFTER.exec(after);
  if (anchored && COMPARISON.test(after.slice(anchored[0].length))) return 'condition';
  const besides = (anchored && /\bala+[wv]a\b/.test(anchored[0])) || setAsideBy(before);
  if (besides && OTHER_ASKED.test(question)) return 'presumed';
  if (anchored) return all.some((o) => o !== m && !ANCHORED_AFTER.test(question.slice(o.end))) ? 'presumed' : null;
  const afterAnchor = all.some((o) => o.end <= m.index && ANCHOR_BETWEEN.test(question.slice(o.end, m.index)));
  if ((SUBJECT.test(before) || ASKED_ABOUT.test(before)) && GONE.test(after)) return 'gone';
  if (ASKED_ABOUT.test(before)) return 'presumed';
  if (
    (SUBJECT.test(before) && !BEING_THERE.test(after)) ||
    ((BARE_SUBJECT.test(before) || afterAnchor) && COMPARISON.test(after))
  )
    return 'presumed';
  // A symptom the question is framed around ('any chills with your fever?', 'anything that comes along with the
  // headache?': reading/frames.ts) is taken as given, when another symptom is asked about beside it, or, named
  // alone, anything else is; one joined on by 'or' ('any trouble with your breathing or throwing up?') is asked.
  const otherAsked =
    (all.length === 1 && OTHER_ASKED.test(question)) ||
    all.some((o) => o !== m && !framedBy(question.slice(0, o.index)));
  if (framedBy(before) && otherAsked) return 'presumed';
  // A symptom inside the attribute asked about ('is the pain worse when you cough?') is when, not whether.
  const subject = all.find((o) => o.index < m.index && presumedIn(question, o, []) === 'presumed');
  return subject && !/\b(?:any|or)\b/.test(question.slice(subject.end, m.index)) ? 'condition' : null;
}

/** Whether a reply says the symptom a question took as given was never there ('I don't have one'). */
export function saysNotThere(reply: string): boolean {
  return NOT_THERE.test(reply);
}
