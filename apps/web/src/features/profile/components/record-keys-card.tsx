import type { RecordKeySummary } from '@asha/contracts';
import { PlugZap } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useRecordKeys, useRevokeRecordKey } from '../api/record-keys-api';
import { RevokeRecordKeyDialog } from './revoke-record-key-dialog';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const moment = (iso: string) =>
  `${day(iso)}, ${new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;

const STATUS: Record<RecordKeySummary['status'], { label: string; variant: 'secondary' | 'outline' | 'destructive' }> =
  {
    active: { label: 'Active', variant: 'secondary' },
    expired: { label: 'Expired', variant: 'outline' },
    revoked: { label: 'Revoked', variant: 'destructive' },
  };

/**
 * Record systems (EMRs) that send consultations in and take notes out with a key acting for this
 * clinician: keys of their own and the clinic's. Any of them can be revoked here at once; keys are
 * made by the clinic's administrator.
 */
export function RecordKeysCard() {
  const q = useRecordKeys();
  const revoke = useRevokeRecordKey();
  const [asking, setAsking] = useState<RecordKeySummary | null>(null);
  const onRevoke = (k: RecordKeySummary) =>
    revoke.mutate(k.id, {
      onSuccess: () => {
        setAsking(null);
        toast.success(`"${k.name}" is revoked: the record system can no longer use it.`);
      },
      onError: (err) => toast.error(err.message || 'The key was not revoked. Please try again.'),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PlugZap className="size-5" aria-hidden /> Record systems
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Keys that let a record system (EMR) send consultations here and take notes back, acting for you. Your
          clinic&apos;s administrator makes them; revoke one here if it should stop at once.
        </p>
        {q.error ? (
          <p role="alert" className="text-sm text-destructive">
            The record-system keys could not be loaded: {q.error.message}
          </p>
        ) : !q.data ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : q.data.items.length === 0 ? (
          <p className="text-sm">No record system has a key that acts for you.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Record-system keys">
            {q.data.items.map((k) => (
              <RecordKeyRow key={k.id} k={k} onRevoke={() => setAsking(k)} />
            ))}
          </ul>
        )}
      </CardContent>
      <RevokeRecordKeyDialog
        recordKey={asking}
        pending={revoke.isPending}
        onConfirm={onRevoke}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}

function RecordKeyRow({ k, onRevoke }: { k: RecordKeySummary; onRevoke(): void }) {
  const status = STATUS[k.status];
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" aria-label={k.name}>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-words font-medium">{k.name}</span>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {k.scope === 'clinic' ? 'Clinic-wide: acts for every clinician' : 'Acts for you only'} ·{' '}
          <span className="font-mono">{k.prefix}…</span>
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">Created</dt>
          <dd>{day(k.createdAt)}</dd>
          <dt className="text-muted-foreground">{k.status === 'expired' ? 'Expired' : 'Expires'}</dt>
          <dd>{day(k.expiresAt)}</dd>
          <dt className="text-muted-foreground">Last used</dt>
          <dd>{k.lastUsedAt ? moment(k.lastUsedAt) : 'Never'}</dd>
          {k.revokedAt && (
            <>
              <dt className="text-muted-foreground">Revoked</dt>
              <dd>{moment(k.revokedAt)}</dd>
            </>
          )}
        </dl>
      </div>
      {k.status === 'active' && (
        <Button variant="outline" size="sm" className="self-start" aria-label={`Revoke ${k.name}`} onClick={onRevoke}>
          Revoke
        </Button>
      )}
    </li>
  );
}
