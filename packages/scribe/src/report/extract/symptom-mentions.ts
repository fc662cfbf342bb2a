import { oneOf } from '../pattern.js';
import { listNegations } from '../reading/context.js';
import type { CueSpeaker, Decision } from '../reading/context-types.js';
import { PAIN_COMPANIONS, SIDE_WORDS } from '../vocabulary/symptoms.js';
import { breathingPositions } from './breathing-position.js';
import { conditionsIn } from './conditions-in.js';
import { CONDITIONS } from './lexicon-conditions.js';
import { SYMPTOMS, type SymptomTerm } from './lexicon-symptoms.js';
import { NOT_THE_SYMPTOM } from './symptom-not-cues.js';
import { findTerm, termMatcher } from './text.js';

/** Words after a symptom's word, read at the word's start, or the word before it, that make it something else. */
const NOT_THE_SYMPTOM_RES = NOT_THE_SYMPTOM.map((n) => ({
  after: n.phrase ? new RegExp(`^(?:${n.phrase})`) : null,
  before: n.before ? new RegExp(`(?:${n.before})\\s+$`) : null,
}));
/**
 * Whether the words around a symptom's word at `at`, `length` long, make it something else. Words the symptom's
 * own term already spans are that symptom ('weak stream' is a difficulty urinating, though it is no weakness).
 */
const notTheSymptom = (sentence: string, at: number, length: number) =>
  NOT_THE_SYMPTOM_RES.some(
    (not) => (not.after?.exec(sentence.slice(at))?.[0].length ?? 0) > length || not.before?.test(sentence.slice(0, at)),
  );

/** Each symptom with the patterns of its words, in the lexicon's order. */
export const PATTERNS = SYMPTOMS.map((s) => ({ term: s, res: s.variants.map(termMatcher) }));
/**
 * A part's pain said once after a list of parts ('any neck or back pain', 'knee ankle or foot pain'): each part
 * named is in pain as the last one is. The parts are the one-word heads of the lexicon's '… pain' names.
 */
const PAIN_OF = new Map(
  SYMPTOMS.flatMap((s) =>
    s.variants.filter((v) => /^[a-z]+ pain$/.test(v)).map((v) => [v.split(' ')[0]!, s] as [string, SymptomTerm]),
  ),
);
const PART = `(?:${[...PAIN_OF.keys()].join('|')})`;
const SIDE = `(?:${oneOf(SIDE_WORDS)} )?`;
const ONE = `(?:(?:the|your|my|his|her) )?${SIDE}${PART}`;
const PARTS_THEN_PAIN = new RegExp(`\\b${ONE}(?:,? (?:(?:or|and) )?${ONE})*,? (?:(?:or|and) )?${ONE} pains?\\b`, 'g');
/**
 * The pain word said before one part or a list of them, with a side or a second symptom between ('pain in my
 * right knee', 'any pain in your legs, back or arms', 'pain and stiffness in my neck and shoulder'): each part
 * named is in pain.
 */
// A part followed by 'of' is a place on something else: 'pain in the back of my head' is no back pain.
const ONE_OR_MORE = `${ONE}s?\\b(?! of\\b)`;
const PAIN_WORDS = `pains?(?: and ${oneOf(PAIN_COMPANIONS)})?`;
const PAIN_THEN_PARTS = new RegExp(`\\b${PAIN_WORDS} in ${ONE_OR_MORE}(?:,? (?:(?:or|and) )?${ONE_OR_MORE})*`, 'g');
const PART_WORD = new RegExp(`\\b${PART}(?=s?\\b)`, 'g');

/**
 * 'Blood' said once before a list of places ('any blood in your urine or stool'): blood in each place named.
 * The places are those of the lexicon's 'blood in the …' names.
 */
const BLOOD_OF = new Map(
  SYMPTOMS.flatMap((s) =>
    s.variants.flatMap((v) => {
      const place = /^blood in the ([a-z]+)$/.exec(v)?.[1];
      return place ? [[place, s] as [string, SymptomTerm]] : [];
    }),
  ),
);
const PLACE = `(?:${[...BLOOD_OF.keys()].join('|')})`;
const AT_PLACE = `(?:in )?(?:(?:the|your|my|his|her) )?${PLACE}s?\\b`;
const BLOOD_THEN_PLACES = new RegExp(`\\bblood in ${AT_PLACE}(?:,? (?:(?:or|and) )?${AT_PLACE})+`, 'g');
const PLACE_WORD = new RegExp(`\\b${PLACE}(?=s?\\b)`, 'g');

/**
 * The parts or places of a match, each as its own mention of the symptom it names there. Before the pain
 * word the last part is the lexicon's own ('back pain'); after a word every one counts (the lexicon reads
 * 'pain in your knee' but not 'pain in your back'; one name per stretch of words keeps the first once).
 */
function listed(
  sentence: string,
  m: RegExpMatchArray,
  named: Map<string, SymptomTerm>,
  word: RegExp,
  lastIsOwn: boolean,
): Named[] {
  const places = [...m[0].matchAll(word)];
  return (lastIsOwn ? places.slice(0, -1) : places).map((p) => {
    const index = m.index! + p.index;
    const end = index + p[0].length;
    return { term: named.get(p[0])!, index, end };
  });
}

/** The parts or places of a list said with one symptom word, before or after it, each as its own mention. */
function partsInPain(sentence: string): Named[] {
  return [
    ...[...sentence.matchAll(PARTS_THEN_PAIN)].flatMap((m) => listed(sentence, m, PAIN_OF, PART_WORD, true)),
    ...[...sentence.matchAll(PAIN_THEN_PARTS)].flatMap((m) => listed(sentence, m, PAIN_OF, PART_WORD, false)),
    ...[...sentence.matchAll(BLOOD_THEN_PLACES)].flatMap((m) => listed(sentence, m, BLOOD_OF, PLACE_WORD, false)),
  ];
}

/** Symptoms whose words some disease's name holds ('hay fever'): only these need the diseases looked up. */
const IN_DISEASE_NAMES = new Set(
  PATTERNS.filter(({ res }) =>
    CONDITIONS.some((c) =>
      c.variants.some((v) => res.some(({ re }) => (re.exec(v)?.[0].length ?? v.length) < v.length)),
    ),
  ).map((p) => p.term.name),
);

export interface Mention {
  term: SymptomTerm;
  /** not there today: denied, or had and said to be over */
  negated: boolean;
  /**
   * had and said to be over: negated for today, yet no denial; said as a denial is ('no more nausea': 'before') or
   * after it ('the rash went away': 'after'), as reading/context.ts decides; null when not
   */
  over: Decision['over'] | null;
  index: number;
  end: number;
}

/** A symptom named, before its negation is decided for the whole sentence at once. */
type Named = Omit<Mention, 'negated' | 'over'>;

/** How many texts' mentions are kept: a long consultation and its note hold a few thousand sentences. */
const KEPT = 4096;
/** The mentions read, by the speaker whose cue rows decided them and the text. */
const kept = new Map<string, readonly Readonly<Mention>[]>();

/**
 * Symptom mentions in one sentence, with their negation, in the order said; `speaker`, when known, lets the cue
 * rows of that speaker decide too. The writer and the checker ask of the same words many times (a turn, then as
 * a reply, then for the episode it ends); the mentions are a plain function of the words and the speaker, so
 * each is read once and its mentions kept for the next asking.
 */
export function symptomMentions(sentence: string, speaker?: CueSpeaker): readonly Readonly<Mention>[] {
  const key = `${speaker ?? ''}:${sentence}`;
  let mentions = kept.get(key);
  if (!mentions) {
    if (kept.size >= KEPT) kept.clear();
    mentions = Object.freeze(readMentions(sentence, speaker).map((m) => Object.freeze(m)));
    kept.set(key, mentions);
  }
  return mentions;
}

function readMentions(sentence: string, speaker?: CueSpeaker): Mention[] {
  const out: Named[] = [];
  const lower = sentence.toLowerCase();
  for (const { term, res } of PATTERNS) {
    for (const re of res) {
      const m = findTerm(re, sentence, lower);
      if (!m) continue;
      if (notTheSymptom(sentence, m.index, m[0].length)) break;
      out.push({
        term,
        index: m.index,
        end: m.index + m[0].length,
      });
      break;
    }
  }
  // A listed place names its own symptom: 'vomit' in 'blood in your stool or vomit' is blood there, not vomiting.
  for (const p of partsInPain(sentence)) {
    if (out.some((o) => o.term === p.term)) continue;
    const same = out.findIndex((o) => o.index === p.index && o.end === p.end);
    if (same >= 0) out.splice(same, 1);
    out.push(p);
  }
  // One name per stretch of words ('night sweats' is not also 'sweats'), in the order said: the first
  // symptom named is the chief complaint ('a headache and a mild fever'). A symptom's word inside a
  // disease's name ('hay fever', 'scarlet fever') is the disease, not the symptom.
  const diseases = out.some((m) => IN_DISEASE_NAMES.has(m.term.name)) ? conditionsIn(sentence) : [];
  const within = (m: { index: number; end: number }, o: { index: number; end: number }) =>
    o.index <= m.index && o.end >= m.end && o.end - o.index > m.end - m.index;
  const named = out
    .filter((m) => !out.some((o) => o !== m && within(m, o)) && !diseases.some((d) => within(m, d)))
    .sort((a, b) => a.index - b.index);
  // Breathlessness lying flat or waking from sleep is named too: orthopnea, paroxysmal nocturnal dyspnea.
  named.push(...breathingPositions(sentence, named));
  named.sort((a, b) => a.index - b.index);
  // A denial read out over a list reaches every item of it (reading/context.ts).
  const decisions = listNegations(sentence, named, speaker);
  return named.map((m, i) => ({ ...m, negated: decisions[i]!.negated, over: decisions[i]!.over ?? null }));
}
