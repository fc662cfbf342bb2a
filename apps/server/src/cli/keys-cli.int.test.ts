import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../db/client.js';
import { authenticateRecordKey } from '../modules/record-keys/index.js';
import { createTestDatabase } from '../test/harness.js';

/** `npm run keys` as a clinic's administrator runs it: the built entry point on a real database. */
const root = path.resolve(import.meta.dirname, '../../../..');
const cli = path.join(root, 'apps/server/dist/cli/keys.js');
const DAY_MS = 86_400_000;

describe('keys command', () => {
  let db: { url: string; drop(): Promise<void> };
  let database: Database;
  let env: NodeJS.ProcessEnv;
  let dataDir: string;
  const keys = (...args: string[]) =>
    spawnSync(process.execPath, [cli, ...args], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
  const rows = async (sql: string, values: unknown[] = []) => (await database.pool.query(sql, values)).rows;
  const keyIn = (stdout: string) => /^Key: (ask_\S+)$/m.exec(stdout)?.[1];

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-keys-cli-'));
    env = {
      ...process.env,
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://127.0.0.1:8080',
      LOG_LEVEL: 'silent',
    };
    expect(keys('list').stdout).toContain('No record-system keys yet'); // migrates the fresh database
    database = connectDatabase(db.url);
    await rows(
      `insert into clinicians (issuer, subject, email) values ('https://id.test', 'dr-keys', 'Dr.Keys@clinic.test')`,
    );
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes a key for a clinician, shows it once, stores only its hash, and the key works', async () => {
    const made = keys('create', '--name', 'Clinic EMR', '--clinician', 'dr.keys@clinic.test');
    expect(made.status, made.stderr).toBe(0);
    const key = keyIn(made.stdout)!;
    expect(key).toMatch(/^ask_[A-Za-z0-9_-]{43}$/);
    expect(made.stdout).toContain('acts for Dr.Keys@clinic.test');
    expect(made.stdout).toContain('it will not be shown again');
    const [row] = await rows('select * from record_keys');
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(8));
    expect(Math.round((row.expires_at.getTime() - row.created_at.getTime()) / DAY_MS)).toBe(365);

    const ctx = { database, logger: pino({ level: 'silent' }) };
    expect(await authenticateRecordKey(ctx, key, '10.2.0.1')).toMatchObject({ ok: true, key: { name: 'Clinic EMR' } });
    expect(keys('list').stdout).not.toContain(key);
  }, 120_000);

  it('makes a clinic-wide key with its own expiry, lists every key, and revokes one', async () => {
    const made = keys('create', '--clinic', '--name', 'Front desk', '--expires-days', '30');
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('acts for every clinician of the clinic');
    const id = /\(id ([0-9a-f-]{36})\)/.exec(made.stdout)![1]!;
    const [row] = await rows('select * from record_keys where id = $1', [id]);
    expect(Math.round((row.expires_at.getTime() - row.created_at.getTime()) / DAY_MS)).toBe(30);

    const listed = keys('list').stdout.trim().split('\n');
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatch(new RegExp(`^${id}  ask_\\S{4}…  active  "Front desk"  clinic-wide  .*never used$`));
    expect(listed[1]).toMatch(/active {2}"Clinic EMR" {2}Dr\.Keys@clinic\.test .* \d{4}-\d\d-\d\dT/);

    const revoked = keys('revoke', id);
    expect(revoked.status, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain('record systems presenting it are refused from now on');
    expect(keys('list').stdout).toMatch(new RegExp(`^${id}  \\S+  revoked  "Front desk"`, 'm'));
    const trail = await rows(
      `select action, resource_id from audit_events where action like 'record-key.%' order by at`,
    );
    expect(trail.map((r) => r.action)).toEqual([
      'record-key.create',
      'record-key.use',
      'record-key.create',
      'record-key.revoke',
    ]);
  }, 180_000);

  it('explains a wrong command line with exit code 2 and no stack trace', () => {
    // Each kind of mistake's wording is in keys-args.test.ts; here, that the command reports them.
    const cases: Array<[string[], string]> = [
      [
        ['create', '--name', 'X', '--clinician', 'nobody@clinic.test'],
        'No clinician nobody@clinic.test has signed in yet',
      ],
      [['create', '--name', 'X', '--clinic', '--bogus'], 'Unknown option --bogus.'],
      [['revoke', '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60'], 'No key has the id 6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60'],
    ];
    for (const [args, message] of cases) {
      const r = keys(...args);
      expect({ args, status: r.status }).toEqual({ args, status: 2 });
      expect(r.stderr).toContain(message);
      expect(r.stderr).toContain('Usage:');
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  }, 120_000);
});
