import type { Conversation } from '@asha/contracts';
import { ReportView } from '@/components/report';
import { useConversationText } from '../hooks/use-conversation-text';
import { STAGE_LABEL } from '../lib/status';
import { NoteEditor } from '../note/note-editor';
import { useNoteSession } from '../note/note-session';

/**
 * The Report tab: 'Loading report...', the error, the report, or 'No report available'. A
 * consultation with a note shows it editable (NoteEditor); the sample and reports this version cannot
 * edit are shown as stored.
 */
export function ReportTab({
  conversation: c,
  onEvidenceClick,
}: {
  conversation: Conversation;
  onEvidenceClick?: (ids: string[]) => void;
}) {
  const session = useNoteSession();
  if (session.state === 'ready')
    return <NoteEditor session={session} conversationId={c.conversationId} onEvidenceClick={onEvidenceClick} />;
  if (session.state === 'loading') return <p className="p-4 text-sm text-muted-foreground">Loading report...</p>;
  return <StoredReport conversation={c} notice={session.state === 'unavailable' ? session.message : null} />;
}

function StoredReport({ conversation: c, notice }: { conversation: Conversation; notice: string | null }) {
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
  if (error)
    return (
      <p role="alert" className="p-4 text-sm text-destructive">
        {error}
      </p>
    );
  return (
    <>
      {notice && (
        <p className="mb-2 rounded border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900">
          This report is shown as stored and cannot be edited here: {notice}
        </p>
      )}
      <ReportView text={text} />
    </>
  );
}
