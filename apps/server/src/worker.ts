import { loadConfig } from './config.js';
import { onShutdown } from './lib/shutdown.js';
import { createLogger } from './logger.js';
import { startBackgroundWork } from './background.js';
import { startRuntime } from './runtime.js';

/**
 * `npm run worker`: the pipeline worker as its own process, for installs that scale out.
 * It needs a shared database (DATABASE_URL) and shared storage (S3) with the API processes.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.DATABASE_URL) {
    logger.warn('no DATABASE_URL: this worker starts its own embedded PostgreSQL, so run it instead of, not beside, `npm start`');
  }
  const runtime = await startRuntime(config, logger);
  const stopBackground = await startBackgroundWork(runtime.ctx);
  onShutdown(logger, async () => {
    await stopBackground();
    await runtime.close();
  });
}

main().catch((err: Error) => {
  console.error(`Worker failed to start: ${err.message}`);
  process.exit(1);
});
