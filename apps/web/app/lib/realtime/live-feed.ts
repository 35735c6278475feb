import type { MatchUpdate } from '@placar/contract/live-update';
import { demandLive, liveWanted } from './live-demand.ts';
import { connectListeners, liveState, recentUpdates, updateListeners } from './live-inbox.ts';
import type { LiveState } from './live-protocol.ts';

/**
 * The page-facing side of the live connection: pages listen here for updates and for
 * (re)connects without knowing about MQTT, which runs in the live worker. Listening asks for
 * the connection (live-demand.ts); what it delivers arrives through live-inbox.ts.
 */
export const liveFeed = {
  onUpdate(listener: (update: MatchUpdate) => void): () => void {
    updateListeners.add(listener);
    const release = demandLive();
    return () => {
      updateListeners.delete(listener);
      release();
    };
  },
  onConnect(listener: () => void): () => void {
    connectListeners.add(listener);
    const release = demandLive();
    return () => {
      connectListeners.delete(listener);
      release();
    };
  },
  recentUpdates(): Iterable<MatchUpdate> {
    return recentUpdates.values();
  },
  state(): LiveState {
    return liveState();
  },
  /**
   * The live connection is on its way: a listener asked for it and it has not opened yet, nor
   * been given up. Its first connect calls every onConnect listener, and pages refetch their data then.
   */
  opening(): boolean {
    const state = liveState();
    return (state === 'idle' || state === 'connecting') && liveWanted();
  },
};
