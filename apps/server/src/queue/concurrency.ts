import os from 'node:os';

/** Memory one running job may hold: an hour-long recording decoded to 16 kHz float samples is ~230 MB. */
const BYTES_PER_JOB = 512 * 1024 * 1024;
const MOST_JOBS = 16;

/**
 * How many jobs a worker process runs at once unless WORKER_CONCURRENCY says: most of a job's
 * time is spent waiting on a remote speech service, the database or storage, so two per core,
 * as many as the machine's memory holds, at most 16. A local speech engine (which uses every
 * core by itself) is limited separately by SPEECH_CONCURRENCY.
 */
export function defaultWorkerConcurrency(cores = os.availableParallelism(), memoryBytes = os.totalmem()): number {
  return Math.max(1, Math.min(cores * 2, Math.floor(memoryBytes / BYTES_PER_JOB), MOST_JOBS));
}
