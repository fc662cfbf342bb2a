#!/usr/bin/env node
// `npm test`: the whole gate in one command: install what is missing (Debian chromium
// included, never a browser download), then lint, a fresh clone's plain `npm ci`, typecheck,
// unit, integration and e2e tests.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { reexecOnProjectNode } from './project-node.mjs';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';
import { ensurePostgresql } from './ensure-postgresql.mjs';
import { ensureEspeak } from './ensure-espeak.mjs';
import { ensurePoppler } from './ensure-poppler.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
/** Each step's title and seconds, printed at the end so the gate's slow steps are plain to see. */
const timings = [];
const run = (title, cmd, env = {}) => {
  console.log(`\n» ${title}\n`);
  const started = Date.now();
  try {
    execSync(cmd, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  } finally {
    timings.push([title, Math.round((Date.now() - started) / 1000)]);
  }
};

const only = process.argv[2]; // `npm test -- e2e` runs one step, for quick loops
const steps = {
  lint: () => {
    run('Lockfile', 'node scripts/check-lockfile.mjs');
    run('Format', 'npx prettier --check . --log-level=warn');
    run('Import cycles (type-only imports included)', 'node scripts/check-cycles.mjs');
    run('Lint', 'npx eslint . --max-warnings=0');
  },
  // Plain `npm ci` in a fresh clone of HEAD, with no install setting from outside the project.
  install: () => run('A fresh clone installs with plain npm ci', 'node scripts/check-fresh-install.mjs'),
  typecheck: () => run('Typecheck', 'npm run typecheck --silent'),
  // The durability test runs the built server as a child process, so build before vitest.
  build: () => run('Build', 'node scripts/build.mjs'),
  vitest: () => {
    run(
      'Unit and integration tests',
      `npx vitest run --reporter=default --reporter=json --outputFile.json=${tmp}/vitest.json`,
    );
    // Belt and braces: a library's exit hook once turned a failed run's exit code into 0.
    const report = readJson(`${tmp}/vitest.json`);
    if (!report || !report.success || report.numFailedTests > 0)
      throw new Error('Unit or integration tests failed (see above).');
  },
  e2e: () => {
    if (only === 'e2e') run('Build', 'node scripts/build.mjs');
    run('Browser end-to-end tests (Chromium)', 'npx playwright test', {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/playwright.json`,
    });
  },
};

ensureInstall();
await reexecOnProjectNode();
if (!only || only === 'e2e') ensureChromium();
if (!only || only === 'vitest' || only === 'e2e') ensureFfmpeg();
if (!only || only === 'vitest') ensurePostgresql();
if (!only || only === 'vitest') ensureEspeak();
if (!only || only === 'vitest' || only === 'e2e') ensurePoppler();
for (const f of [`${tmp}/vitest.json`, `${tmp}/playwright.json`]) fs.rmSync(f, { force: true });
try {
  for (const [name, step] of Object.entries(steps)) if (!only || only === name) step();
} finally {
  printTotals();
}

function printTotals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const v = readJson(`${tmp}/vitest.json`);
  if (v) {
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + v.numTodoTests;
  }
  const p = readJson(`${tmp}/playwright.json`);
  if (p?.stats) {
    passed += p.stats.expected + p.stats.flaky;
    failed += p.stats.unexpected;
    skipped += p.stats.skipped;
  }
  console.log('\nseconds per step:');
  for (const [title, sec] of timings) console.log(`  ${String(sec).padStart(5)}  ${title}`);
  printSlowest('slowest test files', v ? vitestFiles(v) : []);
  printSlowest('slowest browser tests', p?.suites ? playwrightTests(p.suites) : []);
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

/** The few slowest, so where the gate's time goes is plain to see without rerunning it. */
function printSlowest(title, rows) {
  if (rows.length === 0) return;
  console.log(`\n${title} (seconds):`);
  for (const [sec, name] of rows.sort((x, y) => y[0] - x[0]).slice(0, 8))
    console.log(`  ${sec.toFixed(0).padStart(5)}  ${name}`);
}

function vitestFiles(report) {
  return report.testResults.map((f) => [(f.endTime - f.startTime) / 1000, path.relative(root, f.name)]);
}

function playwrightTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((t) => [
        t.results.reduce((sum, r) => sum + r.duration, 0) / 1000,
        `${spec.file}: ${spec.title} (${t.projectName})`,
      ]),
    ),
    ...playwrightTests(suite.suites ?? []),
  ]);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
