import { NOT_BETTER } from './return-precaution-cues.js';

/**
 * Words that put a medicine off or up for choice rather than order it (medication-plan.ts, medication-plan-voice.ts,
 * medication-class.ts, medication-entries.ts): a plan for later, an option, a decision against, a start that waits on a
 * result or on the treatment failing, and the patient turning it down. Regular-expression sources, one phrase a row.
 */

/** The treatment a failure is said of: 'this', 'the current medicine', 'these pills'. */
const THE_TREATMENT =
  '(?:this|that|it|these|those|the (?:current )?(?:one|medicines?|medications?|meds|pills?|treatment))';
/** Its failing: "doesn't", 'is not', 'stops'. */
const DOES_NOT = "(?:does ?n't|does not|do ?n't|do not|is ?n't|is not|are ?n't|are not|stops?)";
/** A medicine or its kind as what the patient does not want: 'to take', 'more pills', 'steroids'. */
const UNWANTED_KIND = '(?:pills?|medicines?|medications?|meds|steroids?|antibiotics?|shots?|injections?)';
const UNWANTED = `(?:to (?:take|start|try|be on|go on)|that|it|them|any|more|another|(?:the )?${UNWANTED_KIND})`;

/**
 * A plan for later, said just before the action: 'if it is still high we'll increase…', 'we may have to
 * stop…', 'we can then adjust your metformin'. The medicine is offered for the plan, not written as done.
 */
export const IF_LATER = [
  'if',
  'in case',
  'depending on',
  'unless',
  '(?:may|might) (?:have|need) to',
  "(?:we|i)(?: can| could| may| might|'ll)? (?:then|eventually|possibly|potentially)",
  '(?:we|i) (?:can|could|may|might) (?:always|consider)',
  'down the road',
  'at some point',
  // 'we'll see how you do and possibly start gabapentin': an option said right before the action. Not
  // 'maybe': 'maybe we can try some singulair' is how a start is often offered.
  "(?:possibly|perhaps)(?= (?:(?:we|i)(?:'ll| will| can| could| would)? )?(?:go ahead and )?$)",
  // 'once the labs come back we'll start levothyroxine': waiting on a result not yet had ('when the labs
  // came back' tells of one had).
  '(?:once|after|when) (?:we (?:get|have|see) (?:the |your )?(?:labs?|results?|tests?|blood ?work)|(?:the |your )?(?:labs?|results?|tests?|blood ?work) (?:come|comes|are|is) back)',
];

/**
 * Words that say a medicine is one option discussed, not chosen ('one option is gabapentin', 'we could
 * consider meloxicam', 'think about adding metformin'): offered for the plan, never written as started.
 */
export const AS_AN_OPTION = [
  // 'One' is read as the number 1 in the words the cue tables see.
  '(?:one|1|another|an|the other|other) options? (?:is|are|would be|could be|might be)',
  '(?:we|i|you) (?:can|could|may|might) (?:also )?(?:consider|think about)',
  'think(?:ing)? about',
  // 'we might consider gabapentin', 'i would consider a statin': considered, the word its only action.
  'consider',
  '(?:we|i) (?:may|might) try',
  'considering',
  // 'you could either try physical therapy or we could try flexeril': two options laid out, neither chosen.
  '(?:we|you|i) (?:can|could|might) either',
];

/**
 * Words just before the action that decide against it: "i wouldn't start gabapentin", "we won't add
 * lisinopril", "let's hold off on starting a statin", "i'm not ready to increase it". The medicine is not
 * written in the plan from these words.
 */
export const DECIDED_AGAINST = [
  "(?:won't|wo n't|will not|wouldn't|would n't|would not)(?: (?:want|need|have) to)?",
  'hold(?:ing)? off(?: on)?',
  "(?:don't|do n't|do not) (?:want|need|have) to",
  '(?:not|no) (?:going to|gonna|gon na|planning to|ready to|need to)',
];

/**
 * A condition on a result said right after the medicine: 'amoxicillin in case the strep test comes back
 * positive', 'amoxicillin if the culture is positive'. The start waits on the result: never written as started;
 * a plan line with its condition when the test is named (medication-on-result.ts), else offered. A condition on a symptom ('tylenol if you get a headache') is how a medicine as needed is said, and stays.
 */
export const RESULT_CONDITION_AFTER = [
  String.raw`(?:if|in case|once|when) (?:the |your |that |this )?(?:[a-z0-9-]+ ){0,2}(?:tests?|cultures?|swabs?|results?|labs?|x-rays?|scans?|biopsy|urinalysis|screen)\b`,
  "(?:if|in case) (?:it|that|it's|that's|this)(?: is| comes back| turns out)? positive",
];

/**
 * A condition on the treatment failing, said right after the medicine: 'we could try gabapentin if this
 * doesn't work', 'add meloxicam if the pain doesn't get better'. The medicine is the next step, kept for
 * later: offered, not written as started. The failure is what the words name, not a symptom to treat
 * ('tylenol if you get a headache' stays as needed).
 */
export const FAILURE_CONDITION_AFTER = [
  `(?:if|in case|when) ${THE_TREATMENT}(?: one)? ${DOES_NOT} (?:work(?:ing)?|help(?:ing)?|do(?:ing)? the trick)`,
  `(?:if|in case) [a-z' ]{0,30}?${NOT_BETTER}`,
];

/**
 * The patient turning down a medicine just offered ('i'd recommend starting sertraline' | "i'd rather
 * not", "i don't want to take that"): said at the start of the reply, the medicine is not written as
 * started. Not a bare 'no thank you', which as often answers 'any questions?'.
 */
export const DECLINED = [
  "i(?:'d| would) (?:rather|prefer) not",
  // 'i don't really want to take more pills', 'no i don't want steroids': the medicine or its kind as the object.
  `i (?:don't|do n't|do not) (?:really |think i )?(?:want|wanna|wan na) ${UNWANTED}`,
  "i(?:'m| am) not (?:interested|comfortable|keen)",
  "i(?:'d| would) (?:rather|prefer to) (?:wait|hold off|not)",
  "(?:let's|can we) hold off",
];
