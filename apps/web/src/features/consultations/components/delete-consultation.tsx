import type { Conversation } from '@asha/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { deleteConversation, restoreConversation } from '../api/conversations-api';
import { conversationsQueryKey } from '../hooks/use-conversations';
import { formatOrdinalDate, formatWeekdayTime } from '../lib/format';

/**
 * Asks before deleting a consultation; once deleted, a toast offers Undo until the server's
 * deadline, after which its recording, transcript, report and note versions are removed for good.
 */
export function DeleteConsultationDialog({
  patientId,
  conversation,
  onClose,
}: {
  patientId: string;
  conversation: Conversation | null;
  onClose(): void;
}) {
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey(patientId) });

  const onDelete = async (c: Conversation) => {
    if (deleting) return;
    setDeleting(true);
    try {
      const { undoUntil } = await deleteConversation(c.conversationId);
      onClose();
      void refresh();
      toast('Consultation deleted', {
        description: `The consultation of ${formatOrdinalDate(c.createdAt)} will be removed for good with its recording, transcript and report.`,
        duration: Math.max(1000, new Date(undoUntil).getTime() - Date.now() - 1000),
        action: {
          label: 'Undo',
          onClick: () =>
            void restoreConversation(c.conversationId).then(
              () => refresh(),
              (err: unknown) =>
                toast.error('Could not undo', {
                  description: err instanceof Error ? err.message : 'Please try again.',
                }),
            ),
        },
      });
    } catch (err) {
      toast.error('Could not delete the consultation', {
        description: err instanceof Error ? err.message : 'Please try again.',
      });
    } finally {
      setDeleting(false);
    }
  };

  const c = conversation;
  return (
    <Dialog open={!!c} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this consultation?</DialogTitle>
          <DialogDescription>
            {c ? `${formatOrdinalDate(c.createdAt)}, ${formatWeekdayTime(c.createdAt)}: ` : ''}its recording,
            transcript, report and every note version will be removed. You can undo this for a short while.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={deleting} onClick={() => c && void onDelete(c)}>
            {deleting ? 'Deleting…' : 'Delete consultation'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
