import type { Conversation } from '@asha/contracts';
import { ReportView } from '@/components/report';
import { useConversationText } from '../hooks/use-conversation-text';
import { STAGE_LABEL } from '../lib/status';

/** Spec §2 Report tab: 'Loading report...', the error, the parsed report, or 'No report available'. */
export function ReportTab({ conversation: c }: { conversation: Conversation }) {
  const { text, isLoading, error } = useConversationText(c.conversationId, 'report', c.reportUrl);
  if (!c.reportUrl) {
    return (
      <p className="p-4 text-sm text-muted-foreground">
        No report available
        {c.status !== 'ready' && c.status !== 'failed' ? ` (${STAGE_LABEL[c.status]})` : ''}
      </p>
    );
  }
  if (isLoading) return <p className="p-4 text-sm text-muted-foreground">Loading report...</p>;
  if (error) return <p role="alert" className="p-4 text-sm text-destructive">{error}</p>;
  return <ReportView text={text} />;
}
