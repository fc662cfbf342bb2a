/**
 * Repeated wrong passwords are throttled (issue #3, item 3), per email and per client IP:
 * after `limit` failures each further attempt is locked out for a delay that doubles from
 * `baseLockMs` up to `maxLockMs`. A success clears the email's count. In memory: one process
 * serves the embedded provider, and a restart forgetting the counts is acceptable.
 */
export interface ThrottleOptions {
  emailLimit: number;
  ipLimit: number;
  baseLockMs: number;
  maxLockMs: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  lockedUntil: number;
  lastAt: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = { emailLimit: 5, ipLimit: 20, baseLockMs: 60_000, maxLockMs: 15 * 60_000 };

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly o: ThrottleOptions = DEFAULT_THROTTLE) {
    this.now = o.now ?? Date.now;
  }

  /** Milliseconds until another attempt is allowed for this email or IP; 0 when allowed now. */
  retryAfterMs(email: string, ip: string): number {
    const t = this.now();
    const wait = (k: string) => Math.max(0, (this.entries.get(k)?.lockedUntil ?? 0) - t);
    return Math.max(wait(`e:${email}`), wait(`i:${ip}`));
  }

  recordFailure(email: string, ip: string): void {
    this.bump(`e:${email}`, this.o.emailLimit);
    this.bump(`i:${ip}`, this.o.ipLimit);
    this.prune();
  }

  recordSuccess(email: string): void {
    this.entries.delete(`e:${email}`);
  }

  private bump(key: string, limit: number) {
    const t = this.now();
    const e = this.entries.get(key) ?? { failures: 0, lockedUntil: 0, lastAt: t };
    // A quiet spell as long as the longest lock forgives earlier failures.
    if (t - e.lastAt > this.o.maxLockMs) e.failures = 0;
    e.failures += 1;
    e.lastAt = t;
    const over = e.failures - limit;
    if (over >= 0) e.lockedUntil = t + Math.min(this.o.baseLockMs * 2 ** over, this.o.maxLockMs);
    this.entries.set(key, e);
  }

  private prune() {
    if (this.entries.size < 10_000) return;
    const t = this.now();
    for (const [k, e] of this.entries) if (t - e.lastAt > this.o.maxLockMs && e.lockedUntil < t) this.entries.delete(k);
  }
}
