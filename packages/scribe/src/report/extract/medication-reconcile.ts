import { DRUG_SYNONYMS } from '../vocabulary/drug-names.js';
import { regex, wordsOf } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { TAKEN_ALREADY, THEIRS_BEFORE } from './medication-taking-cues.js';
import { listed } from './medication-standing.js';
import { notTaken } from './medication-adherence.js';
import { starts } from './medication-plan.js';
import { drugMentions } from './drug-mentions.js';
import { clausesOf } from './utterances.js';
import { clinicianSays } from './voice.js';
import type { ClinicalFacts, Seg } from './types.js';

const generic = (name: string) => DRUG_SYNONYMS[name] ?? name;

/**
 * Current and plan medications read together, the one place where a plan action meets what the patient
 * takes. A drug the patient or their companion says they take is not started again when the clinician
 * names it in the plan: it is continued, or changed when the clinician gives a dose or frequency other
 * than the one taken. A drug the clinician only names while starting it is a new medication, not a
 * current one; one they change, continue or stop is one the patient takes, unless it is new today
 * (newToday), and the dose they continue it at is the dose taken.
 */
export function reconcileMedications(segs: Seg[], facts: ClinicalFacts) {
  const byId = new Map(segs.map((s) => [s.id, s]));
  const at = new Map(segs.map((s, i) => [s.id, i]));
  const ordered = orderedAt(at, facts);
  // The patient takes it when they (or their companion) name it outside a question, or answer yes to the
  // question that names it; a reply that only follows the question ('okay, so how often is it happening')
  // and a turn that names it only while asking say nothing of what they take.
  // With `ownWords`, only where they name it themselves ('i do ice and ibuprofen'), not a bare yes.
  const toldByPatient = (m: ClinicalFacts['medications'][number], ownWords = false) =>
    m.segmentIds.some((id) => {
      const s = byId.get(id);
      // An order dictated under the patient's label ('order albuterol as needed') is not the patient's word.
      if (!s || clinicianSays(s, s.text)) return false;
      // Named after the clinician ordered it, the patient repeats the order unless they say they take it already.
      if (at.get(s.id)! > (ordered.get(generic(m.value.name)) ?? Infinity) && !ALREADY.test(s.text)) return false;
      const names = (text: string) => drugMentions(text).some((d) => generic(d.name) === generic(m.value.name));
      if (clausesOf(s.text).some((c) => !c.question && names(c.text))) return true;
      return !ownWords && !names(s.text) && answerPolarity(s.text) === true;
    });
  // A drug the patient says they do not take is not on the list of what they take, even where named as taken
  // before ('i take metformin' … "but i haven't taken it in 2 weeks"); continued by the clinician ('continue
  // the metformin'), it is taken again from today: a restart, never a continue as though taken.
  facts.medications = facts.medications.filter((m) => !notTaken(facts, m.value.name));
  for (const p of facts.planMedications)
    if (p.value.action === 'continue' && notTaken(facts, p.value.name)) p.value = { ...p.value, action: 'restart' };
  const taken = (name: string) => facts.medications.find((m) => generic(m.value.name) === generic(name));
  for (const p of facts.planMedications) {
    const current = taken(p.value.name);
    if (p.value.action !== 'start' || !current || !toldByPatient(current)) continue;
    const { instructions } = p.value;
    const same = !instructions || (current.value.dosage !== null && instructions.startsWith(current.value.dosage));
    p.value = same
      ? { ...p.value, action: 'continue' }
      : { ...p.value, action: 'change', instructions: `adjust to ${instructions}` };
  }
  // Taken when the patient says so, or the clinician names it as theirs ('continue your metformin').
  const theirs = (p: PlanMedication) =>
    p.segmentIds.some((id) => {
      const text = byId.get(id)?.text.toLowerCase() ?? '';
      return drugMentions(text).some(
        (d) => generic(d.name) === generic(p.value.name) && THEIRS.test(text.slice(Math.max(0, d.index - 20), d.index)),
      );
    });
  const unsure = newToday(facts, (p) => {
    const current = taken(p.value.name);
    return (current !== undefined && toldByPatient(current)) || theirs(p);
  });
  const planned = (m: ClinicalFacts['medications'][number], action: string) =>
    facts.planMedications.some((p) => generic(p.value.name) === generic(m.value.name) && p.value.action === action);
  // The list holds what the patient takes as the visit starts: a drug the plan stops or changes today
  // ('stop the norvasc') stays on it, beside the plan that stops it; one it starts or restarts is not taken yet.
  facts.medications = facts.medications.filter(
    (m) => ((!planned(m, 'start') && !planned(m, 'restart')) || toldByPatient(m)) && !unsure.has(generic(m.value.name)),
  );
  for (const p of facts.planMedications) {
    if (starts(p.value.action) || unsure.has(generic(p.value.name))) continue;
    const current = taken(p.value.name);
    // A drug continued with its dose ('continue the bumex 2 mg once daily') is taken at that dose, unless the
    // patient named it in their own words without one ('i do ice and ibuprofen'): then the dose is a regimen
    // ordered today ('stay on two ibuprofen 200 mg three times a day'), not what they take.
    const dosage = p.value.action === 'continue' ? p.value.instructions : null;
    if (!current) {
      facts.medications.push({
        value: { name: p.value.name, dosage, indication: null },
        segmentIds: [...p.segmentIds],
      });
    } else if (dosage && !current.value.dosage && !toldByPatient(current, true)) {
      current.value = { ...current.value, dosage };
      current.segmentIds = [...new Set([...current.segmentIds, ...p.segmentIds])];
    }
  }
  offerOnce(facts);
  oneEntryPerDrug(facts);
}

const ALREADY = regex([wordsOf(TAKEN_ALREADY)]);

/** Where in the talk each drug the plan starts was first ordered, by generic name. */
function orderedAt(at: Map<string, number>, facts: ClinicalFacts): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of facts.planMedications.filter((x) => starts(x.value.action))) {
    const first = Math.min(...p.segmentIds.map((id) => at.get(id) ?? Infinity));
    const name = generic(p.value.name);
    out.set(name, Math.min(first, out.get(name) ?? Infinity));
  }
  return out;
}

/** Tablets counted with the strength ('2 x 500 mg'): the clinician telling how to take it. */
const TABLETS_COUNTED = /^\d+ x /;
const THEIRS = regex([wordsOf(THEIRS_BEFORE), String.raw`\s+(?:\w+\s+)?$`]);
type PlanMedication = ClinicalFacts['planMedications'][number];

/**
 * A medicine continued with its tablets counted ('stay on two tylenol 500 mg … three times a day') that the
 * patient never said they take: the clinician telling how to take it, which a medicine new today needs as
 * much as one taken. Said in one instruction with a medicine the patient did say they take ('i do ice and
 * ibuprofen' | 'stay on two tylenol 500 mg and two ibuprofen 200 mg tablets'), it is added to what they
 * take: started today. Said alone, it may be a chart medicine: the plan keeps it as said, and the list does
 * not claim it is taken (returned, so the list leaves it out).
 */
function newToday(facts: ClinicalFacts, toldTaken: (p: PlanMedication) => boolean): Set<string> {
  const unsure = new Set<string>();
  const continued = facts.planMedications.filter((p) => p.value.action === 'continue');
  for (const p of continued) {
    if (!TABLETS_COUNTED.test(p.value.instructions ?? '') || toldTaken(p)) continue;
    const alongside = continued.some(
      (o) => o !== p && toldTaken(o) && o.segmentIds.some((id) => p.segmentIds.includes(id)),
    );
    if (alongside) p.value = { ...p.value, action: 'start' };
    else unsure.add(generic(p.value.name));
  }
  return unsure;
}

/**
 * One drug said under two names ('lasix 20 mg' and 'furosemide 40 mg daily') is one current medication,
 * under its generic name when that was said. Doses that disagree are not written: the drug is listed
 * without one and each dose is offered as said, so the note never holds one drug twice at two doses.
 */
function oneEntryPerDrug(facts: ClinicalFacts) {
  const out: ClinicalFacts['medications'] = [];
  for (const m of facts.medications) {
    const same = out.find((o) => generic(o.value.name) === generic(m.value.name));
    if (!same) {
      out.push(m);
      continue;
    }
    const doses = [same.value.dosage, m.value.dosage].filter((d): d is string => d !== null);
    if (doses.length === 2 && doses[0] !== doses[1])
      for (const [o, dose] of [same, m].map((x) => [x, x.value.dosage!] as const))
        facts.held.push({
          value: { section: 'medications', text: `${listed(o.value.name, dose)}.` },
          segmentIds: [...o.segmentIds],
        });
    same.value = {
      name: [same.value.name, m.value.name].find((n) => n === generic(n)) ?? same.value.name,
      dosage: doses.length === 2 && doses[0] !== doses[1] ? null : (doses[0] ?? null),
      indication: same.value.indication ?? m.value.indication,
    };
    same.segmentIds = [...new Set([...same.segmentIds, ...m.segmentIds])];
  }
  facts.medications = out;
}

/**
 * A medicine offered for the list is offered once, and not at all when the note already lists it or the
 * plan starts it ('Has taken tylenol.' beside a current tylenol, 'Tramadol.' beside 'start tramadol').
 */
function offerOnce(facts: ClinicalFacts) {
  const written = new Set([...facts.medications, ...facts.planMedications].map((m) => generic(m.value.name)));
  const offered = new Set<string>();
  facts.held = facts.held.filter((h) => {
    if (h.value.section !== 'medications') return true;
    const named = drugMentions(h.value.text.toLowerCase()).map((d) => generic(d.name));
    const fresh = named.filter((n) => !written.has(n) && !offered.has(n));
    named.forEach((n) => offered.add(n));
    return named.length === 0 || fresh.length > 0;
  });
}
