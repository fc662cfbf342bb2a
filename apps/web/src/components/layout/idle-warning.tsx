import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { markActivity, signOut, signOutAfterIdle, useIdleTimeout } from '@/lib/auth';
import { getPublicConfig } from '@/lib/public-config';

/** The dashboard's idle sign-out: a minute's warning with a countdown, then the session ends. */
export function IdleWarning() {
  const [timeoutMs, setTimeoutMs] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    getPublicConfig()
      .then((c) => live && setTimeoutMs(c.idleTimeoutSec * 1000))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const secondsLeft = useIdleTimeout(timeoutMs, signOutAfterIdle);
  const minutes = timeoutMs ? Math.round(timeoutMs / 60_000) : 0;
  return (
    <Dialog open={secondsLeft !== null} onOpenChange={(open) => !open && markActivity(true)}>
      <DialogContent aria-describedby="idle-warning-text">
        <DialogHeader>
          <DialogTitle>Are you still there?</DialogTitle>
          <DialogDescription id="idle-warning-text">
            This computer has not been used for {minutes - 1} minutes. To keep patients&apos; records private you will
            be signed out in{' '}
            <strong role="timer" aria-live="polite">
              {secondsLeft ?? 0} second{secondsLeft === 1 ? '' : 's'}
            </strong>
            .
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => signOut()}>
            Sign out now
          </Button>
          <Button autoFocus onClick={() => markActivity(true)}>
            Stay signed in
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
