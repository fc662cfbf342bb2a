import { flagKey } from '@asha/contracts';
import { AlertTriangle, Check } from 'lucide-react';
import { ClinicianMark, flagMessage, segmentIdsFor, showsTurns, SourceButton } from '@/components/report';
import { isAuthored, openItemFlags, removeAt, useEdit } from './edit-context';

const chip =
  'inline-flex h-6 items-center rounded border px-1.5 text-[11px] font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Beside each item of the note: 'clinician' when a clinician wrote or changed it, else its source in
 * the consultation; and each verification flag on it with Keep (the item is right) and Remove.
 */
export function ItemMarks({ path, label }: { path: string; label: string }) {
  const { version, resolutions, resolve } = useEdit();
  if (isAuthored(version.authored, path)) return <ClinicianMark />;
  const flags = openItemFlags(version.flags, resolutions, path);
  return (
    <>
      <SourceButton segmentIds={segmentIdsFor(version.evidence, path)} label={label} />
      {flags.map(({ flag, kept }, i) =>
        kept ? (
          <span key={i} className="ml-1.5 inline-flex items-center gap-0.5 text-[11px] text-muted-foreground">
            <Check className="size-3" aria-hidden /> Kept after review
          </span>
        ) : (
          <span
            key={i}
            role="note"
            className="mt-1 flex flex-wrap items-center gap-1.5 rounded bg-amber-50 px-1.5 py-1 text-xs text-amber-900"
          >
            <AlertTriangle className="size-3 shrink-0" aria-hidden />
            <span>{flagMessage(flag)}</span>
            {showsTurns(flag) && <SourceButton segmentIds={flag.segmentIds} label={`${label}: ${flag.reason ?? ''}`} />}
            <button
              type="button"
              className={chip}
              onClick={() => resolve({ key: flagKey(flag), action: 'keep' })}
              aria-label={`Keep ${label}: it is right`}
            >
              Keep
            </button>
            <button
              type="button"
              className={chip}
              onClick={() => resolve({ key: flagKey(flag), action: 'remove' }, (r) => removeAt(r, flag.path ?? path))}
              aria-label={`Remove ${label} from the note`}
            >
              Remove
            </button>
          </span>
        ),
      )}
    </>
  );
}
