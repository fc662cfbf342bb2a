import { Link } from 'react-router';
import { useModels } from '../api/models-api';
import { formatBytes, percentOf } from '../lib/format';

/**
 * Across the dashboard while the speech model downloads and no other speech engine is usable:
 * consultations recorded now wait for it and start by themselves once it is in.
 */
export function ModelDownloadBanner() {
  const { data } = useModels(15_000);
  const w = data?.waitingFor;
  if (!w) return null;
  const pct = percentOf(w.receivedBytes, w.totalBytes) ?? 0;
  return (
    <div role="status" className="flex flex-col gap-1 border-b bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <p className="min-w-0 break-words">
        Downloading the speech model ({pct}%{w.totalBytes ? ` of ${formatBytes(w.totalBytes)}` : ''}). Consultations
        recorded now wait and start by themselves when it is ready.{' '}
        <Link to="/dashboard/models" className="font-medium underline">
          Models
        </Link>
      </p>
      <div
        role="progressbar"
        aria-label="Speech model download"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-1.5 w-full overflow-hidden rounded-full bg-amber-200"
      >
        <div
          className="h-full rounded-full bg-amber-600 transition-[width] duration-500"
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
