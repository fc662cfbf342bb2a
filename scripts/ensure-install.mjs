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

// Packages whose install scripts would download extra binaries from outside the npm registry
// (CUDA builds, llama.cpp sources) are told not to: what they ship inside npm is enough here.
const INSTALL_ENV = {
  ...process.env,
  ONNXRUNTIME_NODE_INSTALL: 'skip',
  NODE_LLAMA_CPP_SKIP_DOWNLOAD: 'true',
  NODE_LLAMA_CPP_POSTINSTALL: 'skip',
};

export function ensureInstall() {
  if (!stale()) return;
  console.log('» Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit', env: INSTALL_ENV });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
