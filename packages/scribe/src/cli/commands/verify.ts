import { readFile } from 'node:fs/promises';
import { PatientReportSchema } from '@asha/contracts';
import { verifyReport } from '../../report/index.js';
import { readTranscriptFile } from './report.js';
import type { CliCommand } from './types.js';

/** The patient report inside a stored-report file, or the report itself. */
function patientReportOf(json: unknown) {
  const candidate = json && typeof json === 'object' && 'patientReport' in json ? (json as { patientReport: unknown }).patientReport : json;
  const parsed = PatientReportSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`not a patient report: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}

/** `verify <transcript> <report json>`: flags for a report written elsewhere (issue #8 item 7). */
export const verifyCommand: CliCommand = {
  name: 'verify',
  usage: 'verify <transcript file> <report json>   flag unsupported and omitted items of a report',
  async run(args) {
    const [transcriptFile, reportFile] = args;
    if (!transcriptFile || !reportFile) {
      console.error('Usage: npm run scribe -- verify <transcript file> <report json>');
      return 2;
    }
    const report = patientReportOf(JSON.parse(await readFile(reportFile, 'utf8')));
    const flags = verifyReport(await readTranscriptFile(transcriptFile), report);
    process.stdout.write(`${JSON.stringify(flags, null, 2)}\n`);
    return 0;
  },
};
