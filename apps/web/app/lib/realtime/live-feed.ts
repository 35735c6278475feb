import type { MatchUpdate } from '@placar/contract/live-update';
import { appStore } from '../../state/app-store.ts';
import { demandLive, liveWanted } from './live-demand.ts';
import type { LiveState } from './live-protocol.ts';

;

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
 * (re)connects without knowing about MQTT, which runs in the live worker. Listening asks for
 * the connection (live-demand.ts).
 */
export const liveFeed = {
  onUpdate(listener: UpdateListener): () => void {
    updateListeners.add(listener);
    const release = demandLive();
    return () => {
      updateListeners.delete(listener);
      release();
    };
  },
  onConnect(listener: ConnectListener): () => void {
    connectListeners.add(listener);
    const release = demandLive();
    return () => {
      connectListeners.delete(listener);
      release();
    };
  },
  recentUpdates(): Iterable<MatchUpdate> {
    return recent.values();
  },
  state(): LiveState {
    return state;
  },
  /**
   * The live connection is on its way: a listener asked for it and it has not opened yet, nor
   * been given up. Its first connect calls every onConnect listener, and pages refetch their data then.
   */
  opening(): boolean {
    return (state === 'idle' || state === 'connecting') && liveWanted();
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
