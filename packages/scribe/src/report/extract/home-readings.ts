import { oneOf, regex, wordsOf } from '../pattern.js';
import { around, measuredAtHome, measuredAway, measuredElsewhere } from '../reading/measured.js';
import { FASTING_CUES, NOT_A_SUGAR_AFTER, OWN_WEIGHT_LEADS, SUGAR_NAMES } from './home-reading-cues.js';
import type { ClinicalFacts, Seg } from './types.js';
import { MEASURING_NAMES } from './vital-cues.js';
import { readings } from './vital-readers.js';

/** A reading offered for the history: its sentence and the pieces it was said in. */
type Offer = { text: string; ids: string[] } | null;

const PAIR = /\b(\d{2,3})\s*(?:\/|over)\s*(\d{2,3})\b/g;
const PRESSURE = regex([`\\b(?:${MEASURING_NAMES.bloodPressure})\\b`]);

/** The piece before a patient's piece, when it asks or talks about their pressure at home ('how has it been at home?'). */
const homePressureBefore = (segs: Seg[], at: number) =>
  segs.slice(Math.max(0, at - 2), at).some((s) => PRESSURE.test(s.text) && measuredAtHome(s.text));

/**
 * A blood pressure measured at home ('my blood pressure at home has been 150 over 90'; the patient's 'my
 * home cuff said 150 over 95', or '130 over 85' answering how it has been at home) is no vital sign of
 * today: the history offers it as a reported home reading, for the clinician to write. Two numbers over
 * each other the patient says at home are a pressure, named or not.
 */
function homePressure(segs: Seg[]): Offer {
  for (const [at, seg] of segs.entries()) {
    const byClinician = seg.role === 'Doctor';
    const named = readings('bloodPressure', seg.text).filter((r) => r.value);
    const bare = byClinician
      ? []
      : [...seg.text.matchAll(PAIR)].map((m) => ({
          value: readings('bloodPressure', `blood pressure ${m[0]}`)[0]?.value ?? null,
          index: m.index,
          end: m.index + m[0].length,
        }));
    for (const r of [...named, ...bare]) {
      const asked = !byClinician && homePressureBefore(segs, at);
      if (!r.value || !(measuredAtHome(around(seg.text, r.index, r.end), byClinician) || asked)) continue;
      return { text: `Reports home blood pressure readings around ${r.value.replace(' mmHg', '')}`, ids: [seg.id] };
    }
  }
  return null;
}

const SUGAR_NAMED = regex([wordsOf(SUGAR_NAMES)]);
const SUGAR = regex(
  [
    // Between the name and the number: words, and a one-digit count ('i check my sugar 2 or 3 times a week and it's…').
    `${wordsOf(SUGAR_NAMES)}(?:(?!a1c|average)(?:[^.?!\\d]|\\b\\d\\b)){0,60}?`,
    String.raw`(\d{2,3})(?:\s*(?:to|-|and|or)\s*(\d{2,3}))?\b`,
    `(?!\\s*${oneOf(NOT_A_SUGAR_AFTER)}\\b)`,
  ],
  'g',
);
const FASTING = regex([wordsOf(FASTING_CUES)]);
const plausibleSugar = (n: number) => n >= 40 && n <= 600;

/**
 * The blood sugars the patient checks ('my sugars have been running 180 to 200 in the mornings', 'fasting
 * they're about 150' answering what the sugars have been): offered for the history as home readings, never
 * a vital sign. The patient's own unless said with another place or clinician; the clinician's only when
 * said to be at home ('your sugars at home have been…').
 */
function homeSugar(segs: Seg[]): Offer {
  for (const [at, seg] of segs.entries()) {
    const before = segs[at - 1];
    // A number answering a question that named the sugars is read as said after their name.
    const asked = seg.role !== 'Doctor' && !SUGAR_NAMED.test(seg.text) && before && SUGAR_NAMED.test(before.text);
    const text = asked ? `sugars ${seg.text}` : seg.text;
    for (const m of text.matchAll(SUGAR)) {
      const [low, high] = [Number(m[1]), m[2] ? Number(m[2]) : null];
      if (!plausibleSugar(low) || (high !== null && (!plausibleSugar(high) || high <= low))) continue;
      const words = around(text, m.index, m.index + m[0].length);
      if (seg.role === 'Doctor' ? !measuredAtHome(words, true) : measuredAway(words)) continue;
      const fasting = FASTING.test(words) ? 'fasting ' : '';
      const said = high === null ? `blood sugar of ${low}` : `blood sugars of ${low}-${high}`;
      return { text: `Reports home ${fasting}${said}.`, ids: asked ? [before.id, seg.id] : [seg.id] };
    }
  }
  return null;
}

const OWN_WEIGHT = regex(
  [
    `${wordsOf(OWN_WEIGHT_LEADS)} (?:about |around |like )?`,
    String.raw`(\d{2,3}(?:\.\d)?)\s*(pounds?|lbs?|kg|kilos?)\b`,
  ],
  'g',
);

/**
 * A weight of another day or place ('I was 210 pounds at home last week', 'at your last visit you weighed
 * 190 pounds') is no vital sign of today: offered for the history as a home or earlier weight.
 */
function otherWeight(segs: Seg[]): Offer {
  for (const seg of segs) {
    const byClinician = seg.role === 'Doctor';
    const own = [...seg.text.matchAll(OWN_WEIGHT)].map((m) => ({
      value: readings('weight', `weight ${m[1]} ${m[2]}`)[0]?.value ?? null,
      index: m.index,
      end: m.index + m[0].length,
    }));
    for (const r of [...readings('weight', seg.text), ...own]) {
      const words = around(seg.text, r.index, r.end);
      if (!r.value || !measuredElsewhere(words, byClinician)) continue;
      const home = measuredAtHome(words, byClinician);
      return { text: `Reports ${home ? 'home' : 'earlier'} weight of ${r.value}.`, ids: [seg.id] };
    }
  }
  return null;
}

/**
 * Readings the patient took at home, or of another day (a home blood pressure, home blood sugars, a home
 * or earlier weight): never today's vital signs; the history offers each, for the clinician to write.
 */
export function holdHomeReadings(segs: Seg[], facts: ClinicalFacts) {
  for (const offer of [homePressure(segs), homeSugar(segs), otherWeight(segs)])
    if (offer)
      facts.held.push({ value: { section: 'historyOfPresentIllness', text: offer.text }, segmentIds: offer.ids });
}
