import { describe, expect, it } from 'vitest';
import { EventBus } from './events.ts';
import type { MatchUpdate } from '@placar/contract/live-update';

const update = { id: 1, seq: 1 } as MatchUpdate;

describe('EventBus', () => {
  it('runs listeners in registration order and waits for each', async () => {
    const bus = new EventBus();
    const seen: string[] = [];
    bus.on('matchUpdated', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push('cache');
    });
    bus.on('matchUpdated', () => {
      seen.push('publish');
    });
    await bus.emit('matchUpdated', update);
    expect(seen).toEqual(['cache', 'publish']);
  });

  it('stops calling a listener once it is removed', async () => {
    const bus = new EventBus();
    let calls = 0;
    const off = bus.on('matchUpdated', () => {
      calls += 1;
    });
    await bus.emit('matchUpdated', update);
    off();
    await bus.emit('matchUpdated', update);
    expect(calls).toBe(1);
  });
});
