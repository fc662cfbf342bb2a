// A report statement in spoken form: words a clinician says in the room but never writes in a note.
// The writer's note language target is at most 1% of statements in spoken form and at most 10% of reports
// with any. A statement is in spoken form when it has one of:
//   - first or second person (I, me, my, we, you, your) outside quoted speech: a note speaks of 'the
//     patient', never to them ('your heart sounds fine') nor as the clinician ('I don't see any');
//   - a filler: um, uh, hmm, yeah, you know, I mean, okay so, go ahead and, gonna, kind of / sort of as a
//     hedge ('kind of sore', not 'a kind of rash'), like before a comma or opening the statement, okay,
//     so or well opening it, okay closing it;
//   - a trailing fragment: it ends on a conjunction, article, possessive or a preposition that is not left
//     at the end of a whole sentence ('stay off your leg for', but 'where the pain came from' is whole), or
//     it is a sentence of prose under 3 words with no clinical noun (a symptom, condition, medicine,
//     allergen, body part, test, number or other clinical word: 'Yes, does'). A list item is a noun phrase
//     and is short by nature ('Contusion', 'lipid panel'), so the length rule reads prose only;
//   - a word said twice in a row ('the the').
// The rules are kept simple on purpose: the figure is a bench measure, and each reason is printed with its
// example so that a false alarm can be seen.
import { bodyPartsIn } from './body.mjs';

const wordsOf = (list) => `\\b(?:${list.join('|')})\\b`;
const words = (list) => new RegExp(wordsOf(list), 'i');

// Quoted speech is the patient's own words, which a note may cite: "it feels like my knee gives way".
const QUOTED = /"[^"]*"|“[^”]*”|(?<=^|\s)'[^']+'(?=[\s.,;:!?]|$)/g;
// A capital I that is a numeral, not the speaker: type I diabetes, grade I, stage I.
const NUMERAL_I = /\b(?:type|grade|stage|class|phase|level|tier)\s+I\b/gi;
const PERSON = words(['I', 'me', 'my', 'we', 'you', 'your']);
const FILLER = words([
  'um+',
  'uh+',
  'uhm',
  'erm',
  'hmm+',
  'mm-hmm',
  'uh-huh',
  'yeah',
  'gonna',
  'wanna',
  'kinda',
  'sorta',
  'you know',
  'I mean',
  'okay so',
  'go ahead and',
]);
// 'Okay', 'alright', 'so', 'well' or 'oh' opening a statement, as a speaker starts a turn ('so far' is
// written), and 'okay' or 'alright' closing it, as a speaker checks they were followed.
const OPENER = /^(?:okay|ok|alright|all right|so(?! far)|well|oh)\b/i;
const CLOSER = /\b(?:okay|alright|all right)[.?!]*$/i;
// 'Like' as a filler: opening the statement, before a comma, or next to another filler (', like their
// torso' is 'such as', and stays).
const LIKE = /^like\b|\blike,|\b(?:um|uh)\s+like\b|\blike\s+(?:um|uh)\b/i;
// 'Kind of' / 'sort of' are hedges unless a determiner makes them a noun ('a kind of', 'what sort of').
const HEDGE = /(\b\w+\s+)?\b(?:kind|sort)\s+of\b/gi;
const DETERMINER = words([
  'a',
  'an',
  'the',
  'what',
  'which',
  'this',
  'that',
  'any',
  'some',
  'same',
  'no',
  'every',
  'other',
  'one',
  'another',
  'different',
  'certain',
  'particular',
  'all',
]);
// Words a written statement does not end on: conjunctions ('3 days or so', 'doing so' are whole), articles,
// possessives ('her' is also 'lives with her'), and the prepositions a sentence does not leave at its end
// ('came from', 'went on', 'if they try to' are whole).
const ENDINGS = [
  ...['and', 'or', 'but', 'so', 'because', 'if', 'than', 'as'],
  ...['the', 'a', 'an', 'my', 'your', 'his', 'their', 'its', 'our'],
  ...['of', 'for', 'at', 'by', 'into', 'like', 'with'],
];
const TRAILING = new RegExp(`(?<!\\b(?:or|do|doing|did|done) )${wordsOf(ENDINGS)}$`, 'i');
const LABELLED = /^[A-Z][a-z]+:/;
const REPEATED = /\b([a-z']+)\s+\1\b/i;
// Clinical words beyond the extractor's lexicons: tests, specialties, people, the record's own terms.
const CLINICAL = words([
  '\\w+(?:itis|osis|ectomy|otomy|plasty|ology|ologist|gram|graphy|scopy|emia|pathy|algia|oma)',
  'x-?rays?',
  'mri',
  'ct',
  'ekg',
  'ecg',
  'labs?',
  'scans?',
  'ultrasound',
  'blood work',
  'biopsy',
  'therapy',
  'surgery',
  'injections?',
  'vaccines?',
  'exam',
  'male',
  'female',
  'man',
  'woman',
  'boy',
  'girl',
  'patient',
  'smok\\w*',
  'alcohol',
  'tobacco',
  'drinks?',
  'vap\\w*',
  'socially',
  'married',
  'divorced',
  'widowed',
  'single',
  'retired',
  'works?',
  'lives',
  'follow-?up',
  'refill',
  'rash',
  'pain',
  'infection',
  'fracture',
  'injury',
  'wound',
  'tumou?r',
  'stones?',
  'disease',
  'marijuana',
  'cannabis',
  'drugs',
]);

/**
 * Why a statement reads as spoken rather than written, empty when it reads as written. `prose`: a
 * sentence of a prose item (else a list item); `lex` gives the extractor's lexicons.
 */
export function spokenReasons(text, prose, lex) {
  const t = text.replace(QUOTED, ' ').replace(NUMERAL_I, ' ').trim();
  // A sentence led by a label ('Assessment: hypogonadism.') is a list in prose: the length rule does not read it.
  const short = prose && !LABELLED.test(t) && t.split(/\s+/).length < 3;
  const out = [];
  if (PERSON.test(t)) out.push('person');
  if (FILLER.test(t) || OPENER.test(t) || CLOSER.test(t) || LIKE.test(t) || hedged(t)) out.push('filler');
  if (TRAILING.test(t.replace(/[\s.,;:!?]+$/, '')) || (short && !clinical(t, lex))) out.push('fragment');
  if (REPEATED.test(t)) out.push('repeated word');
  return out;
}

const hedged = (t) => [...t.matchAll(HEDGE)].some((m) => !m[1] || !DETERMINER.test(m[1]));

function clinical(t, lex) {
  const n = lex.normalise(t);
  return (
    /\d/.test(t) ||
    CLINICAL.test(t) ||
    bodyPartsIn(t).length > 0 ||
    [lex.symptomMentions, lex.conditionsIn, lex.drugMentions, lex.allergenMentions].some((f) => f(n).length > 0)
  );
}

/** Statements of a report, as the checker bench reads them: each list item, and each sentence of a prose item. */
export function statementsOf(items) {
  return items.flatMap((i) =>
    i.prose
      ? i.text
          .split(/(?<=[.?!])\s+(?=[A-Z0-9])/)
          .filter((s) => s.trim())
          .map((text) => ({ path: i.path, text, prose: true }))
      : [{ path: i.path, text: i.text, prose: false }],
  );
}

export const newSpokenTally = () => ({ statements: 0, spoken: 0, reports: 0, withAny: 0, found: [] });

/** Adds one report's statements (`items` from reportItems) to the tally, keeping each spoken one with its path. */
export function addSpoken(t, id, items, lex) {
  let any = false;
  for (const s of statementsOf(items)) {
    t.statements++;
    const why = spokenReasons(s.text, s.prose, lex);
    if (!why.length) continue;
    t.spoken++;
    any = true;
    t.found.push(`[${id}] ${s.path} (${why.join(', ')}): ${s.text}`);
  }
  t.reports++;
  if (any) t.withAny++;
}
