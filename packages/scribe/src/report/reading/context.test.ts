import { describe, expect, it } from 'vitest';
import { CONTEXT_RULES } from './context-cues.js';
import { negation } from './context.js';
import type { CueSpeaker, Source } from './context-types.js';

/**
 * One example per context rule: the sentence, the words it is about, whether they are denied, and the
 * rule that decides. A rule without an example fails the last test, so a new row comes with its test.
 */
/** A review of systems longer than a spoken negation reaches. */
const LONG_LIST =
  'fever, chills, night sweats, fatigue, headache, blurred vision, sore throat, chest pain, palpitations, wheezing';

const EXAMPLES: {
  rule: string;
  text: string;
  about: string;
  negated: boolean;
  source?: Source;
  speaker?: CueSpeaker;
}[] = [
  { rule: 'neg:not-have', text: "i don't have a cough", about: 'cough', negated: true },
  { rule: 'neg:nobody-in-family', text: 'um nobody in my family has had cancer', about: 'cancer', negated: true },
  { rule: 'neg:havent-had', text: "i haven't had any fever", about: 'fever', negated: true },
  { rule: 'neg:no-sign-of', text: 'there is no sign of swelling', about: 'swelling', negated: true },
  { rule: 'neg:negative-for', text: 'negative for chest pain', about: 'chest pain', negated: true },
  { rule: 'neg:free-of', text: 'she has been free of seizures', about: 'seizures', negated: true },
  { rule: 'neg:wouldnt-say', text: "i wouldn't say any dizziness", about: 'dizziness', negated: true },
  { rule: 'neg:ruled-out', text: 'we ruled out a fracture', about: 'fracture', negated: true },
  { rule: 'neg:unaware', text: "i'm unaware of any swelling", about: 'swelling', negated: true },
  { rule: 'neg:cannot-recall', text: "i can't recall a fever or any kind of rash", about: 'rash', negated: true },
  { rule: 'neg:cannot-perceive', text: "i can't feel a pulse in her foot", about: 'pulse', negated: true },
  { rule: 'neg:cannot-perceive', text: 'i cannot hear any murmur today', about: 'murmur', negated: true },
  { rule: 'neg:cannot-perceive', text: 'i can not appreciate any swelling', about: 'swelling', negated: true },
  { rule: 'neg:yaad-nahi', text: 'yaad nahi ki bukhar tha', about: 'bukhar', negated: true },
  { rule: 'over:any-more', text: 'not having any more headaches', about: 'headaches', negated: true },
  { rule: 'neg:denies', text: 'she denies chest pain', about: 'chest pain', negated: true },
  { rule: 'neg:without', text: 'able to walk without pain', about: 'pain', negated: true },
  { rule: 'neg:never', text: 'never any vomiting', about: 'vomiting', negated: true },
  { rule: 'neg:dont', text: "it doesn't hurt", about: 'hurt', negated: true },
  { rule: 'neg:isnt', text: "the pain isn't constant", about: 'constant', negated: true },
  { rule: 'neg:none', text: 'neither nausea nor vomiting', about: 'vomiting', negated: true },
  { rule: 'neg:nothing', text: 'nothing like a rash', about: 'rash', negated: true },
  { rule: 'neg:no', text: 'no fever or chills', about: 'chills', negated: true },
  { rule: 'neg:not', text: 'it is not swollen', about: 'swollen', negated: true },
  // Pseudo-cues: the knowing, or the question before, is negated; the symptom is not.
  { rule: 'pseudo:not-sure-when', text: 'not sure what triggers my headaches', about: 'headaches', negated: false },
  {
    rule: 'pseudo:dont-know-when',
    text: "i can't recall when the headache started",
    about: 'headache',
    negated: false,
  },
  { rule: 'pseudo:pata-nahi-kab', text: 'pata nahi kab se bukhar hai', about: 'bukhar', negated: false },
  { rule: 'pseudo:answer-no', text: 'no, i have a cough', about: 'cough', negated: false },
  {
    rule: 'pseudo:no-side-put-right',
    text: 'my left no my right knee has been hurting',
    about: 'hurting',
    negated: false,
  },
  {
    rule: 'pseudo:dont-know-if-cause',
    text: "i don't know if it's related to the headache",
    about: 'headache',
    negated: false,
  },
  {
    rule: 'pseudo:not-if',
    text: 'not unless i walk a long way, then i get some wheezing',
    about: 'wheezing',
    negated: false,
  },
  {
    rule: 'pseudo:not-as-much',
    text: "i don't have quite as much shortness of breath now",
    about: 'shortness of breath',
    negated: false,
  },
  {
    rule: 'pseudo:not-as-much',
    text: 'not as many headaches since the new glasses',
    about: 'headaches',
    negated: false,
  },
  // Terminators: the negation stops before the symptom.
  { rule: 'end:but', text: 'no fever but a bad cough', about: 'cough', negated: false },
  { rule: 'end:new-subject', text: 'no fever, it is the cough that bothers me', about: 'cough', negated: false },
  {
    rule: 'end:more-likely',
    text: "i don't think this is a stroke, more likely a migraine",
    about: 'migraine',
    negated: false,
  },
  {
    rule: 'end:said-likely',
    text: "this is not a stroke it's most likely a migraine",
    about: 'migraine',
    negated: false,
  },
  {
    rule: 'end:naming',
    text: "your heart isn't pumping as strong as it should that's what we call heart failure",
    about: 'heart failure',
    negated: false,
  },
  { rule: 'end:subject-verb', text: 'no fever i have chills', about: 'chills', negated: false },
  {
    rule: 'end:plan-clause',
    text: "i'm not going to change your inhaler we'll start you on prednisone",
    about: 'prednisone',
    negated: false,
  },
  {
    rule: 'end:plan-clause',
    text: 'no more ibuprofen i want you to take acetaminophen',
    about: 'acetaminophen',
    negated: false,
  },
  {
    rule: 'end:new-topic',
    text: "i'm not changing your water pill now for your thyroid keep taking levothyroxine",
    about: 'levothyroxine',
    negated: false,
  },
  {
    rule: 'end:new-topic',
    text: 'no new rash as for your knee pain it is better',
    about: 'knee pain',
    negated: false,
  },
  {
    rule: 'end:new-topic',
    text: 'no chest pain and what about the cough you mentioned',
    about: 'cough',
    negated: false,
  },
  { rule: 'end:instead', text: "i don't have a fever just a sore throat", about: 'sore throat', negated: false },
  {
    rule: 'end:own-view',
    text: "i don't think it's a fracture i think it's a sprain",
    about: 'sprain',
    negated: false,
  },
  {
    rule: 'end:acknowledged',
    text: 'no nausea or vomiting okay and the diarrhea started yesterday',
    about: 'diarrhea',
    negated: false,
  },
  {
    rule: 'end:subject-happened',
    text: "i don't know i woke up with this numbness in my arm",
    about: 'numbness',
    negated: false,
  },
  { rule: 'end:own-clause', text: 'no fever, you know, i kinda get headaches', about: 'headaches', negated: false },
  { rule: 'end:positive-for', text: 'denies fever, positive for cough', about: 'cough', negated: false },
  { rule: 'end:positive-for', text: 'denies fever, positive for cough', about: 'cough', negated: false },
  {
    rule: 'end:presented-with',
    text: 'a man with no past history who presented to the clinic with the chief complaint of cough',
    about: 'cough',
    negated: false,
  },
  { rule: 'end:part-became', text: 'not since then my left hand became numb', about: 'numb', negated: false },
  {
    rule: 'end:test-found',
    text: "i don't have better news your reports confirm cancer",
    about: 'cancer',
    negated: false,
  },
  // Backward cues.
  {
    rule: 'neg:which-not-have',
    text: "a blood test that looks for thyroid disease, which i don't think you have",
    about: 'thyroid disease',
    negated: true,
  },
  {
    rule: 'neg:which-not-have',
    text: 'the scan looks for kidney stones, which you do not have',
    about: 'kidney stones',
    negated: true,
  },
  {
    rule: 'neg:which-ruled-out',
    text: 'we worried about a pulmonary embolism, which has now been ruled out',
    about: 'pulmonary embolism',
    negated: true,
  },
  { rule: 'over:said-after', text: 'the rash went away', about: 'rash', negated: true },
  { rule: 'over:said-after', text: 'the rash on my arm went away', about: 'rash', negated: true },
  { rule: 'over:said-after', text: 'the nausea resolved', about: 'nausea', negated: true },
  { rule: 'neg:ruled-out-after', text: 'a fracture was ruled out', about: 'fracture', negated: true },
  { rule: 'over:no-more', text: 'no more vomiting since sunday', about: 'vomiting', negated: true },
  { rule: 'over:no-more', text: 'i no longer get headaches', about: 'headaches', negated: true },
  {
    rule: 'over:denied-since',
    text: "i haven't had a headache since i started the pills",
    about: 'headache',
    negated: true,
  },
  { rule: 'over:denied-since', text: "i don't have nausea anymore", about: 'nausea', negated: true },
  { rule: 'neg:nahi-after', text: 'fever nahi hai', about: 'fever', negated: true },
  { rule: 'neg:illa-after', text: 'cough illa', about: 'cough', negated: true },
  { rule: 'neg:illa-after', text: 'vaanthi ellam illa', about: 'vaanthi', negated: true },
  { rule: 'neg:nahi-after', text: 'ulti vagaira nahi hua', about: 'ulti', negated: true },
  { rule: 'aff:this-bad', text: 'never had a headache this bad', about: 'headache', negated: false },
  { rule: 'aff:like-this', text: 'no pain like this before', about: 'pain', negated: false },
  { rule: 'aff:like-now', text: 'no redness or swelling like i do now', about: 'redness', negated: false },
  { rule: 'aff:never-before', text: 'i never felt palpitations before', about: 'palpitations', negated: false },
  // A written note's lists reach back to the start of the sentence.
  {
    rule: 'note:denies-list',
    text: `negative for ${LONG_LIST}, vomiting`,
    about: 'vomiting',
    negated: true,
    source: 'note',
  },
  {
    rule: 'note:did-not-have',
    text: `she did not notice ${LONG_LIST} or weight loss`,
    about: 'weight loss',
    negated: true,
    source: 'note',
  },
  {
    rule: 'note:end-positive',
    text: `denies ${LONG_LIST}; endorses cough`,
    about: 'cough',
    negated: false,
    source: 'note',
  },
  { rule: 'note:colon-none', text: 'hip pain: none', about: 'hip pain', negated: true, source: 'note' },
  { rule: 'neg:echoed-then-no', text: 'chest pain no', about: 'chest pain', negated: true, speaker: 'patient' },
];

describe('the context rules', () => {
  it.each(EXAMPLES)('$rule: "$text" → $about negated: $negated', ({ text, about, negated, rule, source, speaker }) => {
    const index = text.lastIndexOf(about);
    const decision = negation(text, index, index + about.length, source, speaker);
    expect(decision.negated).toBe(negated);
    // A terminator or pseudo-cue decides by stopping a cue: the sentence without it is denied.
    if (rule.startsWith('end:') || rule.startsWith('pseudo:') || rule === 'note:end-positive') return;
    // The last rule to act decides ('no headaches since': a denial, which 'since' turns to had and over).
    expect(decision.rules.at(-1)).toBe(rule);
    expect(decision.rules.length).toBeLessThanOrEqual(2);
    // An 'over' row says had and over, not there today yet not denied; no other row does.
    expect(decision.over !== undefined).toBe(rule.startsWith('over:'));
  });

  it("a patient's checklist answer ('fever no') denies; the same words from the clinician, or anyone unknown, do not", () => {
    const text = 'vomiting no';
    const read = (speaker?: CueSpeaker) => negation(text, 0, 8, 'talk', speaker).negated;
    expect(read('patient')).toBe(true);
    expect(read('clinician')).toBe(false);
    expect(read()).toBe(false);
    // The denial must end the sentence: 'chest pain no worse' goes on to say how it is.
    expect(negation('chest pain no worse than before', 0, 10, 'talk', 'patient').negated).toBe(false);
  });

  it('a written note is read as talk too: its own lists only add denials', () => {
    const text = `no ${LONG_LIST} or vomiting`;
    const at = text.indexOf('vomiting');
    expect(negation(text, at, at + 8, 'talk').negated).toBe(false);
    expect(negation(text, at, at + 8, 'note').negated).toBe(true);
  });

  it("an inability that is no examiner's sense is a symptom said to be there", () => {
    const symptoms: [string, string][] = [
      ["i can't breathe at night", 'breathe'],
      ['i can not sleep since the fall', 'sleep'],
      ['she could not walk on it', 'walk'],
      ["i can't feel my toes they're numb", 'numb'],
    ];
    for (const [text, about] of symptoms) {
      const at = text.indexOf(about);
      expect(negation(text, at, at + about.length).negated).toBe(false);
    }
  });

  it("a plan said inside the doubt still denies: 'I don't think we'll need antibiotics'", () => {
    const text = "i don't think we'll need any antibiotics";
    const at = text.indexOf('antibiotics');
    expect(negation(text, at, at + 11).negated).toBe(true);
  });

  it('a condition followed by what the patient does have is not denied', () => {
    const text = 'we will keep treating the asthma, which you have had since childhood';
    const at = text.indexOf('asthma');
    expect(negation(text, at, at + 6).negated).toBe(false);
  });

  it('every presence rule has an example here', () => {
    const tested = new Set(EXAMPLES.map((e) => e.rule));
    const presence = CONTEXT_RULES.filter((r) => r.qualifier === 'presence' && (r.target ?? 'mention') === 'mention');
    expect(presence.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });
});
