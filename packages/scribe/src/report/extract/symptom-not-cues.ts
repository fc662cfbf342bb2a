/**
 * A symptom's word that, with the words after it (phrase) or the word before it (before), names something
 * else: the mention is not the symptom. A phrase is a regular-expression source read at the symptom word's
 * start, a before source read up to it (symptom-mentions.ts). Adding a case is a row here and a test in
 * symptom-not.test.ts.
 */
export const NOT_THE_SYMPTOM: readonly { id: string; phrase?: string; before?: string }[] = [
  // Being tired of something is being fed up with it ('tired of these blood draws'); tired of feeling run down is fatigue.
  { id: 'tired-of', phrase: String.raw`tired of (?!feeling|being)` },
  // Anxious about something named is worry over it ('anxious about the results'), not anxiety.
  {
    id: 'anxious-about',
    phrase: String.raw`(?:anxious|anxiety) (?:about|over) (?!everything|things|it all|life|stuff)`,
  },
  // A weak urine stream is a urinary symptom, a weak pulse an examination finding: neither is weakness.
  { id: 'weak-stream', phrase: String.raw`weak(?:er)? (?:urinary |urine )?stream` },
  { id: 'weak-pulse', phrase: String.raw`weak(?:er)? (?:\w+ )?pulses?\b` },
  // The back of another part ('pain in the back of my knee') is pain of that part, not back pain.
  { id: 'back-of-a-part', phrase: String.raw`pain in (?:the|my|your|his|her) back of\b` },
  // A numbing medicine, cream or shot is a treatment given, not numbness the patient feels.
  {
    id: 'numbing-treatment',
    phrase: String.raw`numbing (?:\w+ )?(?:medicines?|medications?|creams?|gels?|shots?|injections?|agents?|sprays?|patch(?:es)?)\b`,
  },
  // Bleeding or swelling inside an organ ('bleeding in the brain', 'swelling in my brain') is a finding of a scan,
  // a haemorrhage or oedema, not the bleeding or swelling a patient sees.
  {
    id: 'inside-an-organ',
    phrase: String.raw`(?:bleeding|swelling|bleed) (?:in|on|around|of) (?:the |my |his |her |your )?(?:brain|skull|spine|spinal cord|bones?|lungs?|liver|kidneys?|heart)\b`,
  },
  // Weight lost on purpose is a goal met, not the symptom of weight loss a clinician looks into;
  // 'unintentional weight loss' stays the symptom.
  { id: 'intended-weight-loss', before: String.raw`\b(?:intentional|intended|planned|purposeful|deliberate)` },
  {
    id: 'weight-lost-on-purpose',
    phrase: String.raw`(?:lost|losing) (?:[a-z]+ ){0,3}?weight (?:on purpose|intentionally|by (?:diet|exercis|eating|cutting)|with (?:diet|exercise|weight watchers))`,
  },
  // Weight loss told as what eased something ('the weight loss has helped my knees') is a gain, not a complaint.
  {
    id: 'weight-loss-helped',
    phrase: String.raw`weight loss (?:has |have |had )?(?:really |also |greatly )?(?:helped|decreased|reduced|improved|relieved|eased)\b`,
  },
  // A weight loss programme, study or medicine is a treatment talked of, not weight the patient lost.
  {
    id: 'weight-loss-treatment',
    phrase: String.raw`weight loss (?:stud(?:y|ies)|programs?|programmes?|medications?|medicines?|drugs?|pills?|surgery|injections?|shots?|clinic|goals?)\b`,
  },
  // Air that cannot pass the nose ('i can't breathe through my nose') is a blocked nose, not shortness of breath.
  {
    id: 'breathe-through-the-nose',
    phrase: String.raw`(?:can't|cannot|couldn't|hard to|difficult to) breathe (?:\w+ ){0,2}?(?:out of|through) (?:my |your |his |her |the )?(?:nose|nostrils?)\b`,
  },
];
