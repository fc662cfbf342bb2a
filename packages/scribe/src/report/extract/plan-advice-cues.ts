/**
 * Advice written as a clinician writes it in a plan: the words that say it (a regular-expression source
 * read within an advice clause) and the line they make ('push fluids' → 'Increase fluid intake'). A row
 * with `part` names the body part said with it ('brace your right knee' → 'Wear a knee brace'); rows of
 * the group 'comfort' (ice, rest, elevation, compression, heat) are written as one line ('Ice, rest and
 * elevation'; one alone 'Ice to the affected area'), as a note lists them. Each line is a whole instruction, not a
 * bare noun: a plan line is read as prose. '$1' in a line is the words the cue captured ('Refrain from $1' → 'Refrain from heavy
 * lifting').
 */
export interface AdviceRow {
  cue: string;
  written: string;
  part?: true;
  group?: 'comfort';
  /** a comfort measure said alone, as its own line */
  alone?: string;
  /**
   * a device or weight-bearing restriction: read also where the clinician says it is given or will be
   * ('i'll give you crutches', "you're going to be in a cast"), not only where it is advised
   */
  device?: true;
  /** the time it lasts is written with it when said in its clause ('Non-weight-bearing on the affected limb for 6-8 weeks') */
  lasting?: true;
  /**
   * the time it waits for is written with it when said just before ('in a couple of days start walking on it as
   * tolerated' → 'Weight-bearing as tolerated after 2 days'): a step that follows a restriction keeps its time,
   * or the plan would read as two orders at once
   */
  after?: true;
}

/** Activities a clinician tells the patient to give up for now; each is written as said ('Refrain from heavy lifting'). */
export const ACTIVITIES = [
  'heavy lifting',
  'lifting',
  'contact sports',
  'sports',
  'running',
  'jogging',
  'skiing',
  'gymnastics',
  'swimming',
  'driving',
  'strenuous activity',
  'strenuous exercise',
];

/** Words that give an activity up: 'no', 'avoid', 'hold off on' ('no running', 'avoid any lifting'). */
const GIVE_UP = String.raw`(?:no|not|avoid(?:ing)?|stop|hold off on|refrain from)(?: any)?`;
/** The weight said after lifting: 'lifting anything heavy', 'lifting heavy objects'. */
const HEAVY_AFTER = String.raw`(?:(?:anything|any|things|objects|stuff) )?(?:too )?heavy\b`;
/**
 * Words that ask for less of an activity, not none: 'take it easy with', 'limit', 'cut back on' ('take it
 * easy with the lifting', 'limit the repetitive motions at work').
 */
const DO_LESS = String.raw`(?:take it easy (?:with|on)|go easy (?:with|on)|limit(?:ing)?|cut (?:back|down) on|minimi[sz]e|try to minimi[sz]e)(?: the| your| any| all the)?`;
/** Movements repeated at work or play that strain a part, which a clinician asks to be done less. */
const REPEATED = [String.raw`repetitive (?:motions?|movements?|activities|activity|tasks?)`];

/**
 * Pain medicines that harm the stomach, kidneys or a bleed, which a clinician tells a patient to keep off
 * ('try not to take any ibuprofen', 'avoid nsaids'): a drug named as said, the kind as 'anti-inflammatory
 * medicines' (the note's prose keeps no lower-case abbreviation).
 */
const NSAID_NAMES = String.raw`(?:ibuprofen|advil|motrin|aleve|naproxen|naprosyn|aspirin)`;
const NSAID_KIND = String.raw`(?:nsaids?|anti[- ]?inflammator(?:y|ies)(?: medicines?| medications?| drugs?)?)`;
/** Words that keep the patient off a medicine: 'avoid', 'stay away from', 'not to take any'. */
const KEEP_OFF = String.raw`(?:avoid(?:ing)?|stay away from|steer clear of|no more|not (?:to )?(?:take|use)|(?:don't|do n't|do not) (?:take|use))`;

/** Every day, as a clinician says it: 'every day', 'everyday', 'daily', 'every morning'. */
const EVERY_DAY = '(?:every ?day|daily|each day|every morning)';

/**
 * Words of the patient keeping watch on a reading at home: 'check', 'monitor', 'log', 'record', 'watch',
 * 'keep a log of', 'keep track of'.
 */
const WATCH = String.raw`(?:(?:log|check|monitor|track|record|watch)\w*|keep(?:ing)? (?:a )?(?:log|record|track|diary) of)`;
/**
 * Taking or measuring a reading is the patient's own watch only when said with how often or where
 * ('take your blood pressure every day', 'at home'): alone it may be the nurse's measure at the consultation.
 */
const TAKE = String.raw`(?:take|taking|measure|measuring)`;
const HOW_OFTEN = String.raw`(?=[^.?!]{0,40}\b(?:at home|every|daily|a day|a week|regularly|each (?:day|morning|night)))`;
/** The reading's own words, not a medicine for it: 'your blood pressure medicine' is no reading to take. */
const NOT_A_MEDICINE = String.raw`(?! (?:medicines?|medications?|meds|pills?|tablets?)\b)`;
/** Diseases a vaccine is named by, as said ('shingles shot', 'flu vaccine', 'covid booster'). */
const VACCINE_FOR = String.raw`(shingles|flu|influenza|pneumonia|pneumococcal|tetanus|tdap|covid(?:-19)?|hpv|mmr|hepatitis [ab])`;
/**
 * A vaccine the patient is to get ('i recommend you get the shingles vaccine', 'make sure you get your flu
 * shot'): getting it, not one had already ('you got your flu shot').
 */
const VACCINE = String.raw`\b(?:get|getting|have|receive)(?: the| a| your| an?other)? ${VACCINE_FOR} (?:vaccines?|vaccinations?|shots?|boosters?)\b`;

/**
 * A reading the patient is told to keep watch on ('log your blood sugars', 'keep a log of what your blood
 * pressures are', 'take your blood pressure every day'); `reading` is its words.
 */
const monitored = (reading: string) =>
  [
    String.raw`\b${WATCH} (?:of )?(?:what |how )?(?:your |the |their )?(?:home )?${reading}\b${NOT_A_MEDICINE}`,
    String.raw`\b${TAKE} (?:your |the )?${reading}\b${NOT_A_MEDICINE}${HOW_OFTEN}`,
  ].join('|');

/** Fluids told right after rest: 'rest, drink plenty of fluids', 'rest and stay hydrated'. */
const WITH_FLUIDS = String.raw`,? (?:and )?(?:drink|stay hydrated|push fluids|fluids)\b`;

export const ADVICE_ROWS: AdviceRow[] = [
  { cue: String.raw`\bic(?:e|ing)\b(?! cream)`, written: 'ice', group: 'comfort', alone: 'Ice to the affected area' },
  // Rest of the whole body, as for an infection ('get plenty of rest', 'rest and drink plenty of fluids'), is
  // no comfort measure for a part.
  {
    cue: String.raw`\b(?:get|getting) (?:plenty of |lots of |some |enough )?rest\b|\bplenty of rest\b|\brest(?=${WITH_FLUIDS})`,
    written: 'Get plenty of rest',
  },
  {
    cue: String.raw`(?<!\b(?:get|getting|plenty of|lots of|some|enough) )\brest\b(?! of\b)(?!${WITH_FLUIDS})`,
    written: 'rest',
    group: 'comfort',
    alone: 'Rest the affected area',
  },
  { cue: String.raw`\belevat\w*`, written: 'elevation', group: 'comfort', alone: 'Elevate the affected limb' },
  {
    cue: String.raw`\b(?:compression|ace wrap|ace bandage)\b`,
    written: 'compression',
    group: 'comfort',
    alone: 'Compression of the affected area',
  },
  {
    cue: String.raw`\b(?:heat|heating pad|warm compress(?:es)?)\b`,
    written: 'heat',
    group: 'comfort',
    alone: 'Heat to the affected area',
  },
  {
    cue: String.raw`\b(?:push(?:ing)? (?:the )?fluids|hydrat\w*|drink(?:ing)? (?:plenty|more|lots) of (?:water|fluids)|increas\w* (?:your |the )?(?:water|fluid) intake|fluids)\b`,
    written: 'Increase fluid intake',
  },
  { cue: String.raw`\bstrain(?:ing)? (?:your |the |all )?urine\b`, written: 'Strain urine for stones' },
  { cue: String.raw`\bfib(?:er|re) (?:supplements?|intake)\b|\bmore fib(?:er|re)\b`, written: 'Increase fiber intake' },
  { cue: String.raw`\b(?:low[- ](?:sodium|salt)|salt|salty|sodium)\b`, written: 'Follow a low-sodium diet' },
  { cue: String.raw`\b(?:fatty|fried|greasy) foods?\b`, written: 'Follow a low-fat diet' },
  { cue: String.raw`\b(?:caffeine|coffee)\b`, written: 'Limit caffeine intake' },
  // Told to stop, not to cut down: 'stop drinking alcohol', 'avoid alcohol', 'no more drinking'.
  {
    cue: String.raw`\b(?:stop|quit|avoid|cut out|give up|no more|abstain from|refrain from)(?: \w+)? (?:alcohol|drinking)\b`,
    written: 'Avoid alcohol',
  },
  {
    cue: String.raw`(?<!\b(?:stop|quit|avoid|cut out|give up|no more|abstain from|refrain from)(?: \w+){0,2} )\b(?:alcohol|drinking)\b`,
    written: 'Limit alcohol intake',
  },
  { cue: String.raw`\bspicy\b`, written: 'Avoid spicy foods' },
  // 'try not to take any ibuprofen': advice to keep off the medicine, written with its name.
  {
    cue: String.raw`\b${KEEP_OFF} (?:any |the |your |all )?(?:over the counter )?(${NSAID_NAMES})\b`,
    written: 'Avoid $1',
  },
  {
    cue: String.raw`\b${KEEP_OFF} (?:any |the |your |all )?(?:over the counter )?${NSAID_KIND}`,
    written: 'Avoid anti-inflammatory medicines',
  },
  { cue: String.raw`\b(?:citrus|acidic)\b`, written: 'Avoid acidic foods' },
  {
    cue: String.raw`\b(?:stop(?:ping)?|quit(?:ting)?) smoking\b|\bsmoking cessation\b`,
    written: 'Smoking cessation advised',
  },
  {
    cue: String.raw`\b(?:lose|losing) (?:some )?weight\b|\bweight loss\b(?! (?:medications?|surgery|drugs?|pills?|shots?))`,
    written: 'Weight loss advised',
  },
  { cue: String.raw`\b(?:[a-z]+ )?exercises\b`, written: 'Home exercise program' },
  { cue: String.raw`(?<!\bstrenuous )\bexercis(?:e|ing)\b(?! \w*s\b)`, written: 'Regular exercise advised' },
  // An activity to give up for now, with how long: 'no running for 2 weeks' → 'Refrain from running for 2 weeks'.
  // Lifting said with its weight after it ('avoid lifting anything heavy') is the next row's.
  {
    cue: String.raw`\b${GIVE_UP} (${ACTIVITIES.join('|')})\b(?! ${HEAVY_AFTER})`,
    written: 'Refrain from $1',
    lasting: true,
  },
  { cue: String.raw`\b${GIVE_UP} lifting ${HEAVY_AFTER}`, written: 'Refrain from heavy lifting', lasting: true },
  // An activity to do less of, not give up, written with the clinician's own degree: 'take it easy with the
  // lifting' → 'Cut back on lifting', never 'Refrain from lifting', which is stricter than advised.
  {
    cue: String.raw`\b${DO_LESS} (${[...ACTIVITIES, ...REPEATED].join('|')})\b`,
    written: 'Cut back on $1',
    lasting: true,
  },
  {
    cue: String.raw`\b(?:sunscreen|sunblock|sun protection|out of the sun|avoid(?:ing)? the sun)\b`,
    written: 'Sun protection advised',
  },
  { cue: String.raw`\b(?:respirator|n95)\b`, written: 'Wear a respirator' },
  // 'we need to do some good wound care on it', 'keep up the wound care': care of a wound, at home or by a nurse
  { cue: String.raw`\bwound care\b`, written: 'Wound care' },
  // 'continue you on your current medications': the regimen as a whole, the drugs named are the medicine reader's.
  {
    cue: String.raw`\b(?:current|usual|home|same) (?:medications?|medicines?|meds|regimen)\b`,
    written: 'Continue current medications',
  },
  { cue: String.raw`(?<!\b(?:respirator|n95) )\b(?:face )?mask\b`, written: 'Wear a mask' },
  { cue: String.raw`\bdiet\b`, written: 'Dietary modification advised' },
  { cue: String.raw`\bstretch(?:es|ing)?\b`, written: 'Stretching exercises advised' },
  {
    cue: String.raw`\b(?:walk(?:ing)?(?: on (?:it|that|the \w+|your \w+))?|weight[- ]bearing) as tolerated\b`,
    written: 'Weight-bearing as tolerated',
    after: true,
  },
  // Staying off a leg is bearing no weight on it, not a limit on activity.
  {
    cue: [
      String.raw`\bstay off (?:of )?(?:that|the|your|this) (?:leg|foot|ankle|knee)\b`,
      // 'you will not be able to use that left foot', 'no weight on that leg', 'keep weight off the ankle'.
      String.raw`\b(?:not|n't) (?:be able to )?(?:use|walk on|put (?:any )?weight on) (?:that|the|your|this) (?:(?:left|right) )?(?:leg|foot|ankle|knee)\b`,
      String.raw`\b(?:no|keep(?: the)?) weight (?:on|off) (?:of )?(?:that|the|your|this) (?:(?:left|right) )?(?:leg|foot|ankle|knee)\b`,
      String.raw`\bnon[- ]?weight[- ]bearing\b`,
    ].join('|'),
    written: 'Non-weight-bearing on the affected limb',
    lasting: true,
    device: true,
  },
  // Weighed every day, the way fluid coming back in heart failure is first seen.
  {
    cue: [
      String.raw`\b(?:check|monitor|track|log|record)\w* (?:of )?(?:your |the )?weights?(?= ${EVERY_DAY})`,
      String.raw`\bweigh (?:yourself|herself|himself) ${EVERY_DAY}`,
      String.raw`\bdaily weights?\b`,
    ].join('|'),
    written: 'Daily weights at home',
  },
  // Eating slowly and chewing well, for food that sticks on the way down.
  {
    cue: [
      String.raw`\beat(?:ing)? (?:more )?slowly\b`,
      String.raw`\bchew(?:ing)? (?:your food |the food |everything |it )?(?:well|(?:more )?(?:thoroughly|carefully))\b`,
    ].join('|'),
    written: 'Eat slowly and chew food thoroughly',
  },
  // An anti-inflammatory to take for pain: the kind, as said, not a drug the medicine reader names.
  {
    cue: String.raw`(?<!\bnot (?:to )?|n't )\b(?:take|taking|use|using|use of)(?: an?| some)? ${NSAID_KIND}(?= as needed)`,
    written: 'Anti-inflammatory medicines as needed for pain',
  },
  // A tic is best left alone: attention to it makes the child aware of it and the tic worse.
  {
    cue: [
      String.raw`\bignor(?:e|ing) (?:the |her |his )?tics?\b`,
      String.raw`\b(?:not|n't|avoid) (?:to )?draw(?:ing)? (?:too much |any |much )?attention (?:to|on) (?:it|them|the tics?)\b`,
    ].join('|'),
    written: 'Avoid drawing attention to the tic',
  },
  // With its article: 'Walker' alone may be a name.
  { cue: String.raw`\b(?:a|the|your) cane\b`, written: 'Use a cane', device: true },
  { cue: String.raw`\b(?:a|the|your) walker\b`, written: 'Use a walker', device: true },
  { cue: monitored(String.raw`(?:blood )?(?:sugars?|glucose)`), written: 'Monitor blood sugar' },
  { cue: monitored('blood pressures?'), written: 'Monitor blood pressure' },
  { cue: VACCINE, written: '$1 vaccine advised' },
  {
    cue: String.raw`\b(?:not|n't) (?:(?:be able|gon ?na be able|going to be able|allowed) to )?(?:bear (?:any )?weight|weight[- ]?bear|put (?:any )?weight)`,
    written: 'Non-weight-bearing on the affected limb',
    device: true,
    lasting: true,
  },
  // 'brace yourself', 'brace for': the verb of steadying oneself, no brace.
  {
    cue: String.raw`\bbrac(?:e|ing)\b(?! (?:myself|yourself|himself|herself|themselves|for)\b)`,
    written: 'brace',
    part: true,
    device: true,
  },
  { cue: String.raw`\bsplint\b`, written: 'splint', part: true, device: true },
  { cue: String.raw`\bsling\b`, written: 'sling', part: true, device: true },
  // An air cast is a brace for the ankle, not a cast: its own line.
  { cue: String.raw`\bair ?cast\b`, written: 'Wear an air cast', device: true },
  { cue: String.raw`(?<!\bair ?)\bcast\b`, written: 'cast', part: true, device: true },
  { cue: String.raw`\b(?:walking|cam|moon) boot\b`, written: 'Wear a walking boot', device: true },
  // For walking, not 'as needed': crutches are ordered to keep weight off a limb, not left to the patient.
  { cue: String.raw`\bcrutches\b`, written: 'Use crutches for walking', device: true },
];
