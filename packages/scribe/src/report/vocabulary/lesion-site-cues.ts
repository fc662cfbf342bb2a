/**
 * Words of a lesion's site, for a diagnosis that names a growth but not where it is ('melanoma' where the
 * clinician said the lesion is on the right lower back). Data only: the rule that reads them is
 * extract/lesion-site.ts.
 */

/** Diagnoses of a growth on or under the skin, or a mass: a reader needs its site to find it again. */
export const LESION_DIAGNOSES: readonly string[] = [
  'melanoma',
  'carcinoma',
  'sarcoma',
  'cyst',
  'lipoma',
  'nevus',
  'nevi',
  'keratosis',
  'mass',
  'lesion',
  'mole',
  'nodule',
];

/** What a clinician calls the growth when saying where it is ('the lesion', 'this mole', 'the spot'). */
export const LESION_NOUNS: readonly string[] = [...LESION_DIAGNOSES, 'spot', 'growth', 'lump', 'bump'];

/** Parts of the body surface a lesion is placed on, as said ('the back', 'your forearm', 'her scalp'). */
export const SKIN_SITES: readonly string[] = [
  ...['scalp', 'forehead', 'temple', 'face', 'cheek', 'nose', 'ear', 'lip', 'chin', 'neck'],
  ...['shoulder', 'upper arm', 'arm', 'forearm', 'elbow', 'wrist', 'hand', 'finger', 'thumb'],
  ...['chest', 'breast', 'abdomen', 'belly', 'flank', 'back', 'buttock', 'groin'],
  ...['hip', 'thigh', 'knee', 'leg', 'shin', 'calf', 'ankle', 'foot', 'heel', 'toe'],
];

/** Words said before a site that narrow it and stay with it ('right inferior back', 'left upper arm'). */
export const SITE_PLACE_WORDS: readonly string[] = [
  ...['left', 'right', 'upper', 'lower', 'mid', 'middle', 'inner', 'outer'],
  ...['anterior', 'posterior', 'lateral', 'medial', 'inferior', 'superior'],
];

/** Words that point at the growth talked of, before its noun ('the mole', 'this spot', 'a lesion'). */
export const LESION_POINTERS: readonly string[] = ['the', 'this', 'that', 'a', 'your', 'her', 'his'];

/** A question asking where the growth is ('where is it?', 'where's the mole located?'). */
export const WHERE_ASKED: readonly string[] = ["where(?: is|'s| was| exactly is)"];

/** Words of a diagnosis that already say where the growth is, an organ or a kind of tissue ('thyroid nodule', 'ductal carcinoma'). */
export const ORGAN_WORDS: readonly string[] = [
  ...['lung', 'pulmonary', 'renal', 'kidney', 'thyroid', 'ovarian', 'ovary', 'liver', 'hepatic', 'hepatocellular'],
  ...['pancreatic', 'pancreas', 'breast', 'ductal', 'lobular', 'colon', 'colorectal', 'rectal', 'prostate'],
  ...['bladder', 'urothelial', 'adrenal', 'pituitary', 'brain', 'cervical', 'endometrial', 'uterine', 'gastric'],
  ...['esophageal', 'testicular', 'baker', "baker's", 'pilonidal', 'ganglion', 'synovial', 'vocal', 'skin'],
];
