import type { Consultation } from './consultation-types.js';
import { COURSE, readingWithDrug } from './read-drugs.js';
import { dosesIn, type DoseRole } from './dose-roles.js';
import { checkDoseTime, checkTakenAt, doseTime } from './dose-times.js';
import { spelledOut } from './drug-shorthand.js';
import { bareDoseAfter } from './bare-doses.js';
import { ACTION_VERBS, drugMentionsIn, drugName, misspeltIn, soundAlikeIn, type DrugMention } from './drugs.js';
import { daysWords, sameSpan, spansIn } from './durations.js';
import { frequenciesOf, frequencyWords } from './frequencies.js';
import { cap, finding, uniq, type Finding, type Statement } from './types.js';

/** Whether a word stands whole in a text (not inside another word). */
export const wordIn = (text: string, w: string) =>
  new RegExp(`(?<![a-z])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z])`).test(text);

/** Names of laboratory tests, and words after a substance that make it one ('folate level', 'iron studies'). */
const LAB = /\b(?:cbc|tsh|tfts?|t4|vdrl|rpr|esr|crp|cmp|bmp|lfts?|ferritin|inr|ptt?|urinalysis|electrolytes|serum)\b/;
const LAB_AFTER = /^\s*(?:levels?|studies|panel|counts?)\b/;
/** Vitamins and minerals: substances a blood test measures as well as medicines. */
const NUTRIENT =
  /^(?:folate|folic acid|vitamin|cyanocobalamin|cholecalciferol|iron|ferrous|magnesium|potassium|calcium|zinc)/;

/**
 * A medicine measured, not taken: named as a level ('folate level', 'lithium levels'), or a vitamin or
 * mineral with no dose in a list of tests ('B12, folate, CBC and MRI were unremarkable'): a clause of three items or
 * more, up to a semicolon or the sentence's end, that names a test.
 */
function isLab(text: string, m: DrugMention): boolean {
  if (LAB_AFTER.test(text.slice(m.end))) return true;
  // A dose written with it ('iron 325 mg, CBC, TSH') is a medicine's.
  if (!NUTRIENT.test(m.name) || /^\s*(?:\w+\s+)?\d/.test(text.slice(m.end))) return false;
  const from = Math.max(text.lastIndexOf(';', m.index), text.lastIndexOf('. ', m.index)) + 1;
  const to = text.slice(m.end).search(/[;.](?:\s|$)/);
  const clause = `${text.slice(from, m.index)} ${text.slice(m.end, to < 0 ? text.length : m.end + to)}`;
  return (clause.match(/,/g) ?? []).length >= 2 && LAB.test(clause);
}

/** The medicines of a statement; a medication item's own name counts even when no list knows it. */
function drugsOf(s: Statement) {
  const found = drugMentionsIn(s.norm).filter((m) => !isLab(s.norm, m));
  if (s.role === 'medication' && s.name) {
    // An item's name is a medicine when a list or a stem knows it, or a dose follows it ('Finerenone 10 mg').
    // The name's first word that is no plan verb ('Initiate meloxicam 15 mg' names meloxicam).
    const words = s.name
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/[^a-z-]/g, ''));
    const skip = words.findIndex((w) => !ACTION_VERBS.has(w));
    const own = skip < 0 ? '' : words[skip]!;
    const at = s.norm.indexOf(own);
    const name =
      drugName(own) ??
      (at >= 0 && /^\s*[a-z-]*\s*\d+(?:\.\d+)?\s*(?:mg|mcg|units?|ml|g)\b/.test(s.norm.slice(at + own.length))
        ? own
        : null);
    if (name && own.length >= 3 && at >= 0 && !found.some((f) => f.name === name))
      found.push({ name, index: at, end: at + own.length });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A dose written as the one taken now ('reports taking lisinopril 40 mg'), in a statement that tells of no change. */
const TAKING =
  /\b(?:taking|takes|is on|was on|currently on|has been on|remains on|uses|using)\s+(?:(?:his|her|their|the)\s+)?$/;
const CHANGED = /\b(?:increas|decreas|rais|lower|reduc|titrat|chang|switch|adjust|start|new|will|plan|recommend)\w*/;
/** A number said as a span, a count or a measure ('3 or 4 months', 'twice', '140 over 90') is no dose. */
const NOT_DOSE =
  "(?!\\s*(?:(?:to|or|-)\\s*\\d+\\s*)?(?:days?|weeks?|months?|years?|hours?|minutes?|times?|o'clock|am|pm|%|percent|pounds?|lbs|over)\\b)";

function checkDose(c: Consultation, name: string, dose: string, role: DoseRole | 'taken' = null): Finding | null {
  const facts = c.drugs.get(name)!;
  // The dose a change goes to written as the one taken before it: 'taking lisinopril 40 mg' when 20 mg is taken and 40 mg the increase.
  const before = [...facts.doses.keys()].filter((d) => !facts.targets.has(d));
  if (role === 'taken' && facts.targets.has(dose) && before.length && !before.includes(dose)) {
    return finding(
      'contradicted',
      'dose',
      `${dose} mg is the new dose of ${name}; the consultation gives the dose taken as ${before.join(' or ')} mg`,
      uniq(facts.doses.get(dose) ?? []),
    );
  }
  // A change written the other way round: 'increase to 20 mg' when 20 mg is the dose it starts from.
  if (role === 'to' && facts.targets.size && !facts.targets.has(dose) && facts.froms.has(dose)) {
    return finding(
      'contradicted',
      'dose',
      `The consultation changes ${name} to ${[...facts.targets].join(' or ')} mg, not ${dose}`,
      uniq(facts.doses.get(dose) ?? []),
    );
  }
  if (role === 'from' && facts.froms.size && !facts.froms.has(dose) && facts.targets.has(dose)) {
    return finding(
      'contradicted',
      'dose',
      `${dose} mg is the new dose of ${name}; the consultation changes it from ${[...facts.froms].join(' or ')} mg`,
      uniq(facts.doses.get(dose) ?? []),
    );
  }
  if (facts.doses.has(dose)) return null;
  const owners = [...(c.doseOwners.get(dose) ?? [])].filter((o) => o !== name);
  if (owners.length) {
    const segs = owners.flatMap((o) => c.drugs.get(o)?.doses.get(dose) ?? []);
    return finding('contradicted', 'dose', `${dose} mg was said for ${owners[0]}, not ${name}`, uniq(segs));
  }
  if (facts.doses.size) {
    const said = [...facts.doses.keys()];
    return finding(
      'contradicted',
      'dose',
      `The consultation gives ${name} as ${said.join(' or ')} mg, not ${dose}`,
      uniq([...facts.doses.values()].flat()),
    );
  }
  const near = c.segs.filter((s, i) => [s, c.segs[i - 1]].some((x) => x && facts.segs.includes(x.id)));
  if (near.some((s) => new RegExp(`(?<![\\d.])${dose.replace('.', '\\.')}(?![\\d])${NOT_DOSE}`).test(s.text)))
    return null;
  return finding('unsupported', 'dose', `No dose of ${dose} was said for ${name}`, uniq(facts.segs));
}

/**
 * The words said about a medicine in a turn: around each place it is named, or all of a turn that
 * names none (a reply). A long turn goes on to other medicines ('oxycodone every 6 to 8 hours … keep you on the norvasc').
 */
function wordsAbout(text: string, name: string): string {
  const at = drugMentionsIn(text).filter((m) => m.name === name);
  return at.length ? at.map((m) => text.slice(Math.max(0, m.index - 100), m.end + 150)).join(' \n ') : text;
}

/** A frequency written for a medicine ('as needed' qualifies a schedule and is not compared with one). */
function checkFrequency(c: Consultation, name: string, written: (number | 'prn')[]): Finding | null {
  const facts = c.drugs.get(name)!;
  const freq = written.find((f) => f !== 'prn');
  if (freq === undefined || facts.freqs.has(freq)) return null;
  const said = [...facts.freqs].filter((f) => f !== 'prn');
  if (said.length) {
    return finding(
      'contradicted',
      'frequency',
      `The consultation says ${name} ${said.map(frequencyWords).join(' or ')}, not ${frequencyWords(freq)}`,
      uniq(facts.segs),
    );
  }
  const near = c.segs.filter((s, i) => [s, c.segs[i - 1]].some((x) => x && facts.segs.includes(x.id)));
  if (near.some((s) => frequenciesOf(s.text).includes(freq))) return null;
  // 'Daily' is how a note writes a medicine whose schedule nobody said; with no schedule said near it, only another schedule claims something unsaid.
  if (freq === 1 && !near.some((s) => frequenciesOf(wordsAbout(s.text, name)).some((f) => f !== 'prn'))) return null;
  return finding(
    'unsupported',
    'frequency',
    `No ${frequencyWords(freq)} dosing was said for ${name}`,
    uniq(facts.segs),
  );
}

/** What is eaten or drunk, measured in mg as a medicine's dose is ('limit salt intake to 2300 mg daily'). */
const DIET = /\b(?:salt|sodium|sugars?|carbs?|carbohydrates?|calories|caffeine|protein|fluids?|water)\b/;

/**
 * A dose written with no medicine to bind it to ('went back to her previous dose of 8 mg daily') must at
 * least be a number said. Only a medicine's dose: 'limit salt to 2300 mg daily' is a diet.
 */
function checkUnboundDose(s: Statement, c: Consultation): Finding | null {
  const called = /\b(?:dose|dosage|dosing|pills?|tablets?|capsules?|medications?|medicines?|injections?)\b/.test(
    s.norm,
  );
  // A medication item's dose, or a dose taken, is a medicine's whatever its name reads as ('takes point 10 mg' where speech said 'point ten milligrams').
  const taken = (s.role === 'medication' || /\b(?:takes|taking|took)\b/.test(s.norm)) && !DIET.test(s.norm);
  if (!called && !taken) return null;
  for (const d of dosesIn(s.norm)) {
    if (new RegExp(`(?<![\\d.])${d.dose.replace('.', '\\.')}(?![\\d])${NOT_DOSE}`).test(c.text)) continue;
    return finding('unsupported', 'dose', `No dose of ${d.dose} was said`);
  }
  return null;
}

const STEROIDS = new Set([
  'cortisone',
  'hydrocortisone',
  'triamcinolone',
  'methylprednisolone',
  'dexamethasone',
  'betamethasone',
]);
/** A shot or injection talked about, not a vaccine's or another named one's ('a flu shot', 'insulin injections'). */
const SHOT =
  /(?<!\b(?:flu|tetanus|covid|pneumonia|shingles|booster|vaccine|b12|insulin|allergy|testosterone) )\b(?:shots?|injections?|inject)\b/;

/** A steroid written as an injection ('a cortisone injection') is the shot the consultation talks of: a joint shot is a steroid, whether or not it is named. */
const steroidShot = (after: string, name: string, talk: string) =>
  STEROIDS.has(name) && /^\s*(?:injections?|shots?)\b/.test(after) && SHOT.test(talk);

/** Medicines with their doses and frequencies, each bound to the medicine it is written with. */
export function checkMedications(s: Statement, c: Consultation): Finding | null {
  if (s.role === 'allergy' || /\ballerg/.test(s.norm)) return null;
  const own = drugsOf(s);
  const mentions = own.length || !s.carried || !c.drugs.has(s.carried) ? own : [{ name: s.carried, index: 0, end: 0 }];
  if (!mentions.length) return checkUnboundDose(s, c);
  for (const [i, m] of mentions.entries()) {
    const named = c.drugs.has(m.name) || wordIn(c.text, m.name) || misspeltIn(c.text, m.name);
    // A name said as speech recognition mishears it ('regulin' for Reglan) is checked as that word is said.
    const heard = named ? null : soundAlikeIn(c.text, s.norm.slice(m.index, m.end));
    if (!named && !heard && !steroidShot(s.norm.slice(m.end), m.name, c.text)) {
      return finding('unsupported', 'medication', `${cap(m.name)} was not mentioned in the consultation`);
    }
    const name = heard ?? m.name;
    // A medicine the consultation names but no list knows is checked as the consultation says it.
    const said = c.drugs.has(name) ? c : readingWithDrug(c, name);
    if (!said.drugs.has(name)) continue;
    const window = s.norm.slice(m.end, mentions[i + 1]?.index ?? s.norm.length);
    const taken = TAKING.test(s.norm.slice(Math.max(0, m.index - 30), m.index)) && !CHANGED.test(s.norm);
    const doses = dosesIn(s.norm, m.end, m.end + window.length);
    for (const d of doses) {
      const f =
        checkDose(said, name, d.dose, d.role ?? (taken ? 'taken' : null)) ??
        checkDoseTime(said, name, d.dose, doseTime(s.norm, m.end + d.index));
      if (f) return f;
    }
    // A strength written with no unit right after the name ('Lisinopril 10 daily') is a dose, as it is said.
    const bare = doses.length ? null : bareDoseAfter(window);
    const unitless = bare ? checkDose(said, name, bare) : null;
    if (unitless) return unitless;
    // A dose written just before the medicine ('a 21 mg nicotine patch') is that medicine's too; not one a joining word parts from it ('prozac 20 mg and aspirin').
    const before =
      /(\d+(?:\.\d+)?)\s*(?:mg|mcg|milligrams?|units?)\s+(?:of\s+)?(?:(?!(?:and|or|plus|with|then|also)\s)[a-z]+\s+)?$/.exec(
        s.norm.slice(mentions[i - 1]?.end ?? 0, m.index),
      );
    if (before) {
      const f = checkDose(said, name, before[1]!);
      if (f) return f;
    }
    // 'has not been taking Allegra daily' claims no schedule.
    const negated = /\b(not|no longer|stopped|never|isn't|hasn't)\b[^.]{0,30}$/.test(
      s.norm.slice(Math.max(0, m.index - 40), m.index),
    );
    // A schedule written in shorthand ('q AM', 'x2 daily') is read as the words it stands for.
    const schedule = spelledOut(window.slice(0, 80));
    const f = negated
      ? null
      : (checkFrequency(said, name, frequenciesOf(schedule)) ??
        checkTakenAt(said, name, schedule) ??
        checkCourse(said, name, window.slice(0, 80)));
    if (f) return f;
  }
  return null;
}

/** How long to take a medicine, written ('for 8 weeks'), must be the course said with it, where one was: not a span said of anything else. */
function checkCourse(c: Consultation, name: string, window: string): Finding | null {
  const courses = [...c.drugs.get(name)!.courses];
  if (!courses.length) return null;
  for (const x of spansIn(window)) {
    if (!COURSE.test(window.slice(Math.max(0, x.index - 24), x.index)) || courses.some((d) => sameSpan(x.days, d)))
      continue;
    return finding(
      'contradicted',
      'duration',
      `The consultation gives ${name} for ${courses.map(daysWords).join(' or ')}, not ${x.text}`,
      uniq(c.drugs.get(name)!.segs),
    );
  }
  return null;
}
