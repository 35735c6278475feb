import type { MatchUpdate } from '@placar/contract/live-update';
import type { SharedState } from '../../shared-state/shared-state.ts';
import type { ScheduleCache } from './schedule-cache.ts';

const GENERATION = 'schedule:generation';
const CHANNEL = 'schedule:invalidate';
/** The generation counter's window: it only ever grows (a Redis restart resets it, which reads as a change). */
const FOREVER_MS = 10 * 365 * 86_400_000;

type Invalidation = Pick<MatchUpdate, 'id' | 'competitionId' | 'status'>;

/**
 * The schedule cache across instances (issue 15). Each stored update bumps a shared generation
 * before it is published, and tells the other instances which answers it changes (pub/sub:
 * they drop just those). Before serving from its cache an instance reads the generation: one it
 * has not applied (a message still on its way, lost, or Redis restarted) clears its whole cache,
 * so no instance serves a score older than an update another instance published. While the
 * engine is away the cache is not used at all.
 */
export function shareScheduleInvalidation(cache: ScheduleCache, shared: SharedState, now: () => number) {
  let seen = 0;
  let outages = shared.outages();
  const applied = new Set<number>();
  const apply = (generation: number) => {
    applied.add(generation);
    while (applied.delete(seen + 1)) seen += 1;
  };
  const unsubscribe = shared.events.subscribe(CHANNEL, (message) => {
    const { generation, update } = JSON.parse(message) as { generation: number; update: Invalidation };
    cache.invalidate(update);
    apply(generation);
  });
  return {
    /** After this instance stored an update (and dropped its own answers): every other instance learns of it. */
    async published(update: Invalidation): Promise<void> {
      const at = now();
      const { count: generation } = await shared.store.hit(GENERATION, FOREVER_MS, at);
      if (!shared.available()) return;
      apply(generation);
      const { id, competitionId, status } = update;
      await shared.events
        .publish(CHANNEL, JSON.stringify({ generation, update: { id, competitionId, status } }))
        .catch(() => {});
    },
    /** True when the cache may answer now (after dropping it if another instance's update is not applied yet). */
    async mayServe(): Promise<boolean> {
      if (!shared.available()) return false;
      const current = (await shared.store.peek(GENERATION, now()))?.count ?? 0;
      if (!shared.available()) return false;
      // Updates stored while the engine was away reached no other instance: start afresh.
      if (current !== seen || shared.outages() !== outages) {
        outages = shared.outages();
        cache.clear();
        seen = current;
        applied.clear();
      }
      return true;
    },
    stop: unsubscribe,
  };
}
