/**
 * The telling words of a statement: what two statements must share to be about the same complaint, read
 * apart from side words and fillers, with a complaint's other words ('it hurts' is pain) and British
 * spellings folded together.
 */

/**
 * Words that say nothing about which thing was said with a side, left out when comparing the words around
 * sides; 'started' is not one of them ('it started on the right and moved over to the left').
 */
const STOP = new Set(
  (
    'that this with have been about from they them their there were what when where which will would your just also like some more then than into over ' +
    'very really kind sort okay yeah well does doing done going gonna wanna know think said says side sided left right thing things because ' +
    'other only still even each both much many being back here time times since after before while could should might must feel feels felt ' +
    'looks look good patient patients reports report states state noted note today currently'
  ).split(' '),
);

/** Words for one complaint, said in other words ('it hurts', 'an ache', 'sore' are pain). */
const SAME: Record<string, string> = {
  worsening: 'worse',
  worsened: 'worse',
  worsen: 'worse',
  bothersome: 'pain',
  bothering: 'pain',
  bothers: 'pain',
  bother: 'pain',
  hurt: 'pain',
  hurts: 'pain',
  hurting: 'pain',
  ache: 'pain',
  aches: 'pain',
  aching: 'pain',
  achy: 'pain',
  sore: 'pain',
  painful: 'pain',
  swollen: 'swell',
  numb: 'paresth',
  numbness: 'paresth',
  tingling: 'paresth',
  burning: 'paresth',
  paresthesia: 'paresth',
  paresthesias: 'paresth',
  // Falling or drifting to one side when walking: 'listing to the left', 'leaning towards the left', 'veering left'.
  listing: 'lean',
  lists: 'lean',
  listed: 'lean',
  leaning: 'lean',
  leans: 'lean',
  leaned: 'lean',
  veering: 'lean',
  veers: 'lean',
  veered: 'lean',
  // An arthroplasty is a joint replacement: 'knee replacement surgery on my left knee' is the left knee arthroplasty.
  arthroplasty: 'replace',
  arthroplasties: 'replace',
  // A bone broken is fractured: 'i broke my left wrist years ago' is the left wrist fracture.
  broke: 'fractur',
  broken: 'fractur',
  // Size: 'much bigger than the right one' is an increased size.
  bigger: 'size',
  larger: 'size',
  enlarged: 'size',
  enlarging: 'size',
  enlargement: 'size',
  size: 'size',
};

/** British spellings read as American ones: 'paraesthesia', 'haematoma', 'oedema', 'diarrhoea' are 'paresthesia', 'hematoma', 'edema', 'diarrhea'. */
const american = (w: string) => w.replace(/ae/g, 'e').replace(/^oe|(?<=rh|pn)oe/g, 'e');

/**
 * A word's stem, so 'injured' and 'injury', 'swells' and 'swollen', 'weak' and 'weakness' are one word; a stem keeps
 * three letters, so 'need' is 'needed', not 'ne'.
 */
function stem(word: string): string {
  const w = american(word);
  const ending = /(?:ness|ies|ied|ying|ing|ed|es|s|y|ly)$/.exec(w);
  return SAME[w] ?? (ending && ending.index >= 3 ? w.slice(0, ending.index) : w).slice(0, 7);
}

/** The telling words of a text (four letters or more, not side words or fillers), stemmed; numbers count. */
export function tellingWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.match(/[a-z]{4,}|\d+(?:\.\d+)?/g) ?? []) if (!STOP.has(w)) out.add(/\d/.test(w) ? w : stem(w));
  return out;
}
