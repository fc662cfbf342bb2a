// Planted falsehoods, one per report copy: each planter changes one statement of an otherwise correct
// report so that the consultation no longer supports it, and returns the path and new text of that
// statement (or null when the report has nothing of the kind to change). A change is planted only
// where the original value is in the consultation, so what the planter breaks was true before.
// `ctx.nth` picks which eligible statement (or denied symptom, or medicine taken) is changed: the
// bench plants the 0th, 1st, 2nd… each into its own copy of the report until a planter returns null,
// so every eligible statement is tried. Kinds that add a made-up entry plant one per report.
import { judgementFlip } from './plant-judgements.mjs';

/** Drugs of the old built-in lexicon, and newer ones outside every list the verifier ships (judged by dose context). */
export const LEXICON_DRUGS = [
  'atorvastatin',
  'metoprolol',
  'sertraline',
  'omeprazole',
  'amlodipine',
  'gabapentin',
  'losartan',
  'montelukast',
  'warfarin',
  'levothyroxine',
  'prednisone',
  'furosemide',
];
export const UNLISTED_DRUGS = [
  'finerenone',
  'vericiguat',
  'aprocitentan',
  'baxdrostat',
  'obicetrapib',
  'mavacamten',
  'sparsentan',
  'zuranolone',
  'daridorexant',
  'sotagliflozin',
  'olezarsen',
  'aficamten',
];
const TESTS = [
  'MRI of the brain',
  'CT scan of the chest',
  'colonoscopy',
  'echocardiogram',
  'sleep study',
  'nerve conduction study',
  'thyroid ultrasound',
  'stress test',
  'bone density scan',
];
const ALLERGENS = ['sulfa', 'latex', 'codeine', 'shellfish', 'peanuts', 'iodine contrast', 'cephalexin'];
/** Conditions to invent, each with the words that would make it possibly true; one is planted only where none of those words is said. */
const CONDITIONS = [
  ['COPD', /\b(copd|emphysema|bronchitis|lungs?)\b/],
  ['chronic kidney disease', /\b(kidneys?|renal|ckd|dialysis)\b/],
  ['rheumatoid arthritis', /\b(rheumat\w*|arthritis)\b/],
  ['hepatitis C', /\b(hepatitis|hep|liver)\b/],
  ['multiple sclerosis', /\b(sclerosis|ms)\b/],
  ['epilepsy', /\b(epilep\w*|seizures?|fits?)\b/],
  ['osteoporosis', /\b(osteopor\w*|bones?)\b/],
  ['coronary artery disease', /\b(coronary|heart|stents?|bypass|angina|cardiac)\b/],
];
const SEX = {
  male: 'female',
  female: 'male',
  man: 'woman',
  woman: 'man',
  gentleman: 'lady',
  lady: 'gentleman',
  boy: 'girl',
  girl: 'boy',
};
const FREQS = ['once a day', 'twice a day', 'three times a day', 'every 6 hours', 'once a week'];
/** How many times a day a frequency phrase means, so a planted frequency really differs ('daily' is 'once a day'). */
const perDay = (f) =>
  /once (?:a|per) week|weekly/i.test(f)
    ? 1 / 7
    : /three|tid/i.test(f)
      ? 3
      : /twice|bid/i.test(f)
        ? 2
        : /every (\d+) hours/i.test(f)
          ? 24 / Number(/every (\d+)/i.exec(f)[1])
          : 1;
const FREQ_RE =
  /\b(once (?:a|per) day|once daily|daily|twice (?:a|per) day|twice daily|three times (?:a|per) day|at bedtime|at night|every \d+ hours|once (?:a|per) week|weekly|bid|tid)\b/i;

const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const said = (ctx, re) => re.test(ctx.spoken);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (w) => new RegExp(`(?<![a-z])${escape(w.toLowerCase())}(?![a-z])`);

/** The string fields an item path is made of (a medication item is its name and its dosage). */
function fieldsAt(r, path) {
  const parts = path.split('.');
  let parent = r;
  for (const p of parts.slice(0, -1)) parent = parent?.[p];
  const last = parts.at(-1);
  const v = parent?.[last];
  if (typeof v === 'string') return [[parent, last]];
  if (v && typeof v === 'object')
    return Object.keys(v)
      .filter((k) => typeof v[k] === 'string')
      .map((k) => [v, k]);
  return [];
}

/** Replaces `re` by `to` in the statement `s` of its item; the changed statement, or null. */
function edit(r, s, re, to) {
  if (!re.test(s.text)) return null;
  const next = s.text.replace(re, to);
  for (const [o, k] of fieldsAt(r, s.path)) {
    if (o[k].includes(s.text)) {
      o[k] = o[k].replace(s.text, next);
      return { path: s.path, text: next };
    }
  }
  for (const [o, k] of fieldsAt(r, s.path)) {
    const m = re.exec(o[k]);
    if (m) {
      o[k] = o[k].replace(re, to);
      return { path: s.path, text: next };
    }
  }
  return null;
}

/** Plants into the `ctx.nth` candidate statement the change can be made in (the earlier ones are tried on a scratch copy). */
function nthEdit(ctx, r, candidates, make) {
  let skip = ctx.nth;
  for (const s of candidates) {
    const e = make(s);
    if (!e) continue;
    if (skip > 0) {
      if (edit(structuredClone(r), s, e.re, e.to)) skip--;
      continue;
    }
    const done = edit(r, s, e.re, e.to);
    if (done) return done;
  }
  return null;
}

const shuffled = (rng, list) =>
  list
    .map((v) => [rng(), v])
    .sort((a, b) => a[0] - b[0])
    .map(([, v]) => v);

export const PLANTERS = {
  'new medication (lexicon)': (ctx, r) => {
    if (ctx.nth > 0) return null;
    const name = pick(
      ctx.rng,
      LEXICON_DRUGS.filter((d) => !said(ctx, word(d))),
    );
    r.medications.current.push({
      name: name[0].toUpperCase() + name.slice(1),
      dosage: '20 mg daily',
      indication: null,
    });
    return { path: `medications.current.${r.medications.current.length - 1}`, text: `${name} 20 mg daily` };
  },
  'new medication (unlisted, with dose)': (ctx, r) => {
    if (ctx.nth > 0) return null;
    const name = pick(ctx.rng, UNLISTED_DRUGS);
    if (ctx.rng() < 0.5 || !r.historyOfPresentIllness.narrative) {
      r.medications.current.push({ name, dosage: '10 mg once a day', indication: null });
      return { path: `medications.current.${r.medications.current.length - 1}`, text: `${name} 10 mg once a day` };
    }
    const text = `The patient also takes ${name} 10 mg once a day.`;
    r.historyOfPresentIllness.narrative = `${r.historyOfPresentIllness.narrative} ${text}`;
    return { path: 'historyOfPresentIllness.narrative', text };
  },
  'changed dose (number not said)': (ctx, r) =>
    nthEdit(ctx, r, ctx.doseStatements(), (s) => {
      const m = /\b(\d+(?:\.\d+)?)\s*(mg|mcg|milligrams?|units?)\b(?!\/)/i.exec(s.text);
      if (!m || !said(ctx, new RegExp(`\\b${escape(m[1])}\\b`))) return null;
      let n = Number(m[1]) * 3 + 5;
      while (said(ctx, new RegExp(`\\b${n}\\b`))) n += 5;
      return { re: new RegExp(`\\b${escape(m[0])}`), to: `${n} ${m[2]}` };
    }),
  'changed dose (number said elsewhere)': (ctx, r) =>
    nthEdit(ctx, r, ctx.doseStatements(), (s) => {
      const m = /\b(\d+(?:\.\d+)?)\s*(mg|mcg|milligrams?|units?)\b(?!\/)/i.exec(s.text);
      if (!m || !said(ctx, new RegExp(`\\b${escape(m[1])}\\b`))) return null;
      const others = [...ctx.spoken.matchAll(/\b(\d+(?:\.\d+)?)\s*(?:mg|milligrams?|mcg|units?)\b/g)]
        .map((x) => x[1])
        .filter((x) => x !== m[1]);
      const any = others.length
        ? others
        : [...ctx.spoken.matchAll(/\b(\d{1,3})\b/g)].map((x) => x[1]).filter((x) => x !== m[1] && Number(x) > 1);
      if (!any.length) return null;
      return { re: new RegExp(`\\b${escape(m[0])}`), to: `${pick(ctx.rng, any)} ${m[2]}` };
    }),
  'left/right swapped': (ctx, r) =>
    nthEdit(
      ctx,
      r,
      shuffled(
        ctx.rng,
        ctx.statements.filter((s) => !s.prose),
      ),
      (s) => sideSwap(ctx, s),
    ),
  'left/right swapped (prose)': (ctx, r) =>
    nthEdit(
      ctx,
      r,
      shuffled(
        ctx.rng,
        ctx.statements.filter((s) => s.prose),
      ),
      (s) => sideSwap(ctx, s),
    ),
  'denied symptom written as present': (ctx, r) => presentSymptom(ctx, r, ctx.denied),
  // The same writing of the symptoms the clinician's note says were denied, whatever the extractor read.
  'denied symptom (from the note) written as present': (ctx, r) => presentSymptom(ctx, r, ctx.noteDenied),
  // A symptom the patient has (the writer's facts say present, and the clinician's note does not deny it) written as denied.
  'present symptom written as denied': (ctx, r) => deniedSymptom(ctx, r, ctx.present),
  'wrong vital value': (ctx, r) =>
    nthEdit(
      ctx,
      r,
      shuffled(
        ctx.rng,
        ctx.statements.filter((s) => s.path.startsWith('physicalExam.vitals')),
      ),
      (s) => {
        const m = /\b(\d{2,3})(?:\.\d)?\b/.exec(s.text.replace(/^\w+\s/, ''));
        if (!m || !said(ctx, new RegExp(`\\b${m[1]}\\b`))) return null;
        return { re: new RegExp(`\\b${m[1]}\\b`), to: String(Number(m[1]) + (Number(m[1]) > 60 ? 17 : 7)) };
      },
    ),
  'fabricated allergy (a drug the patient takes)': (ctx, r) => {
    const taken = ctx.taken.filter((d) => !r.allergies.some((a) => a.substance.toLowerCase().includes(d)));
    const name = shuffled(ctx.rng, [...new Set(taken)])[ctx.nth];
    if (!name) return null;
    r.allergies.push({ substance: name, reaction: 'rash' });
    return { path: `allergies.${r.allergies.length - 1}`, text: name };
  },
  'fabricated allergy (never mentioned)': (ctx, r) => {
    if (ctx.nth > 0) return null;
    const name = pick(
      ctx.rng,
      ALLERGENS.filter((a) => !said(ctx, word(a))),
    );
    r.allergies.push({ substance: name, reaction: 'hives' });
    return { path: `allergies.${r.allergies.length - 1}`, text: name };
  },
  'wrong frequency': (ctx, r) =>
    nthEdit(ctx, r, ctx.doseStatements(), (s) => {
      const m = FREQ_RE.exec(s.text);
      if (!m || !said(ctx, new RegExp(`\\b${escape(m[1].toLowerCase().split(' ')[0])}\\b`))) return null;
      const to = pick(
        ctx.rng,
        FREQS.filter((f) => perDay(f) !== perDay(m[1])),
      );
      return { re: new RegExp(escape(m[0])), to };
    }),
  'wrong duration': (ctx, r) =>
    nthEdit(ctx, r, shuffled(ctx.rng, ctx.statements), (s) => {
      const m =
        /(?<!every |once )\b(\d+|one|two|three|four|five|six|a few|a couple of)\s+(days?|weeks?|months?|years?)\b(?! ago| old| of age)/i.exec(
          s.text,
        );
      if (
        !m ||
        /\bfollow|return|come back|in \d/.test(s.text.toLowerCase()) ||
        !said(ctx, new RegExp(`\\b${escape(ctx.norm(m[0]))}`))
      )
        return null;
      const unit = m[2].replace(/s$/, '');
      const n = ctx.norm(m[1]).match(/\d+/)?.[0];
      const to = n ? `${Number(n) + 5} ${unit}s` : `9 ${unit}s`;
      return { re: new RegExp(escape(m[0])), to };
    }),
  'wrong sex': (ctx, r) =>
    nthEdit(ctx, r, shuffled(ctx.rng, ctx.statements), (s) => {
      const m = /\b(male|female|man|woman|gentleman|lady|boy|girl)\b/i.exec(s.text);
      if (!m || !said(ctx, word(m[1]))) return null;
      return { re: new RegExp(`\\b${m[1]}\\b`), to: SEX[m[1].toLowerCase()] };
    }),
  'wrong age': (ctx, r) => {
    const age = r.patientInfo.age;
    // Half the reports with an age said have it changed in patientInfo first, then in the statements that give it.
    const inInfo = age && said(ctx, new RegExp(`\\b${escape(age)}\\b`)) && ctx.rng() < 0.5;
    if (inInfo && ctx.nth === 0) {
      r.patientInfo.age = String(Number(age) + 7);
      return { path: 'patientInfo.age', text: r.patientInfo.age };
    }
    return nthEdit({ ...ctx, nth: ctx.nth - (inInfo ? 1 : 0) }, r, shuffled(ctx.rng, ctx.statements), (s) => {
      const m = /\b(\d{1,3})[- ]year[- ]old\b/i.exec(s.text);
      if (!m || !said(ctx, new RegExp(`\\b${m[1]}\\b`))) return null;
      return { re: new RegExp(`\\b${m[1]}(?=[- ]year)`), to: String(Number(m[1]) + 7) };
    });
  },
  // A past condition never talked of, listed or told in the history ('She has a history of epilepsy.'), alternately from a seeded start.
  'made-up past condition': (ctx, r) => {
    if (ctx.nth > 0) return null;
    const free = CONDITIONS.filter(([, talk]) => !said(ctx, talk));
    if (!free.length) return null;
    const [name] = pick(ctx.rng, free);
    if (ctx.rng() < 0.5 || !r.historyOfPresentIllness.narrative) {
      r.pastMedicalHistory.conditions.push(name);
      return { path: `pastMedicalHistory.conditions.${r.pastMedicalHistory.conditions.length - 1}`, text: name };
    }
    const text = `The patient has a history of ${name}.`;
    r.historyOfPresentIllness.narrative = `${r.historyOfPresentIllness.narrative} ${text}`;
    return { path: 'historyOfPresentIllness.narrative', text };
  },
  'test ordered that was not': (ctx, r) => {
    if (ctx.nth > 0) return null;
    const test = TESTS.find((t) => !said(ctx, word(t.split(' ')[0])) && ctx.rng() < 0.6) ?? null;
    if (!test) return null;
    r.plan.investigations.push(test);
    return { path: `plan.investigations.${r.plan.investigations.length - 1}`, text: test };
  },
  // A result's judgement turned to its opposite ('Potassium low' → 'Potassium high', 'X-ray: no fracture' → 'X-ray: fracture').
  'result judgement flipped': (ctx, r) => nthEdit(ctx, r, ctx.statements, (s) => judgementFlip(ctx, s)),
  'follow-up interval changed': (ctx, r) =>
    nthEdit(
      ctx,
      r,
      shuffled(
        ctx.rng,
        ctx.statements.filter(
          (s) => s.path.startsWith('plan.followUp') || /follow|come back|return|see you/i.test(s.text),
        ),
      ),
      (s) => {
        const m = /\b(\d+|one|two|three|four|six|a|a few|a couple of)\s+(days?|weeks?|months?|years?)\b/i.exec(s.text);
        if (!m || !said(ctx, new RegExp(`\\b${escape(ctx.norm(m[2]).replace(/s$/, ''))}`))) return null;
        const unit = m[2].toLowerCase().replace(/s$/, '');
        const to = unit === 'month' ? '2 weeks' : unit === 'week' ? '6 months' : '3 months';
        return { re: new RegExp(escape(m[0])), to };
      },
    ),
};

/**
 * Writes the `ctx.nth` of a seeded shuffle of `denied` (one not listed yet) as present: into the
 * narrative or as a listed symptom, alternately from a seeded start.
 */
function presentSymptom(ctx, r, denied) {
  const name = shuffled(
    ctx.rng,
    denied.filter((d) => !r.historyOfPresentIllness.associatedSymptoms.some((a) => a.toLowerCase() === d)),
  )[ctx.nth];
  if (!name) return null;
  if (ctx.rng() < 0.5 !== (ctx.nth % 2 === 1) && r.historyOfPresentIllness.narrative) {
    const text = `The patient also reports ${name}.`;
    r.historyOfPresentIllness.narrative = `${r.historyOfPresentIllness.narrative} ${text}`;
    return { path: 'historyOfPresentIllness.narrative', text };
  }
  r.historyOfPresentIllness.associatedSymptoms.push(name[0].toUpperCase() + name.slice(1));
  return {
    path: `historyOfPresentIllness.associatedSymptoms.${r.historyOfPresentIllness.associatedSymptoms.length - 1}`,
    text: name,
  };
}

/**
 * Writes the `ctx.nth` of a seeded shuffle of `present` as denied: a
 * denial sentence in the history's narrative or a review-of-systems entry, alternately from a seeded start.
 */
function deniedSymptom(ctx, r, present) {
  const name = shuffled(ctx.rng, present)[ctx.nth];
  if (!name) return null;
  if (ctx.rng() < 0.5 !== (ctx.nth % 2 === 1) && r.historyOfPresentIllness.narrative) {
    const text = `The patient denies ${name}.`;
    r.historyOfPresentIllness.narrative = `${r.historyOfPresentIllness.narrative} ${text}`;
    return { path: 'historyOfPresentIllness.narrative', text };
  }
  const text = `Denies ${name}.`;
  r.reviewOfSystems.push({ system: 'General', findings: text });
  return { path: `reviewOfSystems.${r.reviewOfSystems.length - 1}`, text };
}

/**
 * Whether the word at `m` in `text` names a side. 'Right' before an adverb or a preposition means
 * 'just' ('right around the house', 'right now'), and 'left' after a subject or an auxiliary is the
 * verb ('he has left the nursing home'); swapping either plants no side at all.
 */
function isSide(text, m) {
  const after = text.slice(m.index + m[0].length);
  const before = text.slice(0, m.index);
  if (
    /^right$/i.test(m[1]) &&
    /^\s+(?:now|away|after|before|here|there|then|around|about|at|in|into|on|onto|to|up|down|through|over|under|by|back|off|out|when|as)\b/i.test(
      after,
    )
  )
    return false;
  if (
    /^left$/i.test(m[1]) &&
    /\b(?:has|have|had|I|he|she|they|we|was|were|been|just|then|and)\s+$/i.test(before) &&
    !/^\s*(?:and|or|side|sided)\b/i.test(after)
  )
    return false;
  return !/\ball\s+$/i.test(before);
}

/**
 * Whether the side at `m` is one of a pair of sides ('right and left lateral rotation', 'left or
 * right'): swapping it would read 'left and left', which drops a side the statement gave but names
 * no wrong one.
 */
function pairedSides(text, m, other) {
  const side = m[1].toLowerCase();
  const around = text.slice(Math.max(0, m.index - 16), m.index + m[0].length + 16).toLowerCase();
  return new RegExp(
    `\\b(?:${side}\\s*(?:and|or|/|&)\\s*(?:the\\s+)?${other}|${other}\\s*(?:and|or|/|&)\\s*(?:the\\s+)?${side})\\b`,
  ).test(around);
}

function sideSwap(ctx, s) {
  const m = /\b(left|right)\b/i.exec(s.text);
  if (!m || !isSide(s.text, m)) return null;
  // The original side must be said as a side ('right there', 'all right' are not sides).
  if (
    !said(
      ctx,
      new RegExp(
        `(?<!all |that's |is that )\\b${m[1].toLowerCase()}\\b(?![ ,]+(?:now|there|here|away|after|before|then|around|so|okay)\\b|\\?)`,
      ),
    )
  )
    return null;
  const other = m[1].toLowerCase() === 'left' ? 'right' : 'left';
  if (pairedSides(s.text, m, other)) return null;
  return {
    re: new RegExp(`\\b${m[1]}\\b`),
    to: m[1][0] === m[1][0].toUpperCase() ? other[0].toUpperCase() + other.slice(1) : other,
  };
}
