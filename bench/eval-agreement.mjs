#!/usr/bin/env node
// Whether the writer and the checker agree about each symptom's presence. For every dialogue of a part,
// the writer's facts (extractFacts) and the checker's own reading of the consultation (readConsultation
// without the writer's facts, as it reads a report written elsewhere) are compared symptom by symptom:
// a symptom one of them reads as present and the other as only denied is a disagreement. A symptom one of
// them did not read is not counted. Prints the count per part and, on the tuning part, each disagreement
// with its dialogue (the held-out part is only counted).
//
//   node bench/eval-agreement.mjs [--part tuning|held-out|both] [--asr] [--quiet]
import { tsImport } from 'tsx/esm/api';
import { dataAvailable, dataFile, readCsv } from './datasets.mjs';
import { asSpeech } from './lib/speech.mjs';

if (!dataAvailable()) process.exit(0);
const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const load = (p) => tsImport(p, import.meta.url);
const { parseDialogueText, transcriptFromText } = await load('../packages/scribe/src/transcript-text/index.ts');
const { classifyRoles } = await load('../packages/scribe/src/roles/index.ts');
const { extractFacts } = await load('../packages/scribe/src/report/extract/index.ts');
const { presenceDisagreements } = await load('../packages/scribe/src/report/claims/agreement.ts');
const asr = args.includes('--asr');
const quiet = args.includes('--quiet');
const transcriptOf = (dialogue) =>
  transcriptFromText(asr ? asSpeech(dialogue, { parseDialogueText, classifyRoles }) : dialogue);

function casesOf(part) {
  const aci = readCsv(dataFile('aci-bench', part === 'tuning' ? 'train.csv' : 'valid.csv'));
  const mts = readCsv(
    dataFile('mts-dialog', part === 'tuning' ? 'MTS-Dialog-TrainingSet.csv' : 'MTS-Dialog-ValidationSet.csv'),
  );
  return [
    ...aci.map((row) => ({ id: row.encounter_id, dialogue: row.dialogue })),
    ...mts.map((row) => ({ id: `mts-${row.ID}`, dialogue: row.dialogue })),
  ];
}

for (const part of arg('--part', 'tuning') === 'both' ? ['tuning', 'held-out'] : [arg('--part', 'tuning')]) {
  let symptoms = 0;
  const all = [];
  for (const c of casesOf(part)) {
    const t = transcriptOf(c.dialogue);
    const facts = extractFacts(t);
    symptoms += new Set([...facts.symptoms, ...facts.negatedSymptoms].map((s) => s.value)).size;
    for (const d of presenceDisagreements(t, facts)) all.push({ id: c.id, ...d });
  }
  console.log(`== ${part}${asr ? ' · as recognised speech' : ''} ==`);
  const share = symptoms ? ((100 * all.length) / symptoms).toFixed(1) : '0.0';
  console.log(`writer and checker disagree on ${all.length} of ${symptoms} symptoms the writer read (${share}%)`);
  const ways = (w, k) => all.filter((d) => d.writer === w && d.checker === k).length;
  console.log(
    `  writer present, checker denied: ${ways('present', 'denied')} · writer denied, checker present: ${ways('denied', 'present')}`,
  );
  if (part === 'tuning' && !quiet)
    for (const d of all) console.log(`  ${d.id}: ${d.symptom} (writer ${d.writer}, checker ${d.checker})`);
}
