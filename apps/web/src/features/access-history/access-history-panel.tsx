import { useInfiniteQuery } from '@tanstack/react-query';
import { History, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { listAccessHistory } from './api';
import { actionText, actorText, deviceOf, formatWhen, OUTCOME_TEXT } from './describe';

/**
 * The patient screen's Access history: every read and change of this patient's data, by whom,
 * when and from where, from the audit trail. Loaded when opened — opening it is itself recorded.
 */
export function AccessHistoryPanel({ patientId }: { patientId: string }) {
  const [open, setOpen] = useState(false);
  const q = useInfiniteQuery({
    queryKey: ['access-history', patientId],
    queryFn: ({ pageParam, signal }) => listAccessHistory(patientId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextToken ?? undefined,
    enabled: open,
  });
  const entries = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card data-testid="access-history">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="min-w-0 space-y-1.5">
          <CardTitle className="flex items-center gap-2 text-lg">
            <History aria-hidden className="size-5" /> Access history
          </CardTitle>
          <CardDescription>
            Every time this patient&apos;s record, consultations or files were opened or changed, by whom and from
            where.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls="access-history-list"
          onClick={() => (open ? setOpen(false) : setOpen(true))}
        >
          {open ? 'Hide' : 'Show access history'}
        </Button>
      </CardHeader>
      {open && (
        <CardContent id="access-history-list">
          {q.isPending && <p className="text-sm text-muted-foreground">Loading…</p>}
          {q.error && (
            <p role="alert" className="text-sm text-destructive">
              {q.error.message || 'The access history could not be loaded.'}
            </p>
          )}
          {!q.isPending && !q.error && entries.length === 0 && (
            <p className="text-sm text-muted-foreground">No access recorded yet.</p>
          )}
          <ol className="divide-y">
            {entries.map((e, i) => {
              const outcome = OUTCOME_TEXT[e.outcome];
              const device = deviceOf(e.userAgent);
              return (
                <li key={`${e.at}-${i}`} className="py-2.5 text-sm" data-testid="access-entry">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {actionText(e)}
                    {outcome && <Badge variant="destructive">{outcome}</Badge>}
                  </p>
                  <p className="mt-0.5 text-muted-foreground [overflow-wrap:anywhere]">
                    <time dateTime={e.at}>{formatWhen(e.at)}</time> · {actorText(e)}
                    {e.ip ? ` · ${e.ip}` : ''}
                    {device ? ` · ${device}` : ''}
                  </p>
                </li>
              );
            })}
          </ol>
          {q.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={q.isFetchingNextPage}
              onClick={() => void q.fetchNextPage()}
            >
              {q.isFetchingNextPage ? (
                <>
                  <Loader2 className="animate-spin" /> Loading…
                </>
              ) : (
                'Load more'
              )}
            </Button>
          )}
        </CardContent>
      )}
    </Card>
  );
}
