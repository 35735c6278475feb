import type { HostRoom, LiveState } from '@placar/contract/live-entities';
import type { HostContent } from '../use-host-content.ts';

/** The host's preview plays the incoming stream whether or not the room is open. */
export function previewState(stream: HostContent['stream']): LiveState {
  if (stream?.state === 'publishing') return 'live';
  if (stream?.state === 'reconnecting') return 'reconnecting';
  return 'waiting';
}

/**
 * What the console's player says, so it agrees with the console's own badge (the room's state):
 * an open room's state as viewers see it; a closed room is offline, unless the encoder still
 * publishes into it, which the host alone sees as a preview. Before issue 34, a room closed by
 * the end of its grace read "Offline" on the console and "Preview, waiting for your stream" on
 * its player.
 */
export function consolePlayerState(
  room: Pick<HostRoom, 'open' | 'liveState'>,
  stream: HostContent['stream'],
): { state: LiveState; preview: boolean } {
  if (room.open) return { state: room.liveState, preview: false };
  const incoming = previewState(stream);
  return incoming === 'waiting' ? { state: 'offline', preview: false } : { state: incoming, preview: true };
}
