import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { MarketingPanel } from './components/marketing-panel';
import { SignInCard } from './components/sign-in-card';

/** `/auth`. A clinician who is already signed in goes straight to the dashboard. */
export function SignInPage() {
  const { status } = useAuth();
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return (
    <div className="flex min-h-screen">
      <MarketingPanel />
      <main className="flex flex-1 flex-col items-center justify-center p-8">
        <a
          href="/"
          className="mb-10 inline-flex items-center gap-2 rounded-md text-lg font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <svg viewBox="0 0 40 40" className="size-8" aria-hidden="true" focusable="false">
            <rect width="40" height="40" rx="10" fill="#0f766e" />
            <path d="M12 24v-8M17 28V12M22 25v-10M27 22v-4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
          </svg>
          Asha Scribe
        </a>
        <SignInCard />
      </main>
    </div>
  );
}
