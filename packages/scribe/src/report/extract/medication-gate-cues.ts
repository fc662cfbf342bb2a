/**
 * Words that make a drug's name sure (medication-gate.ts): said in its turn, or in the question the turn
 * answers, they tell that a medicine is talked of, not a word speech recognition happened to turn into a
 * drug's name. Regular-expression sources, one phrase a row.
 */
export const DRUG_TALK = [
  // Taking it: 'i take crestor', 'i've been using the albuterol'.
  'tak(?:e|es|ing|en)',
  'took',
  'us(?:e|es|ed|ing)',
  // 'Do' said for taking: "i've done some advil", 'i do the baby aspirin every day'.
  '(?:do|does|did|done|doing) (?:some|the|a|an|my|his|her)',
  // On it: 'we have you on the protonix', 'she put me on singulair'.
  "(?:been|be|am|i'm|is|are|still|you|me|her|him|them|we|stay|kept|keep) on",
  // Off it: 'we'll have to get you off your clopidogrel'.
  '(?:get|got|come|came|take|took|go|went) (?:you |me |her |him )?off',
  // Prescribing or ordering it.
  'prescri(?:be|bed|bes|bing|ptions?)',
  'start(?:s|ed|ing)?',
  'continu(?:e|es|ed|ing)',
  'refills?',
  'stop(?:s|ped|ping)?',
  'order(?:s|ed)?',
  // A dose or a form it comes in.
  'mg',
  'milligrams?',
  'micrograms?',
  'units?',
  'pills?',
  'tablets?',
  'capsules?',
  'inhalers?',
  'puffs?',
  'doses?',
  'dosage',
  'patch(?:es)?',
  'cream',
  'ointment',
  'drops',
  'shots?',
  'injections?',
  'pumps?',
  // How often it is taken.
  'daily',
  'twice',
  'once',
  'a day',
  'at night',
  'every',
  // Asked of as a medicine: 'what medicines are you on?', 'do you know their names?'.
  'medications?',
  'medicines?',
  'meds',
  'supplements?',
  'names?',
  'called',
];

/** Words said just before the drug's name that make it sure: 'you're on metformin', 'worse on the omeprazole'. */
export const DRUG_TALK_BEFORE = [
  // On it.
  'on(?: (?:the|your|my|his|her|their))?',
  // Given it: 'we gave him some tylenol'.
  'gave (?:me|you|him|her|them)(?: (?:some|a|an|the))?',
];
