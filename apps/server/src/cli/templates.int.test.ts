import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinNoteTemplate } from '@asha/contracts';
import { createTestDatabase } from '../test/harness.js';

/**
 * `npm run templates` as an administrator runs it (the built entry point, as the other CLI tests):
 * the clinic's templates listed, imported from a file (checked), exported and disabled.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const cli = path.join(root, 'apps/server/dist/cli/templates.js');

describe('templates command', () => {
  let db: { url: string; drop(): Promise<void> };
  let env: NodeJS.ProcessEnv;
  let dir: string;
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [cli, ...args], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
  const file = (name: string, json: unknown) => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, JSON.stringify(json));
    return p;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-templates-'));
    env = {
      ...process.env,
      DATABASE_URL: db.url,
      DATA_DIR: dir,
      PUBLIC_URL: 'http://127.0.0.1:8080',
      LOG_LEVEL: 'silent',
    };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports a checked template, exports and imports it back as the next version, lists and disables it', () => {
    const opd = builtinNoteTemplate('opd-prescription')!;
    const bad = run('import', file('bad.json', { ...opd, sections: [{ ...opd.sections[0], show: 'table' }] }));
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/section 1 \('Complaints'\), show: 'table' is not a way to show a section/);

    const added = run('import', file('opd.json', { ...opd, name: 'Clinic OPD' }));
    expect(added.status, added.stderr).toBe(0);
    const id = /^(tpl-[0-9a-f]{16}) {2}v1 {2}Clinic OPD: added\.$/m.exec(added.stdout)![1]!;

    const out = path.join(dir, 'out.json');
    expect(run('export', id, out).status).toBe(0);
    const exported = JSON.parse(fs.readFileSync(out, 'utf8'));
    expect(exported).toMatchObject({ id, version: 1, name: 'Clinic OPD', sections: opd.sections });
    const next = run('import', file('v2.json', { ...exported, name: 'Clinic OPD 2' }));
    expect(next.stdout).toMatch(new RegExp(`^${id}  v2  Clinic OPD 2: new version\\.$`, 'm'));

    expect(run('disable', id).status).toBe(0);
    expect(run('list').stdout).toMatch(new RegExp(`^${id}  v2  Clinic OPD 2  \\(disabled\\)$`, 'm'));

    const unknown = run('export', 'tpl-0000000000000000');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.trim()).toBe(
      'templates: No clinic template with id tpl-0000000000000000 (see: npm run templates -- list).',
    );
  }, 300_000);
});
