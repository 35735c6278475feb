import type { LiveState } from '@placar/contract/live-entities';
import type { HostContent } from '../use-host-content.ts';

/** The host's preview plays the incoming stream whether or not the room is open. */
export function previewState(stream: HostContent['stream']): LiveState {
  if (stream?.state === 'publishing') return 'live';
  if (stream?.state === 'reconnecting') return 'reconnecting';
  return 'waiting';
}
