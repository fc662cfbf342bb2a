import { capture, oneOf, regex } from '../pattern.js';
import { LIMB_PARTS } from '../vocabulary/symptoms.js';
import {
  JOINED_SYMPTOM_WORDS,
  LIMB_OWNERS,
  LIMB_STATE_DEGREES,
  LIMB_STATE_VERBS,
  SITE_LEADS,
  SITED_SYMPTOMS,
  SYMPTOM_LIMBS,
} from '../vocabulary/symptom-site-cues.js';
import { symptomMentions } from './symptom-mentions.js';
import type { ClinicalFacts, Seg } from './types.js';

const SIDE = capture(['both', 'left', 'right']);
const LIMB = capture(SYMPTOM_LIMBS.flatMap((l) => [l.plural, l.part]));
/**
 * A limb that is one of a list of places is no site: 'any numbness in your arm, wrist, or hand' asks of each.
 * The parts are the limbs and the joints whose pain the vocabulary names.
 */
const NOT_A_LIST = regex([
  '(?!,? (?:(?:or|and) )?(?:',
  oneOf(LIMB_OWNERS),
  ' )?',
  oneOf([...LIMB_PARTS, ...SYMPTOM_LIMBS.map((l) => l.plural), 'fingers', 'toes']),
  '\\b)',
]);
/** The symptom's limb said after it: 'weakness in your right leg', 'numbness and tingling in both feet'. */
const LIMB_AFTER = regex([
  '^(?: (?:and|or) ',
  oneOf(JOINED_SYMPTOM_WORDS),
  ')? ',
  oneOf(SITE_LEADS),
  ' (?:',
  oneOf(LIMB_OWNERS),
  ' )?(?:',
  SIDE,
  ' )?',
  LIMB,
  '\\b',
  NOT_A_LIST,
]);
/** The limb said before it: 'right leg weakness', 'my left hand is numb', 'my feet feel a bit tingly'. */
const LIMB_BEFORE = regex([
  '\\b(?:',
  SIDE,
  ' )?',
  LIMB,
  '(?: ',
  oneOf(LIMB_STATE_VERBS),
  '(?: ',
  oneOf(LIMB_STATE_DEGREES),
  ')?)? $',
]);

const singular = (limb: string) => SYMPTOM_LIMBS.find((l) => l.part === limb || l.plural === limb)!.part;

/**
 * The site as a clinician writes it: 'right leg', 'bilateral foot' ('both feet'), 'leg' (no side said). A plural
 * alone ('numbing down my legs') gives no side: a patient says it of a feeling they have not placed, and a side
 * written that was never said is one the clinician has to take out.
 */
function written(side: string | undefined, limb: string): string {
  const sided = side === 'both' ? 'bilateral' : side;
  return sided ? `${sided} ${singular(limb)}` : singular(limb);
}

/** The sites said with a symptom's own mentions, where it is there today. */
function sitesIn(text: string, name: string): string[] {
  const out: string[] = [];
  for (const m of symptomMentions(text)) {
    if (m.term.name !== name || m.negated || m.over) continue;
    const after = LIMB_AFTER.exec(text.slice(m.end));
    const before = LIMB_BEFORE.exec(text.slice(0, m.index));
    const found = after ?? before;
    if (found) out.push(written(found[1], found[2]!));
  }
  return out;
}

/** The one site a set of sayings gives, a site with no side giving way to the same limb with its side; or null. */
function oneSite(said: { site: string }[]): string | null {
  const sites = new Set(said.map((s) => s.site));
  const kept = [...sites].filter((s) => ![...sites].some((o) => o !== s && o.endsWith(` ${s}`)));
  return kept.length === 1 ? kept[0]! : null;
}

/**
 * The limb each weakness, numbness or tingling of today is felt in, from the words that tell of it. Where the
 * clinician's words and the patient's place it differently ('any weakness in your legs' | 'in my right leg'),
 * the patient's own place it. A symptom still placed in two limbs or on two sides is written bare: which one
 * the note should name is the clinician's to say.
 */
export function placeSymptoms(segs: Seg[], facts: ClinicalFacts) {
  const segOf = new Map(segs.map((s) => [s.id, s]));
  for (const symptom of facts.symptoms) {
    if (!SITED_SYMPTOMS.includes(symptom.value)) continue;
    const said = symptom.segmentIds.flatMap((id) => {
      const seg = segOf.get(id);
      return seg ? sitesIn(seg.text, symptom.value).map((site) => ({ site, id, role: seg.role })) : [];
    });
    const own = said.filter((s) => s.role === 'Patient');
    const site = oneSite(said) ?? (own.length ? oneSite(own) : null);
    if (!site) continue;
    const ids = said.filter((s) => site.endsWith(s.site)).map((s) => s.id);
    facts.symptomSites.push({ value: { symptom: symptom.value, site }, segmentIds: [...new Set(ids)] });
  }
}

/** A symptom's name as the note writes it, with the limb it is felt in where one was said: 'right leg weakness'. */
export function sitedName(facts: ClinicalFacts, name: string): string {
  const site = facts.symptomSites.find((s) => s.value.symptom === name)?.value.site;
  return site ? `${site} ${name}` : name;
}
