import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { audit, systemOrigin } from '../lib/audit.js';
import { withTransaction } from '../lib/transaction.js';
import { auditCsv, parseAuditArgs, UsageError } from './audit-export.js';

/**
 * `npm run audit -- --patient <id> | --clinician <email> [--since <date>]`: the audit trail as CSV
 * on standard output, for a compliance officer. The export itself is recorded in the trail.
 */
const USAGE = `Usage:
  npm run audit -- --patient <patient id> [--since 2026-01-31]    every access to one patient's data
  npm run audit -- --clinician <email> [--since 2026-01-31]       everything one clinician did
The CSV goes to standard output: npm run audit --silent -- --patient <id> > audit.csv`;

async function main(argv: string[]) {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) return void console.log(USAGE);
  const filter = parseAuditArgs(argv);
  const { database, close } = await openDatabase(loadConfig(), { migrate: true });
  try {
    for await (const line of auditCsv(database.db, filter)) {
      if (!process.stdout.write(`${line}\n`)) await new Promise((r) => process.stdout.once('drain', r));
    }
    await withTransaction(database, (tx) =>
      audit(tx, systemOrigin('audit export'), {
        action: 'audit.export',
        resourceType: 'audit',
        resourceId: filter.clinicianEmail ?? null,
        patientId: filter.patientId ?? null,
      }),
    );
  } finally {
    await close();
  }
}

main(process.argv.slice(2)).catch((err: Error) => {
  console.error(err instanceof UsageError ? `${err.message}\n\n${USAGE}` : `audit: ${err.message}`);
  process.exit(err instanceof UsageError ? 2 : 1);
});
