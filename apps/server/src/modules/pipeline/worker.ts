import type { AppContext } from '../../context.js';

/**
 * Registers the queue handlers that turn an uploaded recording into a transcript and a report.
 * The handlers come with the consultations and pipeline issues (#5, #7, #8).
 */
export async function registerWorkers(ctx: AppContext): Promise<void> {
  ctx.logger.info('pipeline worker ready');
}
