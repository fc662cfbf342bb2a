import { describe, expect, it } from 'vitest';
import { defaultWorkerConcurrency } from './concurrency.js';

const GB = 1024 ** 3;

describe('defaultWorkerConcurrency', () => {
  it('runs two jobs per core when memory allows', () => {
    expect(defaultWorkerConcurrency(2, 16 * GB)).toBe(4);
  });
  it('runs fewer on a small machine, never none', () => {
    expect(defaultWorkerConcurrency(8, 1.5 * GB)).toBe(3);
    expect(defaultWorkerConcurrency(1, 0.25 * GB)).toBe(1);
  });
  it('stops at 16 on a large machine', () => {
    expect(defaultWorkerConcurrency(64, 512 * GB)).toBe(16);
  });
});
