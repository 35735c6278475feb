import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * What the mini-player plays: the room page's own video element, already playing (its player,
 * mpegts.js or hls.js, stays attached, so nothing reloads), or a URL the browser plays itself.
 */
export type PlayableSource =
  | {
      kind: 'element';
      element: HTMLVideoElement;
      /** Stops the player (called when the mini-player closes). */ release: () => void;
    }
  | { kind: 'url'; url: string };

interface MiniPlayback {
  source: PlayableSource;
  /** The room page to go back to, e.g. /br/host/liveUserRoom/12. */
  returnPath: string;
  title: string;
}

const store = createStore<{ playback: MiniPlayback | null }>()(() => ({ playback: null }));

/** Called by a live room page that is left while its stream plays: the video goes on in the mini-player. */
export function handOffToMiniPlayer(playback: MiniPlayback): void {
  const previous = store.getState().playback;
  if (previous !== null && previous.source !== playback.source && previous.source.kind === 'element')
    previous.source.release();
  store.setState({ playback });
}

/** The close button: the stream stops. */
export function closeMiniPlayer(): void {
  const playback = store.getState().playback;
  if (playback?.source.kind === 'element') playback.source.release();
  store.setState({ playback: null });
}

export function useMiniPlayback(): MiniPlayback | null {
  return useStore(store, (state) => state.playback);
}
