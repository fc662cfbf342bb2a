import type { Conversation, ConversationStatus } from '@asha/contracts';

/** Issue #5 (beyond the spec): each entry shows its live pipeline stage. */
export const STAGE_LABEL: Record<ConversationStatus, string> = {
  uploaded: 'Queued',
  transcribing: 'Transcribing…',
  'writing report': 'Writing report…',
  ready: 'Ready',
  failed: 'Failed',
};

export const isSettled = (c: Pick<Conversation, 'status'>) => c.status === 'ready' || c.status === 'failed';

/** Poll every few seconds while any entry is still moving through the pipeline. */
export const STATUS_POLL_MS = 4000;
