import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fullReport } from '../../export/testing/fixtures.js';
import { abdmProblems } from '../../export/testing/abdm-conformance.js';
import { fhirErrors } from '../../export/testing/fhir-validator.js';
import { pdfTool } from '../../export/testing/poppler.js';
import { exportCommand } from './export.js';

afterEach(() => vi.restoreAllMocks());

async function files() {
  const dir = await mkdtemp(path.join(tmpdir(), 'export-cli-'));
  const report = path.join(dir, 'report.json');
  await writeFile(report, JSON.stringify({ patientReport: fullReport(), evidence: [], flags: [] }));
  const transcript = path.join(dir, 'visit.txt');
  await writeFile(transcript, 'Doctor: What brings you in?\nPatient: A headache for three days.\n');
  return { dir, report, transcript };
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((c) => (out.push(String(c)), true));
  vi.spyOn(console, 'error').mockImplementation((m: string) => void err.push(m));
  return { out, err };
}

describe('npm run scribe -- export', () => {
  // The validator's definitions load once, on first use: not within one test's time on a busy machine.
  beforeAll(() => void fhirErrors({ resourceType: 'Bundle', type: 'collection' }), 60_000);

  it('prints the note as text and writes a valid FHIR document carrying the transcript', async () => {
    const f = await files();
    const io = capture();
    expect(await exportCommand.run(['--format', 'text', f.report])).toBe(0);
    expect(io.out.join('')).toContain('CHIEF COMPLAINT\nHeadache');
    const out = path.join(f.dir, 'note.fhir.json');
    expect(await exportCommand.run(['--format', 'fhir', f.report, '--transcript', f.transcript, '--out', out])).toBe(0);
    const bundle = JSON.parse(await readFile(out, 'utf8'));
    expect(fhirErrors(bundle)).toEqual([]);
    const docRef = bundle.entry.find(
      (e: { resource: { resourceType: string } }) => e.resource.resourceType === 'DocumentReference',
    ).resource;
    expect(Buffer.from(docRef.content[0].attachment.data, 'base64').toString()).toContain(
      'Patient: A headache for three days.',
    );
  });

  it('writes the ABDM OP consultation record with the ABHA number given', async () => {
    const f = await files();
    const out = path.join(f.dir, 'abdm.fhir.json');
    const run = [
      '--format',
      'fhir',
      '--profile',
      'abdm',
      '--abha',
      '91 1234 5678 9012',
      f.report,
      '--transcript',
      f.transcript,
    ];
    expect(await exportCommand.run([...run, '--out', out])).toBe(0);
    const bundle = JSON.parse(await readFile(out, 'utf8'));
    expect(fhirErrors(bundle)).toEqual([]);
    expect(abdmProblems(bundle)).toEqual([]);
    expect(bundle.entry[0].resource.type.coding[0].code).toBe('371530004');
    const patient = bundle.entry.find(
      (e: { resource: { resourceType: string } }) => e.resource.resourceType === 'Patient',
    );
    expect(patient.resource.identifier[1].value).toBe('91-1234-5678-9012');
    const io = capture();
    expect(await exportCommand.run(['--format', 'fhir', '--profile', 'abdm', '--abha', '12345', f.report])).toBe(2);
    expect(io.err.at(-1)).toMatch(/^ABHA number must be the 14 digits/);
    expect(await exportCommand.run(['--format', 'pdf', '--profile', 'abdm', f.report])).toBe(2);
    expect(io.err.at(-1)).toBe(
      '--profile abdm is a FHIR export of the consultation note: use it with --format fhir and no --type.',
    );
    expect(await exportCommand.run(['--format', 'fhir', '--profile', 'hl7', f.report])).toBe(2);
    expect(io.err.at(-1)).toBe('profile must be one of: default, abdm.');
  });

  it('writes a Letter PDF to a file', async () => {
    const f = await files();
    const out = path.join(f.dir, 'note.pdf');
    expect(await exportCommand.run(['--format', 'pdf', '--paper', 'letter', f.report, '--out', out])).toBe(0);
    expect(pdfTool('pdfinfo', await readFile(out))).toMatch(/letter/);
  });

  it('says what is wrong with the command or the file', async () => {
    const f = await files();
    const io = capture();
    expect(await exportCommand.run(['--format', 'docx', f.report])).toBe(2);
    expect(io.err.at(-1)).toBe("Unknown format 'docx': use one of text, markdown, pdf, fhir.");
    expect(await exportCommand.run([f.report])).toBe(2);
    expect(io.err.at(-1)).toMatch(/^Usage: npm run scribe -- export --format/);
    const bad = path.join(f.dir, 'bad.json');
    await writeFile(bad, '{"chiefComplaint": 3}');
    await expect(exportCommand.run(['--format', 'text', bad])).rejects.toThrow(/bad\.json is not a report: metadata: /);
  });
});
