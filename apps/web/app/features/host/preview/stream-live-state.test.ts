import { describe, expect, it } from 'vitest';
import type { HostContent } from '../use-host-content.ts';
import { consolePlayerState } from './stream-live-state.ts';

const stream = (state: 'idle' | 'publishing' | 'reconnecting') => ({ state }) as HostContent['stream'];

describe('the console player state', () => {
  it("is an open room's state, whatever comes in", () => {
    expect(consolePlayerState({ open: true, liveState: 'live' }, stream('publishing'))).toEqual({
      state: 'live',
      preview: false,
    });
    expect(consolePlayerState({ open: true, liveState: 'reconnecting' }, stream('reconnecting'))).toEqual({
      state: 'reconnecting',
      preview: false,
    });
    expect(consolePlayerState({ open: true, liveState: 'waiting' }, null)).toEqual({
      state: 'waiting',
      preview: false,
    });
  });

  it('is offline, as the room, once a closed room has no stream coming in (the grace ran out)', () => {
    expect(consolePlayerState({ open: false, liveState: 'offline' }, stream('idle'))).toEqual({
      state: 'offline',
      preview: false,
    });
    expect(consolePlayerState({ open: false, liveState: 'offline' }, null)).toEqual({
      state: 'offline',
      preview: false,
    });
  });

  it('is a preview while the encoder still publishes into a closed room', () => {
    expect(consolePlayerState({ open: false, liveState: 'offline' }, stream('publishing'))).toEqual({
      state: 'live',
      preview: true,
    });
    expect(consolePlayerState({ open: false, liveState: 'offline' }, stream('reconnecting'))).toEqual({
      state: 'reconnecting',
      preview: true,
    });
  });
});
