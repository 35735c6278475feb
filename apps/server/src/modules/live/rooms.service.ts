import { Code } from '@placar/contract/codes';
import type { LiveState, RoomInformation, RoomSummary } from '@placar/contract/live-entities';
import { ApiError } from '../../http/api-error.ts';
import { playbackUrls } from '../../media/playback-urls.ts';
import { isFollowing } from '../follows/follows.service.ts';
import { matchSummaries } from '../schedule/match-lookup.service.ts';
import type { Viewer } from '../schedule/match-view.ts';
import type { Live } from './live.ts';
import { isPreviewToken } from './preview-token.ts';
import { existingRoomIds, findOpenRooms, findRoom, findRoomOfHost, findRoomsOfHosts } from './room.repository.ts';
import type { OpenRoomFilter, RoomRow } from './room.repository.ts';
import { informationView, isOpen, summaryView } from './room-view.ts';

export function roomNotFound(roomId: number): ApiError {
  return new ApiError(Code.notFound, { en: `Room ${roomId} not found`, br: `Sala ${roomId} não encontrada` });
}

/** Room rows as answers: their viewers now, their stream's state and their bound match. */
export async function roomSummaries(live: Live, rows: readonly RoomRow[], viewer: Viewer): Promise<RoomSummary[]> {
  const now = live.clock.now();
  const matchIds = rows.flatMap((row) => (row.matchId === null ? [] : [row.matchId]));
  const [matches, viewers] = await Promise.all([
    matchSummaries(live.db, matchIds, viewer),
    live.presence.counts(
      rows.map((row) => row.id),
      now,
    ),
  ]);
  return rows.map((row) =>
    summaryView(row, {
      viewers: viewers.get(row.id) ?? 0,
      stream: live.media.status(row.id).state,
      match: row.matchId === null ? null : (matches.get(row.matchId) ?? null),
    }),
  );
}

/** Most viewers first; then streams actually coming in; then the newest. */
function byViewers(a: RoomSummary, b: RoomSummary): number {
  const streaming = (room: RoomSummary) => (room.liveState === 'live' ? 0 : 1);
  return (
    b.viewers - a.viewers ||
    streaming(a) - streaming(b) ||
    (b.startedAt ?? '').localeCompare(a.startedAt ?? '') ||
    b.id - a.id
  );
}

async function openRooms(live: Live, filter: OpenRoomFilter, viewer: Viewer): Promise<RoomSummary[]> {
  return (await roomSummaries(live, await findOpenRooms(live.db, filter), viewer)).sort(byViewers);
}

function page<T>(list: readonly T[], input: { page: number; limit: number }) {
  return {
    list: list.slice((input.page - 1) * input.limit, input.page * input.limit),
    total: list.length,
    page: input.page,
    limit: input.limit,
  };
}

export async function listRooms(
  live: Live,
  viewer: Viewer,
  input: { sport?: string | undefined; liveState?: LiveState | undefined; page: number; limit: number },
) {
  const rooms = await openRooms(live, { sport: input.sport }, viewer);
  return page(
    input.liveState === undefined ? rooms : rooms.filter((room) => room.liveState === input.liveState),
    input,
  );
}

export async function roomsOfMatch(live: Live, viewer: Viewer, matchId: number) {
  return { list: await openRooms(live, { matchId }, viewer) };
}

export async function moreRooms(
  live: Live,
  viewer: Viewer,
  input: { roomId?: number | undefined; sport?: string | undefined; page: number; limit: number },
) {
  return page(await openRooms(live, { sport: input.sport, exceptRoomId: input.roomId }, viewer), input);
}

/**
 * The home strip: open rooms admins pointed, in their order; then streams coming in, rooms of
 * live matches, of hot matches, then viewers.
 */
export async function recommendedRooms(live: Live, viewer: Viewer, limit: number) {
  const pointed = await live.pointedRooms();
  const place = (room: RoomSummary) => {
    const index = pointed.indexOf(room.id);
    return index < 0 ? pointed.length : index;
  };
  const rank = (room: RoomSummary) =>
    (room.liveState === 'live' ? 0 : 4) +
    (room.match?.status.phase === 'live' ? 0 : 2) +
    (room.match?.hot === true ? 0 : 1);
  const rooms = (await openRooms(live, {}, viewer)).sort(
    (a, b) => place(a) - place(b) || rank(a) - rank(b) || byViewers(a, b),
  );
  return { list: rooms.slice(0, limit) };
}

export async function roomInformation(
  live: Live,
  viewer: Viewer,
  roomId: number,
  callerId: number | null,
): Promise<RoomInformation> {
  const row = await findRoom(live.db, roomId);
  if (row === undefined) throw roomNotFound(roomId);
  return informationOf(live, viewer, row, callerId);
}

export async function roomInformationV2(
  live: Live,
  viewer: Viewer,
  input: { roomId?: number | undefined; hostId?: number | undefined },
  callerId: number | null,
) {
  const row =
    input.roomId !== undefined
      ? await findRoom(live.db, input.roomId)
      : await findRoomOfHost(live.db, input.hostId ?? 0);
  if (row === undefined) {
    throw input.roomId !== undefined
      ? roomNotFound(input.roomId)
      : new ApiError(Code.notFound, {
          en: `Host ${input.hostId} has no room`,
          br: `O host ${input.hostId} não tem sala`,
        });
  }
  const [information, more] = await Promise.all([
    informationOf(live, viewer, row, callerId),
    openRooms(live, { exceptRoomId: row.id }, viewer),
  ]);
  return { ...information, more: more.slice(0, 6) };
}

async function informationOf(
  live: Live,
  viewer: Viewer,
  row: RoomRow,
  callerId: number | null,
): Promise<RoomInformation> {
  const [[summary], following] = await Promise.all([
    roomSummaries(live, [row], viewer),
    callerId === null ? false : isFollowing(live.db, callerId, row.hostId),
  ]);
  const stream = live.media.status(row.id);
  const information = informationView(
    row,
    {
      viewers: summary?.viewers ?? 0,
      stream: stream.state,
      match: summary?.match ?? null,
      sourceHeight: stream.sourceHeight,
    },
    {
      playback: playbackUrls(live.mediaConfig, row.id),
      following,
      product: live.product,
    },
  );
  return information;
}

/** The rooms of some hosts, open or not, by host id (the hosts a user follows). */
export async function roomsOfHosts(
  live: Live,
  viewer: Viewer,
  hostIds: readonly number[],
): Promise<Map<number, RoomSummary>> {
  const summaries = await roomSummaries(live, await findRoomsOfHosts(live.db, hostIds), viewer);
  return new Map(summaries.map((room) => [room.host.id, room]));
}

/** Whether a room's stream may play to this request: the room is open, or the link is its host's preview. */
export async function mayPlay(live: Live, roomId: number, previewToken: unknown): Promise<boolean> {
  if (isPreviewToken(live.key, roomId, previewToken, live.clock.now())) return true;
  const row = await findRoom(live.db, roomId);
  return row !== undefined && isOpen(row);
}

export async function isHost(live: Live, userId: number): Promise<boolean> {
  return (await findRoomOfHost(live.db, userId)) !== undefined;
}

/** What a room's chat needs: its host and bound match; null when there is no such room. */
export async function roomForChat(
  live: Live,
  roomId: number,
): Promise<{ id: number; hostId: number; hostActive: boolean; matchId: number | null } | null> {
  const row = await findRoom(live.db, roomId);
  return row === undefined
    ? null
    : { id: row.id, hostId: row.hostId, hostActive: row.hostStatus === 'approved', matchId: row.matchId };
}

/** Open rooms bound to a match (a goal in it slows their chats down). */
export async function openRoomIdsOfMatch(live: Live, matchId: number): Promise<number[]> {
  return (await findOpenRooms(live.db, { matchId })).map((row) => row.id);
}

/** The ids of the list that name no room (admins may only point at rooms that exist). */
export async function missingRooms(live: Pick<Live, 'db'>, ids: readonly number[]): Promise<number[]> {
  const found = await existingRoomIds(live.db, ids);
  return ids.filter((id) => !found.has(id));
}
