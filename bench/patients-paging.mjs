#!/usr/bin/env node
/**
 * Patients paging cost: page 500 of 100,000 patients must cost what page 1 costs.
 *
 *   node bench/patients-paging.mjs [--patients 100000] [--runs 200] [--build]
 *
 * Starts the real server in-process (built apps/server/dist; --build or a missing dist runs
 * `tsc -b apps/server`) on a fresh embedded PostgreSQL in a temp dir, seeds the patients for one
 * clinician with one INSERT … SELECT generate_series, then times GET /api/patients?limit=20 (via
 * Fastify inject: routing, token check, SQL and JSON, no network) for the first page and for the
 * 500th page, reached by following nextToken 499 times. For contrast it also times the same page
 * read with OFFSET directly in SQL. Prints figures only; nothing here asserts on timings.
 */
import { arg, args } from './lib/cli.mjs';
import { startBenchApi } from './lib/server.mjs';

const PATIENTS = Number(arg('--patients', 100_000));
const RUNS = Number(arg('--runs', 200));
const LIMIT = 20;
const TARGET_PAGE = 500;

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { median: at(0.5), p99: at(0.99), min: s[0], max: s.at(-1) };
}

const fmt = (ms) => `${ms.toFixed(2)} ms`;
function report(label, samples) {
  const r = stats(samples);
  console.log(
    `${label.padEnd(34)} median ${fmt(r.median).padStart(10)}   p99 ${fmt(r.p99).padStart(10)}   (min ${fmt(r.min)}, max ${fmt(r.max)}, n=${samples.length})`,
  );
}

async function time(fn) {
  const t0 = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const { app, runtime, headers, close } = await startBenchApi('patients', {
  pgPort: arg('--pg-port', 55_000 + (process.pid % 5000)),
  build: args.includes('--build'),
});
const get = async (query) => {
  const res = await app.inject({ url: '/api/patients', query, headers });
  if (res.statusCode !== 200) throw new Error(`GET /api/patients → ${res.statusCode} ${res.body}`);
  return res.json();
};

try {
  await get({ limit: '10' }); // creates the clinician from the token
  const pool = runtime.ctx.database.pool;
  const clinicianId = (await pool.query(`select id from clinicians where subject = 'bench-doctor'`)).rows[0].id;
  const seedMs = await time(() =>
    pool.query(
      // Every third row shares a created_at with its neighbours, so the id tie-break is exercised.
      `insert into patients (clinician_id, name, email, phone, created_at, updated_at)
       select $1, 'Patient ' || g, 'patient' || g || '@example.org', '+1 555 ' || lpad(g::text, 7, '0'),
              now() - ((g / 3) * interval '1 millisecond'), now()
       from generate_series(1, $2::int) g`,
      [clinicianId, PATIENTS],
    ),
  );
  await pool.query('analyze patients');
  console.log(`seeded ${PATIENTS.toLocaleString()} patients in ${fmt(seedMs)}`);

  let nextToken;
  const walkMs = await time(async () => {
    for (let page = 1; page < TARGET_PAGE; page++)
      nextToken = (await get({ limit: String(LIMIT), order: 'desc', ...(nextToken ? { nextToken } : {}) })).nextToken;
  });
  console.log(`followed nextToken to page ${TARGET_PAGE} (${TARGET_PAGE - 1} requests) in ${fmt(walkMs)}`);
  const page500 = await get({ limit: String(LIMIT), order: 'desc', nextToken });

  // Warm-up, then interleave the two so any background noise hits both alike.
  for (let i = 0; i < 20; i++) await get({ limit: String(LIMIT) });
  const first = [];
  const deep = [];
  const offset = [];
  const keysetSql = [];
  const ORDER = 'order by created_at desc, id desc';
  const boundary = (
    await pool.query(
      `select created_at::text as created_at, id from patients where clinician_id = $1 ${ORDER} limit 1 offset $2`,
      [clinicianId, (TARGET_PAGE - 1) * LIMIT - 1],
    )
  ).rows[0];
  for (let i = 0; i < RUNS; i++) {
    first.push(await time(() => get({ limit: String(LIMIT), order: 'desc' })));
    deep.push(await time(() => get({ limit: String(LIMIT), order: 'desc', nextToken })));
    offset.push(
      await time(() =>
        pool.query(
          'select * from patients where clinician_id = $1 order by created_at desc, id desc limit $2 offset $3',
          [clinicianId, LIMIT, (TARGET_PAGE - 1) * LIMIT],
        ),
      ),
    );
    keysetSql.push(
      await time(() =>
        pool.query(`select * from patients where clinician_id = $1 and (created_at, id) < ($2, $3) ${ORDER} limit $4`, [
          clinicianId,
          boundary.created_at,
          boundary.id,
          LIMIT,
        ]),
      ),
    );
  }
  console.log(`\nGET /api/patients?limit=${LIMIT} over ${PATIENTS.toLocaleString()} patients, ${RUNS} runs each:`);
  report('page 1', first);
  report(`page ${TARGET_PAGE} (keyset nextToken)`, deep);
  report(`page ${TARGET_PAGE} keyset (SQL only)`, keysetSql);
  report(`page ${TARGET_PAGE} via OFFSET (SQL only)`, offset);
  const offsetRows = (
    await pool.query(
      'select id from patients where clinician_id = $1 order by created_at desc, id desc limit $2 offset $3',
      [clinicianId, LIMIT, (TARGET_PAGE - 1) * LIMIT],
    )
  ).rows;
  const same = offsetRows.every((r, i) => r.id === page500.items[i]?.patientId);
  console.log(`\npage ${TARGET_PAGE} by keyset equals OFFSET ${(TARGET_PAGE - 1) * LIMIT}: ${same ? 'yes' : 'NO'}`);
} finally {
  await close();
}
