/**
 * Words that tell whether a medicine is one the patient takes (medications.ts, medication-standing.ts): tried
 * once or still taken, a child's, one the patient reacted to, or one given in the visit (stopped or not taken
 * as prescribed: reading/adherence-cues.ts). Regular-expression sources, one phrase a row.
 */

/** Where a dose is given once, not a medicine the patient goes on taking: 'the er gave me toradol'. */
const GIVEN_ONCE_AT = [
  'the er',
  'the e r',
  'the emergency room',
  'the emergency department',
  'the hospital',
  '(?:the )?urgent care',
  'the ambulance',
  'the paramedics',
];
const GIVEN_ONCE = `(?:(?:at|in) )?(?:${GIVEN_ONCE_AT.join('|')})(?: they)? gave (?:me|him|her)`;
/** Who took a medicine, and how far back ('i have also', "you've just"). */
const TAKER = "(?:i|you|he|she|we|they)(?: have|'ve| had|'d)?(?: (?:also|just|only|already))?";
const TOOK = ' (?:took|taken|tried|had|used)(?: (?:taking|using|applying))?';
const SOME_OF = '(?: (?:some|a little|a bit of|a couple(?: of)?|a few|an?|the|my|his|her|over the counter))*';
/** The kind of medicine named first, then the drug: 'an antibiotic called bactrim'. */
const CALLED = '(?: [a-z]+ called)?';
/**
 * A medicine tried for the problem, told in the past: 'i took some tylenol', "i've taken advil", "i tried
 * ibuprofen", 'i used insulin last time', 'you took cipro'. What was tried is the story of the complaint, not a medicine the patient is on: it is offered
 * for the medication list, not written there. Read just before the drug, up to its name.
 */
export const TRIED_BEFORE = [
  // 'i took an antibiotic called bactrim': the kind of medicine named first, then the drug. 'i also tried
  // motrin', "i've just taken some advil", 'i tried applying cortisone'.
  `${TAKER}${TOOK}${SOME_OF}${CALLED}`,
  // The clause opening on the verb, who took it said before the joint: 'i put ice on it and took a couple
  // aleve', 'rested it and tried some advil'.
  `(?<=^\\s*)${TOOK.trimStart()}${SOME_OF}${CALLED}`,
  // 'the er gave me toradol', 'at urgent care they gave me some prednisone': given there, once.
  `${GIVEN_ONCE}(?: (?:some|a|an|a dose of|a shot of|an injection of|iv))*`,
];
/**
 * A question about taking a medicine in the past ('were you taking any insulin then?', 'have you ever tried
 * allegra?'): a yes tells it was taken, not that it is taken now. Not 'have you been taking', which asks of now.
 */
export const ASKED_OF_THE_PAST = [
  '(?:were|was) (?:you|she|he|they) (?:ever )?(?:taking|on|using)',
  'did (?:you|she|he|they) (?:ever )?(?:take|try|use)',
  '(?:have|has) (?:you|she|he|they) (?:ever )?(?:taken|tried|used)',
];

/**
 * A drug left out of the medicines continued ('continue all your medicines except the prozac', 'other than
 * aspirin'): said right before the drug, after a continue, it is the one stopped.
 */
export const EXCEPTED_BEFORE = ['except(?: for)?', 'other than', 'but not'];

/**
 * A reply that the medicine asked of the past is taken again or still ('have you ever tried allegra?' |
 * "yes, last summer, and i've started it again"): taken now.
 */
export const TAKEN_AGAIN_REPLY = [
  '(?:started|restarted|taking|using|back on) (?:it |that |them )?again',
  '(?:still|now) (?:take|taking|use|using|on)',
];

/**
 * A medicine put as a possibility or explained, not one taken: 'we could use the betamethasone', 'consider
 * nicotine patches', 'i was wondering if cialis would help', 'side effects of methotrexate'. Said just
 * before the drug, with only a determiner between.
 */
export const NAMED_NOT_TAKEN_BEFORE = [
  '(?:we|you|i) (?:could|might|may) (?:use|try|give)',
  'consider(?:ing)?',
  '(?:wondering|wonder|wondered|asking|ask) (?:if|whether|about)',
  "(?:i've|i have|you've|you have) (?:heard|read) (?:of|about)",
  'side effects? (?:of|from)(?: the use of)?',
];
/** The same said just after the drug: 'if cialis would help', 'aspirin use can cause stomach upset'. */
export const NAMED_NOT_TAKEN_AFTER = ['(?:would|might|could) help', '(?:use )?(?:can|may|might|could) cause'];

/**
 * A start said for someone else ('start her on', 'give you') or in a prescribing word ('prescribing',
 * 'recommend'), between the start and the drug: a clinician starting the drug, whatever the label, so the
 * drug is not yet taken. Not 'i have had to try some ibuprofen', the patient telling what they took.
 */
export const STARTED_FOR = ['you', 'her', 'him', 'them', String.raw`prescri\w*`, String.raw`recommend\w*`];

/** What keeps a tried medicine current: 'i've taken it for years', 'every day', 'since'. */
export const STILL_TAKEN_AFTER = [
  'for (?:years|months|a long time)',
  'every ?day',
  'daily',
  'since',
  'regularly',
  'still',
];

/**
 * Words just before a drug that say it is taken now: 'i take', "i'm still on", 'she uses'. A medicine told
 * as tried, then named again without them ('i took some ibuprofen' … 'it still hurts even with
 * ibuprofen'), is still the one tried, not a medicine the patient is on.
 */
export const TAKEN_NOW_BEFORE = [
  "(?:i|she|he|we|they)(?:'m| am| is| are)? (?:still |also )?(?:take|takes|taking|on|use|uses|using)(?: (?:some|the|my|his|her|a|an))*",
];

/**
 * Words of the clinician that say the patient takes a medicine: 'you're on lisinopril', 'you take',
 * 'your metformin', 'we have you on', 'controlled with insulin'. A drug the clinician names without them
 * ('before we started the progesterone', 'if it was the steroid') is named in passing.
 */
export const TAKING_BEFORE = [
  'on',
  'taking',
  'takes?',
  'took',
  'using',
  'uses?',
  'applying',
  'apply',
  'prescribed',
  'include',
  'includes',
  'including',
  'your',
  'his',
  'her',
  'my',
  'with',
  'refill',
];
/** Taking said after the drug: 'the metformin, you're still taking it', 'lisinopril daily'. */
export const TAKING_AFTER = [
  '(?:are|is|were) (?:you |they )?(?:still )?(?:taking|using|on)',
  'daily',
  'every day',
  'working',
  'doses?',
  'dosage',
];

/**
 * Talk of allergies to drugs ('he is allergic to bactrim', 'an allergy to sulfa', 'any drug allergies'): the
 * drugs of the reply just after ('and cyclobenzaprine') are ones the patient must not take, never ones taken.
 * A question needs only the word ('do you have allergies?' | 'penicillin'); a statement must name allergies
 * to something, so 'i think i have allergies' (the condition) is not such talk.
 */
export const ALLERGY_TO = [
  String.raw`allerg(?:ic|y|ies) to`,
  String.raw`(?:drug|medication|medicine) allergies`,
  String.raw`reactions? to (?:any )?(?:medicines?|medications?|drugs?)\b`,
];

/**
 * A child named before a medicine: a parent speaking of the child who is the patient ('my son takes
 * zyrtec'), so the medicine is the patient's, not someone else's as a spouse's or a parent's is.
 */
export const CHILD_PATIENT = ['son', 'daughter', 'kids?', 'child', 'children', 'baby', 'little one'];

/**
 * A drug the patient reacted to ('itching with the methylprednisolone', 'a reaction to dexamethasone',
 * 'that itched me like crazy'): an intolerance for the allergy list, not a medicine taken. Said just
 * before the drug, or just after it.
 */
export const REACTED_BEFORE = [
  '(?:itch(?:ing|y)?|rash|hives|swelling) (?:with|from|after|on)',
  '(?:a |an |bad )?reactions? (?:to|with|from)',
  'allergic to',
];
export const REACTED_AFTER = [
  '(?:itched|made (?:me|him|her) (?:itch|break out|swell)|gave (?:me|him|her) (?:a |an )?(?:rash|hives|reaction))',
];

/**
 * A drug given in the visit by injection ('inject one cc of celestone with half a cc of lidocaine'): a
 * procedure's drug, not a medicine the patient takes. The amount just before it, with an injection said.
 */
export const GIVEN_AMOUNT_BEFORE = ['(?:cc|ccs|ml|mls|milliliters?) of (?:the )?'];
export const INJECTED = ['inject(?:ed|ing|ion)?', 'shot'];
/**
 * A drug named as a procedure ('proceed with the cortisone injection', 'a kenalog shot', 'an iron infusion'):
 * given or planned by the clinician, not a medicine the patient takes. The words right after the drug.
 */
export const PROCEDURE_AFTER = [
  'injections?',
  'shots?',
  'infusions?',
  // given by a route only a clinic uses: '50 mg of benadryl intramuscularly'
  'intramuscular(?:ly)?',
  'intravenous(?:ly)?',
  'subcutaneous(?:ly)?',
  'iv',
];
/** The same said before the drug: 'a shot of ceftriaxone today', 'an injection of toradol', 'iv metoprolol'. */
export const PROCEDURE_BEFORE = [
  '(?:a |an |one |the )?(?:shots?|injections?|infusions?) of(?: the| some)?',
  '(?:iv|intravenous)',
];
/**
 * A drug a clinician gave, said to the patient ('he gave you 80 milligrams of depomedrol', 'you were given'):
 * given once, not taken. Not 'we gave him some benadryl': a parent's care at home is what the child takes.
 */
export const GIVEN_BEFORE = [String.raw`(?:gave|given) you\b`, 'you were given'];

/**
 * The clinician naming a medicine as the patient's own ('continue your metformin', 'his lisinopril'): one
 * taken, even when the patient never named it. Said right before the drug.
 */
export const THEIRS_BEFORE = ['your', 'his', 'her'];

/**
 * Words that open a clause giving the dose of the drug just named, in a clause that names no drug: 'are you
 * taking the lisinopril? i think we have you on 20 mg a day', 'the metformin, you take 500 twice a day'. The
 * clinician reading the chart, or the patient ('i take 20 milligrams'): the dose is that drug's.
 */
export const DOSE_TAKEN_NEXT = [
  '(?:we|i|they) (?:have|had|got) (?:you|him|her) (?:on|down for)',
  "(?:you|he|she)(?:'re| are|'s| is) (?:still )?(?:on|taking)",
  "(?:i'm|i am) (?:still )?(?:on|taking)",
  'i (?:still )?take',
  '(?:you|he|she) (?:still )?takes?',
  "i see (?:here )?(?:that )?you(?:'re| are)? (?:on|take|taking)",
];

/**
 * A question of how much of a drug is taken ('how much lisinopril do you take?', 'what dose of metformin are
 * you on?'): a reply that opens on a dose ('20 milligrams a day') says the drug is taken, at that dose.
 */
export const DOSE_ASKED = [
  'how much',
  'what (?:dose|dosage|strength)',
  'how many (?:milligrams|mg|units|tablets|pills|puffs)',
  'what (?:milligrams?|mg)',
];

/**
 * Words by which the patient, after the clinician has ordered a drug, says they take it already ('oh i'm
 * already on metformin', "i've been taking that"): without them, the patient naming a drug just ordered is
 * repeating the order ('so i take the ibuprofen three times a day'), not telling what they take.
 */
export const TAKEN_ALREADY = [
  'already',
  "(?:i've|i have) been (?:taking|on|using)",
  "(?:i'm|i am) (?:still )?(?:on|taking) (?:that|it|this) (?:now|already)",
  'for (?:years|months|a while|a long time)',
];
