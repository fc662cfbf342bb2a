import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openDatabase } from '../db/open.js';
import { audit, systemOrigin } from '../lib/audit.js';
import { withTransaction } from '../lib/transaction.js';
import { createRecordKey, listAllRecordKeys, revokeRecordKey, statusOf } from '../modules/record-keys/keys.service.js';
import { clinicianEmails, findClinicianForKey } from './keys-clinician.js';
import { parseKeysArgs, UsageError, type KeysCommand } from './keys-args.js';

/**
 * `npm run keys -- create|list|revoke`: keys that record systems (EMRs) present to the scribe
 * protocol API, for the clinic's administrator. A key is printed once, when made; only its hash
 * is stored. Each change is in the audit trail.
 */
const USAGE = `Usage:
  npm run keys -- create --name "Clinic EMR" --clinician <email> [--expires-days 365]   a key acting for one clinician
  npm run keys -- create --name "Clinic EMR" --clinic [--expires-days 365]              a key acting for every clinician
  npm run keys -- list                                                                  every key, with its status and last use
  npm run keys -- revoke <key id>                                                       refuse the key from now on`;

const ADMIN = systemOrigin('keys CLI');

async function main(argv: string[]) {
  const command = parseKeysArgs(argv);
  if (command.command === 'help') return void console.log(USAGE);
  const { database, close } = await openDatabase(loadConfig(), { migrate: true });
  try {
    await run(database, command);
  } finally {
    await close();
  }
}

async function run(database: Database, c: Exclude<KeysCommand, { command: 'help' }>) {
  if (c.command === 'create') {
    const clinician = c.clinician ? await findClinicianForKey(database.db, c.clinician) : null;
    const { key, row } = await withTransaction(database, async (tx) => {
      const made = await createRecordKey(tx.db, {
        name: c.name,
        clinicianId: clinician?.id ?? null,
        expiresDays: c.expiresDays,
      });
      await audit(tx, ADMIN, {
        action: 'record-key.create',
        resourceType: 'record-key',
        resourceId: made.row.id,
        clinicianId: clinician?.id ?? null,
      });
      return made;
    });
    const scope = clinician ? `acts for ${clinician.label}` : 'acts for every clinician of the clinic';
    console.log(`Made the key "${row.name}" (id ${row.id}); it ${scope} until ${day(row.expiresAt)}.`);
    console.log(`Key: ${key}`);
    console.log('Copy it into the record system now: it will not be shown again.');
    return;
  }
  if (c.command === 'list') {
    const rows = await listAllRecordKeys(database.db);
    if (rows.length === 0) return void console.log('No record-system keys yet: npm run keys -- create makes one.');
    const emails = await clinicianEmails(
      database.db,
      rows.map((r) => r.clinicianId).filter((id): id is string => !!id),
    );
    for (const r of rows) {
      const scope = r.clinicianId ? (emails.get(r.clinicianId) ?? r.clinicianId) : 'clinic-wide';
      const lastUsed = r.lastUsedAt ? r.lastUsedAt.toISOString() : 'never used';
      console.log(
        `${r.id}  ${r.prefix}…  ${statusOf(r)}  "${r.name}"  ${scope}  made ${day(r.createdAt)}  expires ${day(r.expiresAt)}  ${lastUsed}`,
      );
    }
    return;
  }
  const revoked = await withTransaction(database, async (tx) => {
    const row = await revokeRecordKey(tx.db, c.id);
    if (!row) throw new UsageError(`No key has the id ${c.id} (npm run keys -- list shows every key).`);
    await audit(tx, ADMIN, {
      action: 'record-key.revoke',
      resourceType: 'record-key',
      resourceId: row.id,
      clinicianId: row.clinicianId,
    });
    return row;
  });
  console.log(`Revoked "${revoked.name}" (id ${revoked.id}): record systems presenting it are refused from now on.`);
}

const day = (d: Date) => d.toISOString().slice(0, 10);

main(process.argv.slice(2)).catch((err: Error) => {
  if (err instanceof UsageError) {
    console.error(`${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(`keys: ${err.message}`);
  process.exit(1);
});
