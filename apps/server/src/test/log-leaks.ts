import fs from 'node:fs';
import path from 'node:path';
import { canaryNeedles } from './canaries.js';

export interface Leak {
  file: string;
  line: number;
  needle: string;
}

/** Every line of a log file, or of the files in a folder (recursively), that holds a canary patient's name, email or phone. */
export function findLeaks(where: string, needles = canaryNeedles()): Leak[] {
  const leaks: Leak[] = [];
  if (!fs.existsSync(where)) return leaks;
  const files = fs.statSync(where).isFile()
    ? [where]
    : fs
        .readdirSync(where, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name));
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, i) => {
      for (const needle of needles) if (text.includes(needle)) leaks.push({ file, line: i + 1, needle });
    });
  }
  return leaks;
}

/** Throws, naming where, when any captured log line holds a canary patient's details. */
export function assertNoLeaks(dir: string, run: string): void {
  const leaks = findLeaks(dir);
  if (leaks.length === 0) return;
  const where = leaks.slice(0, 10).map((l) => `  ${l.file}:${l.line} holds "${l.needle}"`);
  throw new Error(`Patient data in the ${run} logs (${leaks.length} lines):\n${where.join('\n')}`);
}
