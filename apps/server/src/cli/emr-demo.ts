import path from 'node:path';
import { parseArgs } from 'node:util';
import { DemoError, runEmrDemo, type EmrDemoOptions } from '../emr-demo/client.js';

/**
 * `npm run emr-demo -- --key <key>`: plays a record system (EMR) handing one consultation to a
 * running Asha Scribe over the scribe protocol, step by step, and prints what came back. The key
 * is made with `npm run keys -- create`; the recording defaults to the test consultation.
 */
const USAGE = `Usage:
  npm run emr-demo -- --key <record-system key> [--url http://localhost:8080] [--audio <file>]
                      [--patient-id EMR-1001] [--patient-name "Demo Patient"] [--clinician <email>]
                      [--templates soap,transcript,fhir] [--timeout-sec 300] [--receiver-host 127.0.0.1]
  --clinician is needed with a clinic-wide key. The key may also come from ASHA_RECORD_KEY.`;

class UsageError extends Error {}

function options(argv: string[]): EmrDemoOptions {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: Object.fromEntries(
        [
          'key',
          'url',
          'audio',
          'patient-id',
          'patient-name',
          'clinician',
          'templates',
          'timeout-sec',
          'receiver-host',
        ].map((k) => [k, { type: 'string' as const }]),
      ),
    }) as { values: Record<string, string | undefined> });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const key = values.key ?? process.env.ASHA_RECORD_KEY;
  if (!key) throw new UsageError('Give the record-system key: --key <key> (npm run keys -- create makes one).');
  const timeoutSec = Number(values['timeout-sec'] ?? 300);
  if (!Number.isFinite(timeoutSec) || timeoutSec <= 0)
    throw new UsageError('--timeout-sec must be a number of seconds.');
  return {
    baseUrl: values.url ?? `http://localhost:${process.env.PORT ?? 8080}`,
    key,
    audioFile: path.resolve(values.audio ?? 'e2e/fixtures/consultation.wav'),
    patientId: values['patient-id'] ?? 'EMR-1001',
    patientName: values['patient-name'] ?? 'Demo Patient',
    ...(values.clinician ? { clinicianEmail: values.clinician } : {}),
    templates: (values.templates ?? 'soap,transcript,fhir')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    timeoutMs: timeoutSec * 1000,
    ...(values['receiver-host'] ? { receiverHost: values['receiver-host'] } : {}),
  };
}

async function main(argv: string[]) {
  if (argv.includes('--help') || argv.includes('-h')) return void console.log(USAGE);
  const result = await runEmrDemo(options(argv), (line) => console.log(line));
  console.log('\nTranscript:\n' + result.transcript);
  const soap = result.templates.soap;
  if (soap?.status === 'success')
    console.log('\nSOAP note, as the record system receives it:\n' + JSON.stringify(soap.data, null, 2).slice(0, 2000));
  console.log(`\nadditional_data came back unchanged: ${JSON.stringify(result.additionalData)}`);
}

main(process.argv.slice(2)).catch((err: Error) => {
  if (err instanceof UsageError) {
    console.error(`${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (err instanceof DemoError) {
    console.error(`emr-demo: ${err.message}`);
    process.exit(1);
  }
  // fetch fails with a TypeError whose cause says why the address could not be reached.
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const unreachable = err instanceof TypeError && cause;
  console.error(
    unreachable
      ? `emr-demo: nothing answered (${cause.code ?? cause.message}): is Asha Scribe running (npm start)? Give its address with --url.`
      : `emr-demo: ${err.message}`,
  );
  process.exit(1);
});
