import { Code } from '@placar/contract/codes';
import type { RoomSummary } from '@placar/contract/live-entities';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { localDate, localDayRange, nextDay } from '../schedule/day-range.ts';
import {
  deleteFollow,
  followEventsSince,
  followedHosts,
  followerCount,
  followersToNotify,
  followStart,
  insertFollow,
  isFollowing as followingRow,
} from './follows.repository.ts';

export interface FollowDeps {
  db: Database;
  clock: Clock;
  /** Whether the user is a host (has a room). */
  isHost: (hostId: number) => Promise<boolean>;
}

function hostNotFound(hostId: number): ApiError {
  return new ApiError(Code.notFound, { en: `Host ${hostId} not found`, br: `Host ${hostId} não encontrado` });
}

export async function follow(deps: FollowDeps, userId: number, hostId: number) {
  if (hostId === userId)
    throw new ApiError(Code.invalidInput, {
      en: 'hostId: you cannot follow yourself',
      br: 'hostId: você não pode seguir a si mesmo',
    });
  if (!(await deps.isHost(hostId))) throw hostNotFound(hostId);
  await insertFollow(deps.db, userId, hostId, new Date(deps.clock.now()));
  return { hostId, following: true, followers: await followerCount(deps.db, hostId) };
}

export async function unfollow(deps: FollowDeps, userId: number, hostId: number) {
  await deleteFollow(deps.db, userId, hostId, new Date(deps.clock.now()));
  return { hostId, following: false, followers: await followerCount(deps.db, hostId) };
}

export async function isFollowing(db: Database, userId: number, hostId: number): Promise<boolean> {
  return followingRow(db, userId, hostId);
}

/** Followers to tell when the host goes live: those who did not turn such messages off. */
export async function followersToTell(
  db: Database,
  hostId: number,
): Promise<{ userId: number; language: 'en' | 'br' }[]> {
  return (await followersToNotify(db, hostId)).map((row) => ({
    userId: row.userId,
    language: row.language === 'br' ? 'br' : 'en',
  }));
}

/** The hosts a user follows with their rooms: live rooms first, then the most recently followed. */
export async function myFollows(
  deps: FollowDeps,
  userId: number,
  page: { page: number; limit: number },
  roomsOf: (hostIds: readonly number[]) => Promise<Map<number, RoomSummary>>,
) {
  const rows = await followedHosts(deps.db, userId);
  const rooms = await roomsOf(rows.map((row) => row.hostId));
  const rank = (room: RoomSummary | undefined) => (room === undefined || room.liveState === 'offline' ? 1 : 0);
  const list = rows
    .flatMap((row) => {
      const room = rooms.get(row.hostId);
      return room === undefined ? [] : [{ room, followedAt: row.createdAt }];
    })
    .sort((a, b) => rank(a.room) - rank(b.room) || b.followedAt.getTime() - a.followedAt.getTime());
  const shown = list.slice((page.page - 1) * page.limit, page.page * page.limit);
  return {
    list: shown.map(({ room, followedAt }) => ({ host: room.host, room, followedAt: followedAt.toISOString() })),
    total: list.length,
  };
}

/** A host's followers at the end of each of the last `days` days in the caller's zone, with the follows and unfollows of each day. */
export async function followerSeries(deps: FollowDeps, hostId: number, days: number, tz: string) {
  const now = new Date(deps.clock.now());
  const today = localDate(now, tz);
  const firstDay = nextDay(today, -(days - 1));
  const [events, current] = await Promise.all([
    followEventsSince(deps.db, hostId, localDayRange(firstDay, tz).start),
    followerCount(deps.db, hostId),
  ]);
  const perDay = new Map<string, { gained: number; lost: number }>();
  for (const event of events) {
    const day = localDate(event.at, tz);
    const entry = perDay.get(day) ?? { gained: 0, lost: 0 };
    if (event.kind === 'follow') entry.gained += 1;
    else entry.lost += 1;
    perDay.set(day, entry);
  }
  let followers = current;
  for (const entry of perDay.values()) followers += entry.lost - entry.gained;
  const series = Array.from({ length: days }, (_, index) => {
    const date = nextDay(firstDay, index);
    const { gained, lost } = perDay.get(date) ?? { gained: 0, lost: 0 };
    followers += gained - lost;
    return { date, followers, gained, lost };
  });
  return { followers: current, series };
}

/** Since when a user follows a host, or null (chat's followers-only mode and its moderators). */
export async function followedSince(db: Database, userId: number, hostId: number): Promise<Date | null> {
  return followStart(db, userId, hostId);
}
