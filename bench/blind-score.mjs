// The blind rating's figures: joins the raters' answers (DIR/cases/<n>/rating.json) with the packet's key
// (bench/blind-packet.mjs) and prints, for the built-in writer's notes and the clinicians' notes, the mean
// PDQI-9 total (9 items, 1-5 each, 45 at most) and per item, how many hold a statement that could harm the
// patient, and what signing each would take.
//
// rating.json: { "A": NoteRating, "B": NoteRating }, NoteRating = { "pdqi": { <item>: 1-5 for each of
// PDQI_ITEMS }, "harm": [what could harm the patient, if anything], "signing": one of SIGNING }
//
// Run: node bench/blind-score.mjs DIR
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PDQI_ITEMS = [
  'upToDate',
  'accurate',
  'thorough',
  'useful',
  'organized',
  'comprehensible',
  'succinct',
  'synthesized',
  'consistent',
];
export const SIGNING = ['as is', 'minor edits', 'major edits', 'rewrite'];

const dir = process.argv[2];
if (!dir) throw new Error('Say which packet to score: node bench/blind-score.mjs DIR');
const { key, part, asr } = JSON.parse(readFileSync(path.join(dir, 'key.json'), 'utf8'));

const tally = () => ({
  n: 0,
  total: 0,
  items: Object.fromEntries(PDQI_ITEMS.map((i) => [i, 0])),
  harm: 0,
  signing: {},
});
const by = { builtIn: tally(), clinician: tally() };
let safeAndEditable = 0;
for (const [id, { builtIn }] of Object.entries(key)) {
  const file = path.join(dir, 'cases', id, 'rating.json');
  if (!existsSync(file)) continue;
  const rating = JSON.parse(readFileSync(file, 'utf8'));
  for (const label of ['A', 'B']) {
    const note = rating[label];
    const t = label === builtIn ? by.builtIn : by.clinician;
    const missing = PDQI_ITEMS.filter((i) => !(note.pdqi[i] >= 1 && note.pdqi[i] <= 5));
    if (missing.length) throw new Error(`case ${id} note ${label}: no 1-5 score for ${missing.join(', ')}`);
    if (!SIGNING.includes(note.signing)) throw new Error(`case ${id} note ${label}: signing is not one of ${SIGNING}`);
    t.n++;
    for (const i of PDQI_ITEMS) {
      t.items[i] += note.pdqi[i];
      t.total += note.pdqi[i];
    }
    if (note.harm.length) t.harm++;
    t.signing[note.signing] = (t.signing[note.signing] ?? 0) + 1;
    if (label === builtIn && !note.harm.length && note.signing !== 'rewrite') safeAndEditable++;
  }
}

const mean = (sum, n) => (n ? (sum / n).toFixed(1) : 'n/a');
console.log(`blind PDQI-9 rating · ${part} part${asr ? ' · built-in notes from recognised speech' : ''}`);
for (const [name, t] of Object.entries(by)) {
  const signing = SIGNING.map((s) => `${s} ${t.signing[s] ?? 0}`).join(' · ');
  console.log(`${name.padEnd(9)} n=${t.n} · PDQI-9 ${mean(t.total, t.n)} of 45 · harmful ${t.harm} · ${signing}`);
  console.log(`          ${PDQI_ITEMS.map((i) => `${i} ${mean(t.items[i], t.n)}`).join(' · ')}`);
}
console.log(`built-in notes with no harmful statement and at most major edits: ${safeAndEditable} of ${by.builtIn.n}`);
