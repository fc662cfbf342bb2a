import { regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { aboutCompanion } from './companion.js';
import { isNegated } from '../reading/context.js';
import { pronounsFor, thirdPerson } from './person.js';
import type { ClinicalFacts, Seg } from './types.js';
import { replyTo, utterancesOf } from './utterances.js';

type SocialKey = keyof ClinicalFacts['social'];

/** Words of a person's work: 'works as', 'my job', 'retired', 'what do you do', 'homemaker'. */
const OCCUPATION_WORDS = [
  'work(?:s|ing|ed)? (?:as|at|in|for)',
  '(?:my|your|her|his) (?:job|work|profession)',
  'line of work',
  'kind of work',
  'occupation',
  'profession',
  String.raw`employ\w*`,
  'retired',
  'for a living',
  'what do you do',
  'homemaker',
  'housewife',
];
/** The subject words of each social-history line: a sentence fills a line only when it names that line's subject. */
const SUBJECTS: [SocialKey, RegExp, string][] = [
  [
    'tobacco',
    /\b(?:smok\w*|cigarettes?|cigars?|tobacco|vap(?:e|es|ing)|nicotine|packs? (?:a|per) day)\b/,
    'Denies tobacco use',
  ],
  [
    'alcohol',
    /\b(?:alcohol|drink(?:s|ing)?(?! (?:water|fluids|plenty|lots|more|enough))|beers?|wine|liquor|whiskey|vodka)\b/,
    'Denies alcohol use',
  ],
  [
    'substances',
    /\b(?:marijuana|cannabis|weed|cocaine|heroin|meth\w*|recreational drugs?|street drugs?|illicit drugs?|drug use)\b/,
    'Denies drug use',
  ],
  ['occupation', regex([wordsOf(OCCUPATION_WORDS)]), ''],
  [
    'livingSituation',
    /\b(?:li(?:ve|ves|ving|ved) (?:with|alone|by (?:my|him|her)self|at home|in)|married|widow\w*|divorced|nursing home|assisted living)\b/,
    '',
  ],
];
/** The clause around a subject: from the clause's start to its end, at most 16 words. */
function clauseAround(text: string, re: RegExp): string | null {
  const m = re.exec(text);
  if (!m) return null;
  const bounds = [...text.slice(0, m.index).matchAll(/[,.;]\s+|\b(?:but|and then|so)\s/g)].map(
    (b) => b.index + b[0].length,
  );
  // At most six words before the subject, so the subject stays in the clause.
  const start = Math.max(0, ...bounds, text.slice(0, m.index).split(' ').slice(0, -7).join(' ').length);
  const tail = text.slice(m.index);
  const end = /[,.;?!]|\s(?:but|so|and i|and we|because)\s/.exec(tail);
  const clause = text
    .slice(start, m.index + (end ? end.index : tail.length))
    .replace(/^(?:(?:yes|yeah|no|well|um|uh|oh|so|and|okay)[, ]+)+/, '')
    .trim();
  return clause.split(' ').length >= 2 ? clause.split(' ').slice(0, 16).join(' ') : null;
}

function put(facts: ClinicalFacts, key: SocialKey, value: string, ids: string[]) {
  if (!facts.social[key])
    facts.social[key] = { value: value.charAt(0).toUpperCase() + value.slice(1), segmentIds: ids };
}

/**
 * Social history, one line per subject (tobacco, alcohol, other substances, occupation, living
 * situation). A question about the subject is answered by the reply ('no' → 'Denies tobacco use'; else
 * the reply's words in the third person); a statement fills the line of the subject it names.
 */
export function extractSocial(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  const p = pronounsFor(facts.sex?.value);
  all.forEach((u, i) => {
    for (const [key, re, denial] of SUBJECTS) {
      if (facts.social[key] || !re.test(u.text)) continue;
      if (u.question) {
        if (u.seg.role !== 'Doctor') continue;
        const reply = replyTo(all, i, segs);
        if (!reply) continue;
        const ids = [u.seg.id, ...reply.ids.filter((id) => id !== u.seg.id)];
        const polarity = answerPolarity(reply.text);
        const said = clauseAround(reply.text, re) ?? (polarity === false ? null : reply.text.split(/[.?!]/)[0]!.trim());
        if (polarity === false && denial && !said) put(facts, key, denial, ids);
        else if (said && said.split(' ').length <= 16) put(facts, key, thirdPerson(said, p), ids);
        continue;
      }
      const clause = clauseAround(u.text, re);
      // A companion's habits are their own ('I smoke too'); what they say of the patient is the patient's.
      if (!clause || aboutCompanion(u.seg, u.text, u.text.indexOf(clause) + clause.search(re))) continue;
      const m = re.exec(clause);
      const value = u.seg.role === 'Doctor' ? clause.replace(/^(?:you|your)\b/, 'patient') : thirdPerson(clause, p);
      const denied =
        m !== null && isNegated(clause, m.index, m.index + m[0].length) && denial && u.seg.role === 'Doctor';
      put(facts, key, denied ? denial : value, [u.seg.id]);
    }
  });
}
