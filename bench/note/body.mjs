// Body parts and sides as a chief complaint names them ('right knee pain', 'bilateral hand numbness'),
// for the bench's chief-complaint check and its spoken-form detector (a body part is a clinical noun).

/** Each body part word, and the part it names: plurals and adjectives count as the part itself. */
const PARTS = {
  knee: ['knees?'],
  shoulder: ['shoulders?'],
  back: ['back', 'lumbar'],
  ankle: ['ankles?'],
  wrist: ['wrists?'],
  hip: ['hips?'],
  hand: ['hands?'],
  foot: ['foot', 'feet'],
  elbow: ['elbows?'],
  neck: ['neck'],
  head: ['head'],
  chest: ['chest'],
  abdomen: ['abdomen', 'abdominal', 'belly', 'stomach'],
  eye: ['eyes?'],
  ear: ['ears?'],
  finger: ['fingers?', 'thumbs?'],
  toe: ['toes?'],
  leg: ['legs?', 'thighs?', 'calf', 'calves', 'shins?'],
  arm: ['arms?', 'forearms?'],
  heel: ['heels?'],
  jaw: ['jaw'],
  throat: ['throat'],
  breast: ['breasts?'],
  groin: ['groin'],
  flank: ['flanks?'],
  pelvis: ['pelvis', 'pelvic'],
};
const PART_RES = Object.entries(PARTS).map(([part, words]) => [part, new RegExp(`\\b(?:${words.join('|')})\\b`, 'i')]);

// Words that name no body part nor side: handedness ('right-hand-dominant'), 'all right', 'right away'.
const NEITHER = new RegExp(
  [
    '\\b(?:right|left)[- ]hand(?:ed|[- ]dominant)\\b',
    '\\ball right\\b',
    '\\bright (?:now|away|there|here)\\b',
    '\\bleft (?:over|out)\\b',
  ].join('|'),
  'gi',
);
const LEFT = /\bleft\b/i;
const RIGHT = /\bright\b/i;
const BOTH = /\b(?:bilateral(?:ly)?|both)\b/i;

/** The body parts a text names, by their canonical names. */
export function bodyPartsIn(text) {
  const t = text.replace(NEITHER, ' ');
  return PART_RES.filter(([, re]) => re.test(t)).map(([part]) => part);
}

/**
 * The side a text names: left, right or bilateral, null when it names none. Both sides named, or 'both',
 * is bilateral ('bilateral elbow pain, right worse than left').
 */
export function sideIn(text) {
  const t = text.replace(NEITHER, ' ');
  const [left, right] = [LEFT.test(t), RIGHT.test(t)];
  if (BOTH.test(t) || (left && right)) return 'bilateral';
  return left ? 'left' : right ? 'right' : null;
}
