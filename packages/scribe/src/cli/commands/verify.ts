import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { PatientReportSchema } from '@asha/contracts';
import { verifyReport } from '../../report/index.js';
import { transcriptFromText } from '../../transcript-text/index.js';
import { readTranscriptFile } from './report.js';
import type { CliCommand } from './types.js';

/** The patient report inside a stored-report file, or the report itself. */
function patientReportOf(json: unknown) {
  const candidate =
    json && typeof json === 'object' && 'patientReport' in json
      ? (json as { patientReport: unknown }).patientReport
      : json;
  const parsed = PatientReportSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`not a patient report: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}

/** One batch line → one output line: the case's flags, or why the line could not be checked. */
function verifyLine(line: string, n: number): { out: object; ok: boolean } {
  let id: unknown = null;
  try {
    const c = JSON.parse(line) as { id?: unknown; transcript?: unknown; report?: unknown };
    id = c.id ?? null;
    if (typeof c.transcript !== 'string')
      throw new Error('"transcript" must be the consultation as Doctor:/Patient: lines');
    const flags = verifyReport(transcriptFromText(c.transcript), patientReportOf(c.report));
    return {
      ok: true,
      out: {
        id,
        flags: flags.map((f) => ({
          path: f.path ?? null,
          kind: f.kind,
          claim: f.claim ?? null,
          reason: f.reason ?? f.text,
        })),
      },
    };
  } catch (err) {
    return { ok: false, out: { id, line: n, error: err instanceof Error ? err.message : String(err) } };
  }
}

async function runBatch(file: string): Promise<number> {
  let n = 0;
  let failed = 0;
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    n++;
    if (!line.trim()) continue;
    const { out, ok } = verifyLine(line, n);
    if (!ok) failed++;
    process.stdout.write(`${JSON.stringify(out)}\n`);
  }
  if (failed) console.error(`${failed} of ${n} lines could not be checked (see their "error")`);
  return failed ? 1 : 0;
}

/** `verify <transcript> <report json>` or `verify --batch <cases.jsonl>`: flags for reports written elsewhere. */
export const verifyCommand: CliCommand = {
  name: 'verify',
  usage:
    'verify <transcript file> <report json> | --batch <cases.jsonl>   flag what the consultation does not support, with reasons',
  async run(args) {
    if (args[0] === '--batch') {
      if (!args[1]) {
        console.error(
          'Usage: npm run scribe -- verify --batch <cases.jsonl>   (one {"id","transcript","report"} per line)',
        );
        return 2;
      }
      return runBatch(args[1]);
    }
    const [transcriptFile, reportFile] = args;
    if (!transcriptFile || !reportFile) {
      console.error(
        'Usage: npm run scribe -- verify <transcript file> <report json>   or   verify --batch <cases.jsonl>',
      );
      return 2;
    }
    const report = patientReportOf(JSON.parse(await readFile(reportFile, 'utf8')));
    const flags = verifyReport(await readTranscriptFile(transcriptFile), report);
    process.stdout.write(`${JSON.stringify(flags, null, 2)}\n`);
    return 0;
  },
};
