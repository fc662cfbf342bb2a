// The project runs on the Node.js it brings through npm (the `node` package installs the official
// binary into node_modules/.bin, which npm puts first on the PATH of every `npm run` script).
// A fresh machine may only have an older Node: that one is enough to run `npm ci`, and then the
// command starts itself again on the project's Node, so everything after the install runs on it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
export const PROJECT_NODE_VERSION = pkg.devDependencies.node;
export const PROJECT_NODE = path.join(root, 'node_modules', '.bin', 'node');

const major = (version) => version.replace(/^v/, '').split('.')[0];

/** True when this process already runs on the project's Node major. */
export function onProjectNode() {
  return major(process.version) === major(PROJECT_NODE_VERSION);
}

/**
 * Runs this script again on the project's Node (same arguments, stdio, signals) and exits with
 * its code; returns at once when this process already runs on it. Call after the install.
 */
export async function reexecOnProjectNode() {
  if (onProjectNode()) return;
  if (!fs.existsSync(PROJECT_NODE)) {
    throw new Error(`Node ${PROJECT_NODE_VERSION} is missing from node_modules/.bin: run \`npm ci\` first.`);
  }
  const env = { ...process.env, PATH: `${path.dirname(PROJECT_NODE)}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(PROJECT_NODE, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  const code = await new Promise((resolve) => {
    child.on('exit', (status, signal) => resolve(status ?? 128 + (os.constants.signals[signal] ?? 1)));
  });
  process.exit(code);
}
