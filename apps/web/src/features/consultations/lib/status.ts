import type { Conversation } from '@asha/contracts';

/** Each entry shows its live pipeline stage. */
export { STAGE_LABEL } from '@/lib/conversation-status';

export const isSettled = (c: Pick<Conversation, 'status'>) => c.status === 'ready' || c.status === 'failed';

/** Poll every few seconds while any entry is still moving through the pipeline. */
export const STATUS_POLL_MS = 4000;
