import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Why a publish is refused. One publisher per room is the media engine's own check. */
export type KeyRefusal = 'unknown_room' | 'no_key' | 'wrong_key' | 'old_key' | 'not_allowed';

export interface RoomKey {
  /** SHA-256 of the stream key (hex, as stored), or null before the host made one. */
  keyHash: string | null;
  /** SHA-256 of the key a reset replaced: told apart from a wrong key, so the host knows to paste the new one. */
  previousKeyHash?: string | null;
  /** The host is approved: a suspended host's key is refused. */
  allowed: boolean;
  /** How long the room's dropped stream may stay away (the host's choice); null: the server default. */
  graceMs?: number | null;
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
 * The one publish rule of every ingest path (requirement publish-hook): the key's hash matches an
 * approved host's room. The embedded RTMP server asks synchronously while a publish begins,
 * so the rule reads an in-memory map that the live service keeps current from the database.
 */
export class PublishKeys {
  private readonly rooms = new Map<
    number,
    { hash: Buffer; previous: Buffer; allowed: boolean; hasKey: boolean; graceMs: number | null }
  >();

  set(roomId: number, key: RoomKey): void {
    this.rooms.set(roomId, {
      hash: key.keyHash === null ? NO_HASH : Buffer.from(key.keyHash, 'hex'),
      previous: key.previousKeyHash ? Buffer.from(key.previousKeyHash, 'hex') : NO_HASH,
      allowed: key.allowed,
      hasKey: key.keyHash !== null,
      graceMs: key.graceMs ?? null,
    });
  }

  /** The room's own reconnect grace, ms; null: the server default. */
  graceOf(roomId: number): number | null {
    return this.rooms.get(roomId)?.graceMs ?? null;
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
    const previous = timingSafeEqual(given, entry?.previous ?? NO_HASH);
    if (entry === undefined) return 'unknown_room';
    if (!entry.hasKey) return 'no_key';
    if (typeof key !== 'string' || key === '') return 'wrong_key';
    if (!same) return previous ? 'old_key' : 'wrong_key';
    if (!entry.allowed) return 'not_allowed';
    return null;
  }
}
