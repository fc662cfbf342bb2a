import type { SortOrder } from '@asha/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { decodeCursor, encodeCursor } from './cursor.js';
import { isUuid } from './ids.js';

/**
 * Keyset paging on (created_at, id), the one way lists page: page 500 costs what page 1 costs
 * because the index is entered at the position, and the position travels as a signed cursor
 * (lib/cursor.ts) bound to the list's scope and order.
 */
export interface KeysetColumns {
  createdAt: PgColumn;
  id: PgColumn;
}

/** created_at to the microsecond as text: JS dates stop at milliseconds, and ties must never skip or repeat a row. */
export function microsText(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

interface Position {
  t: string;
  id: string;
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const isPosition = (v: unknown): v is Position =>
  typeof v === 'object' &&
  v !== null &&
  ISO_MICROS.test(String((v as Position).t)) &&
  isUuid(String((v as Position).id));

export interface KeysetRequest {
  secret: string;
  /** what the token is valid for, e.g. `patients:<clinicianId>`; the order is added to it */
  scope: string;
  order: SortOrder;
  limit: number;
  nextToken?: string | null;
}

export function keysetPage(columns: KeysetColumns, r: KeysetRequest) {
  const scope = `${r.scope}:${r.order}`;
  const after = r.nextToken ? decodeCursor(r.secret, scope, r.nextToken, isPosition) : null;
  const desc = r.order === 'desc';
  const { createdAt, id } = columns;
  return {
    /** rows after the cursor, to be and-ed with the list's own filter */
    where: after
      ? desc
        ? sql`(${createdAt}, ${id}) < (${after.t}::timestamptz, ${after.id}::uuid)`
        : sql`(${createdAt}, ${id}) > (${after.t}::timestamptz, ${after.id}::uuid)`
      : undefined,
    orderBy: desc ? [sql`${createdAt} desc`, sql`${id} desc`] : [sql`${createdAt} asc`, sql`${id} asc`],
    /** fetch one more than a page to know whether another follows */
    fetch: r.limit + 1,
    /** the page and the token of the next one, from rows fetched with `fetch` and their positions */
    page<R>(
      rows: R[],
      position: (row: R) => { createdAt: string; id: string },
    ): { rows: R[]; nextToken: string | null } {
      const page = rows.slice(0, r.limit);
      const last = page.at(-1);
      if (rows.length <= r.limit || !last) return { rows: page, nextToken: null };
      const p = position(last);
      return { rows: page, nextToken: encodeCursor(r.secret, scope, { t: p.createdAt, id: p.id }) };
    },
  };
}
