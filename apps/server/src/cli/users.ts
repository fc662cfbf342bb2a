import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { createInterface } from 'node:readline/promises';
import { loadConfig, type Config } from '../config.js';
import { connectDatabase, runMigrations, type Database } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { accounts } from '../db/schema/index.js';
import { loadOrCreateSecrets } from '../lib/secrets.js';
import { AccountError, createAccount, findAccountByEmail, normalizeEmail } from '../modules/auth/embedded/accounts.service.js';
import { generatePassword, hashPassword, MIN_PASSWORD_LENGTH } from '../modules/auth/embedded/passwords.js';

/**
 * `npm run users -- add <email> [--name "Dr X"]` — local accounts of the embedded sign-in
 * (issue #3, item 3). The password is typed at a prompt, or generated and printed once.
 */
const USAGE = `Usage:
  npm run users -- add <email> [--name "Dr Asha Rao"]   add a clinician account
  npm run users -- set-password <email>                 give an account a new password
  npm run users -- list                                 list the accounts`;

async function main(argv: string[]) {
  const [command, email, ...rest] = argv;
  if (!command || command === '--help' || command === '-h') return void console.log(USAGE);
  const config = loadConfig();
  const { database, close } = await openDatabase(config);
  try {
    if (command === 'add' && email) return await add(database, email, option(rest, '--name'));
    if (command === 'set-password' && email) return await setPassword(database, email);
    if (command === 'list') return await list(database);
    console.error(USAGE);
    process.exitCode = 2;
  } finally {
    await close();
  }
}

async function add(database: Database, email: string, name: string | undefined) {
  const { password, generated } = await askPassword();
  const { account } = await createAccount(database.db, { email, name, password });
  console.log(`Added ${account.email}${name ? ` (${name})` : ''}.`);
  if (generated) console.log(`Password (shown once, give it to the clinician): ${password}`);
}

async function setPassword(database: Database, email: string) {
  const account = await findAccountByEmail(database.db, email);
  if (!account) throw new AccountError(`No account for ${normalizeEmail(email)}.`);
  const { password, generated } = await askPassword();
  await database.db.update(accounts).set({ passwordHash: await hashPassword(password) }).where(eq(accounts.id, account.id));
  console.log(`New password set for ${account.email}.`);
  if (generated) console.log(`Password (shown once): ${password}`);
}

async function list(database: Database) {
  const rows = await database.db.select({ email: accounts.email, given: accounts.givenName, family: accounts.familyName }).from(accounts);
  if (rows.length === 0) console.log('No accounts yet: `npm start` creates the first one.');
  for (const r of rows) console.log(`${r.email}${r.given || r.family ? `  (${[r.given, r.family].filter(Boolean).join(' ')})` : ''}`);
}

/** At a terminal, a typed password (hidden); empty, or no terminal, → a generated one. */
async function askPassword(): Promise<{ password: string; generated: boolean }> {
  if (!process.stdin.isTTY) return { password: generatePassword(), generated: true };
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput(s: string): void; output: NodeJS.WriteStream };
  let muted = false;
  out._writeToOutput = (s: string) => out.output.write(muted ? '' : s);
  try {
    const question = rl.question(`Password (at least ${MIN_PASSWORD_LENGTH} characters; Enter to generate one): `);
    muted = true;
    const typed = (await question).trim();
    muted = false;
    process.stdout.write('\n');
    return typed ? { password: typed, generated: false } : { password: generatePassword(), generated: true };
  } finally {
    rl.close();
  }
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/**
 * DATABASE_URL when set; else the embedded database — the running app's server when `npm start`
 * is up (it holds the data directory), or our own short-lived one when it is not.
 */
async function openDatabase(config: Config): Promise<{ database: Database; close(): Promise<void> }> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    const secrets = loadOrCreateSecrets(config.dataDir, config.APP_SECRET);
    const running = `postgres://postgres:${encodeURIComponent(secrets.dbPassword)}@127.0.0.1:${config.EMBEDDED_PG_PORT}/postgres`;
    if (await reachable(running)) url = running;
    else {
      const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, password: secrets.dbPassword, logger: pino({ level: 'warn' }) });
      url = embedded.url;
      stopEmbedded = () => embedded.stop();
    }
  }
  const database = connectDatabase(url);
  await runMigrations(database);
  return { database, close: async () => (await database.close(), await stopEmbedded?.()) };
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

main(process.argv.slice(2)).catch((err: Error) => {
  console.error(err instanceof AccountError ? err.message : `users: ${err.message}`);
  process.exit(1);
});
