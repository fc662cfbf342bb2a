/**
 * The words a habit is read from (tobacco, alcohol, recreational drugs): what names it, what says it was never had,
 * given up or goes on, and the amounts and periods a note writes it with.
 */

/** Words that put a sentence on the tobacco line. */
export const TOBACCO_WORDS = [
  String.raw`smok\w*`,
  'cigarettes?',
  'cigars?',
  'tobacco',
  'vap(?:e|es|ed|ing)',
  'nicotine',
  'chew(?:ing)? tobacco',
  String.raw`packs? (?:a|per) day`,
];
/** Words that put a sentence on the alcohol line; a drink of water or fluids is not alcohol. */
/** Drinks named by kind, in a statement or a reply alike. */
const DRINK_NAMES = ['beers?', 'wine', 'liquor', 'whiskey', 'vodka', 'etoh'];

export const ALCOHOL_WORDS = [
  'alcohol',
  String.raw`(?<!eating (?:and|or) )drink(?:s|ing|er)?(?! (?:okay|ok|well|water|fluids?|plenty|lots|more|enough|any|anything|juice|milk|coffee|tea|soda|a lot of))`,
  'drank',
  ...DRINK_NAMES,
];
/** Alcohol named as such: a statement (not a reply to a question about drinking) needs one ('i drink' may be water). */
export const ALCOHOL_NOUNS = [
  'alcohol',
  String.raw`(?:a |the )?drinker`,
  'drinks? (?:a|per|each) (?:day|week|night)',
  ...DRINK_NAMES,
  'socially',
];
/** Recreational drugs, each with the word a note names it by. */
export const SUBSTANCES: Record<string, string> = {
  marijuana: 'marijuana',
  cannabis: 'marijuana',
  weed: 'marijuana',
  cocaine: 'cocaine',
  coke: 'cocaine',
  heroin: 'heroin',
  meth: 'methamphetamine',
  methamphetamine: 'methamphetamine',
  methamphetamines: 'methamphetamine',
  ecstasy: 'ecstasy',
  lsd: 'LSD',
  'iv drug': 'IV drug',
  'iv drugs': 'IV drug',
};
/** A drug smoked: 'i smoke weed' is no tobacco. */
export const SMOKED_DRUGS = String.raw`\bsmok\w* (?:some |a little |a lot of )?(?:weed|pot|marijuana|cannabis|crack|meth)\b`;
/** Words that put a sentence on the substances line even when no drug is named. */
export const SUBSTANCE_WORDS = [
  ...Object.keys(SUBSTANCES),
  'recreational drugs?',
  'street drugs?',
  'illicit drugs?',
  'illegal drugs?',
  'drug use',
  'any drugs',
  'iv drugs?',
];
/** In a reply to a question about drugs, 'drugs' alone is enough: 'no drugs'. */
export const REPLY_SUBSTANCE_WORDS = [...SUBSTANCE_WORDS, 'drugs?'];

/** A habit given up: 'i quit', 'used to', 'former smoker', 'haven't smoked in years', 'not anymore'. */
export const FORMER = [
  String.raw`(?<!(?:trying|try|want|wanting|ready|need|going|have|has|plan|planning|thinking about|help you|help me|able) (?:to )?)quit(?!ting)`,
  'quitting (?:about |around )?\\d',
  'stopped',
  'gave (?:it )?up',
  'given (?:it )?up',
  'used to',
  'former',
  'ex-?smoker',
  'formerly',
  'previously',
  'in the past',
  'back in the day',
  "(?:haven't|have not|hasn't|has not) (?:smoked|had a drink|drunk|used)",
  'not anymore',
  'no longer',
  "(?:don't|do not|doesn't) (?:smoke|drink|use) (?:anymore|any more)",
  'sober',
];
/**
 * Words saying a habit was never had at all, not only that it is not had now: 'i've never smoked' is a never smoker,
 * a bare 'no' to 'do you smoke?' or 'i don't smoke' a non-smoker (who may have smoked before).
 */
export const NEVER_EVER = ['never', 'not ever', 'not once', 'lifelong non-? ?smoker'];
/** Nicotine taken by vaping, not smoked: 'i vape', 'e-cigarettes', 'a juul'. */
export const VAPING = ['vap(?:e|es|ed|ing)', 'e-? ?cig(?:arette)?s?', 'juul(?:ing)?'];
/** Tobacco smoked or chewed, as against vaped. */
export const TOBACCO_BURNT = [String.raw`smok\w*`, 'cigarettes?', 'cigars?', 'tobacco', 'packs?', 'chew(?:ing)?'];
/** A habit never had: 'never', 'non-smoker', 'i don't smoke', 'denies'. */
export const NEVER = [
  'never',
  'non-? ?smoker',
  'non-? ?drinker',
  'denies',
  "(?:don't|do not|doesn't|does not) (?:smoke|drink|do|use)",
  'not a (?:smoker|drinker)',
  'no (?:alcohol|tobacco|smoking|drinking|drugs?)',
  'none',
];
/**
 * Words that say the habit goes on now, whatever was given up before ('i still have a beer, not as much as i used
 * to', 'i used to smoke 2 packs, now only a few cigarettes', 'cut down from 2 packs a day').
 */
export const STILL = [
  'still',
  'currently',
  'these days',
  'nowadays',
  'now (?:only|just)',
  String.raw`cut (?:down|back) (?:from|to) (?:about |around )?(?:\d|a\b|half)`,
];
/**
 * Words that put the amount said next before now ('cut down from 2 packs a day', 'last time you were smoking 2
 * packs a day', 'i used to smoke 2 packs'): a habit that goes on is written with the amount said after that one,
 * or none, never with the amount it had before.
 */
export const AMOUNT_BEFORE = [
  String.raw`(?:cut|cutting) (?:down|back) from`,
  'down from',
  'went from',
  'used to (?:smoke|drink)',
  '(?:were|was) (?:smoking|drinking)',
  'last time',
];
/** Words that say the habit goes on: 'every day', 'i smoke', 'a pack a day'. */
export const CURRENT = [
  'every ?day',
  'daily',
  "i(?:'m| am)? (?:a )?(?:smoker|drinker)",
  String.raw`i (?:smoke|drink|vape|use)\b`,
  "i've been (?:smoking|drinking|using|vaping)",
  '(?:she|he)(?: still)? (?:smokes|drinks|vapes|uses)',
  'current(?:ly)? smok\\w*',
  '(?:trying|try|want|wanting|ready|need|planning|thinking about) (?:to )?quit',
  'active smoker',
];

/** Counts said before an amount: '2', 'half a', 'a couple of', '1 to 2'. */
export const COUNTS = [
  String.raw`\d+(?:\.\d+)?(?: (?:to|or|-) \d+)?`,
  String.raw`\d+-\d+`,
  'half(?: a)?',
  'a half',
  '(?:a )?couple(?: of)?',
  'a few',
  'one',
  'a',
  'an',
];
/** What is smoked in a count: 'packs', 'cigarettes'. */
export const SMOKED = ['packs?', 'cigarettes?', 'cigars?'];
/** Words between what is smoked and how often: 'packs of cigarettes each day'. */
export const SMOKED_OF = '(?: of cigarettes)?';
/** What is drunk in a count: 'glasses of wine', 'beers', 'drinks', 'shots'. */
export const DRUNK = [
  String.raw`glass(?:es)? of (?:red |white )?(?:wine|beer|whiskey|liquor)`,
  'glass(?:es)?',
  'beers?',
  'drinks?',
  'shots?',
  'bottles? of (?:wine|beer)',
  'cans? of beer',
  'ounces(?: of \\w+)?',
];
/** How often: 'a day', 'per week', 'on the weekends', 'every night'. */
export const PERIODS = [
  String.raw`(?:a|per|each|every|in a|at|on|on the|over the) (?:day|night|week|weekend|weekends|month|year)`,
  'daily',
  'nightly',
  'weekly',
  'on (?:the )?weekends?',
  'during the week',
  'with (?:dinner|meals)',
  String.raw`on (?:fridays|saturdays|sundays)(?: and (?:fridays|saturdays|sundays))?`,
];
/** How a period is written: 'a day' → 'per day', 'on the weekends' → 'on weekends'. */
export const PERIOD_WRITTEN: [RegExp, string][] = [
  [/^(?:a|each|every|in a|at) (day|night|week|month|year)$/, 'per $1'],
  [/^on the weekends?$|^over the weekends?$|^on weekends$/, 'on weekends'],
  [/^on the (day|week)$/, 'per $1'],
];
/**
 * Drinking said as a habit with no amount, and how a note writes it. The first that fits wins, so daily
 * comes first: 'a beer here and there every day' is daily, and understating drinking is the harm.
 */
export const DRINKING_HABITS: [RegExp, string][] = [
  [/\b(?<!not )(?:every ?day|daily|every night|nightly)\b/, 'Daily alcohol use'],
  [/\bsocial(?:ly)?\b|\bsocial drinker\b/, 'Social alcohol use'],
  [
    /\b(?:occasional(?:ly)?|hardly ever|once in a while|every (?:now and then|once in a while)|here and there|rarely|special occasions|not (?:much|really|a lot|very much)|a little|sometimes)\b/,
    'Occasional alcohol use',
  ],
];

/** A drink had with meals, written as said: 'wine with dinner'. */
export const WITH_MEALS = String.raw`\b((?:a (?:glass of )?)?(?:wine|beer)) with (dinner|meals|lunch)\b`;
