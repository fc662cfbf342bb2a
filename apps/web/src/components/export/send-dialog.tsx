import type { FhirSend } from '@asha/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
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
import { fetchSends, sendToRecord, sendsQueryKey } from './export-api';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SendLine({ s }: { s: FhirSend }) {
  const ok = s.status === 'sent';
  return (
    <li className="rounded border p-2 text-sm" data-testid="fhir-send">
      <div className="flex items-start gap-2">
        {ok ? (
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        ) : s.status === 'sending' ? (
          <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden />
        ) : (
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        )}
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-medium">
            {ok ? `Sent — stored as ${s.serverId ?? 'a new record'}` : s.status === 'sending' ? 'Sending…' : 'Not sent'}
          </p>
          <p className="text-xs text-muted-foreground">
            {when(s.createdAt)} · version {s.noteVersion} {s.signed ? '(signed)' : '(draft, not signed)'} · {s.mode}
            {s.attempts > 1 ? ` · ${s.attempts} tries` : ''}
          </p>
          {s.error && <p className="mt-1 text-destructive">{s.error}</p>}
          {s.issues.length > 0 && (
            <ul className="mt-1 list-disc pl-4 text-xs">
              {s.issues.map((i, n) => (
                <li key={n}>
                  {i.severity} ({i.code}){i.diagnostics ? `: ${i.diagnostics}` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * Send to record: where the note goes, the sends so far with what the server said, and Send. Each
 * click carries a new Idempotency-Key, so a double click or a retried request sends once; after a
 * failure the note is unchanged and Send tries again.
 */
export function SendToRecordDialog({
  conversationId,
  draft,
  onClose,
}: {
  conversationId: string;
  draft: boolean;
  onClose(): void;
}) {
  const qc = useQueryClient();
  const sends = useQuery({ queryKey: sendsQueryKey(conversationId), queryFn: () => fetchSends(conversationId) });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await sendToRecord(conversationId, crypto.randomUUID());
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'The note could not be sent. Please try again.');
    } finally {
      setSending(false);
      await qc.invalidateQueries({ queryKey: sendsQueryKey(conversationId) });
    }
  };
  const data = sends.data;
  const last = data?.sends[0];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Send to record</DialogTitle>
          <DialogDescription>
            {data?.configured
              ? `The note goes to ${data.target} as ${data.profile === 'abdm' ? 'ABDM’s OP consultation record, ' : ''}a FHIR ${data.mode === 'document' ? 'document' : 'transaction'}.`
              : 'Sends the note to the clinic’s record system over FHIR.'}
          </DialogDescription>
        </DialogHeader>
        {sends.isLoading && <p className="text-sm text-muted-foreground">Loading…</p>}
        {sends.error && (
          <p role="alert" className="text-sm text-destructive">
            {sends.error.message}
          </p>
        )}
        {data && !data.configured && (
          <p className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
            No record system is configured. Ask whoever runs Asha Scribe to set FHIR_BASE_URL (and FHIR_TOKEN if it
            needs one).
          </p>
        )}
        {data?.configured && draft && (
          <p className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
            This note is a draft, not signed: it is sent as a preliminary document.
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive [overflow-wrap:anywhere]">
            {error}
          </p>
        )}
        {data && data.sends.length > 0 && (
          <ul className="grid gap-2">
            {data.sends.slice(0, 5).map((s) => (
              <SendLine key={s.id} s={s} />
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {data?.configured && (
            <Button onClick={() => void send()} disabled={sending}>
              {sending ? 'Sending…' : last?.status === 'failed' ? 'Try again' : last ? 'Send again' : 'Send'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
