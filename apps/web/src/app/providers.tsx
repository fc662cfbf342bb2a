import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { AuthProvider } from '@/lib/auth';

// Library defaults: retry 3 times, delay doubling from 1 s up to 30 s, GC after 5 minutes.
// Client errors (4xx) are answers, not outages: they are not retried.
// A request is tried even when the browser reports no network: the library's own default waits in
// silence, so a list refreshed offline looked empty with nothing said. Tried, it fails after its
// retries with 'No connection to the server…', which the screen shows.
export const queryClient = new QueryClient({
  defaultOptions: {
    mutations: { networkMode: 'always' },
    queries: {
      networkMode: 'always',
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 3,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      gcTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
    },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      {/* A toast naming a patient breaks a long name anywhere rather than overflow the toast. */}
      <Toaster
        richColors
        closeButton
        position="bottom-right"
        toastOptions={{ classNames: { title: '[overflow-wrap:anywhere]', description: '[overflow-wrap:anywhere]' } }}
      />
    </QueryClientProvider>
  );
}
