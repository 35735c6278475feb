import { demandLive } from './live-demand.ts';

type TopicListener = (message: unknown) => void;

const listeners = new Map<string, Set<TopicListener>>();
const changeListeners = new Set<() => void>();

/**
 * Topics beyond the match feed that pages want while they are shown (a room's
 * `{product}/room/{id}`, later its chat). The live connection subscribes to whatever is
 * watched, and drops a topic once no page listens to it. Messages arrive parsed from JSON.
 */
export const topicFeed = {
  watch(topic: string, listener: TopicListener): () => void {
    let set = listeners.get(topic);
    const added = set === undefined;
    if (set === undefined) {
      set = new Set();
      listeners.set(topic, set);
    }
    set.add(listener);
    if (added) notifyChange();
    const release = demandLive();
    return () => {
      release();
      const current = listeners.get(topic);
      if (current === undefined || !current.delete(listener) || current.size > 0) return;
      listeners.delete(topic);
      notifyChange();
    };
  },
  topics(): string[] {
    return [...listeners.keys()];
  },
  /** The connection listens here to (un)subscribe as pages come and go. */
  onTopicsChange(listener: () => void): () => void {
    changeListeners.add(listener);
    return () => void changeListeners.delete(listener);
  },
  has(topic: string): boolean {
    return listeners.has(topic);
  },
};

function notifyChange(): void {
  for (const listener of changeListeners) listener();
}

/** Called by the connection with a parsed message of a watched topic. */
export function deliverTopicMessage(topic: string, message: unknown): void {
  for (const listener of listeners.get(topic) ?? []) listener(message);
}
