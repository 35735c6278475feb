import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { follows, hostApplications, liveRooms, streamRecords, users } from '../../db/schema.ts';

const roomColumns = {
  id: liveRooms.id,
  hostId: liveRooms.hostId,
  title: liveRooms.title,
  cover: liveRooms.cover,
  sport: liveRooms.sport,
  language: liveRooms.language,
  notice: liveRooms.notice,
  matchId: liveRooms.matchId,
  streamKeyHash: liveRooms.streamKeyHash,
  streamKeyCreatedAt: liveRooms.streamKeyCreatedAt,
  reconnectGraceSeconds: liveRooms.reconnectGraceSeconds,
  currentRecordId: liveRooms.currentRecordId,
  startedAt: streamRecords.startedAt,
  hostName: hostApplications.streamName,
  hostStatus: hostApplications.status,
  hostNickname: users.nickname,
  hostAvatar: users.avatar,
  followers: sql<number>`(select count(*) from ${follows} where ${follows.hostId} = ${liveRooms.hostId})::int`,
};

export type RoomRow = Awaited<ReturnType<typeof selectRooms>>[number];

function selectRooms(db: Database, where: SQL | undefined) {
  return db
    .select(roomColumns)
    .from(liveRooms)
    .innerJoin(users, eq(users.id, liveRooms.hostId))
    .innerJoin(hostApplications, eq(hostApplications.userId, liveRooms.hostId))
    .leftJoin(streamRecords, eq(streamRecords.id, liveRooms.currentRecordId))
    .where(where);
}

export async function findRoom(db: Database, roomId: number): Promise<RoomRow | undefined> {
  const [row] = await selectRooms(db, eq(liveRooms.id, roomId));
  return row;
}

export async function findRoomOfHost(db: Database, hostId: number): Promise<RoomRow | undefined> {
  const [row] = await selectRooms(db, eq(liveRooms.hostId, hostId));
  return row;
}

export async function findRoomsOfHosts(db: Database, hostIds: readonly number[]): Promise<RoomRow[]> {
  if (hostIds.length === 0) return [];
  return selectRooms(db, inArray(liveRooms.hostId, [...hostIds]));
}

export interface OpenRoomFilter {
  sport?: string | undefined;
  matchId?: number | undefined;
  exceptRoomId?: number | undefined;
}

/** Open rooms (a live in progress) of approved hosts. */
export async function findOpenRooms(db: Database, filter: OpenRoomFilter = {}): Promise<RoomRow[]> {
  return selectRooms(
    db,
    and(
      isNotNull(liveRooms.currentRecordId),
      eq(hostApplications.status, 'approved'),
      filter.sport === undefined ? undefined : eq(liveRooms.sport, filter.sport),
      filter.matchId === undefined ? undefined : eq(liveRooms.matchId, filter.matchId),
      filter.exceptRoomId === undefined ? undefined : ne(liveRooms.id, filter.exceptRoomId),
    ),
  ).orderBy(desc(streamRecords.startedAt), desc(liveRooms.id));
}

export async function insertRoom(
  db: Database,
  room: { hostId: number; title: string; sport: string; language: string; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(liveRooms)
    .values({
      hostId: room.hostId,
      title: room.title,
      sport: room.sport,
      language: room.language,
      createdAt: room.at,
      updatedAt: room.at,
    })
    .onConflictDoUpdate({ target: liveRooms.hostId, set: { updatedAt: room.at } })
    .returning({ id: liveRooms.id });
  if (row === undefined) throw new Error('room not created');
  return row.id;
}

export type RoomPatch = Partial<
  Pick<
    typeof liveRooms.$inferInsert,
    'title' | 'cover' | 'sport' | 'language' | 'notice' | 'matchId' | 'reconnectGraceSeconds'
  >
>;

export async function updateRoom(db: Database, roomId: number, patch: RoomPatch, at: Date): Promise<void> {
  await db
    .update(liveRooms)
    .set({ ...patch, updatedAt: at })
    .where(eq(liveRooms.id, roomId));
}

/** A reset: the new key's hash, the replaced one kept as the previous key. */
export async function setStreamKeyHash(db: Database, roomId: number, keyHash: string, at: Date): Promise<void> {
  await db
    .update(liveRooms)
    .set({
      previousStreamKeyHash: sql`${liveRooms.streamKeyHash}`,
      streamKeyHash: keyHash,
      streamKeyCreatedAt: at,
      updatedAt: at,
    })
    .where(eq(liveRooms.id, roomId));
}

const keyColumns = {
  roomId: liveRooms.id,
  keyHash: liveRooms.streamKeyHash,
  previousKeyHash: liveRooms.previousStreamKeyHash,
  graceSeconds: liveRooms.reconnectGraceSeconds,
  status: hostApplications.status,
};

/** Every room's key hash, its previous one, its grace and whether its host may publish (approved), for the publish rule's map. */
export async function allRoomKeys(db: Database) {
  return db
    .select(keyColumns)
    .from(liveRooms)
    .innerJoin(hostApplications, eq(hostApplications.userId, liveRooms.hostId));
}

export async function roomKeyOf(db: Database, roomId: number) {
  const [row] = await db
    .select(keyColumns)
    .from(liveRooms)
    .innerJoin(hostApplications, eq(hostApplications.userId, liveRooms.hostId))
    .where(eq(liveRooms.id, roomId));
  return row;
}

/** Sets the first key of a room; false when it already has one (a concurrent first call won). */
export async function setFirstStreamKeyHash(db: Database, roomId: number, keyHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(liveRooms)
    .set({ streamKeyHash: keyHash, streamKeyCreatedAt: at, updatedAt: at })
    .where(and(eq(liveRooms.id, roomId), sql`${liveRooms.streamKeyHash} is null`))
    .returning({ id: liveRooms.id });
  return rows.length === 1;
}

/** Which of these room ids exist. */
export async function existingRoomIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set(
    (
      await db
        .select({ id: liveRooms.id })
        .from(liveRooms)
        .where(inArray(liveRooms.id, [...ids]))
    ).map((row) => row.id),
  );
}
