import { type RefObject, useCallback, useEffect, useState } from 'react';

const VOLUME_KEY = 'placar.player.volume';

function savedVolume(): number {
  try {
    const saved = Number(localStorage.getItem(VOLUME_KEY));
    return localStorage.getItem(VOLUME_KEY) !== null && Number.isFinite(saved) ? Math.min(1, Math.max(0, saved)) : 1;
  } catch {
    return 1;
  }
}

/**
 * The player's sound: muted at first (browsers play muted video by themselves), a volume kept for
 * the next visit, and a slider or keys that unmute as they raise it.
 */
export function useVolume(videoRef: RefObject<HTMLVideoElement | null>) {
  const [muted, setMutedState] = useState(true);
  const [volume, setVolumeState] = useState(1);
  useEffect(() => setVolumeState(savedVolume()), []);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = muted;
    video.volume = volume;
  }, [videoRef, muted, volume]);
  const setVolume = useCallback((next: number) => {
    const value = Math.round(Math.min(1, Math.max(0, next)) * 100) / 100;
    setVolumeState(value);
    setMutedState(value === 0);
    try {
      localStorage.setItem(VOLUME_KEY, String(value));
    } catch {
      // private mode: the volume lasts for this page
    }
  }, []);
  const setMuted = useCallback(
    (next: boolean) => {
      // Unmuting at volume 0 would stay silent: it comes back at half.
      if (!next && volume === 0) setVolume(0.5);
      else setMutedState(next);
    },
    [volume, setVolume],
  );
  const nudge = useCallback((step: number) => setVolume((muted ? 0 : volume) + step), [muted, volume, setVolume]);
  return { muted, volume, silent: muted || volume === 0, setMuted, setVolume, nudge };
}
