import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './throttle.js';

describe('LoginThrottle (issue #3: repeated wrong passwords)', () => {
  const make = () => {
    let now = 1_000_000;
    const t = new LoginThrottle({ emailLimit: 5, ipLimit: 20, baseLockMs: 60_000, maxLockMs: 15 * 60_000, now: () => now });
    return { t, advance: (ms: number) => (now += ms) };
  };

  it('locks an email after 5 failures, for a delay that doubles up to 15 minutes', () => {
    const { t, advance } = make();
    for (let i = 0; i < 4; i++) t.recordFailure('a@x', `ip-${i}`);
    expect(t.retryAfterMs('a@x', 'ip-9')).toBe(0);
    t.recordFailure('a@x', 'ip-4');
    expect(t.retryAfterMs('a@x', 'ip-9')).toBe(60_000);
    advance(60_000);
    t.recordFailure('a@x', 'ip-5');
    expect(t.retryAfterMs('a@x', 'ip-9')).toBe(120_000);
    for (let i = 0; i < 10; i++) t.recordFailure('a@x', `ip-x${i}`);
    expect(t.retryAfterMs('a@x', 'ip-9')).toBe(15 * 60_000);
    expect(t.retryAfterMs('other@x', 'ip-9')).toBe(0);
  });

  it('locks an IP that tries many emails', () => {
    const { t } = make();
    for (let i = 0; i < 20; i++) t.recordFailure(`u${i}@x`, '10.0.0.1');
    expect(t.retryAfterMs('fresh@x', '10.0.0.1')).toBe(60_000);
    expect(t.retryAfterMs('fresh@x', '10.0.0.2')).toBe(0);
  });

  it('forgets an email on success, and old failures after a quiet spell', () => {
    const { t, advance } = make();
    for (let i = 0; i < 4; i++) t.recordFailure('a@x', 'ip');
    t.recordSuccess('a@x');
    t.recordFailure('a@x', 'ip');
    expect(t.retryAfterMs('a@x', 'ip2')).toBe(0);
    for (let i = 0; i < 3; i++) t.recordFailure('b@x', 'ip3');
    advance(16 * 60_000);
    t.recordFailure('b@x', 'ip4');
    t.recordFailure('b@x', 'ip4');
    expect(t.retryAfterMs('b@x', 'ip5')).toBe(0);
  });
});
