import type { ModelDownload } from '@asha/contracts';
import { formatBytes, percentOf } from '../lib/format';

/** The bar and the words under it; `label` names the model for screen readers. */
export function DownloadProgress({ download, label }: { download: ModelDownload; label: string }) {
  const pct = percentOf(download.receivedBytes, download.totalBytes);
  const verifying = download.state === 'verifying';
  const words = verifying
    ? 'Checking the download…'
    : `Downloading ${pct ?? 0}% · ${formatBytes(download.receivedBytes)}${download.totalBytes ? ` of ${formatBytes(download.totalBytes)}` : ''}`;
  return (
    <div className="flex w-full flex-col gap-1">
      <div
        role="progressbar"
        aria-label={`Download of ${label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={verifying ? 100 : (pct ?? undefined)}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${verifying ? 100 : (pct ?? 0)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {words}
      </p>
    </div>
  );
}
