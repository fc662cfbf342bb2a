import type { Analytics } from '@asha/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

type Totals = {
  consultations: number;
  total_sec: number | null;
  avg_processing_sec: number | null;
  ready: number;
  failed: number;
  recorded: number;
};

/**
 * The clinician's real figures from their own conversations, replacing the
 * spec's invented placeholders. Every figure without data is null so the page shows a dash.
 */
export async function getAnalytics(db: Db, clinicianId: string): Promise<Analytics> {
  const totals = await db.execute<Totals>(sql`
    select count(*)::int as consultations,
           sum(duration_sec)::float8 as total_sec,
           avg(extract(epoch from processing_finished_at - processing_started_at))
             filter (where processing_started_at is not null and processing_finished_at is not null)::float8 as avg_processing_sec,
           count(*) filter (where status = 'ready')::int as ready,
           count(*) filter (where status = 'failed')::int as failed,
           count(*) filter (where source = 'recorded')::int as recorded
      from conversations where clinician_id = ${clinicianId} and deleted_at is null`);
  const langs = await db.execute<{ language: string; count: number }>(sql`
    select language, count(*)::int as count from conversations
     where clinician_id = ${clinicianId} and deleted_at is null and language is not null
     group by language order by count desc, language`);
  const t = totals.rows[0]!;
  const finished = t.ready + t.failed;
  return {
    consultations: t.consultations,
    minutesRecorded: t.total_sec === null ? null : round(t.total_sec / 60, 1),
    averageProcessingSec: t.avg_processing_sec === null ? null : round(t.avg_processing_sec, 1),
    successRate: finished === 0 ? null : t.ready / finished,
    failed: t.failed,
    inputLanguages: langs.rows.map((r) => ({ language: r.language, count: r.count })),
    uploadsByKind: { recorded: t.recorded, uploaded: t.consultations - t.recorded },
  };
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
