import { loadConfig } from './config.js';
import { onShutdown } from './lib/shutdown.js';
import { createLogger } from './logger.js';
import { startBackgroundWork } from './background.js';
import { startCoreRuntime } from './runtime.js';
import { startMetricsServer } from './metrics/server.js';

/**
 * `npm run worker`: the pipeline worker as its own process, for installs that scale out.
 * It needs a shared database (DATABASE_URL) and shared storage (S3) with the API processes, and
 * builds no sign-in: it verifies no token and never creates an account.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.DATABASE_URL) {
    logger.warn(
      'no DATABASE_URL: this worker starts its own embedded PostgreSQL, so run it instead of, not beside, `npm start`',
    );
  }
  const runtime = await startCoreRuntime(config, logger);
  const stopBackground = await startBackgroundWork(runtime.ctx);
  const stopMetrics = await startMetricsServer(runtime.ctx);
  onShutdown(logger, async () => {
    await stopMetrics?.();
    await stopBackground();
    await runtime.close();
  });
}

main().catch((err: Error) => {
  console.error(`Worker failed to start: ${err.message}`);
  process.exit(1);
});
