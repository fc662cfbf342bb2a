import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { NoteTypeOptions } from '@/components/note-types/note-type-options';
import { useNoteTypes } from '@/lib/note-types';

/** Signing with flagged items unresolved (possibly invented, contradicted, or a dose to check): the clinician reviews them, or signs knowingly. */
export function ConfirmSignDialog({
  open,
  count,
  onCancel,
  onSign,
}: {
  open: boolean;
  count: number;
  onCancel(): void;
  onSign(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign with unresolved flags?</DialogTitle>
          <DialogDescription>
            {count} flagged item{count === 1 ? ' is' : 's are'} not resolved. Keep or remove{' '}
            {count === 1 ? 'it' : 'each'} in the note, or sign the note as it is.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Review them
          </Button>
          <Button onClick={onSign}>Sign anyway</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Amending a signed note asks why; the reason is kept with the new version, which may be of another note type. */
export function AmendDialog({
  open,
  busy,
  noteType,
  onCancel,
  onAmend,
}: {
  open: boolean;
  busy: boolean;
  /** the signed version's note type, offered as the amended version's */
  noteType: string;
  onCancel(): void;
  onAmend(reason: string, noteType: string): void;
}) {
  const [reason, setReason] = useState('');
  const types = useNoteTypes();
  const [type, setType] = useState(noteType);
  const [tried, setTried] = useState(false);
  const missing = !reason.trim();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (!missing) onAmend(reason.trim(), type);
          }}
        >
          <DialogHeader>
            <DialogTitle>Amend the signed note</DialogTitle>
            <DialogDescription>
              The note opens for changes as a new version, which must be signed again. Why is it being amended?
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor="amend-reason" className="text-sm font-medium">
              Reason for the amendment
            </label>
            <Textarea
              id="amend-reason"
              value={reason}
              maxLength={1000}
              aria-invalid={tried && missing}
              aria-describedby={tried && missing ? 'amend-reason-error' : undefined}
              onChange={(e) => setReason(e.target.value)}
              placeholder="e.g. Dose corrected after checking with the pharmacy"
            />
            {tried && missing && (
              <p id="amend-reason-error" className="text-sm text-destructive">
                Give the reason for the amendment.
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="amend-note-type" className="text-sm font-medium">
              Note type of the amended note
            </label>
            <NativeSelect id="amend-note-type" value={type} onChange={(e) => setType(e.target.value)}>
              <NoteTypeOptions types={types} current={noteType} />
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Amending…' : 'Amend'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
