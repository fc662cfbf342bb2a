import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyReport } from '../../report/empty.js';
import { verifyCommand } from './verify.js';

afterEach(() => vi.restoreAllMocks());

async function runBatch(lines: string[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'verify-batch-'));
  const file = path.join(dir, 'cases.jsonl');
  await writeFile(file, `${lines.join('\n')}\n`);
  const out: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const code = await verifyCommand.run(['--batch', file]);
  return {
    code,
    lines: out
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('verify --batch', () => {
  it('prints one line of flags with path, kind and reason per case, and says which lines it could not read', async () => {
    const report = emptyReport();
    report.medications.current = [{ name: 'Metformin', dosage: '20 mg twice a day', indication: null }];
    const transcript = 'Patient: I take lisinopril 20 mg once a day and metformin 500 mg twice a day.';
    const { code, lines } = await runBatch([
      JSON.stringify({ id: 'c1', transcript, report }),
      '{"id":"c2","transcript":"Doctor: hi","report":{}}',
      'not json',
    ]);
    expect(code).toBe(1);
    expect(lines[0]).toEqual({
      id: 'c1',
      flags: [
        {
          path: 'medications.current.0',
          kind: 'contradicted',
          claim: 'dose',
          reason: '20 mg was said for lisinopril, not metformin',
        },
        {
          path: null,
          kind: 'omitted',
          claim: null,
          reason: expect.stringMatching(/^lisinopril .*was said in the consultation but is not in the report$/i),
        },
      ],
    });
    expect(lines[1]).toMatchObject({ id: 'c2', line: 2, error: expect.stringContaining('not a patient report') });
    expect(lines[2]).toMatchObject({ id: null, line: 3, error: expect.any(String) });
  });
});
