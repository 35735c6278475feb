import type { UpdateGate } from '../../lib/realtime/update-gate.ts';

/**
 * No spoilers: other people's messages in a live room pass through the page's update gate, the
 * same one that holds the score until the viewer's picture shows the moment, so a goal typed on
 * a faster source shows with the goal on this screen. A message removed while held never shows.
 */
export function createHeldMessages<T extends { id: number }>(
  gate: UpdateGate,
  show: (item: T) => void,
  onHeld: (count: number) => void,
) {
  const waiting = new Set<number>();
  let disposed = false;
  return {
    add(item: T): void {
      waiting.add(item.id);
      onHeld(waiting.size);
      gate.defer(() => {
        if (disposed || !waiting.delete(item.id)) return;
        onHeld(waiting.size);
        show(item);
      });
    },
    /** Removed by a moderator: held ones are forgotten (answers whether any was held). */
    remove(ids: readonly number[]): boolean {
      let any = false;
      for (const id of ids) any = waiting.delete(id) || any;
      if (any) onHeld(waiting.size);
      return any;
    },
    isHeld(id: number): boolean {
      return waiting.has(id);
    },
    dispose(): void {
      disposed = true;
      waiting.clear();
    },
  };
}
