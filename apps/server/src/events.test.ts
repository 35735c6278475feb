import { describe, expect, it } from 'vitest';
import { EventBus, ListenerPriority } from './events.ts';
import type { MatchUpdate } from '@placar/contract/live-update';

const update = { id: 1, seq: 1 } as MatchUpdate;

describe('EventBus', () => {
  it('runs listeners of one priority in registration order and waits for each', async () => {
    const bus = new EventBus();
    const seen: string[] = [];
    bus.on('matchUpdated', async () => {
      await Promise.resolve();
      seen.push('first');
    });
    bus.on('matchUpdated', () => void seen.push('second'));
    await bus.emit('matchUpdated', update);
    expect(seen).toEqual(['first', 'second']);
  });

  it('runs a cache drop before a publisher registered earlier, waiting for it', async () => {
    const bus = new EventBus();
    const seen: string[] = [];
    bus.on('matchUpdated', () => void seen.push('publish'), { priority: ListenerPriority.publish });
    bus.on('matchUpdated', () => void seen.push('alerts'));
    const dropCache = async () => {
      await Promise.resolve();
      seen.push('cache');
    };
    bus.on('matchUpdated', dropCache, { priority: ListenerPriority.dropCache });
    await bus.emit('matchUpdated', update);
    expect(seen).toEqual(['cache', 'alerts', 'publish']);
  });

  it('stops calling a listener once it is removed, and only that registration', async () => {
    const bus = new EventBus();
    const calls: string[] = [];
    const handler = () => void calls.push('handler');
    const off = bus.on('matchUpdated', handler);
    bus.on('matchUpdated', handler, { priority: ListenerPriority.publish });
    await bus.emit('matchUpdated', update);
    off();
    await bus.emit('matchUpdated', update);
    expect(calls).toEqual(['handler', 'handler', 'handler']);
  });
});
