import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { EventBus } from '../events.ts';
import { StreamTracker } from './stream-tracker.ts';
import type { StreamChange } from './stream-tracker.ts';

describe('the stream tracker', () => {
  let tracker: StreamTracker;
  const changes: Omit<StreamChange, 'at'>[] = [];
  const make = (graceMs: number, perRoom: Record<number, number> = {}) => {
    changes.length = 0;
    const events = new EventBus();
    events.on('streamChanged', ({ roomId, state, cause }) => void changes.push({ roomId, state, cause }));
    tracker = new StreamTracker({
      graceMs: (roomId) => perRoom[roomId] ?? graceMs,
      now: () => 1000,
      events,
      log: { warn: () => {} },
    });
    return tracker;
  };
  afterEach(() => tracker.close());

  it('shows a dropped encoder as reconnecting, then live again when it comes back in time', async () => {
    make(200);
    tracker.started(1, 'a');
    expect(tracker.isPublishing(1)).toBe(true);
    tracker.dropped(1, 'a');
    expect(tracker.state(1).state).toBe('reconnecting');
    expect(tracker.isPublishing(1)).toBe(false);
    expect(tracker.started(1, 'b')).toBe('resume');
    await delay(300);
    expect(tracker.state(1).state).toBe('publishing');
    expect(changes).toEqual([
      { roomId: 1, state: 'publishing', cause: 'start' },
      { roomId: 1, state: 'reconnecting', cause: 'drop' },
      { roomId: 1, state: 'publishing', cause: 'resume' },
    ]);
  });

  it('ends the stream when the grace period passes', async () => {
    make(50);
    tracker.started(2, 'a');
    tracker.dropped(2, 'a');
    await delay(150);
    expect(tracker.state(2)).toEqual({ state: 'idle', since: null });
    expect(changes.at(-1)).toEqual({ roomId: 2, state: 'idle', cause: 'grace_over' });
  });

  it('ignores the drop of a connection that is not the publisher, and cuts with no grace', () => {
    make(10_000);
    tracker.started(3, 'a');
    tracker.dropped(3, 'someone-else');
    expect(tracker.state(3).state).toBe('publishing');
    tracker.cut(3);
    expect(tracker.state(3).state).toBe('idle');
    expect(changes.at(-1)).toEqual({ roomId: 3, state: 'idle', cause: 'cut' });
    tracker.dropped(3, 'a');
    expect(changes).toHaveLength(2);
  });

  it("gives each room its host's grace", async () => {
    make(10_000, { 4: 50 });
    tracker.started(4, 'a');
    tracker.started(5, 'b');
    tracker.dropped(4, 'a');
    tracker.dropped(5, 'b');
    await delay(150);
    expect(tracker.state(4).state).toBe('idle');
    expect(tracker.state(5).state).toBe('reconnecting');
  });

  it('tells a waiting newcomer when the publisher leaves, or that it stayed', async () => {
    make(10_000);
    expect(await tracker.leaves(6, 10)).toBe(true);
    tracker.started(6, 'a');
    const waiting = tracker.leaves(6, 5_000);
    tracker.dropped(6, 'a');
    expect(await waiting).toBe(true);
    tracker.started(6, 'b');
    expect(await tracker.leaves(6, 20)).toBe(false);
  });
});
