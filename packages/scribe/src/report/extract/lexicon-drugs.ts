import { DRUG_SYNONYMS, OPEN_DRUGS } from '../claims/drug-names.js';

/**
 * Common drugs by generic and brand name, chosen from the medicines that come up in
 * primary-care and specialist consultations (the ACI-Bench and MTS-Dialog dialogues among them).
 * Not a formulary: the pattern 'I take X 20 mg' in medications.ts catches names missing here.
 */
export const DRUGS: string[] = `
acetaminophen tylenol ibuprofen advil motrin naproxen aleve aspirin meloxicam mobic celecoxib celebrex diclofenac
voltaren ketorolac toradol tramadol oxycodone percocet hydrocodone norco vicodin morphine codeine gabapentin neurontin
pregabalin lyrica cyclobenzaprine flexeril methocarbamol robaxin tizanidine baclofen lidocaine prednisone prednisolone
methylprednisolone medrol dexamethasone hydrocortisone triamcinolone kenalog cortisone
lisinopril enalapril ramipril benazepril losartan valsartan olmesartan irbesartan telmisartan amlodipine norvasc
nifedipine diltiazem verapamil metoprolol toprol lopressor atenolol carvedilol coreg propranolol labetalol
hydrochlorothiazide hctz chlorthalidone furosemide lasix torsemide bumetanide bumex spironolactone aldactone hydralazine clonidine
atorvastatin lipitor simvastatin zocor rosuvastatin crestor pravastatin lovastatin ezetimibe zetia fenofibrate
warfarin coumadin apixaban eliquis rivaroxaban xarelto dabigatran pradaxa clopidogrel plavix ticagrelor brilinta heparin enoxaparin lovenox
digoxin amiodarone entresto sacubitril nitroglycerin isosorbide ranolazine
metformin glucophage glipizide glyburide glimepiride sitagliptin januvia linagliptin tradjenta empagliflozin jardiance
dapagliflozin farxiga canagliflozin invokana semaglutide ozempic wegovy rybelsus liraglutide victoza trulicity dulaglutide
tirzepatide mounjaro insulin lantus glargine levemir humalog novolog lispro aspart basaglar tresiba pioglitazone actos
levothyroxine synthroid methimazole propylthiouracil
albuterol proair ventolin fluticasone flovent advair symbicort budesonide montelukast singulair tiotropium spiriva
ipratropium atrovent breo trelegy benzonatate guaifenesin mucinex dextromethorphan pseudoephedrine sudafed
cetirizine zyrtec loratadine claritin fexofenadine allegra diphenhydramine benadryl hydroxyzine flonase nasonex
omeprazole prilosec pantoprazole protonix esomeprazole nexium lansoprazole famotidine pepcid ranitidine zantac
ondansetron zofran metoclopramide reglan promethazine phenergan loperamide imodium docusate colace senna miralax
polyethylene glycol bisacodyl dicyclomine linzess sucralfate mesalamine
amoxicillin augmentin amoxicillin-clavulanate penicillin ampicillin cephalexin keflex cefdinir ceftriaxone cefuroxime
azithromycin zithromax z-pack zpack clarithromycin doxycycline minocycline ciprofloxacin cipro levofloxacin levaquin
sulfamethoxazole bactrim trimethoprim nitrofurantoin macrobid metronidazole flagyl clindamycin vancomycin
fluconazole diflucan nystatin terbinafine acyclovir valacyclovir valtrex oseltamivir tamiflu paxlovid
sertraline zoloft fluoxetine prozac citalopram celexa escitalopram lexapro paroxetine paxil venlafaxine effexor
duloxetine cymbalta bupropion wellbutrin mirtazapine remeron trazodone amitriptyline nortriptyline buspirone
alprazolam xanax lorazepam ativan clonazepam klonopin diazepam valium zolpidem ambien melatonin quetiapine seroquel
aripiprazole abilify risperidone olanzapine lithium lamotrigine lamictal valproate depakote levetiracetam keppra
topiramate topamax carbamazepine phenytoin dilantin sumatriptan imitrex rizatriptan methylphenidate ritalin adderall
donepezil aricept memantine sinemet carbidopa levodopa ropinirole pramipexole
tamsulosin flomax finasteride proscar oxybutynin sildenafil viagra tadalafil cialis
allopurinol febuxostat colchicine methotrexate hydroxychloroquine plaquenil humira adalimumab enbrel etanercept
alendronate fosamax calcium vitamin-d vitamin d vitamin b12 multivitamin iron ferrous sulfate folic acid fish oil
potassium magnesium estradiol progesterone medroxyprogesterone
nicotine patch chantix varenicline naltrexone buprenorphine suboxone methadone epinephrine epipen
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
