// What an exam statement the writer cannot read is held back as, and cleaned of before it is offered.

/** Words of a clause that reports something found, read or not: what is left unread is held back, not lost. */
export const FOUND_WORDS = [
  'appreciate',
  'see',
  'feel',
  'notice',
  'hear',
  'normal',
  'abnormal',
  'tender\\w*',
  'pain\\w*',
  'swelling',
  'swollen',
  'positive',
  'negative',
  'decreased',
  'increased',
  'limited',
  'intact',
  'present',
  'absent',
  'bruis\\w*',
  'mass\\w*',
  'lesions?',
];

/** Fillers and spoken framing a held statement is cleaned of before it is offered. */
export const SPOKEN_FRAMING = [
  'um+',
  'uh+',
  'you know',
  'like',
  'okay',
  'alright',
  'all right',
  'so',
  'well',
  'now',
  'i (?:do |can )?(?:see|appreciate|feel|notice|hear)(?: that)?',
  'on (?:your|the) \\w+ exam(?:ination)?',
  'on exam(?:ination)?(?: today)?',
  'you (?:do )?(?:have|got)',
  "you've got",
];
