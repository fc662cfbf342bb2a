import { DRUG_SYNONYMS, OPEN_DRUGS } from '../vocabulary/drug-names.js';

/**
 * The drug names the writer reads: common generic and two-word names ('fish oil', 'folic acid') written
 * here, and the one-word names of the medicine vocabulary (vocabulary/drug-names.ts). Brand names are
 * listed only there, with the generic each means, so the writer and the checker read a brand alike.
 * Not a formulary: the pattern 'I take X 20 mg' in medications.ts catches names missing here.
 */
export const DRUGS: string[] = `
acetaminophen ibuprofen naproxen aspirin meloxicam celecoxib diclofenac
ketorolac tramadol oxycodone hydrocodone morphine codeine gabapentin
pregabalin cyclobenzaprine methocarbamol tizanidine baclofen lidocaine prednisone prednisolone
methylprednisolone dexamethasone hydrocortisone triamcinolone cortisone
lisinopril enalapril ramipril benazepril losartan valsartan olmesartan irbesartan telmisartan amlodipine
nifedipine diltiazem verapamil metoprolol atenolol carvedilol propranolol labetalol
hydrochlorothiazide chlorthalidone furosemide torsemide bumetanide spironolactone hydralazine clonidine
atorvastatin simvastatin rosuvastatin pravastatin lovastatin ezetimibe fenofibrate
warfarin apixaban rivaroxaban dabigatran clopidogrel ticagrelor heparin enoxaparin
digoxin amiodarone sacubitril nitroglycerin isosorbide ranolazine
metformin glipizide glyburide glimepiride sitagliptin linagliptin empagliflozin
dapagliflozin canagliflozin semaglutide liraglutide dulaglutide
tirzepatide insulin pioglitazone
levothyroxine methimazole propylthiouracil
fluticasone budesonide montelukast tiotropium
ipratropium benzonatate guaifenesin dextromethorphan pseudoephedrine
cetirizine loratadine fexofenadine diphenhydramine hydroxyzine
omeprazole pantoprazole esomeprazole lansoprazole famotidine ranitidine
ondansetron metoclopramide promethazine loperamide docusate senna
polyethylene glycol bisacodyl dicyclomine sucralfate mesalamine
amoxicillin amoxicillin-clavulanate penicillin ampicillin cephalexin cefdinir ceftriaxone cefuroxime
azithromycin z-pack clarithromycin doxycycline minocycline ciprofloxacin levofloxacin
sulfamethoxazole trimethoprim nitrofurantoin metronidazole clindamycin vancomycin
fluconazole nystatin terbinafine acyclovir valacyclovir oseltamivir
sertraline fluoxetine citalopram escitalopram paroxetine venlafaxine
duloxetine bupropion mirtazapine trazodone amitriptyline nortriptyline buspirone
alprazolam lorazepam clonazepam diazepam zolpidem melatonin quetiapine
aripiprazole risperidone olanzapine lithium lamotrigine valproate levetiracetam
topiramate carbamazepine phenytoin sumatriptan rizatriptan methylphenidate
donepezil memantine carbidopa levodopa ropinirole pramipexole
tamsulosin finasteride oxybutynin sildenafil tadalafil
allopurinol febuxostat colchicine methotrexate hydroxychloroquine adalimumab etanercept
alendronate calcium vitamin-d vitamin d vitamin b12 multivitamin iron ferrous sulfate folic acid fish oil
potassium magnesium estradiol progesterone medroxyprogesterone
nicotine patch varenicline naltrexone buprenorphine methadone epinephrine
`
  .trim()
  .split(/\s+/)
  .map((d) => d.replace(/-/g, ' '))
  .concat([
    'vitamin d',
    'fish oil',
    'folic acid',
    'ferrous sulfate',
    'polyethylene glycol',
    'nicotine patch',
    'vitamin b12',
  ])
  // The words of a two-word name split off above are no drug alone ('cut the fish', 'acid reflux').
  .filter((d) => !['d', 'fish', 'oil', 'acid', 'sulfate', 'glycol', 'patch', 'b12', 'vitamin'].includes(d))
  // The medicine names the checker knows (generic names, and brand names said as one word), so a drug the
  // clinician continues or starts ('continue the cozaar', 'clobetasol solution') is read wherever it is said.
  .concat(
    OPEN_DRUGS,
    Object.keys(DRUG_SYNONYMS).filter((d) => /^[a-z]{4,}$/.test(d) && d !== 'dolo'),
  )
  .filter((d, i, all) => all.indexOf(d) === i);
