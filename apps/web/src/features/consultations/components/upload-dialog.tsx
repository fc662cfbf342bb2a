import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { UploadState } from '../hooks/use-upload';

/** Upload: the blocking dialog. It cannot be dismissed while uploading; Close resets. */
export function UploadDialog({ state, onClose }: { state: UploadState; onClose: () => void }) {
  const open = state.phase !== 'idle';
  const busy = state.phase === 'uploading';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        {state.phase === 'uploading' && (
          <DialogHeader className="items-center text-center">
            <Loader2 aria-hidden className="size-10 animate-spin text-primary" />
            <DialogTitle>Uploading Conversation</DialogTitle>
            <DialogDescription>Please wait while we upload your recording...</DialogDescription>
            {state.note && (
              <p role="status" className="mt-2 text-sm text-amber-700">
                {state.note}
              </p>
            )}
          </DialogHeader>
        )}
        {state.phase === 'success' && (
          <DialogHeader className="items-center text-center">
            <CheckCircle2 aria-hidden className="size-10 text-green-600" />
            <DialogTitle>Upload Successful!</DialogTitle>
            <DialogDescription>
              Our AI is analysing the conversation and generating the Patient Medical Report. It will appear in the
              Consultations timeline when it is ready.
            </DialogDescription>
          </DialogHeader>
        )}
        {state.phase === 'error' && (
          <DialogHeader className="items-center text-center">
            <XCircle aria-hidden className="size-10 text-destructive" />
            <DialogTitle>Upload Failed</DialogTitle>
            <DialogDescription>There was an error uploading your recording. Please try again.</DialogDescription>
            <p role="alert" className="mt-2 break-words text-sm text-red-600">
              {state.detail || 'Upload failed'}
            </p>
          </DialogHeader>
        )}
        {!busy && (
          <DialogFooter className="sm:justify-center">
            <Button onClick={onClose}>Close</Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
