import { measuredToday, placeSaid } from '../reading/measured.js';
import { agesSaid } from '../reading/ages.js';
import { VITAL_NAMES } from '../vocabulary/vital-names.js';
import type { ClinicalFacts, Seg, VitalKey } from './types.js';
import { CHILD_UNDER, VITAL_RANGES } from '../vocabulary/vital-ranges.js';
import { inRangeUnits } from './vital-readers.js';

/** One reading of a vital the consultation holds, with what the gate reads it by. */
export interface VitalReading {
  key: VitalKey;
  value: string;
  /** the piece the number was said in, and the pieces the reading rests on */
  seg: Seg;
  ids: string[];
  /** its words and those around it, within its sentence (reading/measured.ts around) */
  words: string;
  /** said with words placing it at this visit, or read out after the clinician named it to measure it */
  today: boolean;
  carried: boolean;
  /** the clinician's piece just before, when the number's piece continues it (speech cut at a pause) */
  before?: string;
  /** where or when it was taken, when another place or time was said with it ('in the er', 'yesterday') */
  place: Place | null;
}

/** Another place or time a reading was said with: the kind of place and the words saying it. */
export type Place = NonNullable<ReturnType<typeof placeSaid>>;

/** How an offer says where a reading was taken, by the kind of place (reading/measured-cues.ts). */
const PLACE_WORDS: Readonly<Record<Place['kind'], (words: string) => string>> = {
  home: () => 'measured at home',
  own: () => "the patient's own reading",
  time: (words) => `not at this visit: ${words}`,
  away: (words) => `not at this visit: ${words}`,
};

/** What the gate does with a reading: written as today's vital, or offered with the reason a clinician reads. */
export type Decision = { write: true } | { write: false; why: string; section: OfferSection };

type OfferSection = 'physicalExam' | 'historyOfPresentIllness';

/** The age said of the patient, in years, when one is. */
export const ageSaid = (segs: Seg[]): number | null =>
  segs.flatMap((s) => agesSaid(s.text, s.role)).find((a) => a.patient)?.years ?? null;

/** Whether a reading is plausible for the vital at the patient's age (vocabulary/vital-ranges.ts). */
function plausible(key: VitalKey, value: string, age: number | null): boolean {
  const [low, high] = VITAL_RANGES[key][age !== null && age < CHILD_UNDER ? 'child' : 'adult'];
  const n = inRangeUnits(value);
  return n >= low && n <= high;
}

/** Said in the past tense ('was', 'were'): of this visit only with words placing it here. */
const PAST = /\b(?:was|were)\b/;

/**
 * The gate a vital sign passes to be written as today's: the clinician says it (the patient's reading is
 * their report), at this visit (no other place or time said with it; a past tense only with words placing
 * it at this visit, in its sentence, its piece or the clinician's piece before, or read out just after
 * measuring it), and it is plausible
 * for the vital at the patient's age. Any other reading is offered, with why it was not written.
 */
export function gateVital(r: VitalReading, age: number | null): Decision {
  if (r.place)
    return { write: false, why: PLACE_WORDS[r.place.kind](r.place.words), section: 'historyOfPresentIllness' };
  if (r.seg.role !== 'Doctor') return { write: false, why: "in the patient's words", section: 'physicalExam' };
  if (!plausible(r.key, r.value, age))
    return { write: false, why: 'not a plausible reading, check the number', section: 'physicalExam' };
  const thisVisit = r.today || r.carried || !PAST.test(r.words) || measuredToday(`${r.before ?? ''} ${r.seg.text}`);
  if (!thisVisit) return { write: false, why: 'when it was taken was not said', section: 'physicalExam' };
  return { write: true };
}

/** Offers a reading the gate did not write, as a clinician would read it ('Heart rate 140 bpm (not at this visit: the emts)'). */
export function offerVital(r: VitalReading, why: string, section: OfferSection, facts: ClinicalFacts) {
  const name = VITAL_NAMES[r.key];
  const text = `${name[0]!.toUpperCase()}${name.slice(1)} ${r.value} (${why})`;
  // A reading already offered (a home reading the history offers, or the same words) is not offered twice.
  const number = r.value.split(' ')[0]!;
  if (facts.held.some((h) => h.value.text === text || h.value.text.includes(number))) return;
  facts.held.push({ value: { section, text }, segmentIds: r.ids });
}
