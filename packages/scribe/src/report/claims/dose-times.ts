import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import type { Consultation } from './consultation-types.js';
import { dosesIn } from './dose-roles.js';
import { drugMentionsIn } from './drugs.js';
import { uniq, type Finding } from './types.js';
import {
  MIDDAY_AFTER,
  MIDDAY_BEFORE,
  MORNING_AFTER,
  MORNING_BEFORE,
  NIGHT_AFTER,
  NIGHT_BEFORE,
} from './dose-time-cues.js';

/** A part of the day a dose is taken at. */
export type DayTime = 'morning' | 'midday' | 'night';

/** A dose's number and unit, then the time of day said right after it ('4 mg in the morning', '6 mg at h.s.', '1 mg qhs', Hindi 'subah', 'raat'). */
const NUMBER_UNIT = /^\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|milligrams?|units?|ml|g|grams?)?/;
/** Parts of the day, each captured: morning (m[1]), midday (m[2]), night (m[3]). */
const TIME_AFTER = regex([
  String.raw`^\s*(?:(?:once|daily|every day)\s+)?(?:(?:in|at|every|each|before|after|with)\s+)?(?:the\s+)?`,
  oneOf([capture(MORNING_AFTER), capture(MIDDAY_AFTER), capture(NIGHT_AFTER)]),
  '(?![a-z])',
]);

/** Or the time said right before it ('in the morning 4 mg', 'her bedtime dose of 6 mg', 'raat ko 6 mg'). */
const TIME_BEFORE = regex([
  '(?:^|[^a-z.])',
  oneOf([capture(MORNING_BEFORE), capture(MIDDAY_BEFORE), capture(NIGHT_BEFORE)]),
  String.raw`(?:\s+(?:dose|doses|dosage))?(?:\s+(?:of|is|was|being))?\s*$`,
]);

/** The time of day said right after the dose whose number starts at `index` of `text`, or right before it; null if none. */
export function doseTime(text: string, index: number): DayTime | null {
  const rest = text.slice(index);
  const m =
    TIME_AFTER.exec(rest.slice(NUMBER_UNIT.exec(rest)?.[0].length ?? 0)) ??
    TIME_BEFORE.exec(text.slice(Math.max(0, index - 40), index));
  return !m ? null : m[1] ? 'morning' : m[2] ? 'midday' : 'night';
}

/**
 * Where the consultation speaks of a medicine: after its name up to the next medicine's (`named`), and a
 * reply that names none to a turn ending on it ('klonopin?' 'four in the morning and six at night').
 * Read once per consultation and medicine: every statement about the medicine asks again.
 */
type Passage = { text: string; from: number; to: number; seg: string; named: boolean };
const passageCache = new WeakMap<Consultation, Map<string, Passage[]>>();
function passagesOf(c: Consultation, name: string): Passage[] {
  const byName = passageCache.get(c) ?? new Map<string, Passage[]>();
  passageCache.set(c, byName);
  let out = byName.get(name);
  if (out) return out;
  out = [];
  for (const [i, seg] of c.segs.entries()) {
    const mentions = drugMentionsIn(seg.text);
    for (const [k, m] of mentions.entries())
      if (m.name === name)
        out.push({
          text: seg.text,
          from: m.end,
          to: mentions[k + 1]?.index ?? seg.text.length,
          seg: seg.id,
          named: true,
        });
    const prev = c.segs[i - 1];
    if (!mentions.length && prev && prev.role !== seg.role && drugMentionsIn(prev.text).at(-1)?.name === name)
      out.push({ text: seg.text, from: 0, to: seg.text.length, seg: seg.id, named: false });
  }
  byName.set(name, out);
  return out;
}

/** The doses said of a medicine at each time of day, in the passages about it. */
function timedDoses(c: Consultation, name: string): Map<DayTime, { doses: Set<string>; segs: string[] }> {
  const out = new Map<DayTime, { doses: Set<string>; segs: string[] }>();
  for (const p of passagesOf(c, name)) {
    for (const d of dosesIn(p.text, p.from, p.to)) {
      const t = doseTime(p.text, p.from + d.index);
      if (!t) continue;
      const x = out.get(t) ?? { doses: new Set<string>(), segs: [] };
      x.doses.add(d.dose);
      x.segs.push(p.seg);
      out.set(t, x);
    }
  }
  return out;
}

/**
 * A dose written for a time of day must be the one said for that time: with 0.5 mg said for the
 * morning and 1 mg for the night, '1 mg in the morning' swaps them. Only where the consultation gives
 * a dose for that same time.
 */
export function checkDoseTime(c: Consultation, name: string, dose: string, time: DayTime | null): Finding | null {
  const said = time ? timedDoses(c, name).get(time) : undefined;
  if (!said || said.doses.has(dose)) return null;
  return {
    kind: 'contradicted',
    claim: 'dose',
    reason: `The consultation gives ${name} ${[...said.doses].join(' or ')} mg in the ${time === 'night' ? 'evening or at night' : time}, not ${dose} mg`,
    segmentIds: uniq(said.segs),
  };
}

/** A part of the day a medicine is taken at, in words or shorthand spelled out; not a day's event ('this morning', 'last night', 'good morning'). */
/** Words before a part of the day that make it a day's event: 'this morning', 'last night', 'good morning'. */
const NOT_A_DOSE_TIME = String.raw`(?<!\b(?:this|last|yesterday|tomorrow|good|one|that|the other|sunday|monday|tuesday|wednesday|thursday|friday|saturday) )`;
const AT_MORNING = regex([
  oneOf([String.raw`${NOT_A_DOSE_TIME}\b(?:mornings?|breakfast|subah)\b`, String.raw`\d\s*a\.?m\b`]),
]);
const AT_NIGHT = regex([
  NOT_A_DOSE_TIME,
  wordsOf(['nights?', 'nighttime', 'nightly', 'bedtime', 'evenings?', 'supper', 'dinner', 'raat', 'shaam']),
]);

/** The parts of the day, morning or night, that words about a medicine give for taking it. */
function takenAt(text: string): Set<'morning' | 'night'> {
  const out = new Set<'morning' | 'night'>();
  if (AT_MORNING.test(text)) out.add('morning');
  if (AT_NIGHT.test(text)) out.add('night');
  return out;
}

/** The parts of the day said for a medicine in the passages about it ('when do you take it?' 'at night'); after its name, within 80 characters. */
function saidAt(c: Consultation, name: string): { at: Set<'morning' | 'night'>; segs: string[] } {
  const at = new Set<'morning' | 'night'>();
  const segs: string[] = [];
  for (const p of passagesOf(c, name)) {
    const found = takenAt(p.named ? p.text.slice(p.from, Math.min(p.from + 80, p.to)) : p.text);
    for (const t of found) at.add(t);
    if (found.size) segs.push(p.seg);
  }
  return { at, segs };
}

const partWords = (at: Set<'morning' | 'night'>) =>
  [...at].map((t) => (t === 'morning' ? 'in the morning' : 'in the evening or at night')).join(' and ');

/**
 * A part of the day written for a medicine must be one said for it: 'atorvastatin at bedtime' is not
 * taken in the morning. Only where the consultation gives a part of the day for it and the report
 * gives none of those.
 */
export function checkTakenAt(c: Consultation, name: string, written: string): Finding | null {
  const wrote = takenAt(written);
  if (!wrote.size) return null;
  const said = saidAt(c, name);
  if (!said.at.size || [...wrote].some((t) => said.at.has(t))) return null;
  return {
    kind: 'contradicted',
    claim: 'frequency',
    reason: `The consultation gives ${name} ${partWords(said.at)}, not ${partWords(wrote)}`,
    segmentIds: uniq(said.segs),
  };
}
