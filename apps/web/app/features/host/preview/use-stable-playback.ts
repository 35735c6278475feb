import type { HostRoom } from '@placar/contract/live-entities';
import { useState } from 'react';

/**
 * The host's playback links carry a preview token made at each answer; the player keeps the
 * first ones (valid for hours) so a refreshed answer does not restart it.
 */
export function useStablePlayback(room: HostRoom): HostRoom['playback'] {
  const [kept, setKept] = useState({ roomId: room.id, playback: room.playback });
  if (
    kept.roomId !== room.id ||
    (kept.playback.flv === null &&
      kept.playback.hls === null &&
      (room.playback.flv !== null || room.playback.hls !== null))
  ) {
    setKept({ roomId: room.id, playback: room.playback });
  }
  return kept.playback;
}
