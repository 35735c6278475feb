import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Why a publish is refused. One publisher per room is the media engine's own check. */
export type KeyRefusal = 'unknown_room' | 'no_key' | 'wrong_key' | 'not_allowed';

export interface RoomKey {
  /** SHA-256 of the stream key (hex, as stored), or null before the host made one. */
  keyHash: string | null;
  /** The host is approved: a suspended host's key is refused. */
  allowed: boolean;
}

/** Stream keys are 32 random bytes: shown once, stored only as their SHA-256. */
export function newStreamKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashStreamKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const NO_HASH = Buffer.alloc(32);

/**
 * The one publish rule of every ingest path (DESIGN.md section 8): the key's hash matches an
 * approved host's room. The embedded RTMP server asks synchronously while a publish begins,
 * so the rule reads an in-memory map that the live service keeps current from the database.
 */
export class PublishKeys {
  private readonly rooms = new Map<number, { hash: Buffer; allowed: boolean; hasKey: boolean }>();

  set(roomId: number, key: RoomKey): void {
    this.rooms.set(roomId, {
      hash: key.keyHash === null ? NO_HASH : Buffer.from(key.keyHash, 'hex'),
      allowed: key.allowed,
      hasKey: key.keyHash !== null,
    });
  }

  delete(roomId: number): void {
    this.rooms.delete(roomId);
  }

  replaceAll(entries: Iterable<[number, RoomKey]>): void {
    this.rooms.clear();
    for (const [roomId, key] of entries) this.set(roomId, key);
  }

  /** Null when the key may publish to the room. The hash is compared in constant time, whatever the room. */
  check(roomId: number, key: string | undefined): KeyRefusal | null {
    const entry = this.rooms.get(roomId);
    const given = digest(typeof key === 'string' ? key : '');
    const same = timingSafeEqual(given, entry?.hash ?? NO_HASH);
    if (entry === undefined) return 'unknown_room';
    if (!entry.hasKey) return 'no_key';
    if (typeof key !== 'string' || key === '' || !same) return 'wrong_key';
    if (!entry.allowed) return 'not_allowed';
    return null;
  }
}
