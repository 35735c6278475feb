import type { MatchUpdate } from '@placar/contract/live-update';
import { appStore } from '../../state/app-store.ts';
import type { LiveState } from './live-protocol.ts';

/**
 * What the live connection delivers, held for the feeds: listeners of updates, of (re)connects
 * and of topics, the recent updates and the connection's state. The starter writes here and the
 * feeds (live-feed.ts, topic-feed.ts) read here, so the starter, which the feeds' demand loads,
 * need not import the feeds back (decision 0170: no circles).
 */
type UpdateListener = (update: MatchUpdate) => void;
type TopicListener = (message: unknown) => void;

export const updateListeners = new Set<UpdateListener>();
export const connectListeners = new Set<() => void>();
export const topicListeners = new Map<string, Set<TopicListener>>();
const topicChangeListeners = new Set<() => void>();
/** The newest update of each match seen lately, laid again over any refetched snapshot. */
export const recentUpdates = new Map<number, MatchUpdate>();
const RECENT_LIMIT = 500;
let state: LiveState = 'idle';

export function liveState(): LiveState {
  return state;
}

export function publishUpdate(update: MatchUpdate): void {
  recentUpdates.delete(update.id);
  recentUpdates.set(update.id, update);
  if (recentUpdates.size > RECENT_LIMIT) recentUpdates.delete(recentUpdates.keys().next().value as number);
  appStore.getState().patch({ mqttData: update });
  for (const listener of updateListeners) listener(update);
}

export function notifyConnected(): void {
  for (const listener of connectListeners) listener();
}

/** Exposed on <body data-live-state> for tests and styling. */
export function setLiveState(next: LiveState): void {
  state = next;
  if (typeof document !== 'undefined' && document.body) document.body.dataset.liveState = next;
}

/** The topics some page watches: the connection subscribes to these. */
export function watchedTopics(): string[] {
  return [...topicListeners.keys()];
}

/** The connection listens here to (un)subscribe as pages come and go. */
export function onTopicsChange(listener: () => void): () => void {
  topicChangeListeners.add(listener);
  return () => void topicChangeListeners.delete(listener);
}

export function notifyTopicsChange(): void {
  for (const listener of topicChangeListeners) listener();
}

/** Called by the connection with a parsed message of a watched topic. */
export function deliverTopicMessage(topic: string, message: unknown): void {
  for (const listener of topicListeners.get(topic) ?? []) listener(message);
}
