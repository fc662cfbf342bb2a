#!/usr/bin/env node
// Builds the TypeScript packages and the web app (skipped parts are up to date: tsc -b is incremental).
import { execSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

export function build() {
  console.log('» Building server and packages…');
  run('npx tsc -b packages/contracts packages/scribe apps/server');
  console.log('» Building web app…');
  run('npx vite build apps/web --logLevel warn');
}

if (import.meta.url === `file://${process.argv[1]}`) build();
