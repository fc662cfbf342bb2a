/**
 * The words social history is read from beyond the habit words (social-habit-cues.ts): the questions a reply
 * answers, what makes a statement a fact or advice, and the work and home phrases a clinician writes. A reply
 * becomes a social-history line only when these words read it as a fact (a status, an amount, a noun phrase);
 * otherwise it is held back for the clinician to add.
 */

/**
 * A clinician's statement gives a habit's status only in the words of a note: 'she denies alcohol use', 'he
 * is a former smoker', 'you smoke a pack a day', 'no tobacco'; 'you don't like sports, just the wine' does not.
 */
export const DICTATED = [
  'denies',
  'non-? ?smoker',
  'non-? ?drinker',
  '(?:former|current|active|heavy|social|ex-?) ?(?:smoker|drinker)',
  String.raw`(?:quit|stopped) (?:smoking|drinking|using)(?: \w+)? (?:about )?(?:\d+ years? ago|in \d{4})`,
  '(?:no|negative for) (?:history of )?(?:tobacco|alcohol|smoking|drug|illicit|recreational)',
  '(?:you|she|he|patient)(?: still)? (?:smokes?|drinks?|vapes?) (?:about |around )?(?:\\d|a|one|half)',
  '(?:you|she|he|patient) (?:used to|never) (?:smoke|drink)',
  "(?:you|she|he) (?:don't|doesn't|do not|does not) (?:smoke|drink)",
  'drinks socially',
];
/** A reply unsure of the habit ('i think she used to drink, but i'm not positive') is held, not written. */
export const UNSURE = [
  'not (?:sure|positive|certain)',
  "(?:don't|do not) know",
  'no idea',
  "(?:can't|cannot) remember",
];
/** A question asking whether the habit goes on: 'no' to it says the habit was given up. */
export const STILL_ASKED = ['still', 'anymore', 'any more', 'these days'];
/** A question asking when the habit stopped: any answer to it says the habit was given up. */
export const STOPPED_ASKED = ['when did you (?:stop|quit)', 'last time you (?:had|smoked|drank|used)'];
/** Advice names the habit without saying the patient has it: 'try to cut down on alcohol', whoever the labels say spoke. */
export const ADVICE = [
  'should',
  'try to',
  'try not to',
  'need to',
  'want you to',
  'recommend',
  'avoid',
  'cut (?:down|back) on',
  'encourage',
  'make sure',
  'help you',
  'important',
];
/** A clinician's words that advise too ('stop smoking', 'limit alcohol'); from the patient they may be history ('i quit smoking'). */
export const CLINICIAN_ADVICE = ['limit', 'stop', 'quit smoking', 'no more', 'trying to'];
/** Questions asking how much or how often: a reply to them is no yes or no ('it's gone down' denies nothing). */
export const HOW_MUCH = ['how long', 'how much', 'how many', 'how often', 'what kind', 'what type', 'when did you'];

/** Questions about work: 'what do you do for work', 'where do you work'. */
export const WORK_QUESTIONS = [
  'what do you do (?:for (?:work|a living)|now)',
  String.raw`what do you do(?:\?|$)`,
  'where do you work',
  'what kind of work',
  'what line of work',
  "what's your job",
  'what is your job',
  'your occupation',
  'for a living',
  'do you work',
  'are you working',
  'working right now',
];
/** Jobs a patient names with 'i'm a …' (the last word of the phrase). */
export const JOBS = [
  String.raw`\w+(?:er|or|ist|ian|man|woman)`,
  String.raw`\w*(?:tech|nurse|assistant|aide|clerk|chef|cook|mechanic|agent|officer|attendant)`,
  'student',
  'homemaker',
  'housewife',
  'stay-at-home (?:mom|dad|parent)',
  'veteran',
  'pilot',
  'barista',
  'cashier',
  'paramedic',
  'nursing aid',
  'firefighter',
];
/** Words of '-er' shape that are no job: 'smoker', 'a lot better', 'a runner'. */
export const NOT_JOBS = [
  'for|or|nor|per|her|door|floor|minor|major|prior|poor|tumor|color|error|senior|junior|labor|favor|honor|humor|wonder',
  'golfer|player|fan|lover|hiker|biker|cyclist|jogger|reader|gamer|climber|skier|gardener|vegetarian|believer|member',
  String.raw`\w*(?:smoker|drinker|runner|walker|swimmer|sleeper|eater|user|sufferer|survivor|diabetic|patient|number)`,
  String.raw`\w*(?:other|brother|sister|mother|father|daughter|partner)`,
  'better|later|fever|never|ever|over|after|under|water|either|neither|together|rather|whether',
  'sooner|longer|older|younger|bigger|higher|lower|faster|slower|harder|easier',
];
/** Where work ends: 'retired', 'unemployed', 'on disability', and how a note writes it. */
export const WORK_STATES: [RegExp, string][] = [
  [/\bi(?:'m| am)(?: now)? retired\b|\bi retired\b/, 'Retired'],
  [/\bi(?:'m| am) (?:unemployed|not working|out of work|between jobs)\b/, 'Unemployed'],
  [/\bi(?:'m| am) on disability\b/, 'On disability'],
];

/** Questions about home: 'who do you live with', 'are you married'. */
export const HOME_QUESTIONS = [
  'who do you live with',
  'do you live',
  'where do you live',
  'are you married',
  'living situation',
];
/** A marital status, and how a note writes it. */
export const MARITAL: [RegExp, string][] = [
  [/\bi(?:'m| am)(?: happily)? married\b/, 'Married'],
  [/\bi(?:'m| am) divorced\b/, 'Divorced'],
  [/\bi(?:'m| am) (?:a )?widow(?:ed|er)?\b/, 'Widowed'],
  [/\bi(?:'m| am) single\b/, 'Single'],
];

/** Where a noun phrase ends: a comma, a filler, a new clause, a time ('for about ten years'). */
export const PHRASE_ENDS = [
  '[,.;?!]',
  String.raw`\b(?:um+|uh+|like|you know|i mean|so|but|because|no|not|which|where|who|since|right now|now)\b`,
  String.raw`\band (?:i|we|it|then|that|they)\b`,
  String.raw`\bfor (?:about |around |almost |over )?(?:\d|the|a|many|several|years)\b`,
];
/** Fillers a held statement is cleaned of. */
export const FILLERS = String.raw`\b(?:um+|uh+|uhm|you know|i mean|like,|kind of|sort of)\b,?`;
