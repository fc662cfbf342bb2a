/**
 * Body parts a side is said with, each under the name the checker compares ('kneecap' is the knee,
 * 'tibia' the leg), and the limb each belongs to: a side said for the foot also tells which leg.
 */
export const PARTS: Record<string, string> = {
  knee: 'knee', knees: 'knee', kneecap: 'knee', patella: 'knee', meniscus: 'knee', acl: 'knee', mcl: 'knee', hip: 'hip', hips: 'hip',
  ankle: 'ankle', ankles: 'ankle', malleolus: 'ankle', foot: 'foot', feet: 'foot', heel: 'foot', talus: 'foot', metatarsal: 'foot', toe: 'toe', toes: 'toe',
  leg: 'leg', legs: 'leg', 'lower extremity': 'leg', 'lower extremities': 'leg', calf: 'leg', thigh: 'leg', thighs: 'leg', shin: 'leg', hamstring: 'leg',
  femur: 'leg', tibia: 'leg', fibula: 'leg', sciatic: 'leg',
  arm: 'arm', arms: 'arm', 'upper extremity': 'arm', 'upper extremities': 'arm', forearm: 'arm', humerus: 'arm', radial: 'arm', ulnar: 'arm',
  bicep: 'arm', biceps: 'arm', tricep: 'arm', shoulder: 'shoulder', shoulders: 'shoulder', 'rotator cuff': 'shoulder', elbow: 'elbow', elbows: 'elbow',
  wrist: 'wrist', wrists: 'wrist', hand: 'hand', hands: 'hand', palm: 'hand', finger: 'finger', fingers: 'finger', thumb: 'thumb',
  eye: 'eye', eyes: 'eye', eyelid: 'eye', eyelids: 'eye', pupil: 'eye', macula: 'eye', retina: 'eye', cornea: 'eye', orbit: 'eye', ear: 'ear', ears: 'ear',
  'ear canal': 'ear', eardrum: 'ear', tympanic: 'ear', sinus: 'sinus', sinuses: 'sinus', paranasal: 'sinus', maxillary: 'sinus', nostril: 'nostril',
  tonsil: 'tonsil', tonsils: 'tonsil', teeth: 'teeth', tooth: 'teeth', molar: 'teeth', jaw: 'jaw', temple: 'temple', neck: 'neck', cervical: 'neck', face: 'face',
  facial: 'face', cheek: 'cheek', breast: 'breast', breasts: 'breast', chest: 'chest', lung: 'lung', lungs: 'lung', base: 'base', bases: 'base',
  kidney: 'kidney', renal: 'kidney', ureter: 'kidney', adrenal: 'adrenal', ovary: 'ovary', ovarian: 'ovary', testicle: 'testicle', testicular: 'testicle',
  flank: 'flank', cva: 'flank', costovertebral: 'flank', pelvis: 'pelvis', pelvic: 'pelvis', groin: 'groin', inguinal: 'groin', buttock: 'buttock', butt: 'buttock', gluteal: 'buttock', rib: 'rib', ribs: 'rib', carotid: 'carotid',
  coronary: 'coronary', 'lower back': 'back', back: 'back', paraspinal: 'back', lumbar: 'back', abdomen: 'abdomen', abdominal: 'abdomen',
  stomach: 'abdomen', tummy: 'abdomen', belly: 'abdomen', bellyache: 'abdomen', stomachache: 'abdomen', quadrant: 'abdomen', periumbilical: 'abdomen', ventricle: 'ventricle',
  ventricular: 'ventricle', atrium: 'atrium', atrial: 'atrium', 'bundle branch': 'bundle branch', hemisphere: 'brain', lobe: 'lobe',
  head: 'head', forehead: 'head', frontal: 'head', temporal: 'head', parietal: 'head', occipital: 'head', scalp: 'head',
  fingernail: 'finger', nail: 'finger', nose: 'nostril', naris: 'nostril', nares: 'nostril', otitis: 'ear', exotropia: 'eye', esotropia: 'eye',
  ureteral: 'kidney', scapula: 'shoulder', scapular: 'shoulder', 'shoulder blade': 'shoulder', clavicle: 'shoulder', trochanter: 'hip', trochanteric: 'hip',
  ischial: 'hip', femoral: 'leg', condyle: 'condyle', mastectomy: 'breast', lumpectomy: 'breast', lobectomy: 'lung', pneumonectomy: 'lung',
  nephrectomy: 'kidney', oophorectomy: 'ovary', orchiectomy: 'testicle', axilla: 'axilla', axillary: 'axilla',
  hemibody: 'body', hemiparesis: 'body', hemiplegia: 'body', hemisensory: 'body', body: 'body',
};

/** Parts of one limb: a side said for any of them says which limb. */
const LIMB: Record<string, string> = {
  knee: 'leg', hip: 'leg', ankle: 'leg', foot: 'leg', toe: 'leg', leg: 'leg',
  arm: 'arm', shoulder: 'arm', elbow: 'arm', wrist: 'arm', hand: 'arm', finger: 'arm', thumb: 'arm',
};
export const limbOf = (part: string): string | undefined => LIMB[part];

export const PART_RE = new RegExp(`\\b(${Object.keys(PARTS).sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');

export function partsIn(text: string): { part: string; index: number; end: number }[] {
  return [...text.matchAll(PART_RE)].map((m) => ({ part: PARTS[m[1]!]!, index: m.index, end: m.index + m[0].length }));
}

/** Words that say nothing about which thing was said with a side, left out when comparing the words around sides; 'started' is not one of them ('it started on the right and moved over to the left'). */
const STOP = new Set(
  ('that this with have been about from they them their there were what when where which will would your just also like some more then than into over ' +
    'very really kind sort okay yeah well does doing done going gonna wanna know think said says side sided left right thing things because ' +
    'other only still even each both much many being back here time times since after before while could should might must feel feels felt ' +
    'looks look good patient patients reports report states state noted note today currently').split(' '),
);

/** Words for one complaint, said in other words ('it hurts', 'an ache', 'sore' are pain). */
const SAME: Record<string, string> = {
  worsening: 'worse', worsened: 'worse', worsen: 'worse', bothersome: 'pain', bothering: 'pain', bothers: 'pain', bother: 'pain',
  hurt: 'pain', hurts: 'pain', hurting: 'pain', ache: 'pain', aches: 'pain', aching: 'pain', achy: 'pain', sore: 'pain', painful: 'pain', swollen: 'swell',
  numb: 'paresth', numbness: 'paresth', tingling: 'paresth', burning: 'paresth', paresthesia: 'paresth', paresthesias: 'paresth',
  // Falling or drifting to one side when walking: 'listing to the left', 'leaning towards the left', 'veering left'.
  listing: 'lean', lists: 'lean', listed: 'lean', leaning: 'lean', leans: 'lean', leaned: 'lean', veering: 'lean', veers: 'lean', veered: 'lean',
  // An arthroplasty is a joint replacement: 'knee replacement surgery on my left knee' is the left knee arthroplasty.
  arthroplasty: 'replace', arthroplasties: 'replace',
  // Size: 'much bigger than the right one' is an increased size.
  bigger: 'size', larger: 'size', enlarged: 'size', enlarging: 'size', enlargement: 'size', size: 'size',
};

/** British spellings read as American ones: 'paraesthesia', 'haematoma', 'oedema', 'diarrhoea' are 'paresthesia', 'hematoma', 'edema', 'diarrhea'. */
const american = (w: string) => w.replace(/ae/g, 'e').replace(/^oe|(?<=rh|pn)oe/g, 'e');

/** A word's stem, so 'injured' and 'injury', 'swells' and 'swollen' are one word; a stem keeps three letters, so 'need' is 'needed', not 'ne'. */
function stem(word: string): string {
  const w = american(word);
  const ending = /(?:ies|ied|ying|ing|ed|es|s|y|ly)$/.exec(w);
  return SAME[w] ?? (ending && ending.index >= 3 ? w.slice(0, ending.index) : w).slice(0, 7);
}

/** The telling words of a text (four letters or more, not side words or fillers), stemmed; numbers count. */
export function tellingWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.match(/[a-z]{4,}|\d+(?:\.\d+)?/g) ?? []) if (!STOP.has(w)) out.add(/\d/.test(w) ? w : stem(w));
  return out;
}
