/**
 * The one medicine vocabulary the writer and the checker both read: international non-proprietary names
 * (INN/USAN) of medicines in common outpatient use, and brand or lay names that mean the same medicine,
 * so a brand said ('coreg 25 mg') and its generic written ('carvedilol 25 mg') are one drug on both sides.
 * Names are facts, not a copied database; the stems in claims/drugs.ts catch names missing here.
 */
const GENERICS = `
acarbose acebutolol acetazolamide acitretin aclidinium adapalene albendazole alendronate alfuzosin aliskiren allopurinol almotriptan
alogliptin alosetron alprazolam amantadine amiloride amiodarone amitriptyline amlodipine amoxicillin amphetamine ampicillin anastrozole
apixaban apremilast aripiprazole armodafinil atenolol atomoxetine atorvastatin atropine azathioprine azelastine azithromycin aztreonam
baclofen beclomethasone beclometasone benazepril benzonatate benztropine betamethasone bethanechol bicalutamide bisacodyl bisoprolol
brexpiprazole brimonidine bromocriptine budesonide bumetanide buprenorphine bupropion buspirone butalbital cabergoline calcitriol
canagliflozin candesartan capsaicin captopril carbamazepine carbidopa cariprazine carvedilol cefaclor cefadroxil cefazolin cefdinir
cefepime cefixime cefpodoxime cefprozil ceftriaxone cefuroxime celecoxib cephalexin cetirizine chlorambucil chlordiazepoxide
chlorhexidine chloroquine chlorpromazine chlorthalidone cholestyramine cilostazol cimetidine cinacalcet ciprofloxacin citalopram
clarithromycin clindamycin clobetasol clomiphene clomipramine clonazepam clonidine clopidogrel clotrimazole clozapine colchicine
colesevelam cyclobenzaprine cyclosporine cyproheptadine dabigatran dalteparin dantrolene dapagliflozin dapsone darifenacin denosumab
desipramine desloratadine desmopressin desvenlafaxine dexamethasone dexmethylphenidate dextroamphetamine diazepam diclofenac dicyclomine
digoxin diltiazem dimenhydrinate diphenhydramine dipyridamole disulfiram divalproex dofetilide donepezil doxazosin doxepin doxycycline
dronedarone duloxetine dulaglutide dutasteride edoxaban eletriptan empagliflozin enalapril enoxaparin entacapone entecavir eplerenone
ergocalciferol ertugliflozin erythromycin escitalopram esomeprazole estradiol eszopiclone ethambutol ethinyl etodolac exemestane
exenatide ezetimibe famciclovir famotidine febuxostat felodipine fenofibrate fentanyl fexofenadine fidaxomicin finasteride flecainide
fluconazole fludrocortisone flunisolide fluocinonide fluoxetine fluphenazine flurbiprofen fluticasone fluvastatin fluvoxamine folate
formoterol fosfomycin fosinopril frovatriptan furosemide gabapentin galantamine gemfibrozil glecaprevir glimepiride glipizide
glyburide glycopyrrolate goserelin granisetron guanfacine haloperidol heparin hydralazine hydrochlorothiazide hydrocodone hydrocortisone
hydromorphone hydroxychloroquine hydroxyurea hydroxyzine hyoscyamine ibandronate ibuprofen imipramine indapamide indomethacin
infliximab insulin ipratropium irbesartan isoniazid isosorbide isotretinoin itraconazole ivabradine ivermectin ketoconazole ketorolac
labetalol lacosamide lactulose lamivudine lamotrigine lansoprazole lanthanum latanoprost leflunomide letrozole leuprolide levalbuterol
levetiracetam levocetirizine levofloxacin levonorgestrel levothyroxine linaclotide linagliptin liothyronine liraglutide lisdexamfetamine
lisinopril lithium loperamide loratadine lorazepam losartan lovastatin lubiprostone lurasidone meclizine medroxyprogesterone mefloquine
meloxicam memantine meperidine mercaptopurine mesalamine metaxalone metformin methadone methimazole methocarbamol methotrexate
methyldopa methylphenidate methylprednisolone metoclopramide metolazone metoprolol metronidazole miconazole midodrine minocycline
minoxidil mirabegron mirtazapine misoprostol modafinil mometasone montelukast morphine moxifloxacin mupirocin mycophenolate nabumetone
nadolol naloxone naltrexone naproxen naratriptan nateglinide nebivolol nefazodone neomycin niacin nicardipine nifedipine nirmatrelvir nitrofurantoin
nitroglycerin nortriptyline nystatin octreotide ofloxacin olanzapine olmesartan olopatadine omeprazole ondansetron oseltamivir
oxcarbazepine oxybutynin oxycodone oxymetazoline paliperidone pantoprazole paroxetine penicillin pentoxifylline perindopril
permethrin perphenazine phenazopyridine phenelzine phenobarbital phentermine phenytoin pimecrolimus pioglitazone piroxicam pitavastatin
potassium pramipexole prasugrel pravastatin prazosin prednisolone prednisone pregabalin primidone probenecid prochlorperazine
progesterone promethazine propafenone propranolol propylthiouracil pseudoephedrine pyridostigmine quetiapine quinapril rabeprazole
raloxifene ramipril ranitidine ranolazine rasagiline repaglinide rifampin rifaximin riluzole risedronate risperidone ritonavir
rivaroxaban rivastigmine rizatriptan roflumilast ropinirole rosuvastatin sacubitril salbutamol salmeterol saxagliptin scopolamine
selegiline semaglutide senna sertraline sildenafil silodosin simvastatin sitagliptin sofosbuvir solifenacin sotalol spironolactone
sucralfate sulfamethoxazole sulfasalazine sulindac sumatriptan tacrolimus tadalafil tamoxifen tamsulosin telmisartan temazepam
tenofovir terazosin terbinafine teriparatide testosterone tetracycline theophylline thiamine ticagrelor timolol tinidazole tiotropium
tirzepatide tizanidine tobramycin tofacitinib tolterodine topiramate torsemide tramadol trandolapril tranexamic trazodone triamcinolone
triamterene triazolam trihexyphenidyl trimethoprim trospium umeclidinium ursodiol valacyclovir valganciclovir valproate valsartan
vancomycin vardenafil varenicline venlafaxine verapamil vilazodone vilanterol voriconazole vortioxetine warfarin zafirlukast zaleplon
ziprasidone zoledronic zolmitriptan zolpidem zonisamide paracetamol acetaminophen aspirin codeine oxymorphone tapentadol
adalimumab etanercept certolizumab golimumab ustekinumab secukinumab ixekizumab dupilumab omalizumab mepolizumab benralizumab
rituximab tocilizumab abatacept vedolizumab natalizumab ocrelizumab erenumab fremanezumab galcanezumab evolocumab alirocumab
trastuzumab bevacizumab pembrolizumab nivolumab imatinib ibrutinib ruxolitinib baricitinib upadacitinib apalutamide enzalutamide
abiraterone capecitabine fulvestrant palbociclib ribociclib olaparib lenalidomide thalidomide bortezomib
cyanocobalamin cholecalciferol ferrous magnesium zinc melatonin biotin glucosamine probiotic omega electrolyte
lidocaine cortisone guaifenesin dextromethorphan docusate acyclovir levodopa epinephrine nicotine
`;

/** Brand, lay and regional names → the generic name the check compares (the blue inhaler is salbutamol). */
export const DRUG_SYNONYMS: Record<string, string> = {
  tylenol: 'acetaminophen',
  paracetamol: 'acetaminophen',
  panadol: 'acetaminophen',
  crocin: 'acetaminophen',
  dolo: 'acetaminophen',
  apap: 'acetaminophen',
  advil: 'ibuprofen',
  motrin: 'ibuprofen',
  brufen: 'ibuprofen',
  aleve: 'naproxen',
  naprosyn: 'naproxen',
  mobic: 'meloxicam',
  celebrex: 'celecoxib',
  voltaren: 'diclofenac',
  toradol: 'ketorolac',
  percocet: 'oxycodone',
  norco: 'hydrocodone',
  vicodin: 'hydrocodone',
  neurontin: 'gabapentin',
  lyrica: 'pregabalin',
  flexeril: 'cyclobenzaprine',
  robaxin: 'methocarbamol',
  medrol: 'methylprednisolone',
  'depo-medrol': 'methylprednisolone',
  depomedrol: 'methylprednisolone',
  'solu-medrol': 'methylprednisolone',
  solumedrol: 'methylprednisolone',
  kenalog: 'triamcinolone',
  norvasc: 'amlodipine',
  toprol: 'metoprolol',
  lopressor: 'metoprolol',
  coreg: 'carvedilol',
  lasix: 'furosemide',
  bumex: 'bumetanide',
  aldactone: 'spironolactone',
  hctz: 'hydrochlorothiazide',
  lipitor: 'atorvastatin',
  zocor: 'simvastatin',
  crestor: 'rosuvastatin',
  zetia: 'ezetimibe',
  coumadin: 'warfarin',
  eliquis: 'apixaban',
  xarelto: 'rivaroxaban',
  pradaxa: 'dabigatran',
  plavix: 'clopidogrel',
  brilinta: 'ticagrelor',
  lovenox: 'enoxaparin',
  entresto: 'sacubitril',
  glucophage: 'metformin',
  januvia: 'sitagliptin',
  tradjenta: 'linagliptin',
  jardiance: 'empagliflozin',
  farxiga: 'dapagliflozin',
  invokana: 'canagliflozin',
  ozempic: 'semaglutide',
  wegovy: 'semaglutide',
  rybelsus: 'semaglutide',
  victoza: 'liraglutide',
  trulicity: 'dulaglutide',
  mounjaro: 'tirzepatide',
  lantus: 'insulin',
  levemir: 'insulin',
  humalog: 'insulin',
  novolog: 'insulin',
  basaglar: 'insulin',
  tresiba: 'insulin',
  glargine: 'insulin',
  lispro: 'insulin',
  aspart: 'insulin',
  actos: 'pioglitazone',
  synthroid: 'levothyroxine',
  levoxyl: 'levothyroxine',
  eltroxin: 'levothyroxine',
  thyronorm: 'levothyroxine',
  albuterol: 'salbutamol',
  // How patients name their thyroid hormone: the name only; a dose or schedule written with it must still be said.
  'thyroid med': 'levothyroxine',
  'thyroid medicine': 'levothyroxine',
  'thyroid medication': 'levothyroxine',
  'thyroid pill': 'levothyroxine',
  'thyroid tablet': 'levothyroxine',
  proair: 'salbutamol',
  ventolin: 'salbutamol',
  asthalin: 'salbutamol',
  'blue inhaler': 'salbutamol',
  'rescue inhaler': 'salbutamol',
  flovent: 'fluticasone',
  flonase: 'fluticasone',
  nasonex: 'mometasone',
  breo: 'fluticasone',
  trelegy: 'fluticasone',
  advair: 'fluticasone',
  symbicort: 'budesonide',
  pulmicort: 'budesonide',
  'brown inhaler': 'beclomethasone',
  qvar: 'beclomethasone',
  singulair: 'montelukast',
  spiriva: 'tiotropium',
  atrovent: 'ipratropium',
  // Ipratropium with albuterol in one inhaler or nebule: named by its ipratropium, as a combination inhaler is above.
  combivent: 'ipratropium',
  duoneb: 'ipratropium',
  zyrtec: 'cetirizine',
  claritin: 'loratadine',
  allegra: 'fexofenadine',
  benadryl: 'diphenhydramine',
  prilosec: 'omeprazole',
  protonix: 'pantoprazole',
  carafate: 'sucralfate',
  nexium: 'esomeprazole',
  prevacid: 'lansoprazole',
  pepcid: 'famotidine',
  zantac: 'ranitidine',
  zofran: 'ondansetron',
  reglan: 'metoclopramide',
  phenergan: 'promethazine',
  imodium: 'loperamide',
  miralax: 'polyethylene glycol',
  colace: 'docusate',
  linzess: 'linaclotide',
  mucinex: 'guaifenesin',
  sudafed: 'pseudoephedrine',
  augmentin: 'amoxicillin',
  amoxil: 'amoxicillin',
  keflex: 'cephalexin',
  zithromax: 'azithromycin',
  'z-pack': 'azithromycin',
  zpack: 'azithromycin',
  cipro: 'ciprofloxacin',
  levaquin: 'levofloxacin',
  bactrim: 'sulfamethoxazole',
  macrobid: 'nitrofurantoin',
  flagyl: 'metronidazole',
  diflucan: 'fluconazole',
  valtrex: 'valacyclovir',
  tamiflu: 'oseltamivir',
  paxlovid: 'nirmatrelvir',
  zoloft: 'sertraline',
  prozac: 'fluoxetine',
  celexa: 'citalopram',
  lexapro: 'escitalopram',
  paxil: 'paroxetine',
  effexor: 'venlafaxine',
  cymbalta: 'duloxetine',
  wellbutrin: 'bupropion',
  remeron: 'mirtazapine',
  xanax: 'alprazolam',
  ativan: 'lorazepam',
  klonopin: 'clonazepam',
  valium: 'diazepam',
  ambien: 'zolpidem',
  seroquel: 'quetiapine',
  abilify: 'aripiprazole',
  lamictal: 'lamotrigine',
  depakote: 'divalproex',
  keppra: 'levetiracetam',
  topamax: 'topiramate',
  dilantin: 'phenytoin',
  imitrex: 'sumatriptan',
  ritalin: 'methylphenidate',
  adderall: 'amphetamine',
  aricept: 'donepezil',
  sinemet: 'carbidopa',
  flomax: 'tamsulosin',
  proscar: 'finasteride',
  viagra: 'sildenafil',
  cialis: 'tadalafil',
  plaquenil: 'hydroxychloroquine',
  humira: 'adalimumab',
  enbrel: 'etanercept',
  fosamax: 'alendronate',
  epipen: 'epinephrine',
  epi: 'epinephrine',
  suboxone: 'buprenorphine',
  lortab: 'hydrocodone',
  ultram: 'tramadol',
  dilaudid: 'hydromorphone',
  oxycontin: 'oxycodone',
  zanaflex: 'tizanidine',
  cozaar: 'losartan',
  diovan: 'valsartan',
  zestril: 'lisinopril',
  prinivil: 'lisinopril',
  vasotec: 'enalapril',
  altace: 'ramipril',
  tenormin: 'atenolol',
  chantix: 'varenicline',
  'water pill': 'diuretic',
  ecosprin: 'aspirin',
  disprin: 'aspirin',
};

export const OPEN_DRUGS: string[] = GENERICS.trim().split(/\s+/);
