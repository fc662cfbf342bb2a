import type { SortOrder } from '@asha/contracts';
import { PATIENT_LIMITS, PATIENT_PAGE_SIZES } from '@asha/contracts';
import { RefreshCw, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';

/** The search matches names, emails and phones: no match can be longer than the longest of them. */
const SEARCH_MAX_LENGTH = Math.max(PATIENT_LIMITS.name, PATIENT_LIMITS.email, PATIENT_LIMITS.phone);

interface Props {
  search: string;
  onSearch(v: string): void;
  order: SortOrder;
  onOrder(v: SortOrder): void;
  limit: number;
  onLimit(v: number): void;
  refreshing: boolean;
  onRefresh(): void;
}

/** Patients list: search box, sort selector, page-size selector and Refresh. */
export function PatientsToolbar(p: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="relative min-w-0 flex-1 sm:min-w-56">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search patients"
          placeholder="Search by name, email, or phone..."
          value={p.search}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(e) => p.onSearch(e.target.value)}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect aria-label="Sort order" value={p.order} onChange={(e) => p.onOrder(e.target.value as SortOrder)}>
          <option value="desc">Newest first</option>
          <option value="asc">Oldest first</option>
        </NativeSelect>
        <NativeSelect aria-label="Page size" value={p.limit} onChange={(e) => p.onLimit(Number(e.target.value))}>
          {PATIENT_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
        <Button variant="outline" onClick={p.onRefresh} disabled={p.refreshing}>
          <RefreshCw className={p.refreshing ? 'animate-spin' : undefined} />
          {p.refreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
    </div>
  );
}
