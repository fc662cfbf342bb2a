/**
 * Words of the history of present illness: how bad, how it goes, what makes it worse or better, what the
 * patient tried and whether it helped. Data only: the rules that read them are extract/hpi-facts.ts.
 */

/** A clinician's question asking how bad the pain is ('rate your pain', 'on a scale of zero to ten'). */
export const ASKS_SEVERITY: readonly string[] = [
  'rate (?:your|the|that) pain',
  'rate it',
  'scale of',
  'out of (?:10|ten)',
  'zero to ten',
  '0 to 10',
  'how bad is (?:the|your) pain',
  'pain level',
];

/**
 * How the complaint goes: `course` as a note writes it after 'the pain', `state` as it writes it after any
 * symptom's name ('Shortness of breath, improving'). The first row said wins.
 */
export const COURSES: readonly { course: string; state: string; cues: readonly string[] }[] = [
  {
    course: 'is not improving',
    state: 'not improving',
    cues: [
      'not getting (?:any )?better',
      "(?:hasn't|has not|haven't|have not) (?:gotten|got|been getting) (?:any )?better",
      'not improving',
      'no better',
    ],
  },
  {
    course: 'is getting worse',
    state: 'worsening',
    cues: ['getting worse', 'gotten worse', 'worse and worse', 'worsening', 'progressively worse'],
  },
  {
    course: 'is improving',
    state: 'improving',
    cues: [
      'getting better',
      'improving',
      'gotten better',
      'a lot better now',
      '(?:been |is |are )?going away',
      // Less than it was, not gone: 'the swelling has gone down', 'it went down a bit'. Not where pain spreads
      // ('it went down my left leg') nor something coming down ('a helicopter came down').
      String.raw`(?:(?:has|have|'s|had) (?:gone|come)|went) down(?! (?:my|his|her|your|the|both|each|to|into|through|from)\b)`,
      // Less of it than before, which says it is still there: 'not quite as much', "haven't had as many".
      "(?:not|don't|doesn't|haven't|hasn't|isn't)(?: (?:have|had|get|been))? (?:quite |nearly )?as (?:much|many|bad|often)",
    ],
  },
  {
    course: 'comes and goes',
    state: 'intermittent',
    cues: ['comes and goes', 'on and off', 'off and on', 'intermittent\\w*'],
  },
  { course: 'is constant', state: 'constant', cues: ['constant\\w*', 'all the time', 'never goes away'] },
];

/**
 * Where a new clause starts before a course word: a pause, or a joining word with a new subject ('and then
 * i feel bloated all the time'). The course word tells of what its own clause names.
 */
export const CLAUSE_STARTS: readonly string[] = [
  '[,;.]',
  String.raw`\b(?:and|but|so|because|then)\s+(?:then\s+)?(?:i|i'm|i've|she|he|my|the|it|it's|that)\b`,
];

/**
 * What the complaint keeps the patient from, as the patient tells it of themselves ('i still can't put any
 * weight on it', "i've been limping"), written after the subject in the tense said: each row said is told,
 * in this order. Not being able to walk far is no loss of walking, so only walking on the part is read.
 */
export const FUNCTION_LOST: readonly { lost: string; cues: readonly string[] }[] = [
  {
    lost: 'was unable to bear weight',
    cues: [
      "(?:couldn't|could not|could n't|wasn't able to|was not able to|was unable to) (?:really )?(?:put|bear) (?:any |much )?weight",
      "(?:couldn't|could not|could n't|wasn't able to|was not able to|was unable to) walk on (?:it|my)",
    ],
  },
  {
    lost: 'is unable to bear weight',
    cues: [
      "(?:can't|cannot|can not|can n't|(?:am|i'm) not able to|(?:am|i'm) unable to) (?:really )?(?:put|bear) (?:any |much )?weight",
      "(?:can't|cannot|can not|can n't|(?:am|i'm) not able to|(?:am|i'm) unable to) walk on (?:it|my)",
    ],
  },
  { lost: 'is limping', cues: ['limping', '(?:a|with a|got a) (?:slight |little |bad )?limp'] },
  {
    lost: 'had to stop playing',
    cues: [
      'had to stop playing',
      "(?:couldn't|could not|could n't|wasn't able to|was not able to) (?:keep|continue) playing",
    ],
  },
];

/** Parts a patient tells they never hurt before ('i've never hurt this ankle before'). */
const INJURED_PARTS = '(?:ankle|knee|foot|wrist|hand|finger|shoulder|elbow|hip|back|neck|leg|arm)';

/** 'Before' ending a question: 'did you have this before they reduced it?' asks of another time. */
const ASKED_BEFORE = String.raw`before(?=\s*(?:$|[?.,!]|or\b|and\b))`;

/**
 * Whether the complaint has come before, as the patient tells it of themselves: the first row said wins,
 * so 'i've never had this before' is read as none before the 'had this before' inside it. Only this
 * complaint counts ('never had this type of pain before'), not a medicine or a test never had before.
 * A `{part}` is the part said, the word before 'before' ('no prior injury to this ankle').
 */
export const PRIOR_EPISODES: readonly { prior: string; cues: readonly string[] }[] = [
  {
    prior: 'no prior injury to this {part}',
    cues: [`never (?:hurt|injured|injure) (?:like )?(?:this|that|my)(?: particular)? ${INJURED_PARTS} before`],
  },
  {
    prior: 'no prior episodes',
    cues: [
      'never (?:had|felt|experienced) (?:anything like )?(?:this|that|it)(?: (?:kind|type|sort) of (?:pain|problem|thing))? before',
      'never (?:had|felt) anything like (?:this|that|it) before',
      "first time (?:i've|i have|i) (?:ever )?(?:had|felt|experienced) (?:this|that|it|anything like)",
    ],
  },
  {
    prior: 'prior episodes',
    cues: ['(?:this|it) (?:has|had) happened before', "(?:wouldn't|would not|isn't|is not) (?:be )?the first time"],
  },
];

/**
 * A clinician's question whether the complaint came before ('have you ever hurt your left foot before?'),
 * with what the patient's 'no' or 'yes' tells. A `{part}` is the part asked of, the word before 'before'.
 */
export const ASKS_PRIOR: readonly { none: string; some: string; cues: readonly string[] }[] = [
  {
    none: 'no prior injury to this {part}',
    some: 'a prior injury to this {part}',
    cues: [`(?:hurt|injured|injure) (?:this|that|your|the)(?: left| right)? ${INJURED_PARTS} ${ASKED_BEFORE}`],
  },
  {
    none: 'no prior episodes',
    some: 'prior episodes',
    cues: [
      `(?:had|have|experienced|felt) (?:this|that|it|anything like (?:this|that))(?: (?:kind|type|sort) of (?:pain|problem|thing))? ${ASKED_BEFORE}`,
      `(?:this|it) happened ${ASKED_BEFORE}`,
    ],
  },
];

/** A clinician's question asking what the patient tried ('have you tried anything for the pain?'). */
export const ASKS_TRIED: readonly string[] = [
  'tried anything',
  'try anything',
  'taken anything',
  'take anything',
  'taking anything',
  'done anything',
  'anything for (?:the|it|that|this)',
  'what have you (?:been )?(?:doing|taking|taken|using|used|tried|done) for',
  'have you used',
  'have you been using',
];

/** A clinician's question asking whether what was tried helped ('did that help?'). */
export const ASKS_RELIEF: readonly string[] = [
  'did (?:that|it|this) help',
  'does (?:that|it|this) help',
  'any relief',
  'did (?:that|it) work',
  // 'does the ibuprofen help at all', 'has the naprosyn helped relieve your pain'.
  String.raw`(?:does|did|has|have) (?:the |your )?[a-z]+ (?:help|work|reliev)\w*`,
];

/** A patient telling what they tried ('i took some ibuprofen', "i've been icing it"). */
export const TRIED_SAID: readonly string[] = [
  'i took',
  'i(?:.ve| have)? (?:been )?taking',
  'i(?:.ve| have) taken',
  'i tried',
  'i(?:.ve| have) tried',
  'i(?:.ve| have)? (?:been )?using',
  'i used',
  'i put',
  'i(?:.ve| have)? (?:been )?(?:icing|elevating|resting|wearing)',
  'i iced',
];

/**
 * Words that tie a medicine the patient took to the complaint ('i took some tylenol for it', 'for the pain',
 * 'for my back'); 'for the last two weeks' is how long, not what for.
 */
export const TRIED_FOR: readonly string[] = [
  String.raw`for (?:it|that|this|them|(?:the|my|his|her|their) (?!(?:last|past|first|next|whole|rest|time|day|week|month|year)s?\b)[a-z]+)`,
];

/** What a patient tries that is no medicine, as a note names it. */
export const REMEDIES: readonly { name: string; cues: readonly string[] }[] = [
  { name: 'ice', cues: ['ice(?! cream)', 'icing', 'iced'] },
  { name: 'heat', cues: ['heat', 'heating pad', 'warm compress\\w*'] },
  { name: 'rest', cues: ['rest', 'resting'] },
  { name: 'elevation', cues: ['elevat\\w*'] },
  { name: 'a brace', cues: ['brace'] },
  { name: 'a splint', cues: ['splint'] },
  { name: 'stretching', cues: ['stretch\\w*'] },
  { name: 'physical therapy', cues: ['physical therapy'] },
];

/**
 * Whether what was tried helped, said with a word of helping: the first row said wins, so 'not help' is read
 * before 'help'. 'A little tylenol', 'iced them for a bit' say how much was tried, not that it helped.
 */
export const RELIEF: readonly { relief: 'none' | 'some' | 'full'; cues: readonly string[] }[] = [
  {
    relief: 'none',
    cues: [
      'not (?:really )?(?:seem(?:ed|s)? to )?help\\w*',
      "(?:does|did|has|have|is) ?n'?t (?:really )?(?:seem(?:ed|s)? to )?help\\w*",
      '(?:does|did|has|have) not (?:really )?(?:seem(?:ed|s)? to )?help\\w*',
      'no relief',
      'nothing (?:really )?(?:(?:seem(?:ed|s)?|appear(?:ed|s)?) to )?(?:help\\w*|work\\w*)',
      'not (?:really )?working',
      "(?:does|did) ?n'?t do (?:anything|much)",
      'not at all',
      // 'i've been taking ibuprofen but it still hurts a lot': taken, and no better.
      '(?:but|and) (?:it|they|that) still (?:hurts?|aches?|is painful)',
    ],
  },
  {
    relief: 'some',
    cues: [
      'help\\w* (?:a little|a bit|somewhat|some|kind of|sort of)',
      '(?:a little|a bit|somewhat|kind of|sort of) help\\w*',
      'some relief',
      'temporar\\w*',
      'takes the edge off',
      'comes? (?:right )?back',
    ],
  },
  { relief: 'full', cues: ['helps?', 'helped', 'helping', 'relie\\w*'] },
];

/** How much it helped, in answer to the clinician's 'did that help?' ('a little bit'): some relief. */
export const RELIEF_DEGREE: readonly string[] = ['a little', 'a bit', 'somewhat', 'kind of', 'sort of'];
