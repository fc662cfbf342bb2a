import type { PatientReport } from '@asha/contracts';
import type { Consultation } from './consultation-types.js';
import { drugMentionsIn } from './drugs.js';
import { claimText } from './text.js';
import { uniq, type Finding } from './types.js';

/**
 * Names that stand for several products, taken together on purpose: basal and mealtime insulin, a
 * nasal and an inhaled steroid (mometasone is also a skin cream), a long-acting opioid with one for
 * breakthrough pain, Augmentin and amoxicillin, a gel and tablets of diclofenac, an injected and an
 * oral steroid.
 */
const MANY_PRODUCTS = new Set([
  'insulin',
  'fluticasone',
  'budesonide',
  'beclomethasone',
  'mometasone',
  'salbutamol',
  'triamcinolone',
  'methylprednisolone',
  'oxycodone',
  'hydrocodone',
  'amoxicillin',
  'diclofenac',
]);

interface Listed {
  path: string;
  list: 'current' | 'plan';
  started: boolean;
  /** the medicine as the checker knows it, and the one word it is written as */
  drug: string;
  written: string;
  text: string;
}

/** A dose written with an item: an amount to take, which two items of one medicine add up. */
const DOSED = /\d\s*(?:mg|mcg|micrograms?|milligrams?|g|grams?|units?|ml)\b/;

/**
 * A medication item's medicine, when its name starts with one word naming it and a dose is written
 * with it ('Coreg 25 mg' names carvedilol as Coreg). A name with no dose is a name said ('gabapentin,
 * the Neurontin', 'Advil or Motrin'), not an amount taken twice.
 */
function listed(path: string, list: Listed['list'], name: string, detail: string | null, started = false): Listed[] {
  const text = [name, detail].filter(Boolean).join(' ');
  const norm = claimText(name);
  const m = drugMentionsIn(norm)[0];
  if (!m || MANY_PRODUCTS.has(m.name) || !DOSED.test(claimText(text))) return [];
  const written = norm.slice(m.index, m.end);
  if (/\s/.test(written)) return [];
  return [{ path, list, started, drug: m.name, written, text }];
}

/**
 * One medicine ordered twice under two names in one report, each with a dose — a brand and its generic
 * ('Coreg' and 'carvedilol', 'Dolo' and 'paracetamol'), which taken together double the dose: two items
 * of one list, or a medicine the plan starts that the patient already takes under another name. The
 * flag goes on the later item. The same name twice (a current medicine the plan continues) is no error.
 */
export function sameDrugTwice(r: PatientReport, c: Consultation): Map<string, Finding> {
  const items = [
    ...r.medications.current.flatMap((m, i) => listed(`medications.current.${i}`, 'current', m.name, m.dosage)),
    ...r.plan.medications.flatMap((m, i) =>
      m.action === 'stop'
        ? []
        : listed(
            `plan.medications.${i}`,
            'plan',
            m.name,
            m.instructions,
            m.action === 'start' || m.action === 'restart',
          ),
    ),
  ];
  const out = new Map<string, Finding>();
  for (const [i, b] of items.entries()) {
    const a = items
      .slice(0, i)
      .find((x) => x.drug === b.drug && x.written !== b.written && (x.list === b.list || b.started));
    if (!a) continue;
    const how =
      a.list === b.list
        ? `listed twice, as ${a.text} and ${b.text}`
        : `started as ${b.text} while the patient takes ${a.text}`;
    out.set(b.path, {
      kind: 'implausible',
      claim: 'medication',
      reason: `Check dose: ${b.drug} is ${how} — one medicine under two names`,
      segmentIds: uniq(c.drugs.get(b.drug)?.segs ?? []),
    });
  }
  return out;
}
