import type { Conversation } from '@asha/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { retryConversation, retryConversationNow } from '../api/conversations-api';
import { conversationsQueryKey, useConversations } from '../hooks/use-conversations';
import { useGenerating } from '../hooks/use-generating';
import { useUpload } from '../hooks/use-upload';
import { SAMPLE_PATIENT_ID } from '../lib/sample';
import { ConsultationsPanels } from './consultations-panels';
import { ConsultationsTimeline } from './consultations-timeline';
import { ConversationDetails, type DetailsTab } from './conversation-details';
import { DeleteConsultationDialog } from './delete-consultation';
import { RecordConsultationCard } from './record-consultation-card';
import { UploadDialog } from './upload-dialog';

/**
 * The patient screen's consultation area: the 'Record Consultation'
 * card, then the timeline beside the details pane. Upload success starts the generating placeholder.
 */
export function PatientConsultations({ patientId }: { patientId: string }) {
  const list = useConversations(patientId);
  const queryClient = useQueryClient();
  const { generating, start: startGenerating } = useGenerating(list.items.length);
  const onUploaded = useCallback(() => {
    startGenerating();
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(patientId) });
  }, [startGenerating, queryClient, patientId]);
  const upload = useUpload(patientId, onUploaded);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Conversation | null>(null);
  // The details tab belongs to the consultation it was opened on: another consultation opens on its report.
  const [view, setView] = useState<{ conversationId: string; tab: DetailsTab } | null>(null);

  // Lists: the first consultation is auto-selected if none is selected.
  const selected = list.items.find((c) => c.conversationId === pickedId) ?? list.items[0] ?? null;
  const tab = view && view.conversationId === selected?.conversationId ? view.tab : 'report';

  const onRetry = async (c: Conversation) => {
    setRetryingId(c.conversationId);
    try {
      // A failed consultation starts again; one waiting for its engine makes its next try now.
      await (c.status === 'failed' ? retryConversation : retryConversationNow)(c.conversationId);
      await queryClient.invalidateQueries({ queryKey: conversationsQueryKey(patientId) });
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Retry failed');
    } finally {
      setRetryingId(null);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <RecordConsultationCard
        patientId={patientId}
        busy={upload.state.phase === 'uploading'}
        onAudio={(blob, type, source) => void upload.upload(blob, type, source)}
        onLiveStopped={(finish, recordingId) => void upload.finishLive(finish, recordingId)}
      />
      <UploadDialog state={upload.state} onClose={upload.reset} />
      <DeleteConsultationDialog patientId={patientId} conversation={toDelete} onClose={() => setToDelete(null)} />
      <ConsultationsPanels
        timeline={
          <ConsultationsTimeline
            list={list}
            selectedId={selected?.conversationId ?? null}
            onSelect={(c) => setPickedId(c.conversationId)}
            generating={generating}
            onRetry={(c) => void onRetry(c)}
            retryingId={retryingId}
            onDelete={patientId === SAMPLE_PATIENT_ID ? undefined : setToDelete}
          />
        }
        details={
          <ConversationDetails
            conversation={selected}
            tab={tab}
            onTabChange={(t) => selected && setView({ conversationId: selected.conversationId, tab: t })}
          />
        }
      />
    </div>
  );
}
