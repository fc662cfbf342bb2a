/**
 * Repeated wrong passwords are slowed down without handing an attacker a way to lock the real
 * clinician out. Three kinds of bucket, each locking for a delay that doubles from `baseLockMs`
 * up to `maxLockMs` once its limit of failures is reached:
 * - account and address: the fast one (`pairLimit`); an attacker elsewhere never fills the
 *   clinician's own bucket;
 * - address: one address trying many accounts (`ipLimit`);
 * - account, from everywhere: a slower limit (`accountLimit`) against a spray from many
 *   addresses — which does not apply at an address this account signed in from before, so the
 *   clinician at their usual machine still gets in.
 * A success clears the account's buckets. In memory: one process serves the embedded provider,
 * and a restart forgetting the counts is acceptable.
 */
export interface ThrottleOptions {
  pairLimit: number;
  ipLimit: number;
  accountLimit: number;
  baseLockMs: number;
  maxLockMs: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  lockedUntil: number;
  lastAt: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  pairLimit: 5,
  ipLimit: 20,
  accountLimit: 50,
  baseLockMs: 60_000,
  maxLockMs: 15 * 60_000,
};

/** How long an address that signed in successfully stays trusted for its account. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600_000;
const MAX_ENTRIES = 10_000;

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly known = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly o: ThrottleOptions = DEFAULT_THROTTLE) {
    this.now = o.now ?? Date.now;
  }

  /** Milliseconds until another attempt for this account from this address is allowed; 0 when allowed now. */
  retryAfterMs(email: string, ip: string): number {
    const t = this.now();
    const wait = (k: string) => Math.max(0, (this.entries.get(k)?.lockedUntil ?? 0) - t);
    const account = this.isKnown(email, ip) ? 0 : wait(`a:${email}`);
    return Math.max(wait(`p:${email}|${ip}`), wait(`i:${ip}`), account);
  }

  recordFailure(email: string, ip: string): void {
    this.bump(`p:${email}|${ip}`, this.o.pairLimit);
    this.bump(`i:${ip}`, this.o.ipLimit);
    this.bump(`a:${email}`, this.o.accountLimit);
    this.prune();
  }

  recordSuccess(email: string, ip: string): void {
    this.entries.delete(`p:${email}|${ip}`);
    this.entries.delete(`a:${email}`);
    this.known.set(`${email}|${ip}`, this.now());
    this.prune();
  }

  private isKnown(email: string, ip: string): boolean {
    const at = this.known.get(`${email}|${ip}`);
    return at !== undefined && this.now() - at < KNOWN_ADDRESS_MS;
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
    const t = this.now();
    if (this.entries.size >= MAX_ENTRIES) {
      for (const [k, e] of this.entries)
        if (t - e.lastAt > this.o.maxLockMs && e.lockedUntil < t) this.entries.delete(k);
    }
    if (this.known.size >= MAX_ENTRIES) {
      for (const [k, at] of this.known) if (t - at >= KNOWN_ADDRESS_MS) this.known.delete(k);
    }
  }
}
