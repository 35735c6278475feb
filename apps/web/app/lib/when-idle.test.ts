import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the browser to be idle, and passes the callback nothing', () => {
    let idle: ((deadline: unknown) => void) | undefined;
    vi.stubGlobal('window', { requestIdleCallback: (callback: (deadline: unknown) => void) => (idle = callback), setTimeout });
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    idle?.({ timeRemaining: () => 10 });
    expect(run).toHaveBeenCalledWith();
  });

  it('without requestIdleCallback, runs after 200 ms', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout });
    const run = vi.fn();
    whenIdle(run);
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });
});
