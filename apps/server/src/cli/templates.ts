import { readFile, writeFile } from 'node:fs/promises';
import { isStoredNoteType } from '@asha/contracts';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openDatabase } from '../db/open.js';
import { HttpError } from '../lib/http-errors.js';
import { withTransaction } from '../lib/transaction.js';
import {
  addTemplateVersion,
  disableTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
} from '../modules/note-templates/index.js';

/**
 * `npm run templates -- list|import <file>|export <id> [file]|disable <id>` — the clinic's note
 * templates, which every clinician can use and none can edit. A file is a template as JSON (the
 * contracts' shape, as `export` writes it); importing a file whose id is a clinic template's makes
 * that template's next version, any other file a new clinic template.
 */
const USAGE = `Usage:
  npm run templates -- list                  the clinic's templates: id, version, name (removed ones marked)
  npm run templates -- import <file>         add a template from a JSON file, or the next version of the one its id names
  npm run templates -- export <id> [file]    a template as JSON (to the file, or standard output)
  npm run templates -- disable <id>          stop offering a template (notes written in it still show in it)`;

const COMMANDS: Record<string, (arg: string, file?: string) => (db: Database) => Promise<void>> = {
  import: (arg) => (db) => importFile(db, arg),
  export: (arg, file) => (db) => exportOne(db, arg, file),
  disable: (arg) => (db) => disable(db, arg),
};

/** A mistake of the person typing: said in one line, exit status 2. */
class UsageError extends Error {}

async function main(argv: string[]) {
  const [command, arg, file] = argv;
  if (!command || command === '--help' || command === '-h') return void console.log(USAGE);
  const run = command === 'list' ? list : arg ? COMMANDS[command]?.(arg, file) : undefined;
  if (!run)
    throw new UsageError(`'${command}' needs an id or a file, or is not a command: npm run templates -- --help`);
  const { database, close } = await openDatabase(loadConfig(), { migrate: true });
  try {
    await run(database);
  } finally {
    await close();
  }
}

async function list(database: Database) {
  const rows = await listTemplates(database.db, null, true);
  if (rows.length === 0) return void console.log('No clinic templates yet: npm run templates -- import <file>.');
  for (const { row } of rows)
    console.log(`${row.id}  v${row.version}  ${row.name}${row.disabledAt ? '  (disabled)' : ''}`);
}

async function clinicTemplate(database: Database, id: string) {
  const found = isStoredNoteType(id) ? await findTemplate(database.db, id) : null;
  if (!found || found.row.ownerId !== null)
    throw new UsageError(`No clinic template with id ${id} (see: npm run templates -- list).`);
  return found;
}

async function importFile(database: Database, path: string) {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new UsageError(e.code === 'ENOENT' ? `No file at ${path}.` : `${path} is not readable JSON: ${e.message}`);
  }
  const id = (json as { id?: unknown } | null)?.id;
  const existing = typeof id === 'string' && isStoredNoteType(id) ? await findTemplate(database.db, id) : null;
  const saved = await withTransaction(database, (tx) =>
    existing && existing.row.ownerId === null
      ? addTemplateVersion(tx.db, existing.row, existing.row.version, json)
      : insertTemplate(tx.db, null, json),
  );
  console.log(`${saved.row.id}  v${saved.row.version}  ${saved.row.name}: ${existing ? 'new version' : 'added'}.`);
}

async function exportOne(database: Database, id: string, path: string | undefined) {
  const { template } = await clinicTemplate(database, id);
  const text = `${JSON.stringify(template, null, 2)}\n`;
  if (!path) return void process.stdout.write(text);
  await writeFile(path, text);
  console.log(`${id}  v${template.version} written to ${path}.`);
}

async function disable(database: Database, id: string) {
  const { row } = await clinicTemplate(database, id);
  await disableTemplate(database.db, row.id);
  console.log(`${row.id}  ${row.name}: disabled; notes written in it still show in it.`);
}

main(process.argv.slice(2)).catch((err: Error) => {
  // A refused template (400) is the file's fault, as is a missing id: one line, exit 2.
  const mine = err instanceof UsageError || (err instanceof HttpError && err.statusCode < 500);
  console.error(`templates: ${err.message}`);
  process.exit(mine ? 2 : 1);
});
