/**
 * The one symptom vocabulary, read by both the writer (extract/lexicon-symptoms.ts) and the checker
 * (claims/lay-terms.ts, and through the writer's lexicon everywhere else): what symptom a phrase names.
 * Each line is one symptom: the first phrase is the canonical name written into the report, the rest are
 * its synonyms, clinical and lay words alike ('dyspnea', 'short of breath', 'winded'). A line ending in
 * '|' goes on to the next. The Hindi and Tamil words code-mixed speech keeps are in mixed-symptoms.ts,
 * by the same names. Data only.
 */
export const SYMPTOM_LINES = `
chest pain | chest pains | chest tightness | chest pressure | chest discomfort | pain in my chest | pain in your chest | pain in the chest |
  discomfort in my chest | discomfort in your chest | chest heaviness | chest ache | tightness in my chest | tightness in your chest |
  tightness in the chest | pressure in my chest | pressure in your chest | pressure in the chest | heaviness in my chest |
  heaviness in your chest | heaviness in the chest | chest hurts | chest is hurting |
  chest has been hurting | chest was hurting | chest feels tight | chest is tight | chest feels heavy
shortness of breath | short of breath | trouble breathing | difficulty breathing | breathlessness | dyspnea | sob | out of breath | winded |
  breathless | dyspnoea | dyspneic | breathing problems | breathing difficulty | breathing difficulties | trouble with breathing |
  trouble with my breathing | trouble with your breathing | difficulty with breathing | difficulty with my breathing |
  difficulty with your breathing | problems with breathing | problems with my breathing | problems with your breathing | catch my breath |
  catch your breath | catching my breath | catching your breath | breathing issues | breathing problem | problems breathing | problem breathing | issues breathing |
  hard time breathing | struggling to breathe | can't get enough air | cannot get enough air | gasping for air | gasping for breath |
  difficulty in breathing | trouble in breathing | hard to catch my breath | can't breathe | cannot breathe | couldn't breathe
cough | coughing | coughed
fever | fevers | febrile | feverish | pyrexia | running a temperature | had a temperature | have a temperature | high temperature
chills | rigors | shivering | shivers
headache | headaches | migraine | migraines | head ache | head pain | head hurts | head is hurting | pain in my head | pain in your head |
  cephalgia | head is pounding | head has been pounding | head has been hurting | head was hurting
nausea | nauseous | nauseated | queasy | sick to my stomach | sick to your stomach | sick to her stomach | sick to his stomach |
  sick to the stomach | sick to their stomach | feel like throwing up | feel like vomiting | felt like throwing up | feeling like throwing up |
  going to throw up | gon na throw up | gonna throw up
vomiting | throwing up | threw up | thrown up | throw up | vomit | vomited | emesis | puking | puked | can't keep anything down |
  cannot keep anything down | couldn't keep anything down | can't keep food down | cannot keep food down | couldn't keep food down |
  trouble keeping food down | trouble keeping anything down
diarrhea | the runs | loose stools | loose motions | loose motion | diarrhoea | watery stool | loose bowel movements | loose stool |
  runny stool | loose bowels | watery bowel movements
constipation | constipated | hard stools | hard stool | trouble passing stool | difficulty passing stool
abdominal pain | stomach pain | belly pain | stomach ache | tummy ache | pain in my stomach | pain in your stomach | pain in my tummy |
  pain in your tummy | pain in my belly | pain in your belly | tummy pain | abdominal discomfort | abdominal cramps | abdominal cramping |
  stomach cramps | stomachache | belly ache | bellyache | stomach hurts | belly hurts | tummy hurts | pain in my abdomen |
  pain in your abdomen | pain in the abdomen | pain in the stomach | pain in the belly | pain in the tummy | stomach is hurting |
  stomach has been hurting | stomach was hurting | belly is hurting | tummy is hurting | stomach discomfort | belly cramps | tummy cramps |
  sore stomach | sore tummy | sore belly
back pain | lower back pain | low back pain | backache | back ache | back hurts | back is hurting | pain in my back | pain in your back |
  pain in the back | back is sore | sore back | back has been hurting | back was hurting
joint pain | joint pains | arthralgia | pain in my joints | pain in your joints | pain in the joints | sore joints | aching joints |
  achy joints | joints hurt | joints ache
fatigue | tired | tiredness | exhausted | fatigued | low energy | worn out | lack of energy | lethargic | lethargy | malaise |
  wiped out | no energy | feeling run down | feel run down | felt run down | feeling rundown
dizziness | dizzy | lightheaded | lightheadedness | light-headed | vertigo | light headed | woozy | room spinning | room is spinning |
  spinning sensation | room spins | room was spinning | head is spinning | feel faint | feeling faint | felt faint
palpitations | palpitation | heart racing | racing heart | heart pounding | rapid heartbeat | fast heartbeat | irregular heartbeat |
  heart beating fast | heart is beating fast | heart is beating very fast | abnormal heart rhythm | heart fluttering | skipped beats |
  skipping beats | skipped heartbeats | heart skipping | fluttering in my chest | fluttering in your chest |
  heart is racing | heart was racing | heart races | heart skips | irregular heart beat | rapid heart beat | fast heart beat |
  heart beats fast | heart beats really fast | heart's racing | heart's been racing | heart has been racing | heart starts racing |
  heart's pounding | heart is pounding | heart was pounding | heart starts pounding | heart pounds | heart flutters | heart flutter |
  irregular heart beating | heart beating irregularly | skipped a beat | skips a beat | skipping a beat | beating too fast
swelling | swollen | edema | oedema | puffiness | puffy | swell up | swells up | swelled up
rash | rashes | hives
itching | itchy | pruritus | itchiness | itch
sore throat | throat pain | throat hurts | throat is hurting | throat has been hurting | throat was hurting | throat is sore |
  throat has been sore | scratchy throat | throat is scratchy | pain in my throat | pain in your throat | pain in the throat
runny nose | rhinorrhea | nasal discharge | drippy nose | nose running | nose is running | nose is runny | nose keeps running |
  nose has been running | nasal drainage | drainage from my nose | drainage from your nose | nose is dripping | dripping nose
congestion | congested | stuffy nose | stuffiness | stuffed up | stuffed nose | blocked nose | nose is blocked | nose is stuffy
sneezing | sneeze
wheezing | wheeze | wheezy
numbness | numb | numbing | loss of sensation | loss of feeling
tingling | pins and needles | tingly | paresthesia | paraesthesia
weakness | weak | loss of strength
weight loss | gain or loss | lost weight | losing weight | lost any weight | lost some weight | lost a little weight | lost a bit of weight | lost a lot of weight | losing some weight |
  dropped weight | dropped some weight | dropping weight
weight gain | loss or gain | gained weight | gaining weight | gained any weight | gained some weight | gained a little weight |
  gained a bit of weight | gained a lot of weight | gaining some weight | putting on weight | put on weight | put on some weight
night sweats | night sweat | sweating at night | sweats at night | sweat at night | soaking the sheets | soaked the sheets |
  wake up sweating | waking up sweating | woke up sweating
sweating | sweats | diaphoresis | diaphoretic | sweaty
blurry vision | blurred vision | vision changes | vision change | visual changes | change in vision | changes in vision |
  change in your vision | changes in your vision | change in my vision | changes in my vision | blurriness | blurring of vision |
  vision is blurry | vision has been blurry | things look blurry | vision problems | vision problem | vision issues |
  problems with your vision | problems with my vision | problem with your vision | problem with my vision | trouble seeing |
  difficulty seeing | eyesight problems | eyesight issues | problems with your eyesight | problems with my eyesight | problems with vision |
  problem with vision | trouble with vision | trouble with your vision
burning with urination | painful urination | painful or burning urination | burning urination | dysuria | burning when you urinate |
  burning when i urinate | burning when urinating | burning on urination | pain when you urinate | pain when i urinate | pain in urination |
  pain with urination | pain on urination | pain during urination | burning during urination | pain while urinating | pain when urinating |
  burning while urinating | pain while peeing | pain when peeing | pain while passing urine | pain when passing urine |
  pain when you're urinating | pain when i'm urinating | pain when you're peeing | pain when i'm peeing | burning when you pee |
  burning when i pee | burning when peeing | pain when you pee | pain when i pee | stinging when you pee | stinging when i pee |
  burns when i pee | burns when you pee | hurts when i pee | hurts when you pee | hurts to pee | burns when i urinate |
  burns when you urinate | hurts when i urinate | hurts when you urinate | hurts to urinate | burning sensation when urinating |
  burning sensation while urinating | burning when passing urine | burning while passing urine | burning when you pass urine |
  pain when you pass urine | stinging when peeing | stinging when urinating | stings when i pee | stings when you pee |
  painful to pee | painful to urinate
frequent urination | frequency of urination | urinary frequency | urinating more often | urinating more frequently | urinating frequently |
  peeing more often | peeing a lot | polyuria | pee a lot | urinate a lot | urinating a lot | urine frequency | frequency of urine |
  urinate more often | pee more often | urinate frequently | pee frequently | peeing more | urinating more | peeing all the time |
  pee all the time | urinating all the time | urinate all the time | passing urine more often | passing urine frequently |
  pass urine more often | pass urine frequently
difficulty urinating | trouble urinating | difficulty with urination | problems urinating | problem urinating | weak stream |
  weak urine stream | weak urinary stream | urination stream weak | urine stream weak | urinary stream weak | stream is weak
vomiting blood | blood in vomit | blood in my vomit | blood in the vomit | blood in your vomit | blood in her vomit | blood in his vomit |
  throwing up blood | threw up blood | hematemesis | vomited blood | coffee ground emesis | coffee ground vomit | puking blood
blood in stool | bloody stool | blood in my stool | blood in the stool | blood in your stool | blood in her stool | blood in his stool |
  rectal bleeding | bleeding from my rectum | bleeding from your rectum | bleeding from the rectum | black stools | tarry stools | melena |
  hematochezia | bloody bowel movements | blood in my bowel movements | blood in your bowel movements | blood when i wipe |
  blood when you wipe | blood in the feces | blood in my feces | blood in your feces | blood in the poop | blood in my poop |
  blood in your poop | black stool | tarry stool | blood on the toilet paper | bright red blood per rectum | brbpr |
  stools are black | stool is black | stools have been black | black bowel movements
blood in urine | hematuria | blood in my urine | blood in the urine | blood in your urine | blood in her urine | blood in his urine |
  bloody urine | blood in my pee | blood in your pee | peeing blood | urinating blood | blood when i pee | blood when you pee |
  blood when i urinate | blood when you urinate | blood when passing urine | blood while passing urine
heartburn | heart burn | acid reflux | reflux | indigestion | acid coming up | burning in my chest | burning in your chest | acidity
difficulty swallowing | trouble swallowing | difficulty in swallowing | problems swallowing | dysphagia | hard to swallow |
  food getting stuck | food gets stuck | trouble with swallowing | difficulty with swallowing | problems with swallowing | hard time swallowing |
  food sticking | food sticks | problem swallowing | swallowing problems | swallowing difficulty | swallowing difficulties
insomnia | trouble sleeping | can't sleep | difficulty sleeping | problems sleeping | problem sleeping | hard time sleeping |
  sleep problems | sleeping problems | trouble falling asleep | trouble staying asleep | difficulty falling asleep |
  difficulty staying asleep | can't fall asleep | can't stay asleep | cannot sleep | unable to sleep | hard time falling asleep |
  hard time staying asleep | trouble getting to sleep
orthopnea | orthopnoea | short of breath lying flat | shortness of breath lying flat | sleep propped up | sleeping propped up
paroxysmal nocturnal dyspnea | paroxysmal nocturnal dyspnoea | wake up gasping | woke up gasping | waking up gasping | pnd
anxiety | anxious | nervousness
depression | depressed | feeling down | low mood | feeling sad | feeling blue
loss of appetite | decreased appetite | poor appetite | not hungry | lost my appetite | lost your appetite | lost her appetite |
  lost his appetite | lack of appetite | reduced appetite | appetite loss | appetite has decreased | appetite is decreased | appetite has gone down |
  low appetite | less appetite
ear pain | earache | pain in my ear | pain in your ear | pain in his ear | pain in her ear | ear ache | ear hurts | ears hurt | otalgia |
  pain in the ear
muscle aches | body aches | myalgia | feel achy | feeling achy | i felt achy | i'm achy | been achy | achy all over |
  a bit achy | a little achy | kind of achy | kinda achy | muscle pain | muscle pains | aching muscles | sore muscles | muscles ache | achiness |
  aches and pains | ache all over | aching all over | sore all over | body ache | muscle ache | muscles are sore | muscles hurt | body pain
stiffness | stiff
bleeding
bruising | bruise easily | bruise easy | bruises easily
tremor | shaking | shakiness | shaky hands | hands shake | the shakes | trembling
twitching | twitch | twitches | twitchy
syncope | fainting | passed out | fainted | pass out | passing out | lose consciousness | lost consciousness | loss of consciousness |
  blacked out | black out | blacking out | blackout | syncopal episode
coughing up blood | hemoptysis | haemoptysis | cough up blood | coughed up blood | coughs up blood | blood in my sputum |
  blood in your sputum | bloody sputum | blood in my phlegm | blood in your phlegm | bloody phlegm | bringing up blood |
  bring up blood | brought up blood | blood with your cough | blood with my cough | blood when you cough | blood when i cough
painful swallowing | odynophagia | pain with swallowing | pain when swallowing | pain on swallowing | pain when i swallow |
  pain when you swallow | hurts to swallow | hurts when i swallow | hurts when you swallow | painful to swallow
bloating | bloated | abdominal bloating
nosebleeds | nosebleed | epistaxis | nose bleeds | nose bleed | nose bleeding | bloody nose | nose has been bleeding
tinnitus | ringing in the ears | ringing in my ears | ringing in your ears | ears ringing | ears are ringing | ear ringing |
  ringing in my ear | ringing in your ear | buzzing in my ears | buzzing in your ears
hearing loss | trouble hearing | difficulty hearing | hard of hearing | decreased hearing | loss of hearing | can't hear as well |
  hearing has gotten worse | hearing is worse
double vision | diplopia | seeing double
sensitivity to light | photophobia | light sensitivity | sensitive to light | light bothers my eyes | light bothers your eyes |
  light hurts my eyes | light hurts your eyes
hoarseness | hoarse | hoarse voice | raspy voice | voice is raspy | lost my voice | lost your voice | losing my voice | losing your voice
excessive thirst | increased thirst | polydipsia | always thirsty | very thirsty | thirsty all the time | extremely thirsty
nocturia | getting up at night to urinate | getting up at night to pee | get up at night to urinate | get up at night to pee |
  up at night to pee | up at night to urinate | waking up to pee | wake up to pee | waking up to urinate | wake up to urinate
urinary urgency | urgency to urinate | urge to urinate | urge to pee | urgent need to urinate | urgent need to pee
urinary incontinence | leaking urine | leakage of urine | leaking of urine | bladder leakage |
  loss of bladder control | wetting myself | wetting yourself
muscle cramps | muscle cramp | leg cramps | leg cramp | charley horse | charley horses
`;

/** Joints and limbs: their pain is a musculoskeletal symptom ('knee pain'). */
export const LIMB_PARTS: readonly string[] = [
  'knee',
  'shoulder',
  'neck',
  'hip',
  'ankle',
  'foot',
  'wrist',
  'hand',
  'elbow',
  'arm',
  'leg',
  'finger',
  'toe',
  'heel',
  'jaw',
];

/** The sides a part's pain is said on, between the possessive and the part ('pain in my right knee'). */
export const SIDE_WORDS: readonly string[] = ['left', 'right', 'both', 'other'];

/**
 * Symptoms said with pain before the part both are felt in ('pain and stiffness in my neck', 'pain and
 * swelling in my left ankle'): the part's pain is said, and the second symptom is read on its own.
 */
export const PAIN_COMPANIONS: readonly string[] = [
  'stiffness',
  'swelling',
  'numbness',
  'tingling',
  'tenderness',
  'weakness',
  'discomfort',
  'aching',
];

/** Other parts whose pain is named '<part> pain' ('eye pain', 'groin pain'). */
export const PAIN_PARTS: readonly string[] = ['eye', 'groin', 'flank', 'pelvic', 'calf', 'thigh'];

/**
 * Words that show a symptom was talked about though they do not name it (regular-expression sources over
 * normalised text, whole words): 'throwing up' is said where nausea is, a limb that 'can't move' is weak in
 * the extreme, sleep said to be short is insomnia told in other words. The writer never names the symptom
 * by them; the checker reads them only to know a symptom was mentioned, never that it was had.
 */
export const SYMPTOM_TALKED_OF: Readonly<Record<string, readonly string[]>> = {
  nausea: ['nause\\w*', 'throw(?:ing)? up', 'vomit\\w*'],
  vomiting: ['vomit\\w*'],
  dizziness: ['dizz\\w*', 'lightheaded\\w*', 'spinning'],
  insomnia: [
    '(?:trouble|difficult\\w*|hard time|problems?) (?:falling |staying )?(?:a)?sleep\\w*',
    "(?:can't|cannot|couldn't|not) (?:fall |stay )?(?:a)?sleep\\w*",
    '(?:much|enough|good) sleep',
    '(?:affect\\w*|impact\\w*|disturb\\w*|interrupt\\w*) (?:my|your|his|her) sleep',
  ],
  // Breathing said to be hard may be a blocked nose's ('a stuffy nose and it was hard to breathe'): talked of, not named.
  'shortness of breath': ['hard to breathe', 'difficult to breathe'],
  fatigue: ['tired\\w*', 'fatigu\\w*', 'exhaust\\w*'],
  weakness: ['weak\\w*', 'paraly\\w*', "(?:can't|cannot|not) (?:move|moving)", 'droop\\w*'],
  // The flank is the side of the trunk: patients say 'a pain in my left side'.
  'flank pain': [
    'flank',
    '(?:pain|hurt\\w*|ach\\w*|sore)\\b[^?]{0,60}\\b(?:my|your|his|her|the) (?:left |right )?side\\b(?! effect)',
  ],
};
