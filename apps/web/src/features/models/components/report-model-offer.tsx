import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAcceptReportModel, useDismissReportModel, useReportModelOffer } from '../api/report-offer-api';
import { formatBytes } from '../lib/format';
import { DownloadProgress } from './download-progress';

/**
 * On the dashboard until the clinician installs a report model or says "Not now": the model this
 * machine's memory can hold, with what it costs (download, memory, licence). Nothing downloads
 * until they click; the download is the Models page's, so its progress shows there too.
 */
export function ReportModelOffer() {
  const { data } = useReportModelOffer();
  const accept = useAcceptReportModel();
  const dismiss = useDismissReportModel();
  const offer = data?.offer;
  if (!offer) return null;
  const error = accept.error ?? dismiss.error;
  const downloading = offer.download && offer.download.state !== 'failed';
  return (
    <section
      aria-labelledby="report-model-offer-title"
      className="mx-3 mt-3 flex flex-col gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 sm:mx-6"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="report-model-offer-title" className="text-base font-semibold">
            Let a language model write your notes
          </h2>
          <p className="break-words">
            {offer.title} fits this machine and writes fuller notes in the note type you choose, without the
            consultation leaving the clinic. Until it is installed, the built-in writer writes your notes.
          </p>
          <dl className="flex flex-wrap gap-x-4 gap-y-0.5" data-testid="report-model-offer-facts">
            <div className="flex gap-1">
              <dt className="text-sky-800">Download</dt>
              <dd className="font-medium">{formatBytes(offer.bytes)}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-sky-800">Memory</dt>
              <dd className="font-medium">needs {formatBytes(offer.ramBytes)}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-sky-800">Licence</dt>
              <dd className="font-medium">{offer.licence}</dd>
            </div>
          </dl>
        </div>
      </div>
      {downloading ? (
        <div className="flex flex-col gap-1">
          <DownloadProgress download={offer.download!} label={offer.title} />
          <p>
            Progress is also on the{' '}
            <Link to="/dashboard/models" className="font-medium underline">
              Models page
            </Link>
            ; the download continues when you leave.
          </p>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => accept.mutate(offer.name)} disabled={accept.isPending}>
            Download {offer.title}
          </Button>
          <Button variant="outline" onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
            Not now
          </Button>
          {offer.download?.state === 'failed' && (
            <p role="alert" className="basis-full text-destructive">
              The last download failed: {offer.download.error}
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-destructive">
          {error.message}
        </p>
      )}
    </section>
  );
}
