import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { startSignIn } from '@/lib/auth';

/** Sign-in: 'Welcome back', the subtitle, the single Google button and the terms note. */
export function SignInCard() {
  const [busy, setBusy] = useState(false);
  const onContinue = async () => {
    setBusy(true);
    try {
      // startSignIn leaves the page for the identity provider; we only come back here on failure.
      await startSignIn();
    } catch (err) {
      console.error('Sign-in could not start:', err instanceof Error ? err.message : err);
      toast.error('An unexpected error occurred');
      setBusy(false);
    }
  };
  return (
    <div className="w-full max-w-sm">
      <h1 className="text-3xl font-bold text-slate-900">Welcome back</h1>
      <p className="mt-2 text-slate-700">Sign in to access your healthcare documentation platform</p>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="mt-8 w-full"
        onClick={onContinue}
        disabled={busy}
        aria-busy={busy}
      >
        <GoogleIcon />
        Continue with Google
      </Button>
      <p className="mt-6 text-center text-xs text-slate-600">
        By continuing, you agree to our Terms of Service and Privacy Policy.
      </p>
    </div>
  );
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}
