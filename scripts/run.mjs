#!/usr/bin/env node
// `npm run worker|users|scribe|models`: install what is missing, move to the project's Node,
// build one TypeScript project (incremental) and run its entry point with the remaining arguments.
//   node scripts/run.mjs <tsc project> <entry.js> [args…]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { reexecOnProjectNode } from './project-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [project, entry, ...args] = process.argv.slice(2);
if (!project || !entry) {
  console.error('usage: node scripts/run.mjs <tsc project> <entry.js> [args…]');
  process.exit(2);
}
ensureInstall();
await reexecOnProjectNode();
execFileSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-b', project], { cwd: root, stdio: 'inherit' });

// The entry point sees the command line it would see when started directly.
const file = path.resolve(root, entry);
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
