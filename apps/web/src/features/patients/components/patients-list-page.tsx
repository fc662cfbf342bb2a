import type { SortOrder } from '@asha/contracts';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePatientsList } from '../hooks/use-patients-list';
import { patientCountLabel } from '../lib/format';
import { withSamplePatient } from '../lib/sample-patient';
import { PatientsTable } from './patients-table';
import { PatientsToolbar } from './patients-toolbar';

/** Patients list; by default 20 a page, newest first. */
export function PatientsListPage() {
  const [order, setOrder] = useState<SortOrder>('desc');
  const [limit, setLimit] = useState(20);
  const [search, setSearch] = useState('');
  const list = usePatientsList(order, limit);
  const loadedCount = list.patients.length + 1; // the built-in sample counts as loaded
  const shown = withSamplePatient(list.patients, search);
  const searching = search.trim().length > 0;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-3 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">Patients</h1>
          <p className="text-sm text-muted-foreground">Manage and view all your patients</p>
        </div>
        <Badge variant="secondary" className="ml-auto" data-testid="patient-count">
          {patientCountLabel(loadedCount)}
        </Badge>
      </div>
      <PatientsToolbar
        search={search}
        onSearch={setSearch}
        order={order}
        onOrder={setOrder}
        limit={limit}
        onLimit={setLimit}
        refreshing={list.isRefreshing}
        onRefresh={list.refresh}
      />
      {list.error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {list.error}
        </p>
      )}
      <Card data-tour="patients-list">
        <CardContent className="p-0">
          <PatientsTable patients={shown} loading={list.isLoading && !list.error} searching={searching} />
        </CardContent>
      </Card>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {shown.length} of {loadedCount} loaded patients{list.hasMore ? ' (more available)' : ''}
        </p>
        <Button variant="outline" onClick={list.loadMore} disabled={!list.hasMore || list.isLoadingMore}>
          {list.isLoadingMore ? 'Loading…' : list.hasMore ? 'Load more' : 'No more'}
        </Button>
      </div>
    </div>
  );
}
