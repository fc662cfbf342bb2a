#!/usr/bin/env node
// A fresh clone installs with plain `npm ci`, as a developer types it by habit: no variable set
// by hand or by a wrapper script. Clones the committed HEAD into a temporary folder and runs
// `npm ci` there with install scripts on and an environment cleared of every install setting
// (the packages' own variables, and the npm_config_* an enclosing npm passes down), so what is
// committed (.npmrc included) is all it gets. Packages come from npm's cache when it has them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Variables that would tell an install what the project's own files must tell it. */
const INSTALL_SETTING = /^(npm_|ONNXRUNTIME_NODE_|NODE_LLAMA_CPP_)/i;

/** The environment of a new shell: `env` without any install setting, nor this checkout's tools on the PATH. */
export function plainEnv(env, checkout = root) {
  const plain = Object.fromEntries(Object.entries(env).filter(([name]) => !INSTALL_SETTING.test(name)));
  if (plain.PATH)
    plain.PATH = plain.PATH.split(path.delimiter)
      .filter((dir) => dir !== checkout && !dir.startsWith(checkout + path.sep))
      .join(path.delimiter);
  return plain;
}

export function checkFreshInstall() {
  // Under the system's temp folder, which every user (root included) may write to; the clone's
  // folder is this user's alone, and npm runs the install scripts as this same user.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-fresh-clone-'));
  const env = plainEnv(process.env);
  try {
    // safe.directory: a checkout owned by another user (root running the gate on it) may still be cloned.
    execFileSync('git', ['-c', `safe.directory=${root}`, 'clone', '--quiet', '--local', root, dir], { env });
    console.log(`» npm ci in a fresh clone of HEAD (${dir})…`);
    // Errors only: the warnings (engines on an older system Node, unknown keys) would bury them in the gate's log.
    const flags = ['--ignore-scripts=false', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
    execFileSync('npm', ['ci', ...flags], {
      cwd: dir,
      env,
      stdio: 'inherit',
    });
    console.log('A fresh clone installs with plain npm ci.');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) checkFreshInstall();
