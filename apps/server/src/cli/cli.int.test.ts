import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/auth/embedded/passwords.js';
import { createTestDatabase } from '../test/harness.js';

/**
 * The command-line tools as an administrator runs them: `users` (add, set-password at a real
 * terminal, disable, remove) and `audit` (CSV) — the built entry points `npm run users|audit` run
 * (the gate builds before its tests, as for the durability test).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const cli = (name: string) => path.join(root, 'apps/server/dist/cli', `${name}.js`);

describe('users and audit commands', () => {
  let db: { url: string; drop(): Promise<void> };
  let env: NodeJS.ProcessEnv;
  let dataDir: string;
  const run = (name: string, args: string[]) =>
    spawnSync(process.execPath, [cli(name), ...args], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
  const query = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) => {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      return (await c.query<T>(sql, values)).rows;
    } finally {
      await c.end();
    }
  };

  /** Runs a command at a real terminal (a pty from `script`), answering each prompt when it shows. */
  function atTerminal(name: string, args: string[], answers: Array<[RegExp, string]>): Promise<string> {
    return new Promise((resolve, reject) => {
      const command = [process.execPath, cli(name), ...args].map((a) => `'${a}'`).join(' ');
      const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: root, env });
      let out = '';
      let seen = 0;
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const next = answers[0];
        if (next && next[0].test(out.slice(seen))) {
          seen = out.length;
          answers.shift();
          child.stdin.write(`${next[1]}\r`);
        }
      });
      const timer = setTimeout(() => (child.kill(), reject(new Error(`no answer in time:\n${out}`))), 60_000);
      child.on('exit', () => (clearTimeout(timer), resolve(out)));
    });
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asha-cli-'));
    env = {
      ...process.env,
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://127.0.0.1:8080',
      LOG_LEVEL: 'silent',
    };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('set-password asks twice without showing what is typed and refuses fewer than 10 characters', async () => {
    const added = run('users', ['add', 'cli.doctor@clinic.test', '--name', 'Dr Cli']);
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/Password \(shown once, give it to the clinician\): \S+/);
    const out = await atTerminal(
      'users',
      ['set-password', 'cli.doctor@clinic.test'],
      [
        [/Password \(at least 10 characters/, 'short-pw'],
        [/too short[\s\S]*Password \(at least 10 characters/, 'a-secret-long-enough'],
        [/Type it again/, 'a-secret-long-enough'],
      ],
    );
    expect(out).toContain('That password is too short: it needs at least 10 characters.');
    expect(out).toContain('New password set for cli.doctor@clinic.test');
    expect(out).not.toContain('short-pw');
    expect(out).not.toContain('a-secret-long-enough');
    const [row] = await query<{ password_hash: string }>('select password_hash from accounts where email = $1', [
      'cli.doctor@clinic.test',
    ]);
    expect(await verifyPassword('a-secret-long-enough', row!.password_hash)).toBe(true);
  }, 120_000);

  it('disable and remove end an account; an unknown email is an error that says so', async () => {
    const disabled = run('users', ['disable', 'cli.doctor@clinic.test']);
    expect(disabled.status, disabled.stderr).toBe(0);
    expect(
      (await query('select disabled_at from accounts where email = $1', ['cli.doctor@clinic.test']))[0]!.disabled_at,
    ).not.toBeNull();
    const removed = run('users', ['remove', 'cli.doctor@clinic.test']);
    expect(removed.stdout).toContain('Their patients and consultations are kept.');
    expect(await query('select 1 from accounts where email = $1', ['cli.doctor@clinic.test'])).toHaveLength(0);
    const unknown = run('users', ['disable', 'nobody@clinic.test']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account or clinician for nobody@clinic.test.');
    expect(
      (await query<{ action: string }>('select action from audit_events order by at')).map((r) => r.action),
    ).toEqual(['account.disable', 'account.remove']);
  }, 120_000);

  it('audit exports a patient’s trail as CSV, and explains wrong arguments', async () => {
    const patientId = '6f1c1d3e-2b4a-4c5d-9e8f-0a1b2c3d4e5f';
    await query(
      `insert into audit_events (action, resource_type, resource_id, patient_id, outcome, ip) values ('patient.read', 'patient', $1::text, $1::uuid, 'success', '10.0.0.7')`,
      [patientId],
    );
    const csv = run('audit', ['--patient', patientId]);
    expect(csv.status, csv.stderr).toBe(0);
    const lines = csv.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^at,clinician_id,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,patient.read,Opened the patient record,patient,${patientId},${patientId},success,10.0.0.7,`,
    );
    const bad = run('audit', ['--patient', 'not-an-id']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('"not-an-id" is not a patient id');
    const both = run('audit', ['--since', 'yesterday']);
    expect(both.stderr).toContain('Give either --patient <id> or --clinician <email>.');
  }, 120_000);
});
