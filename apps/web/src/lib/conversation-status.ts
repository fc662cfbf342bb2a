import type { ConversationStatus } from '@asha/contracts';

/** How each pipeline stage of a consultation is named wherever it is shown. */
export const STAGE_LABEL: Record<ConversationStatus, string> = {
  uploaded: 'Queued',
  transcribing: 'Transcribing…',
  'writing report': 'Writing report…',
  ready: 'Ready',
  failed: 'Failed',
};
