/**
 * How a clinician states that the visit follows up or takes over the care of known conditions ('you're here
 * for a follow-up of your thyroid', "we're following up on your diabetes", 'she's here to establish care for
 * her breast cancer'): the chief complaint is that visit, worded as a note heads it. Regular-expression
 * sources over normalised text, read by visit-reason.ts.
 */
export const VISIT_KINDS: { written: string; said: string[] }[] = [
  {
    written: 'follow-up of',
    said: [
      String.raw`(?:here|in) for (?:a |your |her |his |the )?follow[- ]?up(?: visit| appointment)? (?:of|on|for)`,
      "(?:we're|we are|i'm|i am) (?:just |here )?(?:following|to follow) up (?:on|with you on|with you for)",
      String.raw`(?:here|in) to follow[- ]?up (?:on|for)`,
    ],
  },
  {
    written: 'establishing care for',
    said: [String.raw`(?:here|in) to establish (?:care|oncology care|follow[- ]?up)(?: with (?:me|us))? for`],
  },
];

/** Words between the visit and the conditions it is for that a note leaves out: 'your', 'a history of'. */
export const BEFORE_CONDITIONS = ['your', 'her', 'his', 'the', 'an?', 'some', '(?:a )?history of', 'known'];

/**
 * How a clinician opens a return visit ('anything new since your last visit?', 'since i saw you last'): with
 * no complaint stated, the visit is a follow-up, and a symptom named later in passing is not why they came.
 */
export const RETURN_VISIT = [
  String.raw`since (?:your|our|the) last (?:visit|appointment)`,
  String.raw`since (?:i|we) (?:last )?saw you(?: last)?`,
  String.raw`since we last (?:met|spoke|talked)`,
];

/** How many utterances into the consultation a return visit is told: the clinician's opening. */
export const RETURN_REACH = 8;

/**
 * Visits for prevention, not for a complaint ('here for your annual physical', 'a screening colonoscopy', "i'm
 * just here for a check-up"): the chief complaint is the visit, as a note heads it, and a symptom mentioned on
 * the way is not why the patient came. The first row that fits wins.
 */
export const ROUTINE_VISITS: { written: string; said: string[] }[] = [
  { written: 'screening colonoscopy', said: [String.raw`(?:screening|routine) colonoscopy`, 'colonoscopy screening'] },
  { written: 'screening mammogram', said: [String.raw`(?:screening|routine) mammogram`, 'mammogram screening'] },
  {
    written: 'annual physical examination',
    said: [
      String.raw`(?:annual|yearly) (?:physical|exam|examination|check-?up|visit)`,
      String.raw`physical(?! therap)(?: exam(?:ination)?)?`,
    ],
  },
  {
    written: 'wellness visit',
    said: [String.raw`(?:general )?well(?:ness)?[- ](?:visit|check|exam|woman exam|child check)`],
  },
  { written: 'routine check-up', said: [String.raw`(?:routine |regular |general )?check-?up`] },
];

/**
 * Visits to give up a habit, said in the opening ("i'm just ready to quit smoking", 'you want help to stop
 * drinking'): no complaint, the habit's name as a note heads it. Said as the wish itself, not 'here for' it.
 */
export const HABIT_VISITS: { written: string; said: string[] }[] = [
  {
    written: 'smoking cessation',
    said: [
      String.raw`(?:ready|want(?:ing)?|wanna|trying|decided|here) to (?:quit|stop|give up) (?:smoking|cigarettes|tobacco)`,
      String.raw`help (?:me |you )?(?:to )?(?:quit|stop)(?:ting)? (?:smoking|cigarettes|tobacco)`,
      String.raw`smoking cessation`,
    ],
  },
];

/**
 * Words that say the patient is here for what follows ('here for', 'came in for', 'presents for', 'due for'), so a
 * routine visit named after them is this visit, not one last year or one to book ('your physical last year').
 */
export const HERE_FOR_VISIT = [
  String.raw`(?:here|in)(?: today)? for`,
  String.raw`(?:came|come|coming)(?: in)?(?: today)? for`,
  String.raw`presents?(?: today)? for`,
  String.raw`presenting(?: today)? for`,
  String.raw`scheduled(?: today)? for`,
];

/** Words between the framing and the visit: 'your', 'a', 'just'. */
export const BEFORE_VISIT = ['your', 'her', 'his', 'the', 'an?', 'my', 'just', 'our'];
