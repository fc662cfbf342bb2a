/**
 * The usual adult maximum dose of common outpatient medicines, by route, with the reference it is
 * taken from. Data only: the rule that reads it is claims/dose-limits.ts.
 *
 * - `drug` is the name the checker knows the medicine by (claims/drugs.ts): the generic, with
 *   acetaminophen for paracetamol and salbutamol for albuterol.
 * - `route`: 'oral', or 'injection' (intravenous, intramuscular or subcutaneous).
 * - `unit`: the unit the medicine is dosed in; a dose written in another unit is converted first.
 * - `maxSingle`: the largest single dose; `maxDaily`: the most in 24 hours. A medicine taken once a
 *   day has only `maxDaily`, which also bounds any one dose.
 * - `source`: where the figure is stated: the US prescribing information (FDA label), the British
 *   National Formulary (BNF), or a national guideline.
 *
 * Only maxima that are well established and the same across the usual indications are listed. Left
 * out on purpose: medicines dosed by weight, by blood level or by titration with no ceiling (opioids,
 * warfarin, insulin, lithium, phenytoin, valproate, enoxaparin, prednisone and the other systemic
 * steroids), and methotrexate, whose danger is a weekly dose taken daily rather than a maximum.
 */
export interface DoseLimit {
  drug: string;
  route: 'oral' | 'injection';
  unit: 'mg' | 'mcg';
  maxSingle?: number;
  maxDaily?: number;
  source: string;
}

export const DOSE_LIMITS: DoseLimit[] = [
  // Analgesics and anti-inflammatories
  { drug: 'acetaminophen', route: 'oral', unit: 'mg', maxSingle: 1000, maxDaily: 4000, source: 'FDA OTC label; BNF' },
  { drug: 'ibuprofen', route: 'oral', unit: 'mg', maxSingle: 800, maxDaily: 3200, source: 'FDA label (Motrin)' },
  { drug: 'naproxen', route: 'oral', unit: 'mg', maxDaily: 1500, source: 'FDA label (Naprosyn)' },
  { drug: 'meloxicam', route: 'oral', unit: 'mg', maxDaily: 15, source: 'FDA label (Mobic)' },
  { drug: 'celecoxib', route: 'oral', unit: 'mg', maxDaily: 400, source: 'FDA label (Celebrex); BNF' },
  { drug: 'diclofenac', route: 'oral', unit: 'mg', maxDaily: 200, source: 'FDA label (Voltaren tablets)' },
  { drug: 'ketorolac', route: 'oral', unit: 'mg', maxSingle: 10, maxDaily: 40, source: 'FDA label' },
  { drug: 'ketorolac', route: 'injection', unit: 'mg', maxSingle: 60, maxDaily: 120, source: 'FDA label' },
  { drug: 'aspirin', route: 'oral', unit: 'mg', maxSingle: 1000, maxDaily: 4000, source: 'FDA OTC monograph; BNF' },
  { drug: 'tramadol', route: 'oral', unit: 'mg', maxSingle: 100, maxDaily: 400, source: 'FDA label (Ultram)' },
  { drug: 'gabapentin', route: 'oral', unit: 'mg', maxDaily: 3600, source: 'FDA label (Neurontin); BNF' },
  { drug: 'pregabalin', route: 'oral', unit: 'mg', maxDaily: 600, source: 'FDA label (Lyrica); BNF' },
  { drug: 'cyclobenzaprine', route: 'oral', unit: 'mg', maxDaily: 30, source: 'FDA label (Flexeril, Amrix)' },
  { drug: 'tizanidine', route: 'oral', unit: 'mg', maxSingle: 16, maxDaily: 36, source: 'FDA label (Zanaflex)' },
  { drug: 'baclofen', route: 'oral', unit: 'mg', maxDaily: 80, source: 'FDA label (baclofen tablets)' },
  { drug: 'sumatriptan', route: 'oral', unit: 'mg', maxSingle: 100, maxDaily: 200, source: 'FDA label (Imitrex)' },
  { drug: 'rizatriptan', route: 'oral', unit: 'mg', maxSingle: 10, maxDaily: 30, source: 'FDA label (Maxalt)' },
  { drug: 'colchicine', route: 'oral', unit: 'mg', maxSingle: 1.2, maxDaily: 2.4, source: 'FDA label (Colcrys)' },
  { drug: 'allopurinol', route: 'oral', unit: 'mg', maxDaily: 800, source: 'FDA label (Zyloprim)' },
  // Blood pressure and heart
  { drug: 'lisinopril', route: 'oral', unit: 'mg', maxDaily: 80, source: 'FDA label (Zestril)' },
  { drug: 'enalapril', route: 'oral', unit: 'mg', maxDaily: 40, source: 'FDA label (Vasotec)' },
  { drug: 'ramipril', route: 'oral', unit: 'mg', maxDaily: 20, source: 'FDA label (Altace); BNF' },
  { drug: 'benazepril', route: 'oral', unit: 'mg', maxDaily: 80, source: 'FDA label (Lotensin)' },
  { drug: 'losartan', route: 'oral', unit: 'mg', maxDaily: 150, source: 'BNF (heart failure)' },
  { drug: 'valsartan', route: 'oral', unit: 'mg', maxDaily: 320, source: 'FDA label (Diovan)' },
  { drug: 'olmesartan', route: 'oral', unit: 'mg', maxDaily: 40, source: 'FDA label (Benicar)' },
  { drug: 'irbesartan', route: 'oral', unit: 'mg', maxDaily: 300, source: 'FDA label (Avapro)' },
  { drug: 'telmisartan', route: 'oral', unit: 'mg', maxDaily: 80, source: 'FDA label (Micardis)' },
  { drug: 'candesartan', route: 'oral', unit: 'mg', maxDaily: 32, source: 'FDA label (Atacand)' },
  { drug: 'amlodipine', route: 'oral', unit: 'mg', maxDaily: 10, source: 'FDA label (Norvasc); BNF' },
  { drug: 'diltiazem', route: 'oral', unit: 'mg', maxDaily: 480, source: 'FDA label (Cardizem CD)' },
  { drug: 'verapamil', route: 'oral', unit: 'mg', maxDaily: 480, source: 'FDA label (Calan)' },
  { drug: 'metoprolol', route: 'oral', unit: 'mg', maxDaily: 450, source: 'FDA label (Lopressor)' },
  { drug: 'atenolol', route: 'oral', unit: 'mg', maxDaily: 200, source: 'FDA label (Tenormin, angina)' },
  { drug: 'carvedilol', route: 'oral', unit: 'mg', maxSingle: 80, maxDaily: 100, source: 'FDA label (Coreg CR)' },
  { drug: 'bisoprolol', route: 'oral', unit: 'mg', maxDaily: 20, source: 'FDA label (bisoprolol fumarate)' },
  { drug: 'nebivolol', route: 'oral', unit: 'mg', maxDaily: 40, source: 'FDA label (Bystolic)' },
  { drug: 'hydrochlorothiazide', route: 'oral', unit: 'mg', maxDaily: 100, source: 'FDA label (oedema)' },
  { drug: 'furosemide', route: 'oral', unit: 'mg', maxDaily: 600, source: 'FDA label (Lasix tablets)' },
  { drug: 'torsemide', route: 'oral', unit: 'mg', maxDaily: 200, source: 'FDA label (Demadex)' },
  { drug: 'bumetanide', route: 'oral', unit: 'mg', maxDaily: 10, source: 'FDA label (Bumex)' },
  { drug: 'spironolactone', route: 'oral', unit: 'mg', maxDaily: 400, source: 'FDA label (Aldactone)' },
  { drug: 'hydralazine', route: 'oral', unit: 'mg', maxDaily: 300, source: 'FDA label (hydralazine tablets)' },
  { drug: 'clonidine', route: 'oral', unit: 'mg', maxDaily: 2.4, source: 'FDA label (Catapres)' },
  { drug: 'doxazosin', route: 'oral', unit: 'mg', maxDaily: 16, source: 'FDA label (Cardura)' },
  { drug: 'atorvastatin', route: 'oral', unit: 'mg', maxDaily: 80, source: 'FDA label (Lipitor)' },
  { drug: 'simvastatin', route: 'oral', unit: 'mg', maxDaily: 80, source: 'FDA label (Zocor)' },
  { drug: 'rosuvastatin', route: 'oral', unit: 'mg', maxDaily: 40, source: 'FDA label (Crestor)' },
  { drug: 'pravastatin', route: 'oral', unit: 'mg', maxDaily: 80, source: 'FDA label (Pravachol)' },
  { drug: 'ezetimibe', route: 'oral', unit: 'mg', maxDaily: 10, source: 'FDA label (Zetia)' },
  // Anticoagulants and antiplatelets
  { drug: 'apixaban', route: 'oral', unit: 'mg', maxSingle: 10, maxDaily: 20, source: 'FDA label (Eliquis)' },
  { drug: 'rivaroxaban', route: 'oral', unit: 'mg', maxSingle: 20, maxDaily: 30, source: 'FDA label (Xarelto)' },
  { drug: 'dabigatran', route: 'oral', unit: 'mg', maxSingle: 150, maxDaily: 300, source: 'FDA label (Pradaxa)' },
  { drug: 'ticagrelor', route: 'oral', unit: 'mg', maxSingle: 180, maxDaily: 180, source: 'FDA label (Brilinta)' },
  // Diabetes and thyroid
  { drug: 'metformin', route: 'oral', unit: 'mg', maxDaily: 3000, source: 'BNF metformin' },
  { drug: 'glipizide', route: 'oral', unit: 'mg', maxDaily: 40, source: 'FDA label (Glucotrol)' },
  { drug: 'glimepiride', route: 'oral', unit: 'mg', maxDaily: 8, source: 'FDA label (Amaryl)' },
  { drug: 'glyburide', route: 'oral', unit: 'mg', maxDaily: 20, source: 'FDA label (glyburide tablets)' },
  { drug: 'sitagliptin', route: 'oral', unit: 'mg', maxDaily: 100, source: 'FDA label (Januvia)' },
  { drug: 'linagliptin', route: 'oral', unit: 'mg', maxDaily: 5, source: 'FDA label (Tradjenta)' },
  { drug: 'empagliflozin', route: 'oral', unit: 'mg', maxDaily: 25, source: 'FDA label (Jardiance)' },
  { drug: 'dapagliflozin', route: 'oral', unit: 'mg', maxDaily: 10, source: 'FDA label (Farxiga)' },
  { drug: 'canagliflozin', route: 'oral', unit: 'mg', maxDaily: 300, source: 'FDA label (Invokana)' },
  { drug: 'pioglitazone', route: 'oral', unit: 'mg', maxDaily: 45, source: 'FDA label (Actos)' },
  { drug: 'tirzepatide', route: 'injection', unit: 'mg', maxSingle: 15, source: 'FDA label (Mounjaro), once weekly' },
  { drug: 'dulaglutide', route: 'injection', unit: 'mg', maxSingle: 4.5, source: 'FDA label (Trulicity), once weekly' },
  { drug: 'levothyroxine', route: 'oral', unit: 'mcg', maxDaily: 300, source: 'FDA label (Synthroid)' },
  { drug: 'methimazole', route: 'oral', unit: 'mg', maxDaily: 60, source: 'FDA label (Tapazole)' },
  // Antibiotics and antivirals
  { drug: 'azithromycin', route: 'oral', unit: 'mg', maxSingle: 2000, maxDaily: 2000, source: 'FDA label (Zmax)' },
  { drug: 'doxycycline', route: 'oral', unit: 'mg', maxSingle: 200, maxDaily: 200, source: 'FDA label (Vibramycin)' },
  { drug: 'cephalexin', route: 'oral', unit: 'mg', maxDaily: 4000, source: 'FDA label (Keflex)' },
  { drug: 'ciprofloxacin', route: 'oral', unit: 'mg', maxSingle: 750, maxDaily: 1500, source: 'FDA label (Cipro)' },
  { drug: 'levofloxacin', route: 'oral', unit: 'mg', maxDaily: 750, source: 'FDA label (Levaquin)' },
  { drug: 'nitrofurantoin', route: 'oral', unit: 'mg', maxSingle: 100, maxDaily: 400, source: 'FDA label' },
  { drug: 'metronidazole', route: 'oral', unit: 'mg', maxSingle: 2000, maxDaily: 4000, source: 'FDA label (Flagyl)' },
  { drug: 'clindamycin', route: 'oral', unit: 'mg', maxDaily: 1800, source: 'FDA label (Cleocin capsules)' },
  { drug: 'clarithromycin', route: 'oral', unit: 'mg', maxDaily: 1000, source: 'FDA label (Biaxin)' },
  { drug: 'cefdinir', route: 'oral', unit: 'mg', maxDaily: 600, source: 'FDA label (Omnicef)' },
  { drug: 'valacyclovir', route: 'oral', unit: 'mg', maxSingle: 2000, maxDaily: 4000, source: 'FDA label (Valtrex)' },
  { drug: 'acyclovir', route: 'oral', unit: 'mg', maxSingle: 800, maxDaily: 4000, source: 'FDA label (Zovirax)' },
  // Stomach, allergy and airways
  { drug: 'omeprazole', route: 'oral', unit: 'mg', maxSingle: 120, source: 'FDA label (Prilosec, Zollinger-Ellison)' },
  { drug: 'pantoprazole', route: 'oral', unit: 'mg', maxDaily: 240, source: 'FDA label (Protonix, Zollinger-Ellison)' },
  { drug: 'esomeprazole', route: 'oral', unit: 'mg', maxDaily: 240, source: 'FDA label (Nexium, Zollinger-Ellison)' },
  { drug: 'ondansetron', route: 'oral', unit: 'mg', maxSingle: 24, source: 'FDA label (Zofran tablets)' },
  { drug: 'metoclopramide', route: 'oral', unit: 'mg', maxDaily: 60, source: 'FDA label (Reglan tablets)' },
  { drug: 'loperamide', route: 'oral', unit: 'mg', maxSingle: 4, maxDaily: 16, source: 'FDA label (Imodium)' },
  { drug: 'cetirizine', route: 'oral', unit: 'mg', maxDaily: 10, source: 'FDA OTC label (Zyrtec); BNF' },
  { drug: 'loratadine', route: 'oral', unit: 'mg', maxDaily: 10, source: 'FDA OTC label (Claritin); BNF' },
  { drug: 'fexofenadine', route: 'oral', unit: 'mg', maxDaily: 180, source: 'FDA OTC label (Allegra); BNF' },
  { drug: 'diphenhydramine', route: 'oral', unit: 'mg', maxSingle: 50, maxDaily: 300, source: 'FDA OTC label' },
  { drug: 'hydroxyzine', route: 'oral', unit: 'mg', maxSingle: 100, maxDaily: 400, source: 'FDA label (anxiety)' },
  { drug: 'montelukast', route: 'oral', unit: 'mg', maxDaily: 10, source: 'FDA label (Singulair)' },
  { drug: 'benzonatate', route: 'oral', unit: 'mg', maxSingle: 200, maxDaily: 600, source: 'FDA label (Tessalon)' },
  // Mental health, sleep and the nervous system
  { drug: 'sertraline', route: 'oral', unit: 'mg', maxDaily: 200, source: 'FDA label (Zoloft)' },
  { drug: 'fluoxetine', route: 'oral', unit: 'mg', maxDaily: 80, source: 'FDA label (Prozac)' },
  { drug: 'citalopram', route: 'oral', unit: 'mg', maxDaily: 40, source: 'FDA label (Celexa)' },
  { drug: 'escitalopram', route: 'oral', unit: 'mg', maxDaily: 20, source: 'FDA label (Lexapro)' },
  { drug: 'paroxetine', route: 'oral', unit: 'mg', maxDaily: 60, source: 'FDA label (Paxil)' },
  { drug: 'venlafaxine', route: 'oral', unit: 'mg', maxDaily: 375, source: 'FDA label (venlafaxine tablets)' },
  { drug: 'duloxetine', route: 'oral', unit: 'mg', maxDaily: 120, source: 'FDA label (Cymbalta)' },
  { drug: 'bupropion', route: 'oral', unit: 'mg', maxDaily: 450, source: 'FDA label (Wellbutrin)' },
  { drug: 'mirtazapine', route: 'oral', unit: 'mg', maxDaily: 45, source: 'FDA label (Remeron)' },
  { drug: 'trazodone', route: 'oral', unit: 'mg', maxDaily: 600, source: 'FDA label (trazodone, inpatients)' },
  { drug: 'buspirone', route: 'oral', unit: 'mg', maxDaily: 60, source: 'FDA label (Buspar)' },
  { drug: 'lorazepam', route: 'oral', unit: 'mg', maxDaily: 10, source: 'FDA label (Ativan)' },
  { drug: 'zolpidem', route: 'oral', unit: 'mg', maxDaily: 12.5, source: 'FDA label (Ambien, Ambien CR)' },
  { drug: 'quetiapine', route: 'oral', unit: 'mg', maxDaily: 800, source: 'FDA label (Seroquel)' },
  { drug: 'aripiprazole', route: 'oral', unit: 'mg', maxDaily: 30, source: 'FDA label (Abilify)' },
  { drug: 'olanzapine', route: 'oral', unit: 'mg', maxDaily: 20, source: 'FDA label (Zyprexa); BNF' },
  { drug: 'levetiracetam', route: 'oral', unit: 'mg', maxDaily: 3000, source: 'FDA label (Keppra)' },
  { drug: 'topiramate', route: 'oral', unit: 'mg', maxDaily: 400, source: 'FDA label (Topamax)' },
  { drug: 'donepezil', route: 'oral', unit: 'mg', maxDaily: 23, source: 'FDA label (Aricept)' },
  // Urology
  { drug: 'tamsulosin', route: 'oral', unit: 'mg', maxDaily: 0.8, source: 'FDA label (Flomax)' },
  { drug: 'finasteride', route: 'oral', unit: 'mg', maxDaily: 5, source: 'FDA label (Proscar)' },
  { drug: 'sildenafil', route: 'oral', unit: 'mg', maxSingle: 100, source: 'FDA label (Viagra)' },
  { drug: 'tadalafil', route: 'oral', unit: 'mg', maxDaily: 40, source: 'FDA label (Cialis, Adcirca)' },
  { drug: 'oxybutynin', route: 'oral', unit: 'mg', maxDaily: 30, source: 'FDA label (Ditropan XL)' },
];
