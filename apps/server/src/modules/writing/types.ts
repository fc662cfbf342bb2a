/** How often pg-boss has retried a job and how often it may: a transient failure on the last try is recorded, not retried. */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
}
