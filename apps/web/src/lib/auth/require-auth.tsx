import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from './use-auth';

/** Route guard: the dashboard needs sign-in; otherwise to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'signedOut') return <Navigate to="/auth" replace />;
  if (status === 'loading') {
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex min-h-screen items-center justify-center text-sm text-muted-foreground"
      >
        Checking your sign-in…
      </div>
    );
  }
  return <>{children}</>;
}
