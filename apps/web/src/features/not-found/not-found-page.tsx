import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/** '404', 'Oops! Page not found', 'Return to Home'; the attempted path goes to the console. */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-muted-foreground">Oops! Page not found</p>
        <Link to="/" className="text-primary underline underline-offset-4 hover:opacity-80">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
