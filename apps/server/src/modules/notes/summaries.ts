import { inArray } from 'drizzle-orm';
import type { NoteSummary } from '@asha/contracts';
import type { Db } from '../../db/client.js';
import { notes } from '../../db/schema/index.js';
import { regenerationOf } from './note-store.js';

/** A report with no note: one an earlier version wrote, not yet given its version 1 (see backfill.ts). */
const UNOPENED_DRAFT: NoteSummary = { status: 'draft', version: 1, regeneration: null };

/** Draft, Edited or Signed and a regeneration under way, for a page of consultations; null without a report. */
export async function noteSummaries(
  db: Db,
  rows: { id: string; reportKey: string | null }[],
): Promise<Map<string, NoteSummary | null>> {
  const found = rows.length
    ? await db
        .select()
        .from(notes)
        .where(
          inArray(
            notes.conversationId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const byId = new Map(found.map((n) => [n.conversationId, n]));
  return new Map(
    rows.map((r) => {
      const n = byId.get(r.id);
      const summary = n
        ? { status: n.status, version: n.version, regeneration: regenerationOf(n) }
        : r.reportKey
          ? UNOPENED_DRAFT
          : null;
      return [r.id, summary];
    }),
  );
}
