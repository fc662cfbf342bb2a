import { diffReports, REPORT_FIELDS, type Note, type NoteVersionSummary } from '@asha/contracts';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { ReportCards } from '@/components/report';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { fetchHistory, fetchVersion, historyQueryKey } from '../note-api';
import { formatWhen, KIND_LABEL } from '../note-format';
import type { NoteActions } from '../use-note-actions';
import { FieldDiff } from './field-diff';

const LABEL_OF = new Map(REPORT_FIELDS.map((f) => [f.key, f.label]));

function useVersion(conversationId: string, version: number) {
  return useQuery({
    queryKey: ['note-version', conversationId, version],
    queryFn: () => fetchVersion(conversationId, version),
    staleTime: Infinity,
  });
}

function VersionView({ conversationId, version }: { conversationId: string; version: number }) {
  const v = useVersion(conversationId, version);
  if (!v.data) return <p className="text-sm text-muted-foreground">{v.error ? v.error.message : 'Loading version…'}</p>;
  return <ReportCards value={v.data} authored={v.data.authored} />;
}

function VersionCompare({ conversationId, version }: { conversationId: string; version: number }) {
  const to = useVersion(conversationId, version);
  const from = useVersion(conversationId, version - 1);
  if (!to.data || !from.data)
    return (
      <p className="text-sm text-muted-foreground">{to.error?.message ?? from.error?.message ?? 'Loading versions…'}</p>
    );
  return (
    <FieldDiff changes={diffReports(from.data.patientReport, to.data.patientReport)} from={version - 1} to={version} />
  );
}

function describe(v: NoteVersionSummary): string {
  const who = v.authorName ?? 'AI';
  return `${KIND_LABEL[v.kind]} · ${who} · ${formatWhen(v.createdAt)}`;
}

type Shown = { version: number; mode: 'view' | 'compare' };

/** Every version of the note, newest first: view one, compare it field by field with the one before, or restore it. */
export function HistoryDialog({
  conversationId,
  note,
  actions,
  onClose,
}: {
  conversationId: string;
  note: Note;
  actions: NoteActions;
  onClose(): void;
}) {
  const history = useQuery({ queryKey: historyQueryKey(conversationId), queryFn: () => fetchHistory(conversationId) });
  const [shown, setShown] = useState<Shown | null>(null);
  const versions = [...(history.data?.versions ?? [])].reverse();
  const signed = note.status === 'signed';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-5xl overflow-y-auto">
        <DialogClose asChild>
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-3 right-3 size-8"
            aria-label="Close the note history"
          >
            <X />
          </Button>
        </DialogClose>
        <DialogHeader>
          <DialogTitle>Note history</DialogTitle>
          <DialogDescription>
            Version 1 is the AI draft. Every save, regeneration, restore and amendment is a version of its own.
          </DialogDescription>
        </DialogHeader>
        {history.isPending && <p className="text-sm text-muted-foreground">Loading history…</p>}
        {history.error && <p className="text-sm text-destructive">{history.error.message}</p>}
        <ol className="divide-y rounded-md border" data-testid="note-history">
          {versions.map((v) => (
            <li
              key={v.version}
              className={cn('space-y-1 p-2 text-sm', shown?.version === v.version && 'bg-muted/50')}
              data-testid="history-version"
            >
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold">Version {v.version}</span>
                <span className="text-muted-foreground">{describe(v)}</span>
                {v.version === note.current.version && (
                  <span className="rounded bg-primary/10 px-1.5 text-xs font-medium text-primary">current</span>
                )}
                {v.signedAt && (
                  <span className="text-xs font-medium">
                    Signed by {v.signedBy} on {formatWhen(v.signedAt)}
                  </span>
                )}
              </div>
              {v.reason && <p className="text-xs">{v.kind === 'amendment' ? `Reason: ${v.reason}` : v.reason}</p>}
              {v.changed.length > 0 && (
                <p className="text-xs text-muted-foreground">
                  Changed: {v.changed.map((k) => LABEL_OF.get(k) ?? k).join(', ')}
                </p>
              )}
              <div className="flex flex-wrap gap-1.5">
                <Button
                  size="sm"
                  variant="outline"
                  className="h-7"
                  aria-pressed={shown?.version === v.version && shown.mode === 'view'}
                  onClick={() => setShown({ version: v.version, mode: 'view' })}
                >
                  View
                </Button>
                {v.version > 1 && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-7"
                    aria-pressed={shown?.version === v.version && shown.mode === 'compare'}
                    onClick={() => setShown({ version: v.version, mode: 'compare' })}
                  >
                    Compare with version {v.version - 1}
                  </Button>
                )}
                {v.version !== note.current.version && !signed && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-7"
                    disabled={actions.busy !== null}
                    onClick={() => void actions.restore(v.version).then((ok) => ok && onClose())}
                  >
                    Restore
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
        {shown && (
          <section
            aria-label={shown.mode === 'view' ? `Version ${shown.version}` : `Changes in version ${shown.version}`}
            className="space-y-2"
          >
            <h3 className="font-semibold">
              {shown.mode === 'view' ? `Version ${shown.version}` : `What version ${shown.version} changed`}
            </h3>
            {shown.mode === 'view' ? (
              <VersionView conversationId={conversationId} version={shown.version} />
            ) : (
              <VersionCompare conversationId={conversationId} version={shown.version} />
            )}
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}
