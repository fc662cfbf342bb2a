import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './throttle.js';

describe('LoginThrottle: repeated wrong passwords', () => {
  const make = () => {
    let now = 1_000_000;
    const t = new LoginThrottle({
      pairLimit: 5,
      ipLimit: 20,
      accountLimit: 50,
      baseLockMs: 60_000,
      maxLockMs: 15 * 60_000,
      now: () => now,
    });
    return { t, advance: (ms: number) => (now += ms) };
  };

  it('locks an account at one address after 5 failures, for a delay that doubles up to 15 minutes', () => {
    const { t, advance } = make();
    for (let i = 0; i < 4; i++) t.recordFailure('a@x', 'ip-1');
    expect(t.retryAfterMs('a@x', 'ip-1')).toBe(0);
    t.recordFailure('a@x', 'ip-1');
    expect(t.retryAfterMs('a@x', 'ip-1')).toBe(60_000);
    advance(60_000);
    t.recordFailure('a@x', 'ip-1');
    expect(t.retryAfterMs('a@x', 'ip-1')).toBe(120_000);
    for (let i = 0; i < 10; i++) t.recordFailure('a@x', 'ip-1');
    expect(t.retryAfterMs('a@x', 'ip-1')).toBe(15 * 60_000);
    expect(t.retryAfterMs('other@x', 'ip-2')).toBe(0);
  });

  it("an attacker at another address does not lock the clinician's own address", () => {
    const { t } = make();
    for (let i = 0; i < 12; i++) t.recordFailure('doctor@x', 'attacker');
    expect(t.retryAfterMs('doctor@x', 'attacker')).toBeGreaterThan(0);
    expect(t.retryAfterMs('doctor@x', 'clinic')).toBe(0);
  });

  it('locks an address that tries many accounts', () => {
    const { t } = make();
    for (let i = 0; i < 20; i++) t.recordFailure(`u${i}@x`, '10.0.0.1');
    expect(t.retryAfterMs('fresh@x', '10.0.0.1')).toBe(60_000);
    expect(t.retryAfterMs('fresh@x', '10.0.0.2')).toBe(0);
  });

  it('a spray from many addresses locks the account, except where it signed in before', () => {
    const { t } = make();
    t.recordSuccess('doctor@x', 'clinic');
    for (let i = 0; i < 50; i++) t.recordFailure('doctor@x', `bot-${i}`);
    expect(t.retryAfterMs('doctor@x', 'bot-new')).toBe(60_000);
    expect(t.retryAfterMs('doctor@x', 'clinic')).toBe(0);
  });

  it('forgets an account on success, and old failures after a quiet spell', () => {
    const { t, advance } = make();
    for (let i = 0; i < 4; i++) t.recordFailure('a@x', 'ip');
    t.recordSuccess('a@x', 'ip');
    t.recordFailure('a@x', 'ip');
    expect(t.retryAfterMs('a@x', 'ip')).toBe(0);
    for (let i = 0; i < 3; i++) t.recordFailure('b@x', 'ip3');
    advance(16 * 60_000);
    t.recordFailure('b@x', 'ip3');
    t.recordFailure('b@x', 'ip3');
    expect(t.retryAfterMs('b@x', 'ip3')).toBe(0);
  });
});
