import type { Certainty } from './types.js';

/**
 * A confirmed 'you have …' names a disease or injury, not a symptom the history already holds. The lexicon
 * cannot hold every condition, so a name is known for one by its form: a suffix of disease ('-itis',
 * '-osis', '-emia', '-algia', '-plegia') or a head noun of one ('syndrome', 'deficiency', 'abuse', 'tear').
 */
export const DIAGNOSTIC =
  /(?:itis|osis|iasis|emia|pathy|oma|ism|megaly|plasia|trophy|penia|algia|plegia|paresis|malacia)\b|\b(?:strain|sprain|fracture|tear|rupture|avulsion|infection|disease|disorder|syndrome|injury|deficiency|failure|insufficiency|abuse|misuse|dependence|addiction|palsy|pox|cyst|stones?|ulcer|hernia|apnea|cancer|tumor|contusion|dislocation|pneumonia|bronchitis|gout|anemia|fibrillation|murmur|regurgitation|stenosis|effusion|embolism|clot|uti|concussion|virus|flu|covid|impingement|herniat\w*|polyp|exacerbation|flare|dehydration|trauma|tics?|exposure|impaction|chronic \w+|abscess|wound|laceration|burn|hepatitis \w)(?:e?s)?\b/;
/**
 * A condition named within the next few words ('it's a stress fracture', 'this is not plantar fasciitis'),
 * not words about one ('it's a treatment for gout', 'it's usually a viral infection').
 */
const CONDITION_AHEAD = String.raw`(?=(?:(?!(?:treatment|medicine|medication|drug|test|risk|sign|symptom|cause|part|side|chance|way|thing|question|not|no|never|usually|often|sometimes|typically|for|to|with|about|from|of|if|when)\b)[a-z'-]+ ){0,3}[a-z'-]*(?:${DIAGNOSTIC.source}))`;

/**
 * How clinicians state a diagnosis, with the certainty each wording carries. The phrase after the cue is
 * the diagnosis; 'for your first problem, your diabetes' names a problem the plan then addresses.
 */
export const STATEMENTS: [RegExp, Certainty][] = [
  [
    new RegExp(
      String.raw`\b(?:(?:has|have|has been|have been|was|were|is) )?ruled out (?:for )?|\b(?:it's|it is|this is|that's|that is) not (?:a |an )?(?:(?=\w+ ?\w* ?(?:stroke|heart attack))|${CONDITION_AHEAD})`,
    ),
    'ruled out',
  ],
  [
    /\b(?:(?:feared|fear|worried|concerned)(?: that)? (?:she|he|you|they) (?:had|has|have|might have|may have)|concern(?:ed)? (?:about|for)|worried about|suspicious for|could (?:be|have)|might (?:be|have)|may (?:be|have)|possib(?:le|ly)|rule out|differential (?:includes|is)|can't rule out|not sure if (?:it's|this is))\s*/,
    'possible',
  ],
  [
    /\b(?:i (?:do )?(?:think|believe|suspect|feel)(?: that)?(?: what)? (?:(?:you|she|he|they)(?:'ve| have| has| probably have| probably has| likely have| likely has| might have| may have)?\b(?: got)?(?: is)?|[a-z]+ (?:does have|has got|has)|this is|it's|it is|that's|that is|we're dealing with|you're dealing with|this is probably|you probably|there's|it was)|(?:i am|i'm|we are|we're) suspecting|i suspect (?:an?|some) |(?:i am|i'm) (?:pretty |fairly |quite |very |almost )?(?:sure|confident|certain)(?: that)? (?:you(?:'ve| have)(?: got)?|(?:she|he|they) (?:has|have)|this is|it's|it is|that's|that is|we're dealing with)|(?:we are|we're|you are|you're) dealing with|(?:^|\b(?:it|this|that|(?!not\b|never\b)(?<!')[a-z]+) )(?:looks?|sounds?|seems?|appears?) (?:like|to be|that)(?: you have| you've got| (?:she|he|they) (?:has|have)| it's| it is| this is| an?(?= ))?|consistent with|(?:most )?likely (?:have |has |is |a |an )?|probabl[ey] (?!(?:do|go|get|order|need|want|start|be|try|see|send|check|put|give|just|also|gonna|wanna|going|repeat|come|take)\b)(?:have |has |is |a |an )?|suggestive of|in keeping with|my (?:impression|assessment|diagnosis)(?: here| of you)?(?: is| would be| will be)?(?: is)?(?: that)?(?: you have| you've had| you had| this is| it's)?|(?:is|are) (?:due to|caused by|related to|from)|impression(?: is)?[:,]?|assessment(?: is)?[:,]|presentation is|(?:we are|we're) looking at|(?:this|it) is a case of|case of|suffering from)\s*/,
    'probable',
  ],
  [
    /\b(?:what (?:i|we) see (?:here )?is|(?:she|he|they|the patient|your (?:son|daughter|child|baby|mother|father|mom|dad|wife|husband)) (?:also )?(?:does have|do have|has|have|had|has got|developed)(?= (?:a |an |the |some )?(?:[a-z'-]+ ){0,4}?[a-z'-]*(?:infection|itis|osis|emia|oma|pathy|fracture|sprain|strain|disease|syndrome|deficiency|failure|hypertension|high blood pressure|diabetes|asthma|copd|anemia|pneumonia|gout|trauma|exposure|injury|stones?)\b)|(?:x-?rays?|mri|ct|scan|ultrasound|radiographs?|imaging|study|biopsy|tests?|results?|blood ?work|labs?|lab work|urine|urinalysis|culture|swab|ekg|ecg|echo(?:cardiogram)?|report) (?:also |clearly )?(?:came back )?(?:showing|shows?|showed|revealing|reveals?|revealed|demonstrates?|confirms?|confirmed|(?:is |was |came back )?positive for|indicates?)\b|you(?:'ve got| have got| do have| have| got| developed| have developed)|(?:it|the \w+) says (?:that )?(?:you|she|he) (?:had|have|has)|(?:we|i)(?: now)?(?: have|'ve)?(?: now)? added|(?:diagnos(?:ed|is)(?: you)?(?: with| of| is)?)|confirms?)\s*/,
    'confirmed',
  ],
  [
    new RegExp(
      String.raw`\b(?:this is|it is|it's)(?: (?:just|only|simply|definitely|clearly|actually))? (?:a |an )?${CONDITION_AHEAD}`,
    ),
    'confirmed',
  ],
];
export const HISTORY = /\b(?:history of|in the past|years ago|last year|when you were|as a child|previously|used to)\b/;
/** A clinician describing the examination or a result: findings, not yet a diagnosis. */
export const FINDING =
  /\b(?:palpat\w*|tender\w*|range of motion|on (?:your |the |physical )?exam\w*|i (?:see|feel|hear|appreciate)(?! is)|reflexes|strength)\b/;
export const PLAN_TALK =
  /(?<=^|[,.;] |\bso,? )under\b|\b(?:plan|problem|issue|number \d|in terms of|regarding|as far as|as for|with regards?|moving on|turning|i want|i'd like|we'll|we will|let's|continue|start|order|increase|decrease|refer|recommend|prescribe|wanna|gonna|going to)\b/;
/** 'from a diabetes standpoint' — the problem named before the word. */
export const STANDPOINT =
  /\bfrom (?:a|an|the|your|his|her) ((?:[a-z'-]+ ){0,4}[a-z'-]+) (?:standpoint|perspective|point of view)\b/g;
/** 'for your first problem, your type 2 diabetes', 'under her hirsutism, …' — the problem the plan turns to next. */
export const PROBLEM =
  /\b(?:(?:(?<=^|[,.;] |\bso,? )under|for|regarding|about|as for|as far as|in terms of|with regards? to|with respect to|moving on to|turning to|now for|next is|number \d+ is|problem \d+ is|the (?:first|next|second|third|last|other|final) (?:one|1|problem|issue|thing) is)\s+(?:your |the |her |his |you (?=(?:first|next|second|third|last|other|final) ))?(?:(?:first|next|second|third|last|other|final) )?(?:problem|issue|concern|diagnosis)?(?: of| is)?[, ]*(?:your |the |her |his )?|number \d+[,.]?\s+|(?:status post|(?:female|male|woman|man|gentleman|lady|patient) (?:status )?post|s\/p)\s+|(?:here|seen|referred|presents?|presenting|coming in|admitted|being admitted) (?:today )?(?:for|with) (?:evaluation of |follow-?up of |a |an |his |her |your )?)/;
/** A visit's reason the clinician states ('here for back pain', 'presenting with chest pain'): a problem of the visit. */
export const VISIT = /^(?:here|seen|referred|presents?|presenting|coming in|admitted|being admitted) |\bpost\s+$/;
export const MEDICAL =
  /(?:itis|osis|iasis|emia|pathy|algia|oma|ism|megaly|plasia|trophy|penia|plegia|paresis|malacia)\b|\b(?:strain|sprain|fracture|tear|rupture|avulsion|abuse|misuse|palsy|pox|infection|disease|disorder|syndrome|injury|deficiency|failure|insufficiency|stones?|ulcer|hernia|reflux|apnea|cancer|tumor|mass|nodule|cyst|lesion|contusion|dislocation|hypertension|diabetes|asthma|copd|pneumonia|bronchitis|gout|arthritis|anemia|obesity|depression|anxiety|insomnia|migraines?|pain|allerg\w*|eczema|acne|psoriasis|cirrhosis|fibrillation|murmur|regurgitation|stenosis|effusion|infarct\w*|embolism|clot|uti|concussion|cholesterol|blood pressure|sugar|thyroid|virus|viral|bacterial|flu|covid|cold|sinus\w*|spasm|inflammation|impingement|tendon\w*|ligament|meniscus|acl|mcl|lcl|pcl|disc|herniat\w*|neuropath\w*|lupus|hepatitis|fatty liver|dementia|seizures?|epilepsy|stroke|angina|palpitations?|vertigo|gerd|ibs|colitis|crohn's|prostat\w*|kidney|bladder|gallstones?|cellulitis|abscess|wound|laceration|burn|bite|rash|dermatitis|hives|polyp|exacerbation|flare|nephropathy|retinopathy|deconditioning|weakness|dehydration|hypoglycemia|hyperglycemia|overweight|smoking|alcohol|substance|bipolar|adhd|ptsd|schizophrenia|repair|surgery|replacement|transplant|bypass|menopause|mood swings|mood|uri|urti|hay fever|exposure|pathogens?|ingestion|poisoning|overdose|bites?|stings?|trauma|accident|burns?|wounds?|aneurysm|carcinoma|esophagitis|gastritis|hypogonadism|goiter|sepsis|septic|hypothermia|dependence|addiction|memory loss|tics?|goiter|impaction|foreign body|reactions?|hyperlipidemia|hypothyroid\w*|hyperthyroid\w*|\w+(?:plasty|ectomy))(?:e?s)?\b/;
export const NOT_A_DIAGNOSIS =
  /\bany\b|^(?:disease|disorder|syndrome|condition)s?(?: of\b.*)?$|^(?:infections|surgery)$|^(?:diagnos[ie]s|(?:kinds?|types?) of|to [a-z]+|at this time|follow-?up|[a-z]+ing (?:more|less|to|it|them)|(?:first|second|third|next|other|last) (?:problem|issue))\b|^(?:other|reason|cause|result|part|sign|signs|symptom|symptoms|side effects?|one of|you|it|that|this|we|i|he|she|they|good|great|fine|okay|well|doing|going|gonna|a little|little|some|really|very|just|not|no|like|kind of|what|how|there|here|so|too|more|less|all|any|anything|something|nothing|everything|pretty|probably|most|the best|better|worse|normal|time|sure|important|because|if|when|your (?:vital|exam|test|result))\b/;
/** Words that own a condition named for a person or a part ('baker's cyst', 'athlete's foot', 'bell's palsy'). */
const POSSESSED = `[a-z-]*(?:${DIAGNOSTIC.source}|\\b(?:cyst|foot|knee|elbow|ear|toe|thumb|finger|neuroma|node|sign|phenomenon|lung)\\b)`;
/** A condition named after a person, said without its noun ('hashimoto's', 'sjogren's'); not a pronoun's or a relative's. */
export const EPONYM =
  /\b(?!(?:it|that|what|there|he|she|who|here|let|where|how|one|everyone|someone|mother|father|mom|dad|wife|husband|son|daughter|sister|brother|doctor|today|patient|parent|child|baby|body|family|friend)'s)[a-z-]{3,}'s$/;
/**
 * Where a diagnosis's words end. An ''s' ends them ('it's', 'the knee's fine') unless it names a condition
 * after a person: before the condition's word ('bell's palsy') or last in the clause ('you have crohn's').
 */
export const CUT = new RegExp(
  `\\s*(?:[,.;?!]|'s\\b(?!(?: [a-z'-]+)? ${POSSESSED}|\\s*(?:[,.;?!]|$))|` +
    String.raw`\b(?:and (?:i|we|you|that|it|so|then|this)|also called|also known as|known as|called as|so|which|that|because|but|since|as well|i|we|you|we'll|i'll|let's|right now|at this point|today|for now|given|based on|from|okay|alright|due to|secondary to|caused by|is|are|was|were|has|have|had|looks|seems|or|versus|vs|(?<!along )with|when|how|what|as long as|if|then|now|there|here|said|who|where|like)\b)`,
);
export const LEAD =
  /^(?:(?:a|an|the|some|your|her|his|their|this|that|these|its|it's|is|are|for your|for the|for|of|um|uh|due to|related to|caused by|you have|you've got|this episode of|an episode of|episode of|what you have is|what we have is|here|would be|kind of|sort of|probably|likely|just|do|does|did|have|having|has|had|got|a little bit of|a little|a bit of|little bit of|bit of|touch of|bad case of|case of|form of|an element of|element of|contribution of|component of|some sort of|what we call|what's called|what is called|called|still|also|really|all|you've had|you had|you've been having)\s+)+/;
export const VERB_FIRST =
  /^(?:completed|got|been|done|taken|taking|tried|started|stopped|doing|getting|seen|used|gone|went|said|told|noticed|mentioned|endorsing|endorsed|reported|experienced|experiencing|developed|need|needs|want|wants|seem|look|going|coming|feeling|making|keeping|continue|continuing)\b/;
export const NOT_A_PROBLEM =
  /\b(?:function|levels?|results?|numbers?|readings?|exam|x-?rays?|labs?|tests?|scan|vitals?|heart rate|medications?|medicine|pills?|vaccine|shot|appointment|visit)\b/;
export const FILLER = /,?\s*\b(?:um+|uh+|er(?![/-])|you know|i mean)\b,?/g;

/** A name given to what the patient has: 'it is called onychomycosis', 'a condition we call farmer's lung', 'also known as gastroenteritis'. */
export const NAMING =
  /\b(?:(?:it|this|that) is (?:what (?:we|doctors) )?called|(?:it's|this's|that's) (?:what (?:we|doctors) )?called|(?:also )?known as|also called(?: as)?|called as|(?:a condition |something |what )?(?:we|doctors) call(?: it| this| that)?|(?:we'll|we will|i'll|i will) (?:list|document|put|code)(?: it| this| that)?(?: in (?:my|the|your) (?:note|chart|records?))? as|(?:which|what) is called|in medical terms(?: it is| it's)?)\s*/g;
/** What a clinician does with a condition they manage: 'keep track of your …', 'check on your …', 'medicine for your …'. */
export const TENDING =
  /\b(?:keep(?:ing)? (?:track of|an eye on)|check(?:ing)? (?:on|up on)|monitor(?:ing)?|manag(?:e|ing)|control(?:ling)?|treat(?:ing)?|work(?:ing)? on|follow(?:ing)? up on|medications? for|medicines? for|pills? for|for) (?:your|her|his|their|the) $/;
/** How a managed condition is doing: 'your diabetes is out of control', 'your blood pressure is a little better'. */
export const COURSE =
  /^ (?:is|are|has been|have been|seems?|looks?|remains?|was|were|'s) (?:(?:still|now|a little|a bit|little|really|very|pretty|well|much|not|fairly|quite|getting|doing|somewhat|way too|too) )*(?:controlled|under control|out of control|uncontrolled|stable|better|worse|improv\w*|resolv\w*|managed|high|elevated|up)\b/;
/** A result or a problem the clinician says has cleared: 'your kidney failure is resolved'. */
export const RESOLVED =
  /\b(?:your|her|his|their|the) ((?:[a-z'-]+ ){0,3}[a-z'-]+) (?:is|are|has|have)(?: now| completely| all| also)? (?:resolved|healed|cleared up|gone away)\b/g;
/** A dictated assessment heading ('assessment and plan', 'impression:'): short sentences after it are problem headings. */
export const HEADING =
  /(?:^|[.?!]\s+)(?:so |okay |alright )?(?:assessment|impression|diagnos[ie]s)(?: and (?:my |the |your )?plan)?(?: for you)?\s*[:.,]?\s*/;
/** Words of a sentence rather than a problem heading. */
export const CLAUSE_WORD =
  /\b(?:is|are|was|were|be|been|has|have|had|do|does|did|will|would|can|could|should|may|might|i|we|you|he|she|they|it|that's|it's|let's|okay|alright|so|um|uh|yeah|thank|thanks|please|for|today|now|here|going|gonna|gon|want|wan|my|your)\b/;

/** A clinician explaining the word they gave the patient's problem: 'the hepatomegaly means the liver is enlarged'. */
export const EXPLAINED =
  /\b(?:the|your|this|that) ((?:[a-z'-]+ )?[a-z'-]+(?:itis|osis|emia|megaly|plasia|trophy|penia|pathy|oma))(?:e?s)? (?:means|is when|is what happens when|is an? (?:inflammation|infection|condition|disease|swelling|enlargement))\b/g;
