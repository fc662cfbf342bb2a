/**
 * What a database error may tell the logs and the client. A driver's message can quote the
 * values of the failed statement (a query builder's error even lists every parameter: a
 * patient's name, phone, notes), so only the SQLSTATE code and the schema names travel on.
 */
export interface DbErrorFields {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

interface PgLike {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error inside `err` (itself, or the cause a query builder wrapped it in), or null. */
export function findDbError(err: unknown): DbErrorFields | null {
  for (
    let e = err as PgLike | undefined, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = e.cause as PgLike, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string') {
      const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
      return { code: e.code, constraint: str(e.constraint), table: str(e.table), column: str(e.column) };
    }
  }
  return null;
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode)/i;

/** The database cannot be reached right now (down, restarting, out of connections): worth a retry. */
export function isDbUnavailable(err: unknown): boolean {
  const db = findDbError(err);
  if (db) return db.code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '53400'].includes(db.code);
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** A value PostgreSQL refused to store (NUL byte, bad encoding, malformed literal, too long): the client's fault. */
export function isBadValue(err: unknown): boolean {
  const code = findDbError(err)?.code;
  return !!code && (code.startsWith('22') || code === '23502' || code === '23514');
}

/** Logs keep only this of an error: a database error's code and schema names, or a plain error's message. */
export function safeErrorFields(err: unknown): Record<string, unknown> {
  const db = findDbError(err);
  if (db) return { type: 'DatabaseError', ...db };
  if (err instanceof Error)
    return { type: err.name, message: stripParams(err.message), stack: err.stack ? stripParams(err.stack) : undefined };
  return { message: stripParams(String(err)) };
}

/** A query builder's 'Failed query: … params: …' message: the statement may stay, its values never. */
export function stripParams(text: string): string {
  const i = text.indexOf('\nparams:');
  return i === -1 ? text : `${text.slice(0, i)}\nparams: [not logged]`;
}
