import { useEffect, useRef, useState } from 'react';

/**
 * Signing out a computer left alone (a shared clinic computer must not stay open on a patient):
 * the last use of the app — a key, a click, a touch, a scroll, in any of its tabs — is kept in
 * local storage (a time, no secret), and after the idle timeout the session ends. A recording or
 * an upload under way counts as use (`keepAwake`). A minute before, a warning offers to stay.
 * Signing in counts as use and signing out forgets the time, so the clinician who signs in after
 * a long absence is not signed straight out again by the time the last session left behind.
 */
export const ACTIVITY_KEY = 'ff_last_activity';
export const IDLE_WARNING_MS = 60_000;
const WRITE_EVERY_MS = 5_000;
/**
 * What a person does: a click, a key, the wheel, a touch (a scrollbar drag starts with a pointerdown).
 * Not 'scroll': the page scrolls by itself (a new page opening at its top, a message appearing), and
 * counting that as use kept open a computer no one was at.
 */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

let holds = 0;
let lastWrite = 0;

export function markActivity(force = false): void {
  const now = Date.now();
  if (!force && now - lastWrite < WRITE_EVERY_MS) return;
  lastWrite = now;
  localStorage.setItem(ACTIVITY_KEY, String(now));
}

/** Signed out: no session is left for the last use to keep open. */
export function forgetActivity(): void {
  lastWrite = 0;
  localStorage.removeItem(ACTIVITY_KEY);
}

export function lastActivityAt(): number | null {
  const v = Number(localStorage.getItem(ACTIVITY_KEY));
  return Number.isFinite(v) && v > 0 ? v : null;
}

/** While held, the app counts as in use (a recording, an upload); returns the release. */
export function keepAwake(): () => void {
  holds += 1;
  markActivity(true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    markActivity(true);
  };
}

/**
 * Watches for use; calls `onTimeout` once `timeoutMs` have passed without any. Returns the
 * seconds left while the warning is due (the last minute), else null. A page opened after the
 * timeout had already passed (a computer left overnight) times out at once.
 */
export function useIdleTimeout(timeoutMs: number | null, onTimeout: () => void): number | null {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timedOut = useRef(onTimeout);
  useEffect(() => {
    timedOut.current = onTimeout;
  });
  useEffect(() => {
    if (!timeoutMs) return;
    const last = lastActivityAt();
    if (last !== null && Date.now() - last >= timeoutMs) {
      timedOut.current();
      return;
    }
    // Opening a page is not use: a page the app itself re-renders (after a navigation) must not put off a
    // timeout already running. Only a first page with no time stored starts the count.
    if (last === null) markActivity(true);
    const onUse = () => markActivity();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onUse, { passive: true, capture: true });
    const timer = setInterval(() => {
      if (holds > 0) markActivity();
      const left = timeoutMs - (Date.now() - (lastActivityAt() ?? Date.now()));
      if (left <= 0) {
        clearInterval(timer);
        timedOut.current();
        return;
      }
      setSecondsLeft(left <= IDLE_WARNING_MS ? Math.ceil(left / 1000) : null);
    }, 1000);
    return () => {
      clearInterval(timer);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onUse, { capture: true });
    };
  }, [timeoutMs]);
  return secondsLeft;
}
