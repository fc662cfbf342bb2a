// A blind rating packet: for ACI-Bench consultations of one part, the transcript and two unlabelled notes
// (the built-in writer's and the clinician's, in a seeded random order), for raters to judge each note
// against its transcript as a physician would (PDQI-9). The key saying which note is which is written
// beside the cases, never inside them; bench/blind-score.mjs joins it with the raters' answers.
//
// Run: npx tsc -b packages/scribe && node bench/blind-packet.mjs --out DIR [--part held-out|tuning]
//        [--count 12] [--seed 1] [--asr] [--dist DIR]
//   --asr    the built-in note is written from the dialogue as speech recognition gives it (lib/speech.mjs);
//            the raters still read the dialogue as written, which is what was said
// Writes DIR/cases/<n>/{transcript.txt,note-A.txt,note-B.txt} and DIR/key.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataFile, readCsv } from './datasets.mjs';
import { asSpeech } from './lib/speech.mjs';
import { reportAsNote } from './note/render.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const out = opt('--out');
if (!out) throw new Error('Say where the packet goes: --out DIR');
const part = opt('--part', 'held-out');
const count = Number(opt('--count', '12'));
let seed = Number(opt('--seed', '1'));
const asr = args.includes('--asr');
const dist = path.resolve(opt('--dist', 'packages/scribe/dist'));
const lex = await import(pathToFileURL(path.join(dist, 'report/eval-exports.js')).href);
const scribe = await import(pathToFileURL(path.join(dist, 'index.js')).href);

// A small seeded generator (mulberry32), so a packet can be made again with the same cases and order.
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const file = dataFile('aci-bench', part === 'tuning' ? 'train.csv' : 'valid.csv');
if (!file) throw new Error('ACI-Bench is not in ../shared/data: no packet can be made');
const rows = readCsv(file)
  .map((row) => ({ row, order: random() }))
  .sort((a, b) => a.order - b.order)
  .slice(0, count)
  .map((x) => x.row);

const key = {};
for (const [i, row] of rows.entries()) {
  const id = String(i + 1).padStart(2, '0');
  const dir = path.join(out, 'cases', id);
  mkdirSync(dir, { recursive: true });
  const transcript = lex.transcriptFromText(asr ? asSpeech(row.dialogue, scribe) : row.dialogue);
  const stored = await lex.writeReport(transcript);
  const builtIn = reportAsNote(stored.patientReport);
  const builtInFirst = random() < 0.5;
  writeFileSync(path.join(dir, 'transcript.txt'), row.dialogue);
  writeFileSync(path.join(dir, 'note-A.txt'), builtInFirst ? builtIn : row.note);
  writeFileSync(path.join(dir, 'note-B.txt'), builtInFirst ? row.note : builtIn);
  key[id] = { encounter: row.encounter_id, builtIn: builtInFirst ? 'A' : 'B' };
}
writeFileSync(path.join(out, 'key.json'), `${JSON.stringify({ part, asr, key }, null, 2)}\n`);
console.log(`blind packet: ${rows.length} consultations of the ${part} part in ${out}/cases (key in ${out}/key.json)`);
