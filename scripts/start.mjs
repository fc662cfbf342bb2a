#!/usr/bin/env node
// `npm start`: install what is missing, move to the project's Node, build, and run the whole
// product on embedded defaults.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { reexecOnProjectNode } from './project-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureInstall();
await reexecOnProjectNode();
const { build } = await import('./build.mjs');
build();

const child = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
