import { setTimeout as sleep } from 'node:timers/promises';
import type { SharedState } from '../shared-state/shared-state.ts';
import type { StoredAnswer } from './request-key-store.ts';

/** What another instance holds for a request key. */
type SharedClaim = { first: true } | { conflict: true } | { answer: StoredAnswer } | { runAgain: true };

interface Held {
  bodyHash: string;
  /** Null while the first request still runs on its instance. */
  answer: { status: number; contentType: string | undefined; payload: string; binary: boolean } | null;
}

const POLL_MS = 25;
/** A first request running longer than this on another instance: the repeat is refused, never run twice. */
const WAIT_MS = 15_000;
const keyOf = (entryKey: string) => `request-key:${entryKey}`;

/**
 * The X-Request-Key window across instances (issue 15): the first instance to claim a key in
 * the shared store runs the request and stores its answer there; a repeat on another instance
 * gets that answer, waiting (polling the store) while the first still runs.
 */
export async function claimAcrossInstances(
  shared: SharedState,
  entryKey: string,
  bodyHash: string,
  windowMs: number,
  now: () => number,
): Promise<SharedClaim> {
  const held: Held = { bodyHash, answer: null };
  const existing = await shared.store.setIfAbsent(keyOf(entryKey), JSON.stringify(held), now() + windowMs, now());
  if (existing === undefined) return { first: true };
  let entry: { value: string } | undefined = existing;
  for (let polls = 0; entry !== undefined; polls += 1) {
    const other = JSON.parse(entry.value) as Held;
    if (other.bodyHash !== bodyHash) return { conflict: true };
    if (other.answer !== null) {
      const { status, contentType, payload, binary } = other.answer;
      return { answer: { status, contentType, payload: binary ? Buffer.from(payload, 'base64') : payload } };
    }
    if (polls * POLL_MS > WAIT_MS) return { conflict: true };
    await sleep(POLL_MS);
    entry = await shared.store.get(keyOf(entryKey), now());
  }
  // The first one could not be replayed (or failed): this repeat runs itself.
  return { runAgain: true };
}

/** Stores the first answer for the other instances, or frees the key when it cannot be replayed. */
export async function settleAcrossInstances(
  shared: SharedState,
  entryKey: string,
  bodyHash: string,
  answer: StoredAnswer | null,
  windowMs: number,
  now: number,
): Promise<void> {
  if (answer === null) {
    await shared.store.delete(keyOf(entryKey));
    return;
  }
  const binary = Buffer.isBuffer(answer.payload);
  const payload = binary ? (answer.payload as Buffer).toString('base64') : (answer.payload as string);
  const held: Held = { bodyHash, answer: { status: answer.status, contentType: answer.contentType, payload, binary } };
  await shared.store.set(keyOf(entryKey), JSON.stringify(held), now + windowMs, now);
}
