import { PRESENCE } from '@placar/contract/presence';
import type { SharedStore } from '../../shared-state/shared-state.ts';
import type { Clock } from '../../clock.ts';
import type { MediaConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events.ts';
import type { MediaServer } from '../../media/media-server.ts';
import type { RoomKey } from '../../media/publish-keys.ts';
import { PresenceStore } from '../../shared-state/presence-store.ts';
import type { PresenceCaps } from '../../shared-state/presence-store.ts';
import { InProcessSharedStore } from '../../shared-state/shared-state.ts';
import { RateLimit } from '../auth/rate-limit.ts';
import { roomKeyFromRow } from './going-live.service.ts';
import { raisePeak } from './record.repository.ts';
import { RoomEvents } from './room-events.ts';
import { allRoomKeys, findRoom } from './room.repository.ts';
import { isOpen, liveStateOf } from './room-view.ts';
import { ViewerStats } from './viewer-stats.ts';

const KEY_REFRESH_MS = 60_000;
const KEY_RETRY_MS = 5_000;

export interface LiveOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
  media: MediaServer;
  mediaConfig: MediaConfig;
  product: string;
  /** Signs the host's preview links (the app's auth key). */
  key: Uint8Array;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** Viewer-count messages per room are at most this often (tests shorten it). */
  coalesceMs?: number;
  /** New presences one address may open per minute. */
  presencePerMinute?: number;
  /** Viewers one address may count in a room and in all (PRESENCE_PER_ADDRESS_ROOM, PRESENCE_PER_ADDRESS). */
  presenceCaps?: PresenceCaps;
  /** Where that limit and the rooms' viewers count (shared by every instance with REDIS_URL); this process by default. */
  limitStore?: SharedStore;
  /** Rooms admins pointed for /live/recommendList (the settings service; issue 13). */
  pointedRooms?: () => Promise<readonly number[]>;
}

/** What every live-room service shares: built once by buildApp, started when the app is ready. */
export interface Live {
  db: Database;
  clock: Clock;
  events: EventBus;
  media: MediaServer;
  mediaConfig: MediaConfig;
  product: string;
  key: Uint8Array;
  presence: PresenceStore;
  presenceLimit: RateLimit;
  viewers: ViewerStats;
  roomEvents: RoomEvents;
  log: LiveOptions['log'];
  /** Rooms admins pointed for the recommended list, in their order. */
  pointedRooms: () => Promise<readonly number[]>;
  start(): Promise<void>;
  stop(): void;
  /** Sets one room's entry of the publish rule (after a change in the database). */
  setRoomKey(roomId: number, key: RoomKey | null): void;
  /** Drops silent viewers now (also every second while started). */
  sweepPresence(): Promise<void>;
}

export function createLive(options: LiveOptions): Live {
  const { db, clock, media } = options;
  const now = () => clock.now();
  let sweeper: NodeJS.Timeout | null = null;
  let keyRefresh: NodeJS.Timeout | null = null;

  let keyChanges = 0;
  const store = options.limitStore ?? new InProcessSharedStore({ maxKeys: 50_000 });
  let sweeping: Promise<void> | null = null;

  /**
   * Reloads the publish rule's map from the database (changes made by other instances reach it
   * this way too). A key changed here while the query ran wins: a reset key must not come back.
   */
  async function loadKeys(): Promise<boolean> {
    const before = keyChanges;
    try {
      const keys = await allRoomKeys(db);
      if (keyChanges === before) media.keys.replaceAll(keys.map((row) => [row.roomId, roomKeyFromRow(row)]));
      return true;
    } catch (error) {
      options.log.warn({ err: error }, 'cannot load the stream keys yet');
      return false;
    }
  }

  /** Loads the keys now, then every minute; every 5 s while the database does not answer. */
  async function keepKeysLoaded(): Promise<void> {
    const loaded = await loadKeys();
    if (stopped) return;
    keyRefresh = setTimeout(() => void keepKeysLoaded(), loaded ? KEY_REFRESH_MS : KEY_RETRY_MS);
    keyRefresh.unref();
  }
  let stopped = false;

  const live: Live = {
    db,
    clock,
    events: options.events,
    media,
    mediaConfig: options.mediaConfig,
    product: options.product,
    key: options.key,
    presence: new PresenceStore({
      store,
      ttlMs: PRESENCE.expireSeconds * 1000,
      ...(options.presenceCaps === undefined ? {} : { caps: options.presenceCaps }),
    }),
    presenceLimit: new RateLimit({
      limit: options.presencePerMinute ?? 60,
      windowMs: 60_000,
      now,
      name: 'presence',
      store,
    }),
    viewers: new ViewerStats(),
    roomEvents: new RoomEvents({
      now,
      coalesceMs: options.coalesceMs ?? 1000,
      publish: (roomId, seq) => publishRoom(live, roomId, seq),
      onError: (error) => options.log.error({ err: error }, 'room update failed'),
    }),
    log: options.log,
    pointedRooms: options.pointedRooms ?? (async () => []),

    async start() {
      sweeper ??= setInterval(() => void live.sweepPresence(), 1000);
      sweeper.unref();
      // A database that is down at start must not stop the app: the keys load as soon as it answers.
      stopped = false;
      if (keyRefresh === null) await keepKeysLoaded();
    },

    setRoomKey(roomId, key) {
      keyChanges += 1;
      if (key === null) media.keys.delete(roomId);
      else media.keys.set(roomId, key);
    },

    stop() {
      if (sweeper !== null) clearInterval(sweeper);
      if (keyRefresh !== null) clearTimeout(keyRefresh);
      stopped = true;
      sweeper = null;
      keyRefresh = null;
      live.roomEvents.close();
    },

    sweepPresence() {
      // One sweep at a time: a slow store must not pile them up.
      sweeping ??= live.presence
        .expire(now())
        .then((rooms) => {
          for (const roomId of rooms) live.roomEvents.soon(roomId);
        })
        .catch((error: unknown) => options.log.warn({ err: error }, 'cannot sweep the viewers'))
        .finally(() => {
          sweeping = null;
        });
      return sweeping;
    },
  };

  return live;
}

/** Emits a room's whole public state (realtime/ puts it on {product}/room/{id}), and keeps its viewer figures. */
async function publishRoom(live: Live, roomId: number, seq: number): Promise<void> {
  const row = await findRoom(live.db, roomId);
  if (row === undefined) return;
  const at = live.clock.now();
  const open = isOpen(row);
  const viewers = open ? await live.presence.count(roomId, at) : 0;
  const stream = live.media.status(roomId);
  if (open && row.currentRecordId !== null && live.viewers.update(roomId, row.currentRecordId, viewers)) {
    await raisePeak(live.db, row.currentRecordId, viewers);
  }
  await live.events.emit('roomUpdated', {
    id: roomId,
    seq,
    liveState: liveStateOf(row, stream.state),
    viewers,
    title: row.title,
    notice: row.notice,
    cover: row.cover,
    matchId: row.matchId,
    startedAt: open && row.startedAt !== null ? row.startedAt.toISOString() : null,
    sourceHeight: stream.sourceHeight,
    at: new Date(at).toISOString(),
  });
}
