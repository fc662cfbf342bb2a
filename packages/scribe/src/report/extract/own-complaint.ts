import { capture, oneOf, regex } from '../pattern.js';
import { INJURY_NOUNS } from '../vocabulary/complaint-cues.js';

// What a patient complains of in their own words when no symptom name fits: 'this weird lump in my chest',
// 'my potassium is high', 'I burned my hand'.

/** How a patient says they have something: 'i have', 'i've been having', 'i noticed'. */
export const I_HAVE = [
  'i have',
  "i've got",
  'i have got',
  "i've been having",
  'i have been having',
  "i'm having",
  'i am having',
  'i got',
  'i think i have',
  "i'm suffering from",
  'i am suffering from',
  'i noticed',
  'i found',
];
/** Words before what they have: 'weird', 'little', 'really bad'. */
const DESCRIBING = [
  'weird',
  'strange',
  'little',
  'small',
  'big',
  'bad',
  'terrible',
  'really',
  'severe',
  'sharp',
  'new',
];
/** What a patient complains of in plain words: a lump, a sore, a burn, bleeding. */
const COMPLAINT_NOUNS = [
  'lumps?',
  'mass',
  'bumps?',
  'sores?',
  'ulcers?',
  'pain',
  'ache',
  'burns?',
  'cuts?',
  'wounds?',
  'bites?',
  'swelling',
  'infection',
  'bleeding',
  'discharge',
  'spots?',
  'blisters?',
  'injury',
  'stones?',
  'stings?',
  'loss',
];
/** 'i have this weird lump in my chest': the complaint is captured (m[1]). */
const HAVE_COMPLAINT =
  String.raw`\b${oneOf(I_HAVE)}\s+(?:a |an |this |some |these |that |the |my )?(?:${oneOf(DESCRIBING)}\s+)*` +
  capture([String.raw`(?:[a-z'-]+\s+){0,3}?${oneOf(COMPLAINT_NOUNS)}(?:\s+(?:in|on|of) (?:my|the) [a-z]+)?`]) +
  String.raw`\b`;
/** 'my potassium is high': what (m[2]) and how (m[3]). */
const MY_THING_IS = String.raw`\bmy ([a-z]+(?: [a-z]+)?) (?:is|are|was|were|has been|have been|keeps being) (?:very |really |too |so |quite |a little |a bit )?(high|low|elevated|swollen|bleeding)\b`;
/** 'i burned my hand': how (m[4]) and what (m[5]). */
const I_HURT_MY = String.raw`\bi ${capture(Object.keys(INJURY_NOUNS))} my ([a-z]+)\b`;
const COMPLAINT = regex([oneOf([HAVE_COMPLAINT, MY_THING_IS, I_HURT_MY])]);

export function complaint(text: string): string | null {
  const m = COMPLAINT.exec(text);
  if (!m) return null;
  const said = m[1] ?? (m[2] ? `${m[3]} ${m[2]}` : `${m[5]} ${INJURY_NOUNS[m[4]!]}`);
  return said.replace(/\bmy\b/g, 'the').trim();
}
