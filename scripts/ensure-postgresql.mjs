#!/usr/bin/env node
// The scale-out test runs the product against a real external PostgreSQL server, as a clinic that
// outgrows one machine would: Debian's `postgresql` package, installed when missing.
import fs from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from './apt-install.mjs';

const ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest installed Debian PostgreSQL server, or null when none is. */
export function debianPostgresBin() {
  if (!fs.existsSync(ROOT)) return null;
  const majors = fs
    .readdirSync(ROOT)
    .filter((v) => /^\d+$/.test(v) && fs.existsSync(path.join(ROOT, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(ROOT, majors[0], 'bin') : null;
}

export function ensurePostgresql() {
  const bin = debianPostgresBin();
  ensureDebianPackage(
    bin ? path.join(bin, 'postgres') : path.join(ROOT, 'missing'),
    'postgresql',
    'for the scale-out test',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePostgresql();
