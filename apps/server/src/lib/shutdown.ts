import type { Logger } from 'pino';

/** Stops cleanly on SIGINT/SIGTERM (issue #2, item 3); a second signal forces the exit. */
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
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
