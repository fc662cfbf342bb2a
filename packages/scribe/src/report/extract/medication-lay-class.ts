import { capture, oneOf, regex } from '../pattern.js';
import { answerPolarity } from '../reading/answers.js';
import { adherenceOf, type Taking } from '../reading/adherence.js';
import { aboutOthers } from '../reading/subject.js';
import {
  DRUG_CLASSES,
  LAY_CLASS_NAMES,
  LISTED_BY_KIND,
  TAKING_YOURS_WORDS,
  type DrugClass,
} from '../vocabulary/drug-classes.js';
import { planMedication } from '../plan-medication.js';
import { toldAdherence } from './medication-adherence.js';
import { addPlan, holdOnce } from './medication-entries.js';
import { medicationActions } from './medication-plan.js';
import { decidedAgainst, forLater } from './medication-plan-voice.js';
import { generic } from './medication-taking.js';
import { TAKEN_NOW_BEFORE } from './medication-taking-cues.js';
import { addFound, type ClinicalFacts, type Seg } from './types.js';
import { replyTo, utterancesOf, type Utterance } from './utterances.js';
import { clinicianSays } from './voice.js';

const LAY_NAMES = LAY_CLASS_NAMES.map(([said, classes]) => [regex(['\\b', capture([said]), '\\b']), classes] as const);
/** Taking said just before the kind: by the patient of themselves, by the clinician of the patient. */
const TAKING_OWN = regex(['\\b', oneOf(TAKEN_NOW_BEFORE), ' $']);
const TAKING_YOURS = regex(['\\b', oneOf(TAKING_YOURS_WORDS), ' (?:your |the |a |any |some )?$']);
/** How far either side of the kind its own words are read, as of a drug named. */
const OWN_WORDS = 40;
/** How the history words a kind taken otherwise than prescribed, when it is offered, not written. */
const TOLD: Record<Taking, string> = {
  'not taking': 'Reports not taking {it}.',
  'taking irregularly': 'Reports taking {it} irregularly.',
  'stopped on own': 'Reports stopping {it} on own.',
};

/** Whether the drug (by any of its names) is of one of the kinds. */
function ofKind(name: string, classes: readonly DrugClass[]): boolean {
  return classes.some((c) => (DRUG_CLASSES[c] as readonly string[]).some((d) => generic(d) === generic(name)));
}

/**
 * What the patient says of a kind of medicine in lay words ('i keep forgetting my blood pressure pill', 'i
 * stopped the water pill'), and what the clinician orders of it: told of the one drug of that kind on their
 * list, as if said of it by name. With none or several of that kind listed, the drug meant is not known: the
 * words are offered, never bound by a guess. Read after the list is complete, so a drug named later in the
 * consultation counts.
 */
export function layClassAdherence(segs: Seg[], facts: ClinicalFacts) {
  for (const u of utterancesOf(segs)) {
    if (u.question) continue;
    const clinician = clinicianSays(u.seg, u.text);
    for (const [re, classes] of LAY_NAMES) {
      const m = re.exec(u.text);
      if (!m || aboutOthers(u.text, m.index)) continue;
      const drugs = [...new Set(facts.medications.map((d) => d.value.name).filter((n) => ofKind(n, classes)))];
      const drug = drugs.length === 1 ? drugs[0]! : null;
      if (clinician) {
        classOrder(facts, u.text, { index: m.index, end: m.index + m[0].length }, drug, [u.seg.id]);
        continue;
      }
      const said = adherenceOf(u.text.slice(Math.max(0, m.index - OWN_WORDS), m.index + m[0].length + OWN_WORDS));
      if (!said) continue;
      if (drug) toldAdherence(facts, drug, said, [u.seg.id]);
      else holdOnce(facts, 'historyOfPresentIllness', TOLD[said.taking].replace('{it}', `the ${m[1]}`), [u.seg.id]);
    }
  }
}

/**
 * A clinician's stop, continue or restart of a kind named in lay words ('stop the water pill', 'keep taking
 * your blood pressure pill'): of the one drug of that kind the patient takes; with none or several, offered
 * for the plan as said. Nothing for an order for later or one decided against.
 */
function classOrder(
  facts: ClinicalFacts,
  sentence: string,
  kind: { index: number; end: number },
  drug: string | null,
  ids: string[],
) {
  const cue = medicationActions(sentence, [kind])[0];
  if (!cue || cue.action === 'start' || cue.action === 'change') return;
  if (forLater(sentence, cue, kind.end) || decidedAgainst(sentence, cue.at)) return;
  if (drug) addPlan(facts, { name: drug, instructions: null, action: cue.action }, ids);
  else {
    const said = planMedication({
      name: `the ${sentence.slice(kind.index, kind.end)}`,
      instructions: null,
      action: cue.action,
    });
    holdOnce(facts, 'plan', `${said.charAt(0).toUpperCase()}${said.slice(1)}.`, ids);
  }
}

/**
 * A kind the list must show that the patient takes, named only by its kind ('you're taking your
 * immunosuppressive medications?' | 'yes'; 'i'm on a blood thinner'), where no drug of that kind is listed:
 * listed by its kind, its drugs not named. Taking must be said just before the kind, and a clinician's
 * question or statement of it must not be answered no.
 */
export function kindsTaken(segs: Seg[], facts: ClinicalFacts) {
  const all = utterancesOf(segs);
  for (const [classes, written] of LISTED_BY_KIND) {
    if (facts.medications.some((d) => ofKind(d.value.name, classes))) continue;
    const names = LAY_NAMES.filter(([, kinds]) => kinds.some((k) => classes.includes(k))).map(([re]) => re);
    for (const [i, u] of all.entries()) {
      const m = names.map((re) => re.exec(u.text)).find((found) => found);
      if (!m || aboutOthers(u.text, m.index)) continue;
      const before = u.text.slice(Math.max(0, m.index - OWN_WORDS), m.index);
      const ids = takenBy(all, i, segs, before);
      if (!ids) continue;
      addFound(facts.medications, { name: written, dosage: null, indication: null }, ids, (v) => v.name);
      break;
    }
  }
}

/** The pieces that say the patient takes the kind named in piece `i` after `before`, or null. */
function takenBy(all: Utterance[], i: number, segs: Seg[], before: string): string[] | null {
  const u = all[i]!;
  if (!clinicianSays(u.seg, u.text)) {
    const own = !u.question && TAKING_OWN.test(before) && !adherenceOf(u.text);
    return own ? [u.seg.id] : null;
  }
  if (!TAKING_YOURS.test(before)) return null;
  const reply = replyTo(all, i, segs);
  const answer = reply ? answerPolarity(reply.text) : null;
  if (answer === false || (u.question && answer !== true)) return null;
  return [u.seg.id, ...(reply && answer ? reply.ids : [])];
}
