import type { Analytics } from '@asha/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NO_DATA, formatMinutes, formatPercent, languageName, share } from './format';

export function InputDistribution({ data }: { data: Analytics }) {
  const total = data.uploadsByKind.recorded + data.uploadsByKind.uploaded;
  const langTotal = data.inputLanguages.reduce((n, l) => n + l.count, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Input Method Distribution</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ShareBar
          label="Recorded in the browser"
          count={data.uploadsByKind.recorded}
          ratio={share(data.uploadsByKind.recorded, total)}
        />
        <ShareBar
          label="Uploaded files"
          count={data.uploadsByKind.uploaded}
          ratio={share(data.uploadsByKind.uploaded, total)}
        />
        <h3 className="pt-2 text-sm font-semibold">Input languages</h3>
        {data.inputLanguages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_DATA}</p>
        ) : (
          data.inputLanguages.map((l) => (
            <ShareBar
              key={l.language}
              label={languageName(l.language)}
              count={l.count}
              ratio={share(l.count, langTotal)}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}

function ShareBar({ label, count, ratio }: { label: string; count: number; ratio: number | null }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="text-muted-foreground">
          {count} · {formatPercent(ratio)}
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="h-full rounded-full bg-primary" style={{ width: `${(ratio ?? 0) * 100}%` }} />
      </div>
    </div>
  );
}

export function DetailedStatistics({ data }: { data: Analytics }) {
  const rows: Array<[string, string]> = [
    ['Consultations', data.consultations.toLocaleString()],
    ['Minutes recorded', formatMinutes(data.minutesRecorded)],
    ['Success rate', formatPercent(data.successRate)],
    ['Reports failed', data.successRate === null ? NO_DATA : data.failed.toLocaleString()],
    ['Input languages', data.inputLanguages.length === 0 ? NO_DATA : String(data.inputLanguages.length)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Detailed Statistics</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {rows.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4 py-2 text-sm">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="font-medium">{v}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
