import type { MatchUpdate } from '@placar/contract/live-update';
import { appStore } from '../../state/app-store.ts';

export type LiveState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'ended';

type UpdateListener = (update: MatchUpdate) => void;
type ConnectListener = () => void;

const updateListeners = new Set<UpdateListener>();
const connectListeners = new Set<ConnectListener>();
/** The newest update of each match seen lately, laid again over any refetched snapshot. */
const recent = new Map<number, MatchUpdate>();
const RECENT_LIMIT = 500;
let state: LiveState = 'idle';

/**
 * The page-facing side of the live connection: pages listen here for updates and for
 * (re)connects without knowing about MQTT, which is loaded later.
 */
export const liveFeed = {
  onUpdate(listener: UpdateListener): () => void {
    updateListeners.add(listener);
    return () => void updateListeners.delete(listener);
  },
  onConnect(listener: ConnectListener): () => void {
    connectListeners.add(listener);
    return () => void connectListeners.delete(listener);
  },
  recentUpdates(): Iterable<MatchUpdate> {
    return recent.values();
  },
  state(): LiveState {
    return state;
  },
};

export function publishUpdate(update: MatchUpdate): void {
  recent.delete(update.id);
  recent.set(update.id, update);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as number);
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
