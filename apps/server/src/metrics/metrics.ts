import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What operators watch, in Prometheus's format: HTTP latency by route, queue depth and age, jobs
 * by outcome, engines down and their failures, time per pipeline stage, the speech engine's
 * real-time factor, upload bytes, and the process's own figures. One registry per process, built
 * with the runtime (no global registry). Labels carry route patterns, queue names, stages and outcomes, never ids or patient data.
 */
export function createMetrics(pool: pg.Pool) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'asha_' });
  const queueJobs = new Gauge({
    name: 'asha_queue_jobs',
    help: 'Jobs in the queue by state (waiting: ready to run now; deferred: a retry or delay not yet due; active: running)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const { rows } = await pool.query<{ name: string; state: string; n: number }>(
        `select name,
                case when state = 'active' then 'active' when start_after > now() then 'deferred' else 'waiting' end as state,
                count(*)::int as n
           from pgboss.job where state in ('created', 'retry', 'active') group by 1, 2`,
      );
      this.reset();
      for (const r of rows) this.set({ queue: r.name, state: r.state }, r.n);
    },
  });
  const oldestWaiting = new Gauge({
    name: 'asha_queue_oldest_waiting_seconds',
    help: 'How long the oldest job ready to run has waited for a worker',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const { rows } = await pool.query<{ name: string; age: number }>(
        `select name, extract(epoch from now() - min(greatest(created_on, start_after)))::float8 as age
           from pgboss.job where state in ('created', 'retry') and start_after <= now() group by 1`,
      );
      this.reset();
      for (const r of rows) this.set({ queue: r.name }, r.age);
    },
  });
  const engineDown = new Gauge({
    name: 'asha_engine_down',
    help: 'Whether an engine (speech, report) is down: failing since its last success and failed in the last few minutes',
    labelNames: ['engine'],
    registers: [registry],
    async collect() {
      const { rows } = await pool.query<{ engine: string; down: boolean }>(
        `select engine, bool_or(failing_since is not null and last_failure_at > now() - interval '5 minutes') as down
           from engine_health group by engine`,
      );
      this.reset();
      for (const r of rows) this.set({ engine: r.engine }, r.down ? 1 : 0);
    },
  });
  const engineWaiting = new Gauge({
    name: 'asha_engine_waiting_consultations',
    help: 'Consultations waiting to try a failed engine (speech, report) again',
    labelNames: ['engine'],
    registers: [registry],
    async collect() {
      const { rows } = await pool.query<{ engine: string; n: number }>(
        `select retry_engine as engine, count(*)::int as n from conversations
          where retry_engine is not null and retry_attempt is not null and deleted_at is null
            and status in ('uploaded', 'transcribing', 'writing report') group by 1`,
      );
      this.reset();
      for (const r of rows) this.set({ engine: r.engine }, r.n);
    },
  });
  return {
    registry,
    queueJobs,
    oldestWaiting,
    engineDown,
    engineWaiting,
    engineFailures: new Counter({
      name: 'asha_engine_failures_total',
      help: 'Failed calls to a remote engine that may come back (5xx, 429, timeouts, no connection) by this process, by engine',
      labelNames: ['engine'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'asha_http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobs: new Counter({
      name: 'asha_jobs_total',
      help: 'Jobs run by this process, by queue and outcome (error: thrown, so the queue retries or fails it)',
      labelNames: ['queue', 'outcome'],
      registers: [registry],
    }),
    stageSeconds: new Histogram({
      name: 'asha_pipeline_stage_seconds',
      help: 'Time spent in each pipeline stage of one consultation',
      labelNames: ['stage'],
      buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800],
      registers: [registry],
    }),
    speechRealTimeFactor: new Histogram({
      name: 'asha_speech_real_time_factor',
      help: 'Transcription time divided by recording length (below 1: faster than real time), by engine kind',
      labelNames: ['engine'],
      buckets: [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
      registers: [registry],
    }),
    uploadBytes: new Counter({
      name: 'asha_upload_bytes_total',
      help: 'Bytes of recordings accepted',
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times consecutive stages of one job: entering a stage (or ending) records the one before it. */
export function stageClock(metrics: Metrics) {
  let current: { stage: string; since: number } | null = null;
  const close = () => {
    if (current) metrics.stageSeconds.observe({ stage: current.stage }, (performance.now() - current.since) / 1000);
    current = null;
  };
  return {
    enter(stage: string) {
      close();
      current = { stage, since: performance.now() };
    },
    end: close,
  };
}
