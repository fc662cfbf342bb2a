#!/usr/bin/env node
// Installs dependencies when node_modules is missing or older than package-lock.json (issue #2).
// Used by `npm start`, `npm test` and `npm run worker`, so a fresh clone needs no other step.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lock = path.join(root, 'package-lock.json');
const marker = path.join(root, 'node_modules', '.package-lock.json');

function stale() {
  if (!fs.existsSync(marker)) return true;
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
  try {
    execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit', env: INSTALL_ENV });
  } catch {
    // Some registry mirrors lack other platforms' optional binaries (e.g. tailwind's darwin
    // builds), which makes `npm ci` refuse the lockfile; `npm install` keeps its versions.
    console.log('» npm ci refused the lockfile; installing the locked versions with npm install…');
    execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit', env: INSTALL_ENV });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
