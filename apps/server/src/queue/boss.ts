import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/**
 * The job queue (issue #2, item 4): pg-boss on the same PostgreSQL in both modes, so one
 * machine needs nothing else and a scaled-out install adds worker processes only.
 */
export const QUEUES = {
  pipeline: 'conversation-pipeline',
} as const;

export async function startQueue(connectionString: string, logger: Logger): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, max: 5 });
  boss.on('error', (err: Error) => logger.error({ err: err.message }, 'queue error'));
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    await boss.createQueue(name, {
      name,
      retryLimit: 5,
      retryDelay: 10,
      retryBackoff: true,
      // A worker killed mid-job leaves it active; after this it is handed out again (issue #7, item 7).
      expireInSeconds: 60 * 60,
    });
  }
  return boss;
}
