import type { Analytics } from '@asha/contracts';
import { Activity, CheckCircle2, Clock, Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalytics } from '../api/analytics-api';
import { formatMinutes, formatPercent, formatSeconds } from './format';
import { DetailedStatistics, InputDistribution } from './analytics-sections';

/**
 * Analytics layout (stat cards, a distribution, detailed statistics) with the clinician's
 * real figures instead of the spec's static placeholders.
 */
export function AnalyticsPage() {
  const { data, error, isPending } = useAnalytics();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-3 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Analytics</h1>
        <p className="text-sm text-muted-foreground">Figures from your own consultations</p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error.message || 'Failed to load analytics'}
        </p>
      )}
      {isPending && !error && <Skeleton className="h-40 w-full" />}
      {data && <AnalyticsBody data={data} />}
    </div>
  );
}

function AnalyticsBody({ data }: { data: Analytics }) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={<Activity />}
          title="Consultations"
          value={data.consultations.toLocaleString()}
          hint="Recordings uploaded"
        />
        <StatCard
          icon={<Mic />}
          title="Minutes recorded"
          value={formatMinutes(data.minutesRecorded)}
          hint="Total audio length"
        />
        <StatCard
          icon={<Clock />}
          title="Avg. Processing Time"
          value={formatSeconds(data.averageProcessingSec)}
          hint="Upload to report"
        />
        <StatCard
          icon={<CheckCircle2 />}
          title="Success Rate"
          value={formatPercent(data.successRate)}
          hint={`${data.failed} failed`}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <InputDistribution data={data} />
        <DetailedStatistics data={data} />
      </div>
    </>
  );
}

function StatCard({ icon, title, value, hint }: { icon: ReactNode; title: string; value: string; hint: string }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <span className="text-muted-foreground [&_svg]:size-4" aria-hidden>
          {icon}
        </span>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold" data-testid={`stat-${title}`}>
          {value}
        </p>
        <CardDescription>{hint}</CardDescription>
      </CardContent>
    </Card>
  );
}
