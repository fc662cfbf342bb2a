import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { completeSignIn, LoginError } from '@/lib/auth';

/**
 * `/callback`: 'Signing you in…' while the code is exchanged, then /dashboard;
 * or 'Login error:' followed by the reason.
 */
export function CallbackPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    completeSignIn(new URLSearchParams(search))
      .then(() => {
        if (active) navigate('/dashboard', { replace: true });
      })
      .catch((err: unknown) => {
        if (active) setError(err instanceof LoginError ? err.message : 'Token exchange failed');
      });
    return () => {
      active = false;
    };
  }, [search, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-6">
      <div className="w-full max-w-md rounded-lg border bg-card p-8 text-center shadow-sm">
        {error ? (
          <>
            <p role="alert" className="break-words text-destructive">
              <span className="font-semibold">Login error:</span> {error}
            </p>
            <Link to="/auth" className="mt-6 inline-block text-primary underline underline-offset-4 hover:opacity-80">
              Back to sign-in
            </Link>
          </>
        ) : (
          <p role="status" aria-live="polite" className="text-muted-foreground">
            Signing you in…
          </p>
        )}
      </div>
    </main>
  );
}
