#!/usr/bin/env node
// Installs dependencies with `npm ci` when node_modules is missing, older than package-lock.json,
// or lacks the project's Node. Used by `npm start`, `npm test` and `npm run worker|users|scribe|models`,
// so a fresh clone needs no other step. The lockfile is complete for every platform
// (scripts/check-lockfile.mjs keeps it so), so the install is exactly what it pins.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_NODE } from './project-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const lock = path.join(root, 'package-lock.json');
const marker = path.join(root, 'node_modules', '.package-lock.json');

function stale() {
  if (!fs.existsSync(marker) || !fs.existsSync(PROJECT_NODE)) return true;
  return fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000;
}

export function ensureInstall() {
  if (!stale()) return;
  console.log('» Installing dependencies (npm ci)…');
  // The install scripts' settings come from the project's .npmrc, as for any npm command.
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
