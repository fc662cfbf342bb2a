import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_KEY, keepAwake, useIdleTimeout } from './idle';

function Probe({ timeoutMs, onTimeout }: { timeoutMs: number; onTimeout: () => void }) {
  const left = useIdleTimeout(timeoutMs, onTimeout);
  return <p>{left === null ? 'no warning' : `${left} s left`}</p>;
}

const MIN = 60_000;

describe('idle sign-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('warns a minute before the timeout, counts down, then signs out', async () => {
    const onTimeout = vi.fn();
    render(<Probe timeoutMs={15 * MIN} onTimeout={onTimeout} />);
    await act(() => vi.advanceTimersByTimeAsync(14 * MIN - 1000));
    expect(screen.getByText('no warning')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('59 s left')).toBeInTheDocument();
    expect(onTimeout).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(MIN));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('any key or click puts the timeout off', async () => {
    const onTimeout = vi.fn();
    render(<Probe timeoutMs={15 * MIN} onTimeout={onTimeout} />);
    await act(() => vi.advanceTimersByTimeAsync(14.5 * MIN));
    expect(screen.getByText(/s left/)).toBeInTheDocument();
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown')));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('no warning')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10 * MIN));
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('a recording under way keeps the session open', async () => {
    const onTimeout = vi.fn();
    render(<Probe timeoutMs={15 * MIN} onTimeout={onTimeout} />);
    const release = keepAwake();
    await act(() => vi.advanceTimersByTimeAsync(40 * MIN));
    expect(onTimeout).not.toHaveBeenCalled();
    release();
    await act(() => vi.advanceTimersByTimeAsync(15 * MIN + 2000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('a page opened after the computer sat idle past the timeout signs out at once', () => {
    localStorage.setItem(ACTIVITY_KEY, String(Date.now() - 16 * MIN));
    const onTimeout = vi.fn();
    render(<Probe timeoutMs={15 * MIN} onTimeout={onTimeout} />);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
