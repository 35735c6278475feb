import { Code } from '@placar/contract/codes';
import type { StreamRecord } from '@placar/contract/live-entities';
import type { ROOM_LANGUAGES } from '@placar/contract/live-rules';
import { firstServedSport } from '@placar/contract/sports/served-sports';
import { ApiError } from '../../http/api-error.ts';
import type { RoomKey } from '../../media/publish-keys.ts';
import type { StreamChange } from '../../media/stream-tracker.ts';
import { followersToTell } from '../follows/follows.service.ts';
import type { HostLifecycle } from '../hosts/host-applications.service.ts';
import type { Viewer } from '../schedule/match-view.ts';
import { sendMessages } from '../account/message.service.ts';
import type { Live } from './live.ts';
import { hostLiveMessage } from './live-texts.ts';
import { endLive, findRecord, startLive } from './record.repository.ts';
import { recordViews } from './records.service.ts';
import { findRoom, findRoomOfHost, insertRoom, roomKeyOf } from './room.repository.ts';
import type { RoomRow } from './room.repository.ts';
import { isOpen } from './room-view.ts';
import { averageViewers } from './viewer-stats.ts';

type EndReason = 'host' | 'stream_lost' | 'suspended';

function noRoom(): ApiError {
  return new ApiError(Code.notFound, {
    en: 'You have no room: apply to become a host first',
    br: 'Você não tem sala: inscreva-se como host primeiro',
  });
}

/** The caller's room, as a host may use it: it exists and its host is approved (not suspended). */
export async function requireHostRoom(live: Live, hostId: number): Promise<RoomRow> {
  const row = await findRoomOfHost(live.db, hostId);
  if (row === undefined) throw noRoom();
  if (row.hostStatus !== 'approved')
    throw new ApiError(Code.forbidden, { en: 'Your host account is suspended', br: 'Sua conta de host está suspensa' });
  return row;
}

/** A room's entry of the publish rule as stored: its key, the key a reset replaced, its host's state and grace. */
export function roomKeyFromRow(row: {
  keyHash: string | null;
  previousKeyHash: string | null;
  graceSeconds: number | null;
  status: string;
}): RoomKey {
  return {
    keyHash: row.keyHash,
    previousKeyHash: row.previousKeyHash,
    allowed: row.status === 'approved',
    graceMs: row.graceSeconds === null ? null : row.graceSeconds * 1000,
  };
}

/** A room's entry of the publish rule, read from the database (the publish hook asks at each publish). */
export async function roomKeyFor(live: Pick<Live, 'db'>, roomId: number): Promise<RoomKey | null> {
  const row = await roomKeyOf(live.db, roomId);
  return row === undefined ? null : roomKeyFromRow(row);
}

/** Refreshes the publish rule's entry of a room from the database. */
export async function syncRoomKey(live: Live, roomId: number): Promise<void> {
  live.setRoomKey(roomId, await roomKeyFor(live, roomId));
}

/** /live/open: the room is listed and followers get a message. The stream may come before or after. */
export async function openRoom(live: Live, hostId: number): Promise<{ roomId: number; recordId: number }> {
  const row = await requireHostRoom(live, hostId);
  const at = live.clock.now();
  const recordId = await startLive(live.db, {
    roomId: row.id,
    hostId,
    title: row.title,
    matchId: row.matchId,
    at: new Date(at),
  });
  if (recordId === null)
    throw new ApiError(Code.conflict, { en: 'Your room is already open', br: 'Sua sala já está aberta' });
  live.viewers.start(row.id, recordId);
  // The average counts from the opening, whichever instance each viewer comes through (decision 0154).
  await live.presence.startWatchTime(row.id, at);
  const followers = await followersToTell(live.db, hostId);
  const message = hostLiveMessage(row.hostName, row.title);
  await sendMessages(
    live.db,
    followers.map((follower) => ({
      userId: follower.userId,
      language: follower.language,
      kind: 'hostLive',
      ...message,
      link: `/host/liveUserRoom/${row.id}`,
      at: new Date(at),
    })),
  );
  await live.roomEvents.publishNow(row.id);
  return { roomId: row.id, recordId };
}

/** /live/close by the host. */
export async function closeRoom(live: Live, hostId: number, viewer: Viewer): Promise<{ record: StreamRecord }> {
  const row = await findRoomOfHost(live.db, hostId);
  if (row === undefined) throw noRoom();
  const recordId = row.currentRecordId;
  if (recordId === null || !(await endRoomLive(live, row, 'host'))) {
    throw new ApiError(Code.conflict, { en: 'Your room is not open', br: 'Sua sala não está aberta' });
  }
  const record = await findRecord(live.db, recordId);
  if (record === undefined) throw noRoom();
  const [view] = await recordViews(live, [record], viewer);
  if (view === undefined) throw noRoom();
  return { record: view };
}

/** Ends the room's live in progress with its viewer figures; false when it was not open. */
async function endRoomLive(live: Live, row: RoomRow, reason: EndReason): Promise<boolean> {
  const recordId = row.currentRecordId;
  if (recordId === null) return false;
  const at = live.clock.now();
  const peak = live.viewers.finish(row.id, recordId);
  const average =
    row.startedAt === null
      ? 0
      : averageViewers(
          await live.presence.watchTime(row.id, at),
          row.startedAt.getTime(),
          at,
          await live.presence.count(row.id, at),
        );
  const ended = await endLive(live.db, {
    roomId: row.id,
    recordId,
    at: new Date(at),
    peakViewers: peak,
    averageViewers: average,
    reason,
  });
  await live.presence.clear(row.id);
  await live.roomEvents.publishNow(row.id);
  return ended;
}

/**
 * The last step from RTMP to "room live": each streamChanged the media engine's tracker emits
 * shows in its room (publishing, reconnecting, idle). Returns the unsubscribe.
 */
export function followStreams(live: Live): () => void {
  return live.events.on('streamChanged', (change) =>
    onStreamChange(live, change).catch((error: unknown) =>
      live.log.error({ err: error, change }, 'stream change failed'),
    ),
  );
}

/** The stream's state shows in the room at once; a stream that did not come back in time ends the live. */
async function onStreamChange(live: Live, change: StreamChange): Promise<void> {
  const row = await findRoom(live.db, change.roomId);
  if (row === undefined) return;
  if (change.state === 'idle' && change.cause === 'grace_over' && isOpen(row)) {
    await endRoomLive(live, row, 'stream_lost');
    return;
  }
  await live.roomEvents.publishNow(row.id);
}

const LANGUAGE_OF: Record<'en' | 'br', (typeof ROOM_LANGUAGES)[number]> = { en: 'en', br: 'pt' };

/** Hosts becoming hosts and stopping: the live side of /admin/updateAnchor. */
export function hostLifecycle(live: Live): HostLifecycle {
  return {
    async approved(hostId, application) {
      const sport = firstServedSport(application.sports);
      const roomId = await insertRoom(live.db, {
        hostId,
        title: application.streamName,
        sport,
        language: LANGUAGE_OF[application.language],
        at: new Date(live.clock.now()),
      });
      await syncRoomKey(live, roomId);
      await live.roomEvents.publishNow(roomId);
      return roomId;
    },
    async suspended(hostId) {
      const row = await findRoomOfHost(live.db, hostId);
      if (row === undefined) return;
      // The key is refused before the stream is cut, so the encoder cannot reconnect.
      await syncRoomKey(live, row.id);
      await live.media.cut(row.id);
      await endRoomLive(live, row, 'suspended');
    },
    async roomIdOf(hostId) {
      return (await findRoomOfHost(live.db, hostId))?.id ?? null;
    },
  };
}
