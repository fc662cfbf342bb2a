import type { ModelDownload } from '@asha/contracts';
import { pullModel, type CatalogEntry } from '@asha/scribe';
import type { Logger } from 'pino';

interface Running {
  entry: CatalogEntry;
  status: ModelDownload;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * The model downloads of this process: one per model at a time (asking again returns the one under
 * way), progress for the Models page, cancel, and the last failure's reason until the next try.
 * Files land through pullModel, so a model is in MODELS_DIR only once complete and checked; a
 * stopped download's `.part` stays for the next one to resume.
 */
export class ModelDownloads {
  private readonly running = new Map<string, Running>();
  private readonly failures = new Map<string, string>();
  /** Models whose download this process ended: their fresh `.part` is not another process's download. */
  private readonly endedHere = new Set<string>();

  constructor(
    private readonly modelsDir: string,
    private readonly catalog: readonly CatalogEntry[],
    private readonly logger: Logger,
  ) {}

  start(entry: CatalogEntry, why: string): ModelDownload {
    const existing = this.running.get(entry.name);
    if (existing) return existing.status;
    this.failures.delete(entry.name);
    this.endedHere.delete(entry.name);
    const controller = new AbortController();
    const status: ModelDownload = { state: 'downloading', receivedBytes: 0, totalBytes: entry.bytes, error: null };
    const log = this.logger.child({ model: entry.name, kind: entry.kind });
    log.info({ why }, 'model download started');
    let logged = 0;
    const done = pullModel(this.modelsDir, entry.name, {
      catalog: this.catalog,
      signal: controller.signal,
      onProgress: ({ received, total, verifying }) => {
        status.receivedBytes = received;
        if (total) status.totalBytes = total;
        if (verifying) status.state = 'verifying';
        const tenth = total ? Math.floor((received / total) * 10) : 0;
        if (tenth > logged) log.info({ percent: (logged = tenth) * 10 }, 'model download');
      },
    })
      .then(
        () => log.info('model ready'),
        (err: Error) => {
          if (!controller.signal.aborted) this.failures.set(entry.name, err.message);
          log.warn({ err: err.message }, 'model download stopped');
        },
      )
      .finally(() => {
        this.running.delete(entry.name);
        this.endedHere.add(entry.name);
      });
    this.running.set(entry.name, { entry, status, controller, done });
    return status;
  }

  /** What the Models page shows for a model: the download under way, or why the last one failed. */
  status(name: string): ModelDownload | null {
    const r = this.running.get(name);
    if (r) return { ...r.status };
    const error = this.failures.get(name);
    return error ? { state: 'failed', receivedBytes: 0, totalBytes: null, error } : null;
  }

  /** Whether a growing `.part` of this model can only be another process's download. */
  mayRunElsewhere(name: string): boolean {
    return !this.running.has(name) && !this.endedHere.has(name);
  }

  isRunning(name: string): boolean {
    return this.running.has(name);
  }

  runningOfKind(kind: CatalogEntry['kind']): CatalogEntry[] {
    return [...this.running.values()].filter((r) => r.entry.kind === kind).map((r) => r.entry);
  }

  /** Stops a download; false when none was under way. Resolves once the file is closed. */
  async cancel(name: string): Promise<boolean> {
    const r = this.running.get(name);
    if (!r) return false;
    r.controller.abort();
    await r.done;
    return true;
  }

  /** Waits for a model's download to end, however it ends (tests, first-start pull). */
  async settled(name: string): Promise<void> {
    await this.running.get(name)?.done;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.running.keys()].map((n) => this.cancel(n)));
  }
}
