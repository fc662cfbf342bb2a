import { DRUG_SYNONYMS, OPEN_DRUGS } from '../vocabulary/drug-names.js';

/**
 * Names a medicine is said by that are no one generic word: two words ('fish oil', 'folic acid'), a
 * supplement or mineral ('calcium', 'iron'), a pack ('z pack'). Generic names are the medicine vocabulary's
 * alone (vocabulary/drug-names.ts), which the checker reads too.
 */
const OTHER_NAMES = [
  'amoxicillin clavulanate',
  'z pack',
  'polyethylene glycol',
  'calcium',
  'iron',
  'multivitamin',
  'vitamin d',
  'vitamin b12',
  'folic acid',
  'fish oil',
  'ferrous sulfate',
  'nicotine patch',
  // Supplements people take beside their medicines, which the list holds as much as a prescription.
  'coq10',
  'coenzyme q10',
  'vitamin c',
  'vitamin e',
  'vitamin b complex',
  'elderberry',
  'echinacea',
  'cod liver oil',
  'krill oil',
  'flaxseed oil',
  'saw palmetto',
  'chondroitin',
];

/**
 * The drug names the writer reads: the medicine vocabulary's generic names and its brand names said as one
 * word, so a drug the clinician continues or starts ('continue the cozaar', 'clobetasol solution') is read
 * wherever it is said, and the names above. Brand names are listed only there, with the generic each means,
 * so the writer and the checker read a brand alike. Not a formulary: the pattern 'I take X 20 mg' in
 * medications.ts catches names missing here.
 */
export const DRUGS: string[] = [
  ...OPEN_DRUGS,
  ...OTHER_NAMES,
  ...Object.keys(DRUG_SYNONYMS).filter((d) => /^[a-z]{4,}$/.test(d) && d !== 'dolo'),
].filter((d, i, all) => all.indexOf(d) === i);
