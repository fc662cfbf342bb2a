import { eq } from 'drizzle-orm';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { openDatabase } from '../db/open.js';
import { accounts } from '../db/schema/index.js';
import {
  AccountError,
  createAccount,
  findAccountByEmail,
  normalizeEmail,
} from '../modules/auth/embedded/accounts.service.js';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../modules/auth/embedded/passwords.js';
import { endAllAccountSessions } from '../modules/auth/embedded/sessions.js';
import { endAccess } from './accounts-admin.js';
import { askNewPassword } from './password-prompt.js';

/**
 * `npm run users -- add <email> [--name "Dr X"]` — local accounts of the embedded sign-in. A
 * password is typed twice at a hidden prompt (at least MIN_PASSWORD_LENGTH characters), or
 * generated and printed once. `disable` and `remove` end a clinician's access at once.
 */
const USAGE = `Usage:
  npm run users -- add <email> [--name "Dr Asha Rao"]   add a clinician account
  npm run users -- set-password <email>                 give an account a new password (signs it out everywhere)
  npm run users -- disable <email>                      stop a clinician signing in; their sessions end within seconds
  npm run users -- remove <email>                       the same, and delete the sign-in account (patient records stay)
  npm run users -- list                                 list the accounts`;

async function main(argv: string[]) {
  const [command, email, ...rest] = argv;
  if (!command || command === '--help' || command === '-h') return void console.log(USAGE);
  const config = loadConfig();
  const { database, close } = await openDatabase(config, { migrate: true });
  try {
    if (command === 'add' && email) return await add(database, email, option(rest, '--name'));
    if (command === 'set-password' && email) return await setPassword(database, email);
    if ((command === 'disable' || command === 'remove') && email) return await end(database, config, email, command);
    if (command === 'list') return await list(database);
    console.error(USAGE);
    process.exitCode = 2;
  } finally {
    await close();
  }
}

async function add(database: Database, email: string, name: string | undefined) {
  const { password, generated } = await askNewPassword();
  const { account } = await createAccount(database.db, { email, name, password });
  console.log(`Added ${account.email}${name ? ` (${name})` : ''}.`);
  if (generated) console.log(`Password (shown once, give it to the clinician): ${password}`);
}

async function setPassword(database: Database, email: string) {
  const account = await findAccountByEmail(database.db, email);
  if (!account) throw new AccountError(`No account for ${normalizeEmail(email)}.`);
  const { password, generated } = await askNewPassword();
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new AccountError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  await database.db
    .update(accounts)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(accounts.id, account.id));
  // Whoever knew the old password is signed out of the provider: no refresh with it.
  await endAllAccountSessions(database.db, account.id);
  console.log(`New password set for ${account.email}; its sessions were ended.`);
  if (generated) console.log(`Password (shown once): ${password}`);
}

async function list(database: Database) {
  const rows = await database.db
    .select({ email: accounts.email, given: accounts.givenName, family: accounts.familyName })
    .from(accounts);
  if (rows.length === 0) console.log('No accounts yet: `npm start` creates the first one.');
  for (const r of rows)
    console.log(`${r.email}${r.given || r.family ? `  (${[r.given, r.family].filter(Boolean).join(' ')})` : ''}`);
}

async function end(database: Database, config: Config, email: string, how: 'disable' | 'remove') {
  const clinicians = await endAccess(database, config, email, how);
  const done = how === 'remove' ? 'removed' : 'disabled';
  console.log(
    `${normalizeEmail(email)}: ${done}; ${clinicians.length} clinician record(s) can no longer use the app (within a few seconds).`,
  );
  if (how === 'remove') console.log('Their patients and consultations are kept.');
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

main(process.argv.slice(2)).catch((err: Error) => {
  console.error(err instanceof AccountError ? err.message : `users: ${err.message}`);
  process.exit(1);
});
