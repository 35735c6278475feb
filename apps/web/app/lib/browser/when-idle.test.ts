import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenIdle } from './when-idle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the browser to be idle, and passes the callback nothing', () => {
    let idle: ((deadline: unknown) => void) | undefined;
    vi.stubGlobal('window', {
      requestIdleCallback: (callback: (deadline: unknown) => void) => (idle = callback),
      setTimeout,
    });
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

describe('nextTask', () => {
  it('runs in a later task, after the current task and its microtasks, and answers what run gives', async () => {
    const order: string[] = [];
    const done = nextTask(() => {
      order.push('next task');
      return 42;
    });
    order.push('this task');
    await Promise.resolve();
    order.push('microtask');
    await expect(done).resolves.toBe(42);
    expect(order).toEqual(['this task', 'microtask', 'next task']);
  });

  it('waits for a timer to fire, not for time to pass', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const done = nextTask(run);
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(run).toHaveBeenCalledOnce();
  });
});
