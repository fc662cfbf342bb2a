import type { ModelSummary } from '@asha/contracts';
import { Download, Trash2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatBytes, percentOf } from '../lib/format';
import { DownloadProgress } from './download-progress';

interface Actions {
  onDownload: (name: string) => void;
  onCancel: (name: string) => void;
  onRemove: (name: string) => void;
  /** The model an action is being sent for: its buttons wait. */
  pending: string | null;
}

/** One model: what it is, whether it is here and used, and the one thing to do with it now. */
export function ModelRow({ model, actions }: { model: ModelSummary; actions: Actions }) {
  const m = model;
  const busy = actions.pending === m.name;
  const running = m.download && m.download.state !== 'failed' ? m.download : null;
  const meta = [formatBytes(m.bytes), m.ramBytes ? `needs ${formatBytes(m.ramBytes)} memory` : null, m.licence]
    .filter(Boolean)
    .join(' · ');
  return (
    <li
      className="flex flex-col gap-3 border-b px-6 py-3 last:border-b-0 sm:flex-row sm:items-center"
      data-model={m.name}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="min-w-0 max-w-full truncate font-medium" title={m.title}>
            {m.title}
          </span>
          {m.inUse && <Badge>In use</Badge>}
          {m.installed && !m.inUse && <Badge variant="secondary">Installed</Badge>}
          {m.isDefault && <Badge variant="outline">Recommended</Badge>}
          {!m.fitsMemory && <Badge variant="warning">Needs more memory than this machine has</Badge>}
        </div>
        <p className="break-words text-xs text-muted-foreground">
          <span className="break-all font-mono">{m.name}</span> · {meta}
        </p>
        {running && <DownloadProgress download={running} label={m.title} />}
        {!running && m.partialBytes > 0 && !m.installed && (
          <p className="text-xs text-muted-foreground">
            Paused at {percentOf(m.partialBytes, m.bytes) ?? 0}% ({formatBytes(m.partialBytes)}): Download resumes from
            there.
          </p>
        )}
        {m.download?.state === 'failed' && (
          <p role="alert" className="break-words text-xs text-destructive">
            Download failed: {m.download.error}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        {running ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy || running.state === 'verifying'}
            onClick={() => actions.onCancel(m.name)}
          >
            <X aria-hidden /> Cancel
          </Button>
        ) : m.installed ? (
          <RemoveButton name={m.name} title={m.title} disabled={busy} onRemove={actions.onRemove} />
        ) : (
          <>
            <Button
              size="sm"
              disabled={busy || !m.fitsMemory}
              onClick={() => actions.onDownload(m.name)}
              aria-label={`Download ${m.title}`}
            >
              <Download aria-hidden /> {m.partialBytes > 0 ? 'Resume' : 'Download'}
            </Button>
            {m.partialBytes > 0 && (
              <RemoveButton name={m.name} title={m.title} disabled={busy} onRemove={actions.onRemove} label="Discard" />
            )}
          </>
        )}
      </div>
    </li>
  );
}

/** Removing asks once more, in place: the first click arms the button for a few seconds. */
function RemoveButton(p: {
  name: string;
  title: string;
  disabled: boolean;
  onRemove: (name: string) => void;
  label?: string;
}) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const t = setTimeout(() => setArmed(false), 4000);
    return () => clearTimeout(t);
  }, [armed]);
  const label = p.label ?? 'Remove';
  return (
    <Button
      variant={armed ? 'destructive' : 'outline'}
      size="sm"
      disabled={p.disabled}
      aria-label={armed ? `Confirm: ${label.toLowerCase()} ${p.title}` : `${label} ${p.title}`}
      onClick={() => (armed ? p.onRemove(p.name) : setArmed(true))}
    >
      <Trash2 aria-hidden /> {armed ? `Confirm ${label.toLowerCase()}` : label}
    </Button>
  );
}
