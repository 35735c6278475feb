import type { RoomInformation } from '@placar/contract/live-entities';
import { describe, expect, it } from 'vitest';
import { applyRoomUpdate, readRoomMessage } from './room-updates.ts';

const room = {
  id: 7,
  title: 'Derby night',
  cover: null,
  sport: 'football',
  language: 'pt',
  host: { id: 3, name: 'Resenha', nickname: 'Resenha', avatar: null, followers: 2 },
  liveState: 'offline',
  viewers: 0,
  match: null,
  startedAt: null,
  notice: '',
  playback: { flv: null, hls: null, low: null },
  following: false,
  topic: 'placar/room/7',
  presence: { heartbeatSeconds: 5, expireSeconds: 15 },
  sourceHeight: null,
} satisfies RoomInformation;

const update = {
  id: 7,
  seq: 4,
  liveState: 'live',
  viewers: 12,
  title: 'Derby night, second half',
  notice: 'Be kind',
  cover: null,
  matchId: null,
  startedAt: '2026-11-22T23:00:00.000Z',
  sourceHeight: 720,
  at: '2026-11-22T23:50:00.000Z',
} as const;

describe('room updates', () => {
  it('read only messages of the room topic shape', () => {
    expect(readRoomMessage([update])).toEqual(update);
    expect(readRoomMessage([{ id: 7 }])).toBeNull();
    expect(readRoomMessage('junk')).toBeNull();
  });

  it('lay state, viewers, title and notice over the room; a room that opens needs its playback URLs', () => {
    const next = applyRoomUpdate(room, update);
    expect(next.room).toMatchObject({
      liveState: 'live',
      viewers: 12,
      title: 'Derby night, second half',
      notice: 'Be kind',
      sourceHeight: 720,
    });
    expect(next.refetch).toBe(true);
    const open = { ...room, liveState: 'live' as const, playback: { flv: '/media/flv/7.flv', hls: null, low: null } };
    expect(applyRoomUpdate(open, update).refetch).toBe(false);
  });

  it('ask for a refetch when the bound match changes, and ignore other rooms', () => {
    const open = { ...room, liveState: 'live' as const, playback: { flv: '/media/flv/7.flv', hls: null, low: null } };
    expect(applyRoomUpdate(open, { ...update, matchId: 99 }).refetch).toBe(true);
    expect(applyRoomUpdate(open, { ...update, id: 8 })).toEqual({ room: open, refetch: false });
  });
});
