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
