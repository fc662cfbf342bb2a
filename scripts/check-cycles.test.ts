import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './check-cycles.mjs';

const script = path.join(import.meta.dirname, 'check-cycles.mjs');
const dirs: string[] = [];

/** A throwaway repository holding one package, `packages/demo`, with the given source files. */
function repoWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'asha-cycles-'));
  dirs.push(dir);
  const pkg = path.join(dir, 'packages', 'demo');
  const compilerOptions = { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true };
  mkdirSync(path.join(pkg, 'src'), { recursive: true });
  writeFileSync(path.join(pkg, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['src'] }));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(pkg, 'src', name), text);
  return dir;
}

const check = (dir: string) => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-cycles', () => {
  it('reports two files that import only types from each other, as a chain, and fails', () => {
    const dir = repoWith({
      'engine.ts': "import type { Result } from './result.js';\nexport interface Engine { run(): Result }\n",
      'result.ts': "import type { Engine } from './engine.js';\nexport interface Result { by: Engine }\n",
      'main.ts': "import type { Engine } from './engine.js';\nexport const name = (e: Engine) => String(e);\n",
    });
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('1 import cycle(s)');
    expect(run.stderr).toContain(
      [
        '  packages/demo/src/engine.ts',
        '    → packages/demo/src/result.ts  (import type)',
        '    → packages/demo/src/engine.ts  (import type)',
      ].join('\n'),
    );
    // main.ts imports into the cycle but is no part of it.
    expect(run.stderr).not.toContain('main.ts');
  });

  it('passes when the shared types have a file of their own that imports nothing back', () => {
    const dir = repoWith({
      'types.ts': 'export interface Engine { run(): Result }\nexport interface Result { by: Engine }\n',
      'engine.ts':
        "import type { Engine } from './types.js';\nexport const engine: Engine = { run: () => ({ by: engine }) };\n",
      'result.ts':
        "import type { Result } from './types.js';\nimport { engine } from './engine.js';\nexport const result: Result = engine.run();\n",
    });
    const run = check(dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('No import cycles among 3 TypeScript files');
  });

  it('finds a cycle closed by a re-export, an inline type import and an import() type, and names every file of it', () => {
    const dir = repoWith({
      'a.ts': "export { b } from './b.js';\n",
      'b.ts': "import { c } from './c.js';\nexport const b = c;\n",
      'c.ts': "import { type A } from './shape.js';\nexport const c = 1;\nexport type { A };\n",
      'shape.ts': "export type A = typeof import('./a.js');\n",
    });
    const [cycle, ...others] = findCycles(importGraph(dir));
    expect(others).toEqual([]);
    expect(cycle!.files.map((f: string) => path.basename(f))).toEqual(['a.ts', 'b.ts', 'c.ts', 'shape.ts']);
  });
});
