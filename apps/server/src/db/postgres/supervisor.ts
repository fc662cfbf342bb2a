import type { ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';
import { startServer, stopServer } from './cluster.js';
import type { Placement } from './placement.js';

export type ServerState = 'running' | 'restarting' | 'failed' | 'stopped';

export interface SupervisorOptions {
  port: number;
  logger: Logger;
  /** Delay before the first restart; it doubles after each failed attempt, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts before giving up: the app then reports itself unhealthy so its supervisor restarts it. */
  maxAttempts?: number;
}

/**
 * Keeps the embedded PostgreSQL server running: if it dies (killed, crashed, out of memory) it is
 * started again after 0.5 s, 1 s, 2 s … up to 30 s, without the app restarting. Meanwhile
 * requests get 503 with Retry-After (lib/error-handler.ts); after `maxAttempts` failed starts the
 * state is 'failed' and /healthz fails.
 */
export class PostgresSupervisor {
  private child: ChildProcess | null = null;
  private current: ServerState = 'stopped';
  private timer: NodeJS.Timeout | null = null;
  private readonly tail: string[] = [];
  private readonly o: Required<SupervisorOptions>;

  constructor(
    private readonly placement: Placement,
    opts: SupervisorOptions,
  ) {
    this.o = { firstDelayMs: 500, maxDelayMs: 30_000, maxAttempts: 10, ...opts };
  }

  get state(): ServerState {
    return this.current;
  }

  /** The last lines the server wrote, for an error message. */
  recentLog(): string {
    return this.tail.join('').slice(-2000);
  }

  async start(): Promise<void> {
    this.watch(await startServer(this.placement, this.o.port, (l) => this.keep(l)));
  }

  async stop(): Promise<void> {
    this.current = 'stopped';
    if (this.timer) clearTimeout(this.timer);
    if (this.child) await stopServer(this.child);
    this.child = null;
  }

  private watch(child: ChildProcess) {
    this.child = child;
    this.current = 'running';
    // A process that exits without stopping its server (an uncaught error, a test run ending)
    // takes the server with it, rather than leaving it to hold the port and the data directory.
    const onExit = () => child.kill('SIGINT');
    process.once('exit', onExit);
    child.once('exit', () => process.off('exit', onExit));
    child.once('exit', (code, signal) => {
      if (this.current === 'stopped' || this.child !== child) return;
      this.child = null;
      this.o.logger.error({ code, signal }, 'embedded PostgreSQL stopped unexpectedly; restarting it');
      this.restart(1);
    });
  }

  private restart(attempt: number) {
    this.current = 'restarting';
    const delay = Math.min(this.o.firstDelayMs * 2 ** (attempt - 1), this.o.maxDelayMs);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.current === 'stopped') return;
      startServer(this.placement, this.o.port, (l) => this.keep(l)).then(
        (child) => {
          if (this.current === 'stopped') return void stopServer(child);
          this.o.logger.info({ attempt }, 'embedded PostgreSQL restarted');
          this.watch(child);
        },
        (err: Error) => {
          if (this.current === 'stopped') return;
          if (attempt >= this.o.maxAttempts) {
            this.current = 'failed';
            this.o.logger.fatal(
              { err, attempts: attempt },
              'embedded PostgreSQL could not be restarted; /healthz now fails',
            );
            return;
          }
          this.o.logger.warn({ err, attempt }, 'embedded PostgreSQL did not restart yet; trying again');
          this.restart(attempt + 1);
        },
      );
    }, delay);
    this.timer.unref();
  }

  private keep(line: string) {
    this.tail.push(line);
    if (this.tail.length > 50) this.tail.shift();
  }
}
