import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('Semaphore', () => {
  it('lets at most its slots run at once and starts the waiting in arrival order', async () => {
    const s = new Semaphore(2);
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        s.run(async () => {
          order.push(i);
          most = Math.max(most, ++inside);
          await tick();
          inside--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees the slot when the work throws', async () => {
    const s = new Semaphore(1);
    await expect(s.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await s.run(async () => 'next')).toBe('next');
    expect(s.queued).toBe(0);
  });
});
