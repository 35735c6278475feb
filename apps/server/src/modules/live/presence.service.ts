import { randomBytes } from 'node:crypto';
import { Code } from '@placar/contract/codes';
import { PRESENCE } from '@placar/contract/presence';
import { ApiError } from '../../http/api-error.ts';
import { addressKey } from '../../http/client-address.ts';
import type { Live } from './live.ts';
import { findRoom } from './room.repository.ts';
import { isOpen, liveStateOf } from './room-view.ts';
import { roomNotFound } from './rooms.service.ts';

const rules = { heartbeatSeconds: PRESENCE.heartbeatSeconds, expireSeconds: PRESENCE.expireSeconds };

/**
 * /live/enterRoom: a page playing the room says so, then keeps saying so every few seconds.
 * An unknown or expired presence id gets a new one (so made-up ids count for nothing), and new
 * ones are rate limited per address.
 */
export async function enterRoom(live: Live, input: { roomId: number; presenceId?: string | undefined }, ip: string) {
  const address = addressKey(ip);
  const row = await findRoom(live.db, input.roomId);
  if (row === undefined) throw roomNotFound(input.roomId);
  const liveState = liveStateOf(row, live.media.status(row.id).state);
  if (!isOpen(row)) return { presenceId: null, viewers: 0, liveState, ...rules };
  const now = live.clock.now();
  if (input.presenceId !== undefined) {
    const viewers = await live.presence.refresh(row.id, input.presenceId, now);
    if (viewers !== undefined) {
      await live.presence.keepPlaces(row.id, input.presenceId, address, now);
      return { presenceId: input.presenceId, viewers, liveState, ...rules };
    }
  }
  if (!(await live.presenceLimit.hit(address, now))) {
    throw new ApiError(Code.tooManyRequests, {
      en: 'Too many rooms entered from your address: try again in a minute',
      br: 'Muitas entradas em salas a partir do seu endereço: tente de novo em um minuto',
    });
  }
  const presenceId = randomBytes(16).toString('base64url');
  if (!(await live.presence.admit(row.id, presenceId, address, now))) {
    throw new ApiError(Code.tooManyRequests, {
      en: 'Too many viewers from your address: try again later',
      br: 'Espectadores demais a partir do seu endereço: tente de novo mais tarde',
    });
  }
  const viewers = await live.presence.add(row.id, presenceId, now);
  live.roomEvents.soon(row.id);
  return { presenceId, viewers, liveState, ...rules };
}

/** /live/exitRoom: the page stopped playing or is leaving. */
export async function exitRoom(live: Live, input: { roomId: number; presenceId: string }, ip: string) {
  const now = live.clock.now();
  await live.presence.freePlaces(input.roomId, input.presenceId, addressKey(ip), now);
  const { left, count } = await live.presence.leave(input.roomId, input.presenceId, now);
  if (left) live.roomEvents.soon(input.roomId);
  return { left, viewers: count };
}
