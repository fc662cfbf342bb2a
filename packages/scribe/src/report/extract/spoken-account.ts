import { partsIn } from '../claims/body-parts.js';
import { regex, wordsOf } from '../pattern.js';
import { pronounsFor, thirdPerson } from './person.js';
import { symptomMentions } from './symptoms.js';
import type { ClinicalFacts, Found, Seg } from './types.js';
import { utterancesOf } from './utterances.js';

/** What makes a patient's sentence part of the illness's story: when, how, what helps, what they tried. */
/** Words of a symptom's story: when it began, how it changed, what helped, what happened. */
const STORY_WORDS = [
  'started',
  'began',
  'start',
  'since',
  'ago',
  'days?',
  'weeks?',
  'months?',
  'worse',
  'better',
  String.raw`worsen\w*`,
  String.raw`improv\w*`,
  'helps?',
  'helped',
  'hurts?',
  'hurting',
  String.raw`pain\w*`,
  'sore',
  'swollen',
  'tried',
  'taking',
  'took',
  'noticed',
  'happened',
  'fell',
  'twisted',
  String.raw`injur\w*`,
  'every (?:day|night|morning)',
  'at night',
  'constant',
  'comes and goes',
  'on and off',
];
const STORY = regex([wordsOf(STORY_WORDS)]);
const NOT_STORY =
  /\b(?:thank|appreciate|insurance|weather|vacation|kids are|grandkids|weekend plans|football|basketball game|dragon)\b/;
const FILLER = /\b(?:um+|uh+|you know|i mean|like i said|kind of|sort of)\b,?\s*/g;

/** A long unpunctuated turn in pieces of at most 30 words, cut where a new clause starts. */
function pieces(text: string): string[] {
  if (text.split(' ').length <= 30) return [text];
  const out: string[] = [];
  let current: string[] = [];
  for (const word of text.split(' ')) {
    if (current.length >= 12 && /^(?:and|but|so|because|then)$/.test(word)) {
      out.push(current.join(' '));
      current = [];
    }
    current.push(word);
    if (current.length >= 30) {
      out.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) out.push(current.join(' '));
  return out;
}

/**
 * The patient's own account of the illness, in the third person ('she was golfing and felt a pop in her
 * back'), with what a companion tells of them: up to six of their sentences that speak of the complaint
 * or another symptom with its timing, course or what they tried. Never written as the history: what of it
 * the history lacks is held, offered as said (story.ts).
 */
export function spokenAccount(segs: Seg[], facts: ClinicalFacts): Found<string>[] {
  const out: Found<string>[] = [];
  const p = pronounsFor(facts.sex?.value);
  const reason = (facts.reason?.value ?? '').split(' ').filter((w) => w.length > 3);
  // The body part of the complaint ('landed on my arm' tells of 'right upper arm pain').
  const sites = new Set(partsIn(facts.reason?.value ?? '').map((x) => x.part));
  for (const u of utterancesOf(segs)) {
    if (out.length >= 6) return out;
    if (u.seg.role === 'Doctor' || u.question || NOT_STORY.test(u.text)) continue;
    // A companion tells it of the patient ('she has had a fever since monday'); what they say of themselves is not part of it.
    const companion = u.seg.role === 'Other';
    // An answer's opening word goes ('no, it started…'), a 'no' that negates what follows stays ('no fever'); words said twice are told once.
    const text = u.text
      .replace(FILLER, '')
      .replace(/\b(\w+)(?: \1\b)+/g, '$1')
      .replace(/\s+/g, ' ')
      .replace(
        /^(?:(?:yes|yeah|well|so|oh|okay|and|but|i mean)[, ]+|no(?:,\s*|\s+(?=(?:i|it|she|he|they|we|not|but|that|the|my)\b)))+/,
        '',
      );
    for (const part of pieces(text)) {
      const words = part.split(' ').length;
      const speaker = companion
        ? /\b(?:she|he|they)\b/.test(part) && !/\b(?:i|my|me)\b/.test(part)
        : /\bi\b|\bmy\b/.test(part);
      if (out.length >= 6 || words < 6 || !speaker) continue;
      const aboutIllness =
        symptomMentions(part).some((m) => !m.negated) ||
        reason.some((w) => part.includes(w)) ||
        partsIn(part).some((x) => sites.has(x.part)) ||
        /\b(?:pain|hurts?|hurting|sore|aches?)\b/.test(part);
      if (!aboutIllness || !STORY.test(part)) continue;
      const told = thirdPerson(part.replace(/[.!,]$/, ''), p, true);
      out.push({ value: `${told.charAt(0).toUpperCase()}${told.slice(1)}.`, segmentIds: [u.seg.id] });
    }
  }
  return out;
}
