/**
 * Which kind of medicine each drug is, by its generic name, and the lay words patients use for a kind ('my
 * blood pressure pill', 'the water pill'). Kinds follow the WHO ATC classification's groups (C09A/C09C ACE
 * inhibitors and angiotensin receptor blockers, C08 calcium channel blockers, C07 beta blockers, C03
 * diuretics, C10 lipid-modifying agents, A10B blood-glucose-lowering drugs, H03 thyroid therapy, B01
 * antithrombotics, R03 drugs for obstructive airway disease, M01A NSAIDs). Data only: a class statement
 * is bound to a drug by extract/medication-lay-class.ts.
 */
export const DRUG_CLASSES = {
  'ace inhibitor': ['lisinopril', 'enalapril', 'ramipril', 'benazepril', 'captopril', 'quinapril', 'perindopril'],
  'angiotensin receptor blocker': ['losartan', 'valsartan', 'olmesartan', 'irbesartan', 'telmisartan', 'candesartan'],
  'calcium channel blocker': ['amlodipine', 'nifedipine', 'felodipine', 'diltiazem', 'verapamil'],
  'beta blocker': ['metoprolol', 'atenolol', 'carvedilol', 'propranolol', 'bisoprolol', 'labetalol', 'nebivolol'],
  'other blood pressure medicine': ['clonidine', 'hydralazine', 'doxazosin', 'terazosin'],
  'thiazide diuretic': ['hydrochlorothiazide', 'chlorthalidone', 'indapamide', 'metolazone'],
  'loop diuretic': ['furosemide', 'torsemide', 'bumetanide'],
  'potassium-sparing diuretic': ['spironolactone', 'eplerenone', 'triamterene', 'amiloride'],
  statin: ['atorvastatin', 'simvastatin', 'rosuvastatin', 'pravastatin', 'lovastatin', 'pitavastatin', 'fluvastatin'],
  'other cholesterol medicine': ['ezetimibe', 'fenofibrate', 'gemfibrozil'],
  'diabetes tablet': [
    'metformin',
    'glipizide',
    'glyburide',
    'glimepiride',
    'sitagliptin',
    'linagliptin',
    'pioglitazone',
    'empagliflozin',
    'dapagliflozin',
    'canagliflozin',
  ],
  'thyroid medicine': ['levothyroxine', 'liothyronine', 'methimazole', 'propylthiouracil'],
  anticoagulant: ['warfarin', 'apixaban', 'rivaroxaban', 'dabigatran', 'edoxaban', 'enoxaparin', 'heparin'],
  antiplatelet: ['clopidogrel', 'prasugrel', 'ticagrelor', 'aspirin'],
  inhaler: [
    'albuterol',
    'levalbuterol',
    'ipratropium',
    'tiotropium',
    'salmeterol',
    'formoterol',
    'fluticasone',
    'budesonide',
    'beclomethasone',
    'mometasone',
  ],
  nsaid: ['ibuprofen', 'naproxen', 'meloxicam', 'diclofenac', 'celecoxib', 'indomethacin', 'ketorolac', 'etodolac'],
  // L04A: what a transplant patient takes against rejection.
  immunosuppressant: ['tacrolimus', 'cyclosporine', 'mycophenolate', 'azathioprine', 'sirolimus', 'everolimus'],
} as const satisfies Record<string, readonly string[]>;
export type DrugClass = keyof typeof DRUG_CLASSES;

const BLOOD_PRESSURE: DrugClass[] = [
  'ace inhibitor',
  'angiotensin receptor blocker',
  'calcium channel blocker',
  'beta blocker',
  'other blood pressure medicine',
  'thiazide diuretic',
];
const DIURETIC: DrugClass[] = ['thiazide diuretic', 'loop diuretic', 'potassium-sparing diuretic'];
/** What patients call a medicine by: 'pills', 'meds', 'tablets'. */
const MEDICINE = '(?:medicines?|medications?|meds|pills?|tablets?)';

/**
 * A kind of medicine named in lay words, and the kinds it may be: a row is the words said (a
 * regular-expression source) and the kinds. 'Blood pressure pill' takes in a thiazide, which patients also
 * call their water pill.
 */
export const LAY_CLASS_NAMES: readonly (readonly [said: string, classes: readonly DrugClass[]])[] = [
  [`(?:blood pressure|bp|high blood pressure|hypertension) ${MEDICINE}`, BLOOD_PRESSURE],
  [`(?:water ${MEDICINE}|diuretics?|fluid ${MEDICINE})`, DIURETIC],
  [`(?:cholesterol ${MEDICINE}|statins?)`, ['statin', 'other cholesterol medicine']],
  [`(?:sugar|diabetes|diabetic) ${MEDICINE}`, ['diabetes tablet']],
  [`thyroid ${MEDICINE}`, ['thyroid medicine']],
  ['blood thinners?', ['anticoagulant', 'antiplatelet']],
  ['inhalers?', ['inhaler']],
  ['(?:nsaids?|anti[- ]?inflammator(?:y|ies))', ['nsaid']],
  [`(?:immunosuppressants?|immunosuppressive ${MEDICINE}|anti[- ]?rejection ${MEDICINE})`, ['immunosuppressant']],
];

/**
 * Kinds a list names even when no drug of the kind was said, as a clinician writes them: a transplant
 * patient's list without their anti-rejection medicines, or an anticoagulated patient's without the blood
 * thinner, misleads whoever treats them next. A row: the kinds, and the list's line for them.
 */
export const LISTED_BY_KIND: readonly (readonly [classes: readonly DrugClass[], written: string])[] = [
  [['immunosuppressant'], 'immunosuppressive medications (names not stated)'],
  [['anticoagulant', 'antiplatelet'], 'blood thinner (name not stated)'],
];

/** The clinician's words of the patient taking a kind: "you're taking your", 'are you on any', 'you take'. */
export const TAKING_YOURS_WORDS: readonly string[] = [
  "you(?:'re| are)? (?:still )?(?:on|taking)",
  'you (?:take|use)',
  "you(?:'ve| have) been (?:on|taking)",
];
