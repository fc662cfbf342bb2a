import { capture, oneOf, regex } from '../pattern.js';
import { add } from './diagnosis-entries.js';
import { conditionsIn } from './history.js';
import { DIAGNOSTIC } from './lexicon-diagnosis.js';
import type { Certainty, ClinicalFacts } from './types.js';

/**
 * Lay names for a condition said in Hindi or Tamil talk: 'sugar' (ki bimari) is diabetes, 'BP' hypertension,
 * 'heart ki bimari' heart disease. Only English words: a report line must be found in the consultation's words.
 */
const LAY: Record<string, string> = {
  sugar: 'diabetes',
  bp: 'hypertension',
  'blood pressure': 'hypertension',
  heart: 'heart disease',
  thyroid: 'thyroid disease',
  kidney: 'kidney disease',
  liver: 'liver disease',
};

/**
 * A diagnosis told to the patient code-mixed: Hindi 'aapko typhoid hai', 'aapko dengue ho gaya hai',
 * 'aapko sugar ki bimari hai' (you have …), Tamil 'ungalukku sugar irukku'. The words between name it.
 */
/** 'you' told a diagnosis: Hindi 'aapko', 'unko', Tamil 'ungalukku'. */
const TO_YOU = ['aap(?:ko|ke)', 'apko', 'inko', 'unko', 'isko', 'usko', 'ungal(?:ukku|uku)'];
/** Said as fact, captured (m[2]): Hindi 'hai', Tamil 'irukku' (is). */
const IS = capture(['hai', 'hain', 'he', 'irukku', 'iruku', 'vandhirukku']);
/** Said as a possibility, captured (m[3]): Hindi 'ho sakta hai' (may be), 'lagta hai' (seems), Tamil 'irukkalam'. */
const MAY_BE = capture([
  'ho sakta hai',
  'ho sakti hai',
  'lagta hai',
  'lagti hai',
  'irukkalam',
  'irukku nu ninaikkiren',
  'irukku pola',
]);
/** The condition's words are captured (m[1]); 'ho gaya' (has become) may come before the verb. */
const TOLD = regex(
  [
    String.raw`\b${oneOf(TO_YOU)} ((?:[a-z'-]+ ){0,3}?[a-z'-]+) (?:(?:ho )?(?:gaya|gayi|gaye|hua|hui) )?`,
    String.raw`(?:${IS}|${MAY_BE})\b`,
  ],
  'g',
);
/** 'X ki bimari' (X's disease), 'X ki problem': the lay name of the organ or the condition, then the word for disease. */
const DISEASE_OF = /^(.+?) (?:ki|ka|ke) (?:bimari|bimaari|beemari|problem|takleef|rog)$/;
/** Doubt and opinion in the same sentence: 'shayad' (perhaps), 'mujhe lagta hai' (I think), Tamil 'ninaikkiren'. */
const MAYBE = /\b(?:shayad|shaayad|ho sakta|ho sakti|irukkalam)\b/;
const OPINION = /\b(?:lagta hai|lagti hai|ninaikkiren|pola)\b/;

/** The condition a code-mixed phrase names, or null when it names none. */
function named(phrase: string): string | null {
  const lay = DISEASE_OF.exec(phrase);
  const said = lay ? lay[1]! : phrase;
  if (LAY[said]) return LAY[said]!;
  if (conditionsIn(said).length > 0 || DIAGNOSTIC.test(said)) return said;
  return lay && /^[a-z]+$/.test(said) && conditionsIn(`${said} disease`).length > 0 ? `${said} disease` : null;
}

/** Adds each code-mixed diagnosis the clinician tells; 'nahi'/'illa' (not) denies it, so nothing is stated. */
export function mixedDiagnoses(facts: ClinicalFacts, text: string, ids: string[]) {
  for (const m of text.matchAll(TOLD)) {
    if (/\b(?:nahi|nahin|illa|na)\b/.test(m[1]!)) continue;
    const diagnosis = named(m[1]!);
    if (!diagnosis) continue;
    const sentence = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 30);
    const certainty: Certainty = MAYBE.test(sentence)
      ? 'possible'
      : m[3] || OPINION.test(sentence)
        ? 'probable'
        : 'confirmed';
    add(facts, diagnosis, certainty, ids);
  }
}
