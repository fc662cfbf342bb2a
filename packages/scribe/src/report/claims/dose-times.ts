import type { Consultation } from './consultation.js';
import { dosesIn } from './dose-roles.js';
import { drugMentionsIn } from './drugs.js';
import { uniq, type Finding } from './types.js';

/** A part of the day a dose is taken at. */
export type DayTime = 'morning' | 'midday' | 'night';

/** A dose's number and unit, then the time of day said right after it ('4 mg in the morning', '6 mg at h.s.', '1 mg qhs', Hindi 'subah', 'raat'). */
const NUMBER_UNIT = /^\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|milligrams?|units?|ml|g|grams?)?/;
const TIME_AFTER =
  /^\s*(?:(?:once|daily|every day)\s+)?(?:(?:in|at|every|each|before|after|with)\s+)?(?:the\s+)?(?:(morning|a\.?m\.?|qam|q\.a\.m\.?|breakfast|subah)|(noon|midday|lunch|lunchtime|afternoon|dopahar)|(night|nighttime|bedtime|evening|supper|dinner|h\.s\.?|hs|qhs|q\.h\.s\.?|p\.?m\.?|raat|shaam))(?![a-z])/;

/** Or the time said right before it ('in the morning 4 mg', 'her bedtime dose of 6 mg', 'raat ko 6 mg'). */
const TIME_BEFORE =
  /(?:^|[^a-z.])(?:(morning|a\.m\.|qam|subah)|(noon|midday|lunchtime|afternoon|dopahar)|(night|nighttime|bedtime|evening|h\.s\.|qhs|p\.m\.|raat(?: ko)?|shaam(?: ko)?))(?:\s+(?:dose|doses|dosage))?(?:\s+(?:of|is|was|being))?\s*$/;

/** The time of day said right after the dose whose number starts at `index` of `text`, or right before it; null if none. */
export function doseTime(text: string, index: number): DayTime | null {
  const rest = text.slice(index);
  const m = TIME_AFTER.exec(rest.slice(NUMBER_UNIT.exec(rest)?.[0].length ?? 0)) ?? TIME_BEFORE.exec(text.slice(Math.max(0, index - 40), index));
  return !m ? null : m[1] ? 'morning' : m[2] ? 'midday' : 'night';
}

/**
 * The doses said of a medicine at each time of day: after its name up to the next medicine's, and in a
 * reply that names none ('klonopin?' 'four in the morning and six at night', in milligrams).
 */
function timedDoses(c: Consultation, name: string): Map<DayTime, { doses: Set<string>; segs: string[] }> {
  const out = new Map<DayTime, { doses: Set<string>; segs: string[] }>();
  const add = (text: string, from: number, to: number, seg: string) => {
    for (const d of dosesIn(text, from, to)) {
      const t = doseTime(text, from + d.index);
      if (!t) continue;
      const x = out.get(t) ?? { doses: new Set<string>(), segs: [] };
      x.doses.add(d.dose);
      x.segs.push(seg);
      out.set(t, x);
    }
  };
  c.segs.forEach((seg, i) => {
    const mentions = drugMentionsIn(seg.text);
    mentions.forEach((m, k) => { if (m.name === name) add(seg.text, m.end, mentions[k + 1]?.index ?? seg.text.length, seg.id); });
    const prev = c.segs[i - 1];
    if (!mentions.length && prev && prev.role !== seg.role && drugMentionsIn(prev.text).at(-1)?.name === name) add(seg.text, 0, seg.text.length, seg.id);
  });
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
  return { kind: 'contradicted', claim: 'dose', reason: `The consultation gives ${name} ${[...said.doses].join(' or ')} mg in the ${time === 'night' ? 'evening or at night' : time}, not ${dose} mg`, segmentIds: uniq(said.segs) };
}

/** A part of the day a medicine is taken at, in words or shorthand spelled out; not a day's event ('this morning', 'last night', 'good morning'). */
const AT_MORNING = /(?<!\b(?:this|last|yesterday|tomorrow|good|one|that|the other|sunday|monday|tuesday|wednesday|thursday|friday|saturday) )\b(?:mornings?|breakfast|subah)\b|\d\s*a\.?m\b/;
const AT_NIGHT = /(?<!\b(?:this|last|yesterday|tomorrow|good|one|that|the other|sunday|monday|tuesday|wednesday|thursday|friday|saturday) )\b(?:nights?|nighttime|nightly|bedtime|evenings?|supper|dinner|raat|shaam)\b/;

/** The parts of the day, morning or night, that words about a medicine give for taking it. */
export function takenAt(text: string): Set<'morning' | 'night'> {
  const out = new Set<'morning' | 'night'>();
  if (AT_MORNING.test(text)) out.add('morning');
  if (AT_NIGHT.test(text)) out.add('night');
  return out;
}

/** The parts of the day said for a medicine: after its name up to the next medicine's, and in a reply that names none ('when do you take it?' 'at night'). */
function saidAt(c: Consultation, name: string): { at: Set<'morning' | 'night'>; segs: string[] } {
  const at = new Set<'morning' | 'night'>();
  const segs: string[] = [];
  const add = (text: string, seg: string) => {
    const found = takenAt(text);
    for (const t of found) at.add(t);
    if (found.size) segs.push(seg);
  };
  c.segs.forEach((seg, i) => {
    const mentions = drugMentionsIn(seg.text);
    mentions.forEach((m, k) => { if (m.name === name) add(seg.text.slice(m.end, Math.min(m.end + 80, mentions[k + 1]?.index ?? seg.text.length)), seg.id); });
    const prev = c.segs[i - 1];
    if (!mentions.length && prev && prev.role !== seg.role && drugMentionsIn(prev.text).at(-1)?.name === name) add(seg.text, seg.id);
  });
  return { at, segs };
}

const partWords = (at: Set<'morning' | 'night'>) => [...at].map((t) => (t === 'morning' ? 'in the morning' : 'in the evening or at night')).join(' and ');

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
  return { kind: 'contradicted', claim: 'frequency', reason: `The consultation gives ${name} ${partWords(said.at)}, not ${partWords(wrote)}`, segmentIds: uniq(said.segs) };
}
