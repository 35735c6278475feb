import type { FastifyBaseLogger } from 'fastify';
import { connectRedis, RedisSharedEvents, RedisSharedStore } from './redis-shared-state.ts';
import type { RedisConnections } from './redis-shared-state.ts';
import { InProcessSharedStore } from './shared-state.ts';
import type { SharedEvents, SharedState, SharedStore } from './shared-state.ts';

/**
 * Redis with a degraded mode (docs/OPERATIONS.md, "Running at scale"): while Redis is
 * unreachable every operation answers from this instance's own store (local counters, local
 * request keys and revocations), events to other instances are dropped, and it is logged once
 * when it goes and once when it comes back. Nothing waits on a dead connection.
 */
export class ResilientSharedState implements SharedState {
  readonly kind = 'redis' as const;
  readonly spansInstances = true;
  readonly store: SharedStore;
  readonly events: SharedEvents;
  private readonly connections: RedisConnections;
  private degraded = false;
  private outageCount = 0;
  private closing = false;
  private connecting: Promise<void> | undefined;
  private readonly log: FastifyBaseLogger;

  constructor(url: string, log: FastifyBaseLogger) {
    this.log = log;
    this.connections = connectRedis(url, (error) => this.fail(error));
    this.connections.command.on('ready', () => {
      if (!this.degraded) return;
      this.degraded = false;
      this.log.info('shared state: Redis is back; counters and keys are shared again');
    });
    this.connections.command.on('close', () => this.closing || this.fail(new Error('connection closed')));
    const redis = new RedisSharedStore(this.connections.command);
    const local = new InProcessSharedStore();
    const either =
      <A extends unknown[], R>(pick: (store: SharedStore) => (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        if (this.available()) {
          try {
            return await pick(redis).apply(redis, args);
          } catch (error) {
            this.fail(error as Error);
          }
        }
        return pick(local).apply(local, args);
      };
    this.store = {
      hit: either((store) => store.hit),
      refund: either((store) => store.refund),
      peek: either((store) => store.peek),
      set: either((store) => store.set),
      setIfAbsent: either((store) => store.setIfAbsent),
      get: either((store) => store.get),
      delete: either((store) => store.delete),
      memberTouch: either((store) => store.memberTouch),
      memberRemove: either((store) => store.memberRemove),
      memberCounts: either((store) => store.memberCounts),
      memberList: either((store) => store.memberList),
      // The local sets also end what they held during an outage.
      memberSweep: async (now) => [
        ...new Set([...(await local.memberSweep(now)), ...(await either((store) => store.memberSweep)(now))]),
      ],
      memberClear: async (key) => {
        await local.memberClear(key);
        await either((store) => store.memberClear)(key);
      },
      memberAreaStart: either((store) => store.memberAreaStart),
      memberArea: either((store) => store.memberArea),
    };
    const events = new RedisSharedEvents(this.connections);
    this.events = {
      subscribe: (channel, listener) => events.subscribe(channel, listener),
      publish: async (channel, message) => {
        if (!this.available()) throw new Error('shared state: Redis unavailable');
        try {
          await events.publish(channel, message);
        } catch (error) {
          this.fail(error as Error);
          throw error;
        }
      },
    };
  }

  outages(): number {
    return this.outageCount;
  }

  /** False while Redis is away (degraded mode). */
  available(): boolean {
    return !this.degraded && this.connections.command.status === 'ready';
  }

  /** Connects; a Redis that is down at start leaves the server in degraded mode, not stopped. */
  ready(): Promise<void> {
    this.connecting ??= Promise.all([this.connections.command.connect(), this.connections.subscriber.connect()]).then(
      () => {},
      (error: unknown) => this.fail(error as Error),
    );
    return this.connecting;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.connections.command.disconnect();
    this.connections.subscriber.disconnect();
  }

  private fail(error: Error): void {
    if (this.degraded || this.closing) return;
    this.degraded = true;
    this.outageCount += 1;
    this.log.warn(
      { err: error },
      "shared state: Redis unreachable; degraded mode: this instance's own counters, request keys and revocations until it is back",
    );
  }
}
