// Warm-run timing shared by the benches that report the report writer's and the checker's cost.
import { cpus, loadavg } from 'node:os';

/** Runs after warm-up that a cost figure rests on: 21, so the median and 90th percentile are single runs. */
export const RUNS = 21;

/** `f` (sync or async) timed over RUNS runs after 5 warm-up runs; ms sorted ascending. `f` gets the run's index. */
export async function warmRuns(f) {
  for (let i = 0; i < 5; i++) await f(-1 - i);
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await f(i);
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b);
}

/** The median of ms sorted ascending. */
export const median = (ms) => ms[Math.floor(ms.length / 2)];

/** One cost line: median, 90th percentile and max of sorted ms from warmRuns. */
export const runsLine = (label, ms) =>
  `  ${label}: median ${median(ms).toFixed(1)} ms, 90th percentile ${ms[Math.ceil(ms.length * 0.9) - 1].toFixed(1)} ms, max ${ms.at(-1).toFixed(1)} ms over ${ms.length} warm runs`;

/** The machine's load while measuring, so a slow figure on a busy machine can be told apart. */
export const loadLine = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} on ${cpus().length} cores`;
