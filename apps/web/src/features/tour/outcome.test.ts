import { describe, expect, it } from 'vitest';
import { isTourCompleted, markTourCompleted, storesFlag, tourOutcome } from './outcome';

describe('tourOutcome', () => {
  it("'Finish' on the last step finishes the tour and stores the flag", () => {
    const o = tourOutcome({ type: 'tour:end', status: 'finished', origin: 'button_primary' });
    expect(o).toBe('finished');
    expect(storesFlag(o!)).toBe(true);
  });

  it('the Skip button skips and stores the flag (ADR 0006)', () => {
    const o = tourOutcome({ type: 'tour:end', status: 'skipped', origin: 'button_skip' });
    expect(o).toBe('skipped');
    expect(storesFlag(o!)).toBe(true);
  });

  it('the close button only dismisses: no flag', () => {
    const o = tourOutcome({ type: 'tour:end', status: 'skipped', origin: 'button_close' });
    expect(o).toBe('dismissed');
    expect(storesFlag(o!)).toBe(false);
  });

  it('ignores every other event', () => {
    expect(tourOutcome({ type: 'step:after', status: 'running', origin: 'button_primary' })).toBeNull();
    expect(tourOutcome({ type: 'tour:end', status: 'paused', origin: null })).toBeNull();
  });
});

describe('the tourCompleted flag', () => {
  it('is read from and written to localStorage under tourCompleted', () => {
    expect(isTourCompleted()).toBe(false);
    markTourCompleted();
    expect(localStorage.getItem('tourCompleted')).toBe('true');
    expect(isTourCompleted()).toBe(true);
  });
});
