// Readers for the shared evaluation dialogues (ACI-Bench, MTS-Dialog) used by eval-roles.mjs and
// eval-extractor.mjs. The data lives outside the repo in ../shared/data; scripts exit 0 without it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_DIR = process.env.SHARED_DATA_DIR ?? path.resolve(root, '../shared/data');

export function dataAvailable() {
  if (existsSync(DATA_DIR)) return true;
  console.log(`No evaluation data at ${DATA_DIR} (expected ACI-Bench and MTS-Dialog CSVs); nothing to measure.`);
  return false;
}

/** RFC 4180 CSV (quoted fields may hold commas, quotes and newlines) → array of row objects. */
export function readCsv(file) {
  const text = readFileSync(file, 'utf8');
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0]);
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

export function dataFile(...parts) {
  const file = path.join(DATA_DIR, ...parts);
  return existsSync(file) ? file : null;
}

/** The bench's two parts: tuning (ACI-Bench train, the MTS-Dialog training set) and held-out (their validation sets). */
export const PARTS = [
  [
    'tuning',
    [
      ['aci', 'aci-bench', 'train.csv'],
      ['mts', 'mts-dialog', 'MTS-Dialog-TrainingSet.csv'],
    ],
  ],
  [
    'held-out',
    [
      ['aci', 'aci-bench', 'valid.csv'],
      ['mts', 'mts-dialog', 'MTS-Dialog-ValidationSet.csv'],
    ],
  ],
];
