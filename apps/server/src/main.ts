import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { onShutdown } from './lib/shutdown.js';
import { createLogger } from './logger.js';
import { apiModules } from './modules/index.js';
import { startBackgroundWork } from './background.js';
import { startRuntime } from './runtime.js';
import { startMetricsServer } from './metrics/server.js';

/** `npm start`: API, web app, embedded sign-in and (by default) the worker in one process. */
async function main() {
  const config = readConfigOrExit();
  const logger = createLogger(config.LOG_LEVEL);
  const runtime = await startRuntime(config, logger);
  const app = await buildApp(runtime.ctx, apiModules, [runtime.auth.register]);
  const stopBackground = config.WORKER === 'inline' ? await startBackgroundWork(runtime.ctx) : async () => undefined;
  const stopMetrics = await startMetricsServer(runtime.ctx);
  onShutdown(logger, async () => {
    await stopMetrics?.();
    await app.close();
    await stopBackground();
    await runtime.close();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  printBanner(config, await runtime.auth.signInHint());
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
}

function printBanner(config: Config, signIn: string) {
  const line = '─'.repeat(60);
  console.log(
    `\n${line}\n  Asha Scribe is running at ${config.publicUrl} (Node ${process.version})\n\n${signIn}\n${line}\n`,
  );
}

main().catch((err: Error) => {
  console.error(`Start-up failed: ${err.message}`);
  process.exit(1);
});
