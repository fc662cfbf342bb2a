// The patient's age, sex and smoking status as the built-in writer gives them, against the clinician's note.
// ACI-Bench notes open with the patient's age and sex ('a 39-year-old female'); ACI-Bench notes and
// MTS-Dialog family/social history sections say whether the patient smokes. Prints, per part and dataset:
//   age: right / wrong / not given, where the note states it; given where the note states none (unchecked)
//   sex: the same
//   smoking status (never / current / former): right / wrong / not given where the note states it, and how
//   often a note's non-smoker is written as a smoker (current or former) — the error clinicians notice most.
// A report's status is read from its tobacco line: 'Never smoker' / 'Current smoker' / 'Former smoker', or,
// for a line in other words (an older writer's), by the same rules as the note.
//
// Run: npx tsc -b packages/scribe && nice -n 10 node bench/note/patient-facts.mjs [--part tuning|held-out] [--asr] [--dist DIR]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataAvailable, dataFile, readCsv } from '../datasets.mjs';
import { asSpeech } from '../lib/speech.mjs';

const args = process.argv.slice(2);
const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dist = path.resolve(opt('--dist') ?? 'packages/scribe/dist');
const asr = args.includes('--asr');
const lex = await import(pathToFileURL(path.join(dist, 'report/eval-exports.js')).href);
const scribe = await import(pathToFileURL(path.join(dist, 'index.js')).href);

const PARTS = {
  tuning: [
    ['aci', 'aci-bench', 'train.csv'],
    ['mts', 'mts-dialog', 'MTS-Dialog-TrainingSet.csv'],
  ],
  'held-out': [
    ['aci', 'aci-bench', 'valid.csv'],
    ['mts', 'mts-dialog', 'MTS-Dialog-ValidationSet.csv'],
  ],
};

// The package's own words for a sex, so the bench reads a note's 'a 39-year-old female' as the writer does.
const SEX = lex.SEX_WORDS;
const NOTE_AGE = new RegExp(
  `\\b(\\d{1,3})[- ]year[- ]old\\b(?:,? (?:[a-z-]+ ){0,3}?(${Object.keys(SEX).join('|')})\\b)?`,
  'i',
);
const words = (list) => new RegExp(`\\b(?:${list.join('|')})\\b`, 'i');
const TOBACCO = words(['smok\\w*', 'tobacco', 'cigarettes?', 'cigars?', 'nicotine', 'packs? (?:a|per) day']);
// Given up: a former smoker, or 'quit' soon after the tobacco word ('2ppd smoker since his teens; quit 2 years ago').
const FORMER = words([
  'former',
  'ex-?smoker',
  'remote history of tobacco',
  '(?:smok\\w*|tobacco|cigarettes?|ppd)\\b[^.]{0,40}\\bquit',
  'quit (?:smoking|tobacco)',
  'stopped smoking',
  'used to smoke',
  'previously smoked',
  'gave up smoking',
]);
// Never: 'non-smoker', 'non-cigarette smoker', 'denies ETOH/illicit drug/tobacco use', 'no history of any smoking'.
const NEVER = words([
  'non-?[\\w-]*smoker',
  'non-[\\w-]+ smoker',
  'never smoked',
  'never smoker',
  'denie[sd] [^.]*\\b(?:tobacco|smoking|cigarettes?)',
  "does not smoke|doesn't smoke",
  'no (?:history of )?(?:any )?[^.]*\\b(?:tobacco|smoking)',
  'not (?:a )?(?:smoker|tobacco user)',
  'not an? (?:alcohol or )?tobacco user',
  'tobacco: never',
  'nor (?:does she|does he) smoke',
]);
const CURRENT = words([
  'smokes|smoker|smoking',
  'current(?:ly)? smok\\w*',
  'cigarettes? (?:a|per) day',
  'packs? (?:a|per|of cigarettes)',
  'tobacco (?:use|abuse)',
]);

/** never / former / current from the sentences of a text that speak of tobacco; null when none does. */
function statusIn(text) {
  const sentences = text.split(/(?<=\.)\s+|\n+/).filter((s) => TOBACCO.test(s));
  if (!sentences.length) return null;
  const t = sentences.join(' ');
  if (FORMER.test(t)) return 'former';
  if (NEVER.test(t)) return 'never';
  return CURRENT.test(t) ? 'current' : null;
}
const reportStatus = (line) =>
  line ? (/^(never|former|current)\b/i.exec(line)?.[1]?.toLowerCase() ?? statusIn(line)) : null;

const tally = () => ({ right: 0, wrong: 0, missing: 0, unchecked: 0, neverAsSmoker: 0, notes: 0, dialogues: 0 });
function score(t, said, written) {
  if (said === null || said === undefined) {
    if (written) t.unchecked++;
    return;
  }
  t.notes++;
  if (!written) t.missing++;
  else if (written === said) t.right++;
  else t.wrong++;
}

async function runPart(files) {
  const out = {};
  for (const [dataset, ...file] of files) {
    const f = dataFile(...file);
    if (!f) continue;
    const t = (out[dataset] = { age: tally(), sex: tally(), tobacco: tally() });
    for (const row of readCsv(f)) {
      const note = row.note ?? row.section_text;
      // An MTS-Dialog section other than social history says nothing of the patient's habits either way.
      if (dataset === 'mts' && row.section_header !== 'FAM/SOCHX') continue;
      const transcript = lex.transcriptFromText(asr ? asSpeech(row.dialogue, scribe) : row.dialogue);
      const r = (await lex.writeReport(transcript)).patientReport;
      if (dataset === 'aci') {
        const m = NOTE_AGE.exec(note);
        score(t.age, m ? m[1] : null, r.patientInfo.age);
        score(t.sex, m?.[2] ? SEX[m[2].toLowerCase()] : null, r.patientInfo.gender);
      }
      const said = statusIn(note);
      const written = reportStatus(r.socialHistory?.tobacco);
      score(t.tobacco, said, written);
      if (said === 'never' && (written === 'current' || written === 'former')) t.tobacco.neverAsSmoker++;
    }
  }
  return out;
}

const line = (name, s) =>
  `${name}: right ${s.right}/${s.notes}, wrong ${s.wrong}, not given ${s.missing} (where the note states it) · given where the note states none: ${s.unchecked}`;

if (dataAvailable()) {
  console.log(
    `patient-facts: built-in writer from ${path.relative(process.cwd(), dist) || dist}${asr ? ' · as recognised speech' : ''}`,
  );
  for (const [part, files] of Object.entries(PARTS)) {
    if (opt('--part') && opt('--part') !== part) continue;
    for (const [dataset, t] of Object.entries(await runPart(files))) {
      console.log(`\n== ${part} · ${dataset === 'aci' ? 'ACI-Bench (full notes)' : 'MTS-Dialog FAM/SOCHX sections'}`);
      if (dataset === 'aci') {
        console.log(line('age', t.age));
        console.log(line('sex', t.sex));
      }
      console.log(
        `${line('smoking status', t.tobacco)} · a non-smoker written as a smoker: ${t.tobacco.neverAsSmoker}`,
      );
    }
  }
}
