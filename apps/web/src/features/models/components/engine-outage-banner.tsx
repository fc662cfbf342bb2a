import type { EngineOutage } from '@asha/contracts';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { useEngineStatus } from '../api/engine-status-api';

const SERVICE: Record<EngineOutage['engine'], string> = { speech: 'speech service', report: 'language model service' };
const LOCAL: Record<EngineOutage['engine'], string> = {
  speech: 'a local speech model',
  report: 'a local report model',
};

/**
 * Across the dashboard while a speech or report engine has failed for every consultation lately:
 * what fails, since when, that waiting consultations go on by themselves once it is back, and what to do.
 */
export function EngineOutageBanner() {
  const { data } = useEngineStatus();
  if (!data?.outages.length) return null;
  return (
    <div role="alert" data-testid="engine-outage-banner" className="border-b bg-red-50 px-4 py-2 text-sm text-red-950">
      {data.outages.map((o) => (
        <p key={`${o.engine}-${o.target ?? ''}`} className="flex min-w-0 items-start gap-2 break-words">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>{o.reason}</strong> since{' '}
            {new Date(o.since).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })}.{' '}
            {waitingText(o.waiting)} Check the {SERVICE[o.engine]}
            {o.target ? ` at ${o.target}` : ''}, or install {LOCAL[o.engine]} on the{' '}
            <Link to="/dashboard/models" className="font-medium underline">
              Models
            </Link>{' '}
            page.
          </span>
        </p>
      ))}
    </div>
  );
}

function waitingText(n: number): string {
  if (n === 0) return 'Recordings are kept and wait for it.';
  return n === 1
    ? '1 consultation is waiting and will go on by itself when it is back.'
    : `${n} consultations are waiting and will go on by themselves when it is back.`;
}
