import type { RecordKeySummary } from '@asha/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Asks before revoking: a revoked key cannot be brought back; the record system needs a new one. */
export function RevokeRecordKeyDialog({
  recordKey: k,
  pending,
  onConfirm,
  onClose,
}: {
  recordKey: RecordKeySummary | null;
  pending: boolean;
  onConfirm(k: RecordKeySummary): void;
  onClose(): void;
}) {
  return (
    <Dialog open={!!k} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke this key?</DialogTitle>
          <DialogDescription>
            {k?.scope === 'clinic'
              ? `"${k.name}" acts for every clinician of the clinic: revoking it stops that record system for all of them, not only you.`
              : `"${k?.name ?? ''}" will stop working at once.`}{' '}
            A revoked key cannot be restored; the clinic&apos;s administrator can make a new one.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending} onClick={() => k && onConfirm(k)}>
            {pending ? 'Revoking…' : 'Revoke key'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
