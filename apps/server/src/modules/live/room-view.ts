import { PRESENCE } from '@placar/contract/presence';
import type { HostRoom, LiveState, RoomInformation, RoomSummary } from '@placar/contract/live-entities';
import type { RoomLanguage } from '@placar/contract/live-rules';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { roomTopic } from '@placar/contract/room-update';
import { servedSportOr } from '@placar/contract/sports/served-sports';
import type { PlaybackUrls } from '../../media/playback-urls.ts';
import type { StreamState } from '../../media/stream-tracker.ts';
import type { RoomRow } from './room.repository.ts';

/** What a room's answer adds to its row: the present viewers, the stream, the bound match. */
interface RoomLive {
  viewers: number;
  stream: StreamState;
  match: MatchSummary | null;
  /** The incoming picture's height, when known. */
  sourceHeight?: number | null;
}

/** Open and its host still approved: a suspended host's room is closed at once, and never listed. */
export function isOpen(row: RoomRow): boolean {
  return row.currentRecordId !== null && row.hostStatus === 'approved';
}

export function liveStateOf(row: RoomRow, stream: StreamState): LiveState {
  if (!isOpen(row)) return 'offline';
  if (stream === 'publishing') return 'live';
  if (stream === 'reconnecting') return 'reconnecting';
  return 'waiting';
}

export function summaryView(row: RoomRow, live: RoomLive): RoomSummary {
  const open = isOpen(row);
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    sport: servedSportOr(row.sport),
    language: row.language as RoomLanguage,
    host: {
      id: row.hostId,
      name: row.hostName,
      nickname: row.hostNickname,
      avatar: row.hostAvatar,
      followers: row.followers,
    },
    liveState: liveStateOf(row, live.stream),
    viewers: open ? live.viewers : 0,
    match: live.match,
    startedAt: open && row.startedAt !== null ? row.startedAt.toISOString() : null,
  };
}

export function informationView(
  row: RoomRow,
  live: RoomLive,
  extra: { playback: PlaybackUrls; following: boolean; product: string },
): RoomInformation {
  const open = isOpen(row);
  return {
    ...summaryView(row, live),
    notice: row.notice,
    playback: open ? extra.playback : { flv: null, hls: null, low: null },
    following: extra.following,
    topic: roomTopic(extra.product, row.id),
    presence: { heartbeatSeconds: PRESENCE.heartbeatSeconds, expireSeconds: PRESENCE.expireSeconds },
    sourceHeight: live.sourceHeight ?? null,
  };
}

/** The host's own view: playback URLs even while closed, so the preview page can play the incoming stream. */
export function hostRoomView(
  row: RoomRow,
  live: RoomLive,
  extra: { playback: PlaybackUrls; product: string; defaultGraceMs: number },
): HostRoom {
  return {
    ...informationView(row, live, { ...extra, following: false }),
    playback: extra.playback,
    hasKey: row.streamKeyHash !== null,
    open: isOpen(row),
    reconnectGraceSeconds: row.reconnectGraceSeconds ?? Math.round(extra.defaultGraceMs / 1000),
    reconnectGraceChosen: row.reconnectGraceSeconds !== null,
  };
}
