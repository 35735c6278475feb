import { demandLive } from './live-demand.ts';
import { notifyTopicsChange, onTopicsChange, topicListeners, watchedTopics } from './live-inbox.ts';

/**
 * Topics beyond the match feed that pages want while they are shown (a room's
 * `{product}/room/{id}`, later its chat). The live connection subscribes to whatever is
 * watched, and drops a topic once no page listens to it. Messages arrive parsed from JSON
 * (live-inbox.ts deliverTopicMessage).
 */
export const topicFeed = {
  watch(topic: string, listener: (message: unknown) => void): () => void {
    let set = topicListeners.get(topic);
    const added = set === undefined;
    if (set === undefined) {
      set = new Set();
      topicListeners.set(topic, set);
    }
    set.add(listener);
    if (added) notifyTopicsChange();
    const release = demandLive();
    return () => {
      release();
      const current = topicListeners.get(topic);
      if (current === undefined || !current.delete(listener) || current.size > 0) return;
      topicListeners.delete(topic);
      notifyTopicsChange();
    };
  },
  topics: watchedTopics,
  onTopicsChange,
  has(topic: string): boolean {
    return topicListeners.has(topic);
  },
};
