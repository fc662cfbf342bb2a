import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILTIN_NOTE_TEMPLATES, TypedNoteSchema } from '@asha/contracts';
import { fhirErrors } from '../../export/testing/fhir-validator.js';
import { pdfTool } from '../../export/testing/poppler.js';
import { opdReport } from '../../note-types/testing/opd-report.js';
import { exportCommand } from './export.js';
import { reportCommand } from './report.js';
import { templatesCommand } from './templates.js';

const CONSULTATION = [
  'Doctor: What is the problem?',
  'Patient: I have had fever and a sore throat for three days.',
  'Doctor: Your temperature is 38.5 degrees and blood pressure 120 over 80.',
  'Doctor: This looks like a viral pharyngitis.',
  'Doctor: I will start amoxicillin 500 mg three times a day for 5 days.',
  'Doctor: Get a CBC done and come back in 5 days.',
].join('\n');

beforeEach(() => vi.stubEnv('LLM_ENGINE', 'none'));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((c) => (out.push(String(c)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  vi.spyOn(console, 'error').mockImplementation((m: string) => void err.push(m));
  return { out, err, text: () => out.join('') };
}

async function dir() {
  const d = await mkdtemp(path.join(tmpdir(), 'note-types-cli-'));
  const transcript = path.join(d, 'visit.txt');
  await writeFile(transcript, `${CONSULTATION}\n`);
  return { d, transcript };
}

describe('npm run scribe -- templates', () => {
  it('lists every note type, one a line, its id first', async () => {
    const io = capture();
    expect(await templatesCommand.run([])).toBe(0);
    const lines = io.text().trimEnd().split('\n');
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(BUILTIN_NOTE_TEMPLATES.map((t) => t.id));
    expect(lines[3]).toMatch(
      /^opd-prescription +OPD prescription \(v1\): Complaints, .*Rx, Investigations, Advice, Review$/,
    );
  });

  it('prints one type as JSON to start a clinic template from', async () => {
    const io = capture();
    expect(await templatesCommand.run(['referral-letter'])).toBe(0);
    expect(JSON.parse(io.text())).toMatchObject({ id: 'referral-letter', version: 2 });
  });
});

describe('npm run scribe -- report <transcript> --type', () => {
  it('writes the note in the OPD prescription type, with the medicine schedule as 1-1-1', async () => {
    const f = await dir();
    const io = capture();
    expect(await reportCommand.run([f.transcript, '--type', 'opd-prescription'])).toBe(0);
    const text = io.text();
    expect(text.split('\n')[1]).toBe('OPD prescription — Unnamed patient');
    expect(text).toContain('COMPLAINTS\n- Fever\n- Sore throat');
    expect(text).toContain('RX\n1. Amoxicillin 500 mg — 1-1-1 — 5 days\n');
    expect(text).toMatch(/REVIEW\n- In 5 days \(\d+ \w+ \d{4}\)/);
  });

  it('writes the typed note as JSON with the evidence of each statement, and as a valid FHIR document', async () => {
    const f = await dir();
    const io = capture();
    expect(await reportCommand.run([f.transcript, '--type', 'soap', '--format', 'json'])).toBe(0);
    const note = TypedNoteSchema.parse(JSON.parse(io.text()));
    expect(note.sections.map((s) => s.title)).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
    const fever = note.sections[0]!.statements.find((s) => s.text === 'Fever')!;
    expect(fever.segmentIds).toEqual(['s2']);
    const out = path.join(f.d, 'soap.fhir.json');
    expect(await reportCommand.run([f.transcript, '--type', 'soap', '--format', 'fhir', '--out', out])).toBe(0);
    expect(fhirErrors(JSON.parse(await readFile(out, 'utf8')))).toEqual([]);
  }, 60_000);

  it('takes a clinic template from a file, and refuses a bad one naming what is wrong', async () => {
    const f = await dir();
    const good = path.join(f.d, 'dental.json');
    const template = {
      id: 'dental',
      name: 'Dental visit',
      version: 1,
      description: 'A dental visit.',
      sections: [
        { id: 'rx', title: 'Medicines', from: ['medicationOrders'], show: 'prescription', instruction: 'Rx.' },
      ],
    };
    await writeFile(good, JSON.stringify(template));
    const io = capture();
    expect(await reportCommand.run([f.transcript, '--type', good])).toBe(0);
    expect(io.text()).toContain('Dental visit — Unnamed patient');
    expect(io.text()).toContain('MEDICINES\n1. Amoxicillin 500 mg — 1-1-1 — 5 days\n');
    const bad = path.join(f.d, 'bad.json');
    await writeFile(bad, JSON.stringify({ ...template, sections: [{ ...template.sections[0], show: 'table' }] }));
    await expect(reportCommand.run([f.transcript, '--type', bad])).rejects.toThrow(
      `${bad} is not a valid note template:\n  - section 1 ('Medicines'), show: 'table' is not a way to show a section: use list, prose, prescription or free`,
    );
    await writeFile(bad, '{"id": "dental",');
    await expect(reportCommand.run([f.transcript, '--type', bad])).rejects.toThrow(`${bad} is not valid JSON`);
    await expect(reportCommand.run([f.transcript, '--type', 'sopa'])).rejects.toThrow(
      "Unknown note type 'sopa': use one of soap, history-physical",
    );
    expect(await reportCommand.run([f.transcript, '--format', 'pdf'])).toBe(2);
    expect(io.err.at(-1)).toMatch(/^Usage: npm run scribe -- report <transcript file>/);
  });

  it('exports a stored report in a type as a one-page A4 PDF', async () => {
    const f = await dir();
    const report = path.join(f.d, 'report.json');
    await writeFile(report, JSON.stringify(opdReport()));
    const out = path.join(f.d, 'rx.pdf');
    expect(await exportCommand.run(['--format', 'pdf', '--type', 'opd-prescription', report, '--out', out])).toBe(0);
    const pdf = await readFile(out);
    expect(pdfTool('pdfinfo', pdf)).toMatch(/Pages:\s+1\n[\s\S]*\(A4\)/);
    expect(pdfTool('pdftotext', pdf, '-layout')).toMatch(/1\.\s+Paracetamol\s+650 mg\s+1-1-1\s+After food\s+3 days/);
  }, 30_000);
});
