import { parseArgs } from 'node:util';
import { CreateRecordKeySchema } from '@asha/contracts';
import { isUuid } from '../lib/ids.js';

/** A command line that cannot be run as written: its message says what to change (exit code 2). */
export class UsageError extends Error {}

export type KeysCommand =
  | { command: 'help' }
  | { command: 'list' }
  | { command: 'revoke'; id: string }
  /** `clinician` is an email or a clinician id; null makes a clinic-wide key. */
  | { command: 'create'; name: string; clinician: string | null; expiresDays?: number };

/** `npm run keys -- …` read into a command, or a UsageError naming the first problem. */
export function parseKeysArgs(argv: string[]): KeysCommand {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') return { command: 'help' };
  if (command === 'list') {
    if (rest.length) throw new UsageError(`list takes nothing more (got "${rest.join(' ')}").`);
    return { command: 'list' };
  }
  if (command === 'revoke') {
    const [id, ...extra] = rest;
    if (!id) throw new UsageError('Give the id of the key to revoke (npm run keys -- list shows it).');
    if (extra.length) throw new UsageError(`revoke takes one key id (got "${rest.join(' ')}").`);
    if (!isUuid(id)) throw new UsageError(`"${id}" is not a key id: use the id that npm run keys -- list shows.`);
    return { command: 'revoke', id };
  }
  if (command === 'create') return parseCreate(rest);
  throw new UsageError(`Unknown command "${command}".`);
}

function parseCreate(args: string[]): KeysCommand {
  let values: { name?: string; clinician?: string; clinic?: boolean; 'expires-days'?: string };
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        name: { type: 'string' },
        clinician: { type: 'string' },
        clinic: { type: 'boolean' },
        'expires-days': { type: 'string' },
      },
    }));
  } catch (err) {
    throw new UsageError(readableParseError((err as Error).message));
  }
  if (!!values.clinic === !!values.clinician)
    throw new UsageError(
      'Give either --clinician <email> (the key acts for that clinician) or --clinic (for every clinician).',
    );
  const parsed = CreateRecordKeySchema.safeParse({ name: values.name ?? '', expiresDays: values['expires-days'] });
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
  return {
    command: 'create',
    name: parsed.data.name,
    clinician: values.clinician?.trim() || null,
    expiresDays: parsed.data.expiresDays,
  };
}

/** node:util's messages name the option but mention internals ("strict mode"); say it as a person would. */
function readableParseError(message: string): string {
  const unknown = /Unknown option '([^']+)'/.exec(message);
  if (unknown) return `Unknown option ${unknown[1]}.`;
  const missing = /Option '([^']+?)(?: <value>)?' argument missing/.exec(message);
  if (missing) return `${missing[1]} needs a value.`;
  const positional = /Unexpected argument '([^']+)'/.exec(message);
  const flag = /Option '([^']+)' does not take an argument/.exec(message);
  if (flag) return `${flag[1]} takes no value.`;
  if (positional) return `Unexpected "${positional[1]}": put values after their option (--name "Clinic EMR").`;
  return message;
}
