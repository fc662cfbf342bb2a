import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { auditEvents } from '../db/schema/index.js';
import { auditRow, requestOrigin, type AuditEntry, type AuditRow } from './audit.js';

/**
 * Reads of patient data are recorded before the data is sent: `await auditRead(db, req, {...})`
 * resolves once the row is stored, and a failure fails the request — nothing is shown that the
 * trail does not hold. Rows of concurrent requests share one INSERT (group commit), so a busy
 * list costs one statement per burst, not one per request.
 */
interface Pending {
  rows: AuditRow[];
  resolve(): void;
  reject(err: unknown): void;
}

class ReadBatcher {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(private readonly database: Database) {}

  add(rows: AuditRow[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ rows, resolve, reject });
      if (!this.flushing) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing || this.queue.length === 0) return;
    this.flushing = true;
    const batch = this.queue;
    this.queue = [];
    try {
      await this.database.db.insert(auditEvents).values(batch.flatMap((p) => p.rows));
      for (const p of batch) p.resolve();
    } catch (err) {
      for (const p of batch) p.reject(err);
    } finally {
      this.flushing = false;
      // Requests that arrived during this INSERT go in the next one.
      if (this.queue.length > 0) void this.flush();
    }
  }
}

const batchers = new WeakMap<Database, ReadBatcher>();

export function auditRead(database: Database, req: FastifyRequest, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return Promise.resolve();
  let b = batchers.get(database);
  if (!b) batchers.set(database, (b = new ReadBatcher(database)));
  const origin = requestOrigin(req);
  return b.add(entries.map((e) => auditRow(origin, e)));
}
