import type { MatchUpdate } from '@placar/contract/live-update';

/** Keeps the last seq seen per match: an update whose seq is not newer is dropped. */
export function createSeqFilter() {
  const last = new Map<number, number>();
  return {
    /** True when the update is new (and remembers its seq). */
    accept(update: Pick<MatchUpdate, 'id' | 'seq'>): boolean {
      const seen = last.get(update.id);
      if (seen !== undefined && update.seq <= seen) return false;
      last.set(update.id, update.seq);
      return true;
    },
    clear(): void {
      last.clear();
    },
  };
}

/**
 * requirement live-connection: a message whose MQTT message id was already seen is not new. Ids are
 * reused by the broker after 65535, so only a recent window is kept.
 */
export function createMessageIdWindow(size = 200) {
  const seen = new Set<number>();
  return {
    /** True when the id is new; messages without an id (QoS 0) are always new. */
    accept(messageId: number | undefined): boolean {
      if (messageId === undefined) return true;
      if (seen.has(messageId)) return false;
      seen.add(messageId);
      if (seen.size > size) seen.delete(seen.values().next().value as number);
      return true;
    },
    clear(): void {
      seen.clear();
    },
  };
}
