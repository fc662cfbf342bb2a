import { withoutTreatedAllergy } from '../extract/index.js';
import { DRUG_SAID_REACH } from '../extract/medication-of-it-cues.js';
import { actsOnDrugSaid } from '../extract/medication-of-it.js';
import { oneOf, regex } from '../pattern.js';
import { REPAIR_CUES } from '../reading/repair-cues.js';
import { escapeRegExp, sentences } from '../extract/text.js';
import { allergyTalk } from './allergy-talk.js';
import { asksDose, bareDoseAfter, bareDoseReply } from './bare-doses.js';
import type { Consultation, DrugFacts } from './consultation-types.js';
import { dosesIn, type DoseRole } from './dose-roles.js';
import { drugMentionsIn, type DrugMention } from './drugs.js';
import { spansIn } from './durations.js';
import { frequenciesOf } from './frequencies.js';
import { ALLERGY } from './read-allergies.js';
import { turnsOf, type TurnPlace } from './read-talk.js';

function drugFacts(c: Consultation, name: string): DrugFacts {
  let f = c.drugs.get(name);
  if (!f)
    c.drugs.set(
      name,
      (f = {
        segs: [],
        doses: new Map(),
        targets: new Set(),
        froms: new Set(),
        freqs: new Set(),
        courses: new Set(),
        allergySegs: [],
      }),
    );
  return f;
}

function addDose(c: Consultation, name: string, dose: string, seg: string, role: DoseRole = null) {
  const f = drugFacts(c, name);
  f.doses.set(dose, [...(f.doses.get(dose) ?? []), seg]);
  if (role === 'to') f.targets.add(dose);
  if (role === 'from') f.froms.add(dose);
  if (!c.doseOwners.has(dose)) c.doseOwners.set(dose, new Set());
  c.doseOwners.get(dose)!.add(name);
}

/**
 * Where speech turns to another medicine, named or not yet known by name ('i also wanna prescribe
 * something called carafate'): the words after it are not the medicine's before it.
 */
const NEXT_MEDICINE =
  /\b(?:something|a (?:medicine|medication|drug|pill)|one) called\b|\balso\s+(?:wanna|want to|gonna|going to|like to)\s+(?:prescribe|start|give|put)\b/;

/** Words of measuring something else (blood sugars, weight): a schedule after them is not a medicine's. */
const MONITORING = /\b(?:check|checking|monitor|monitoring|measure|measuring|weigh|weighing|record|test|testing)\b/;

/** A span said as how long to take a medicine ('… twice a day for about 3 weeks', 'continue that for 3 weeks'). */
export const COURSE = /\b(?:for|x)\s+(?:about\s+|approximately\s+|another\s+|the next\s+)?$/;
function addCourses(f: DrugFacts, words: string) {
  for (const sp of spansIn(words))
    if (COURSE.test(words.slice(Math.max(0, sp.index - 24), sp.index))) f.courses.add(sp.days);
}

/** Words with which speakers correct themselves. */
const REPAIR = /\b(?:no,? actually|no,? wait|or rather|sorry,? i meant?)\b/g;
/** A piece that opens by putting right what was just said ('excuse me, five thousand units', 'sorry i mean ten'). */
const REPAIRING = regex(['^(?:(?:um|uh|oh|no)[,\\s]+)*', oneOf(REPAIR_CUES), '\\b']);

/** The medicines of a sentence, and `extra` wherever it is said: a word the report shows is a medicine that no list knows. */
function mentionsIn(sentence: string, extra?: string): DrugMention[] {
  const mentions = drugMentionsIn(sentence);
  if (!extra) return mentions;
  for (const m of sentence.matchAll(new RegExp(`(?<![a-z])${escapeRegExp(extra)}(?![a-z])`, 'g'))) {
    if (!mentions.some((x) => m.index < x.end && x.index < m.index + extra.length))
      mentions.push({ name: extra, index: m.index, end: m.index + extra.length });
  }
  return mentions.sort((a, b) => a.index - b.index);
}

/** Words that ask for or tell a medicine's dose ('do you remember the dosage?', 'how many milligrams?', a bare 'how much?' after it is named). */
const DOSE_ASKED =
  /\b(?:dos(?:e|age|ing)|prescription|strength|how (?:many (?:milligrams|mg)|much (?:do|did|are|have) you))\b|\bhow much(?: of (?:it|that|them))?\s*\??$/;

/** Medicines, with the doses and frequencies bound to each: said between it and the next medicine. */
export function readDrugs(
  c: Consultation,
  sentence: string,
  seg: string,
  lastDrug: { name: string | null; at: number },
  turn: TurnPlace,
  inAllergyTalk: boolean,
  extra?: string,
) {
  const { at } = turn;
  const mentions = mentionsIn(sentence, extra);
  mentions.forEach((m, i) => {
    const f = drugFacts(c, m.name);
    if (!f.segs.includes(seg)) f.segs.push(seg);
    const rest = sentence.slice(m.end, mentions[i + 1]?.index ?? sentence.length);
    const upTo = NEXT_MEDICINE.exec(rest)?.index ?? rest.length;
    // A speaker's own correction replaces what came before it ('the 500 mg once a day no actually … twice a day').
    const repair = [...rest.slice(0, upTo).matchAll(REPAIR)].at(-1);
    const from = repair ? repair.index + repair[0].length : 0;
    const window = rest.slice(from, upTo);
    for (const d of dosesIn(sentence, m.end + from, m.end + upTo)) addDose(c, m.name, d.dose, seg, d.role);
    // A number right after the name, unit or not, is its dose ('metformin 500 twice a day'); one glued to the name is part of it ('vitamin d3').
    const bare = from || /^\d/.test(window) ? null : bareDoseAfter(window);
    if (bare) addDose(c, m.name, bare, seg);
    const before = /(\d+(?:\.\d+)?)\s*(?:mg|mcg|milligrams?|units?)\s+(?:of\s+)?$/.exec(
      sentence.slice(mentions[i - 1]?.end ?? 0, m.index),
    );
    if (before) addDose(c, m.name, before[1]!, seg);
    // What follows a word of monitoring is the schedule of the monitoring: '… the metformin i do want you to check your blood sugars daily'.
    for (const freq of frequenciesOf(window.split(MONITORING)[0]!)) f.freqs.add(freq);
    addCourses(f, window);
    if (ALLERGY.test(withoutTreatedAllergy(sentence)) || inAllergyTalk) f.allergySegs.push(seg);
  });
  if (mentions.length) Object.assign(lastDrug, { name: mentions.at(-1)!.name, at });
  else if (
    lastDrug.name &&
    (at - lastDrug.at <= 1 ||
      ((DOSE_ASKED.test(sentence) || REPAIRING.test(sentence)) && at - lastDrug.at <= 3) ||
      (DOSE_ASKED.test(turn.question) && at - lastDrug.at <= 4) ||
      (actsOnDrugSaid(sentence) && at - lastDrug.at <= DRUG_SAID_REACH))
  ) {
    // A dose said on its own ('20 mg', 'twice a day') belongs to the medicine just talked about, or a few turns back when it or the question it
    // answers calls it 'the dose' or 'your prescription', when it puts right the dose just said ('excuse me, five thousand units'), or when
    // it changes what it calls 'it' ('how's the lisinopril' | 'ok' | 'let's increase it to 40 mg'), as the writer reads it.
    for (const d of dosesIn(sentence)) addDose(c, lastDrug.name, d.dose, seg, d.role);
    // The number that answers a question about the dose, unit or not ('what dose of lisinopril?' '10 once a day').
    const reply =
      at - lastDrug.at <= 2 &&
      asksDose(
        turn.question,
        drugMentionsIn(turn.question).some((m) => m.name === lastDrug.name),
      )
        ? bareDoseReply(sentence)
        : null;
    if (reply && !dosesIn(sentence).length) addDose(c, lastDrug.name, reply, seg);
    // A schedule said with a dose, or with a change of what is called 'it' ('bump that up to 1000 twice a day').
    if (actsOnDrugSaid(sentence) || /\d\s*(?:mg|mcg|units?)\b/.test(sentence))
      for (const freq of frequenciesOf(sentence)) drugFacts(c, lastDrug.name).freqs.add(freq);
    // 'We're going to continue that for about three weeks' said of the medicine just named is its course.
    if (at - lastDrug.at <= 1 && /\b(?:continue|take|keep|use|stay on)\s+(?:that|it|this|them)\b/.test(sentence))
      addCourses(drugFacts(c, lastDrug.name), sentence);
  }
}

const withDrugs = new WeakMap<Consultation, Map<string, Consultation>>();

/**
 * The consultation's medicines read again with `name` taken as a medicine wherever it is said: a name
 * the report shows is a medicine ('Micronase 2.5 mg') that no list knows and no dose followed in
 * speech ('still taking Micronase?' 'yes, 2.5 mg once a day') still has the doses and schedule said with it.
 */
export function readingWithDrug(c: Consultation, name: string): Consultation {
  const known = withDrugs.get(c) ?? new Map<string, Consultation>();
  withDrugs.set(c, known);
  const hit = known.get(name);
  if (hit) return hit;
  const d: Consultation = { ...c, drugs: new Map(), doseOwners: new Map() };
  const lastDrug = { name: null as string | null, at: -1 };
  const turns = turnsOf(c.segs);
  c.segs.forEach((seg, i) => {
    for (const sentence of sentences(seg.text))
      readDrugs(d, sentence, seg.id, lastDrug, turns[i]!, allergyTalk(c.segs, i), name);
  });
  known.set(name, d);
  return d;
}
