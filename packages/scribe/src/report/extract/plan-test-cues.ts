/** Words that decide whether a test named in the plan is ordered (plan.ts). Regular-expression sources. */
import { NOT_BETTER, WORSE } from './return-precaution-cues.js';

/**
 * A test said not to be needed: 'no need for further a1c today', "we don't need any more blood work".
 * A test after one of these, with no new order word between, is not ordered.
 */
export const NOT_NEEDED = [
  'no need (?:for|to)',
  "(?:don't|do n't|do not) think (?:you|we|she|he|they) (?:need|have to|should)",
  "(?:not|n't) (?:going to|gonna) (?:get|do|order|need)",
  "(?:wouldn't|would n't|would not) (?:get|do|order)",
  "(?:don't|do n't|do not|won't|wo n't|will not) (?:need|have to)",
  // "i won't be checking your b12 for a while"
  "(?:won't|wo n't|will not|not) be (?:checking|getting|ordering|doing|repeating)",
  'not (?:necessary|needed|required)',
  'no (?:further|more)',
  'hold off on',
  'skip',
];

/**
 * A test ordered only if something happens: 'if it is not better in a week we will get an MRI', 'an MRI
 * if the pain does not settle'. Read in the words just after the test; the words before it are read by
 * the shared hypothetical reading. Such a test is written with 'if needed', never as ordered today.
 */
export const ONLY_IF_AFTER = ['if', 'unless', 'in case', 'should (?:it|that|the|this|you)'];

/**
 * Words after which 'if' means 'whether' ('to rule out if there is a cause', 'see if it is broken'): what
 * follows is what the test looks for, not a condition on ordering it.
 */
export const WHETHER_BEFORE_IF = [
  'rule out',
  'find out',
  'figure out',
  'sort out',
  'determine',
  'evaluate',
  'assess',
  'see',
  'check',
  'look',
  'wonder',
  'confirm',
  'verify',
  // 'an mri to know if there is a tear'; not 'let me know if it gets worse', which sets a condition
  "(?:to|we(?:'ll| will)?|you(?:'ll| will)?) know",
  'to tell',
];

/**
 * Words said just before a test that make it a repeat of one had before ('a follow-up x-ray', 'repeat the
 * a1c'); 'another' is not one, since a yearly test is another one too ('another mammogram in april').
 */
export const REPEAT_BEFORE = ['follow-?up', 'repeat', 'recheck'];

/** Words after which a later time corrects the one before it ('in a couple weeks, or I'm sorry, a couple months'). */
export const TIME_CORRECTED = ["or i'm sorry", "i'm sorry", 'or sorry', 'sorry', 'i mean', 'or rather', 'actually'];

/**
 * Words that end the reach of a test's time: a new clause ('and', 'but', 'so'), or a condition whose time
 * it is ('an MRI if you are not better in 2 weeks'), or a time now ('today').
 */
export const TIME_STOPS = ['and', 'but', 'so', 'then', 'today', 'now', 'if', 'unless', 'ago'];

/**
 * A condition that asks leave rather than sets one ('an mri, if that's okay with you', 'if you don't
 * mind'), and 'even if' (done whatever happens): the test is ordered outright.
 */
export const NOT_A_CONDITION = [
  "if (?:that's|that is|it's|it is|this is) (?:okay|ok|alright|all right|fine)(?: with you)?",
  "if you(?:'re| are) (?:okay|ok|alright|all right|fine|comfortable|good) with (?:that|it|this)",
  "if you (?:don't|do n't|do not) mind",
  'if (?:that|this) (?:sounds|works)(?: (?:good|okay|ok|alright|all right|fine))?(?: (?:with|for) you)?',
  'if you agree',
  'even if',
  // how the test is to be had, not whether: 'an mri if insurance will cover it', 'if possible', 'an x-ray if
  // you can get it done before you leave'
  'if possible',
  'if (?:your |the )?insurance (?:will |would )?(?:covers?|approves?|allows?|pays? for)',
  '(?:if|as soon as) (?:you|we) can (?:get|have) (?:it|that|this|them) (?:done|scheduled|booked)',
  // what the test looks for, a possible problem: 'an echocardiogram in case there's a problem with your valves'
  "in case there(?:'s| is| are| was) (?:a|an|any|some|something)",
];

/**
 * A condition right after a test on what the test finds ('an a1c, if it is over eight we'll add
 * insulin', 'a chest x-ray if it shows pneumonia'): the test is ordered today, its result decides what
 * follows. Read after the test only: before the order the same words condition it ('if the x-ray shows
 * a fracture we'll get a ct').
 */
export const RESULT_CONDITION_AFTER = [
  String.raw`if (?:it|that|this|they|those|the results?) (?:shows?|comes? back|(?:is|are|'s|'re) (?:positive|negative|normal|abnormal|elevated|over|above|under|below))`,
];

/**
 * A first-person order said outright, just before the order word: 'we'll get', 'i want you to get',
 * "i'm going to order", 'let's get'. A guess at the diagnosis said before it ('it could be a tear') does not
 * make such an order an option.
 */
export const FIRM_ORDER_BEFORE = [
  String.raw`(?:we|i)(?:'ll| will)`,
  String.raw`(?:we're|we are|i'm|i am) (?:going to|gonna)`,
  String.raw`i (?:want|would like|'d like)(?: (?:you|her|him|them))? to`,
  "i'd like(?: (?:you|her|him|them))? to",
  "let's",
  "we(?:'re| are) going to go ahead and",
];

/**
 * Words just before the order word that make the test an option, not an order: 'we could get an mri',
 * 'you may need a stress test', 'we might want to do'. Such a test is written 'if needed'.
 */
export const OPTION_BEFORE = [
  String.raw`(?:could|might|may)(?: (?:also|potentially|possibly|eventually|want to|need to|have to|consider))*`,
  'possibly',
  'potentially',
  'maybe',
  'perhaps',
  'depending (?:up)?on [^.?!]{0,60}',
  // "i'll refer you to gastroenterology, they're going to do a colonoscopy": the service referred to decides
  // on its own tests; the note does not write them as ordered today.
  String.raw`they(?:'re| are|'ll| will)?(?: (?:also|probably|likely))?`,
];

/**
 * What a condition on a test turns on, as the plan writes it after the test: 'if it doesn't get better we
 * can get an x-ray' → 'X-ray if no improvement', 'an mri if the pain gets worse' → 'MRI if symptoms
 * worsen'. The trigger is what the patient and the next clinician act on; a condition naming neither is
 * written 'if needed'.
 */
export const TEST_CONDITIONS: { cue: string; written: string }[] = [
  {
    cue: [
      NOT_BETTER,
      String.raw`(?:\bnot|n't) (?:settle|resolve|go away|clear up|improve)`,
      String.raw`\bstill (?:there|hurts?|hurting|painful|present|bothering|having)`,
      String.raw`\bpersist\w*`,
      String.raw`\bno improvement\b`,
    ].join('|'),
    written: 'if no improvement',
  },
  { cue: WORSE, written: 'if symptoms worsen' },
];

/** Words just after a test that put it off to a time not set: 'an mri down the road', 'at some point'. */
export const LATER_AFTER = ['down the road', 'at some point', 'in the future', 'eventually', 'later on', 'if needed'];

/**
 * A condition put a long way before the order, closed by 'then': 'if the pain is still there after two
 * more weeks of therapy then we will go ahead and order an mri'. Read back from the order word.
 */
export const CONDITION_THEN = String.raw`\b(?:if|unless|should (?:the|your|it|this|that|things|you))\b[^.?!]{0,160}\bthen\b(?: [a-z']+){0,6} $`;

/** 'should the swelling come back, we'll get an ultrasound': 'should' opening a condition before the order. */
export const SHOULD_BEFORE = String.raw`\bshould (?:the|your|it|this|that|things|you|she|he)\b(?! (?:get|have|do|go)\b)[^.?!]{0,60}$`;

/**
 * Words just before the order word that put the order in the past ('we did get an x-ray before you came
 * in', 'we had to get'), and words after the test that date it before the visit: a test had, not ordered.
 */
export const DONE_BEFORE = [
  'did',
  'had to',
  'already',
  "we've",
  'we have',
  'were able to',
  'was able to',
  // 'we sent you to get some pulmonary function tests': sent for it before this visit, so it is had.
  'sent (?:you|her|him|them) (?:out )?(?:to|for)',
];
export const DONE_AFTER = [
  '(?:before|when) you (?:came|got) (?:in|here)',
  'before (?:your|this|the) (?:visit|appointment)',
  'earlier today',
  'in the (?:er|emergency room|emergency department|hospital)',
];

/**
 * Words of the clinician reading a test's result: before its name ('taking a look at your x-ray', 'show me
 * the echocardiogram') or after it ('the x-ray shows a spur'). Said after the turn that ordered the test,
 * they tell a test done and read at this visit, which the plan does not order again.
 */
export const READ_BEFORE = ['look(?:ing|ed)? at', 'reviewed', 'reviewing', 'show me'];
export const READ_AFTER = ['shows', 'showed', 'revealed', 'reveals', String.raw`demonstrat\w*`];

/** A test named as what a condition turns on ('if the ekg is abnormal'): not itself ordered here. */
export const CONDITION_SUBJECT = "if (?:the|your|that|this|his|her) (?:[a-z'-]+ )?$";
