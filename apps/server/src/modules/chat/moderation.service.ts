import { Code } from '@placar/contract/codes';
import type { z } from 'zod';
import type { sanctionSchema } from '@placar/contract/chat-entities';
import { BAN_HOLDS_ADDRESS_HOURS } from '@placar/contract/chat-rules';
import { ApiError } from '../../http/api-error.ts';
import { chatProfileOf } from '../account/profile.service.ts';
import type { Chat } from './chat.ts';
import type { Hold } from './chat-limits.ts';
import type { RoomRef } from './chat-room.ts';
import { Rank } from './chat-room.ts';
import type { Actor } from './chat-rooms.service.ts';
import { rankOf, requireRank, roomFacts } from './chat-rooms.service.ts';
import { chatTexts } from './chat-texts.ts';
import {
  accountsOfClients,
  clientIdsOf,
  findMessage,
  recentClientIdsOf,
  removeMessages,
  shownMessageIdsOf,
} from './chat.repository.ts';
import { logAction } from './moderation-log.service.ts';
import { activeSanctions, insertSanction, liftSanctions } from './sanctions.repository.ts';
import type { SanctionRow } from './sanctions.repository.ts';

type Sanction = z.infer<typeof sanctionSchema>;

const DAY = 86_400_000;
/** A sanction holds the browsers the user wrote from in this window, the most recent first. */
const BROWSERS = { withinMs: 30 * DAY, max: 3 } as const;
/** A sanction removes the user's messages of this window in the room, as Twitch clears them from chat. */
const CLEAR_WITHIN_MS = DAY;

/** Removes messages for everyone: stored as removed, then published as one removal. */
async function removeAndPublish(
  chat: Chat,
  ref: RoomRef,
  ids: readonly number[],
  by: number,
  now: number,
): Promise<number[]> {
  const removed = await removeMessages(chat.db, ref, ids, by, new Date(now));
  if (removed.length > 0)
    await chat.events.emit('chatEvent', {
      room: ref,
      event: { type: 'removed', ids: removed, at: new Date(now).toISOString() },
    });
  return removed;
}

/** Removes a message: a moderator may remove their own, or one by someone they outrank. */
export async function deleteMessage(chat: Chat, ref: RoomRef, actor: Actor, messageId: number) {
  const now = chat.clock.now();
  const facts = await roomFacts(chat, ref);
  const rank = await requireRank(chat, facts, actor, 1);
  const message = await findMessage(chat.db, ref, messageId);
  if (message === undefined) throw new ApiError(Code.notFound, chatTexts.messageNotFound);
  if (message.removedAt !== null) return { removed: [] };
  if (message.userId !== actor.userId) {
    const author = await chatProfileOf(chat.db, message.userId);
    if (author !== undefined && (await rankOf(chat, facts, { userId: author.id, role: author.role })) >= rank) {
      throw new ApiError(Code.forbidden, chatTexts.messageOutranked);
    }
  }
  const removed = await removeAndPublish(chat, ref, [messageId], actor.userId, now);
  if (removed.length > 0)
    await logAction(chat, ref, actor.userId, 'delete', message.userId, { messageId, text: message.text }, now);
  return { removed };
}

/** The target, if the actor may sanction them: someone else, whom they outrank in this room. */
async function sanctionTarget(chat: Chat, ref: RoomRef, actor: Actor, userId: number) {
  const facts = await roomFacts(chat, ref);
  const rank = await requireRank(chat, facts, actor, 1);
  const target = await chatProfileOf(chat.db, userId);
  if (target === undefined) throw new ApiError(Code.notFound, chatTexts.userNotFound);
  if (target.id === actor.userId || (await rankOf(chat, facts, { userId: target.id, role: target.role })) >= rank) {
    throw new ApiError(Code.forbidden, chatTexts.outranked);
  }
  return target;
}

function holdOf(row: SanctionRow): Hold {
  return {
    kind: row.kind === 'ban' ? 'ban' : 'timeout',
    until: row.expiresAt?.getTime() ?? Infinity,
    reason: row.reason,
    sanctionId: row.id,
    userId: row.userId,
  };
}

async function releaseHolds(chat: Chat, ref: RoomRef, rows: readonly SanctionRow[]): Promise<void> {
  for (const row of rows) {
    await chat.limits.lift(ref, { userId: row.userId });
    for (const clientId of row.clientIds) await chat.limits.lift(ref, { clientId });
    if (row.address !== null) await chat.limits.lift(ref, { address: row.address });
  }
}

/** The hold a ban puts on the address its user last wrote from, for BAN_HOLDS_ADDRESS_HOURS (its own end, not the ban's). */
export function addressHoldOf(row: SanctionRow, now: number): Hold | null {
  if (row.address === null || row.addressUntil === null || row.addressUntil.getTime() <= now) return null;
  return { ...holdOf(row), until: row.addressUntil.getTime() };
}

/** Tells the room's moderators which other accounts wrote from the banned user's address or browsers within a day (issue 36). */
async function flagAccountsSeenWith(
  chat: Chat,
  ref: RoomRef,
  target: { id: number; nickname: string },
  address: string | undefined,
  clientIds: readonly string[],
  now: number,
): Promise<void> {
  const seen = (await chat.limits.accountsSeenWith(address, clientIds, now)).filter((id) => id !== target.id);
  for (const id of seen.slice(0, 20))
    await logAction(chat, ref, null, 'flagged', id, { heldFor: { id: target.id, nickname: target.nickname } }, now);
}

/**
 * A timeout (seconds) or a ban (null): replaces the user's sanction in the room, holds their
 * account and the browsers they wrote from lately, and removes their recent messages.
 */
export async function sanction(
  chat: Chat,
  ref: RoomRef,
  actor: Actor,
  userId: number,
  seconds: number | null,
  reason: string | undefined,
) {
  const now = chat.clock.now();
  const target = await sanctionTarget(chat, ref, actor, userId);
  const clientIds = await recentClientIdsOf(chat.db, target.id, new Date(now - BROWSERS.withinMs), BROWSERS.max);
  const ban = seconds === null;
  const address = ban ? await chat.limits.lastAddressOf(target.id, now) : undefined;
  await releaseHolds(chat, ref, await liftSanctions(chat.db, ref, target.id, actor.userId, new Date(now)));
  const row = await insertSanction(chat.db, {
    address: address ?? null,
    addressUntil: address === undefined ? null : new Date(now + BAN_HOLDS_ADDRESS_HOURS * 3_600_000),
    roomKind: ref.kind,
    roomId: ref.id,
    userId: target.id,
    kind: seconds === null ? 'ban' : 'timeout',
    clientIds,
    reason: reason === undefined || reason === '' ? null : reason,
    createdBy: actor.userId,
    createdAt: new Date(now),
    expiresAt: seconds === null ? null : new Date(now + seconds * 1000),
  });
  const hold = holdOf(row);
  await chat.limits.hold(ref, { userId: target.id }, hold, now);
  for (const clientId of clientIds) await chat.limits.hold(ref, { clientId }, hold, now);
  const addressHold = addressHoldOf(row, now);
  if (row.address !== null && addressHold !== null)
    await chat.limits.hold(ref, { address: row.address }, addressHold, now);
  const removed = await removeAndPublish(
    chat,
    ref,
    await shownMessageIdsOf(chat.db, ref, target.id, new Date(now - CLEAR_WITHIN_MS)),
    actor.userId,
    now,
  );
  await logAction(
    chat,
    ref,
    actor.userId,
    row.kind === 'ban' ? 'ban' : 'timeout',
    target.id,
    {
      ...(seconds === null ? {} : { seconds }),
      reason: row.reason,
      clientHeld: clientIds.length > 0,
      ...(ban ? { addressHeld: addressHold !== null } : {}),
    },
    now,
  );
  if (ban) await flagAccountsSeenWith(chat, ref, target, address, clientIds, now);
  const by = await chatProfileOf(chat.db, actor.userId);
  const view: Sanction = {
    user: { id: target.id, nickname: target.nickname, avatar: target.avatar },
    kind: hold.kind,
    until: row.expiresAt?.toISOString() ?? null,
    reason: row.reason,
    by: { id: actor.userId, nickname: by?.nickname ?? '' },
    at: row.createdAt.toISOString(),
    browsers: clientIds.length,
  };
  return { sanction: view, removed };
}

/** Lifts a ban or timeout (account and browsers); a moderator may lift what another gave. */
export async function unban(chat: Chat, ref: RoomRef, actor: Actor, userId: number) {
  const now = chat.clock.now();
  await requireRank(chat, await roomFacts(chat, ref), actor, 1);
  const lifted = await liftSanctions(chat.db, ref, userId, actor.userId, new Date(now));
  await releaseHolds(chat, ref, lifted);
  if (lifted.length > 0) await logAction(chat, ref, actor.userId, 'unban', userId, {}, now);
  return { lifted: lifted.length > 0 };
}

export async function sanctionsOf(chat: Chat, ref: RoomRef, actor: Actor) {
  const now = chat.clock.now();
  await requireRank(chat, await roomFacts(chat, ref), actor, 1);
  const rows = await activeSanctions(chat.db, ref, new Date(now));
  return {
    list: rows.map(({ sanction: row, user, by }): Sanction => ({
      user,
      kind: row.kind === 'ban' ? 'ban' : 'timeout',
      until: row.expiresAt?.toISOString() ?? null,
      reason: row.reason,
      by: { id: by?.id ?? 0, nickname: by?.nickname ?? '' },
      at: row.createdAt.toISOString(),
      browsers: row.clientIds.length,
    })),
  };
}

/**
 * The other accounts that wrote from the browsers a user wrote from: in this room for its host
 * and moderators; in every room for admins (who moderate them all).
 */
export async function clientAccounts(chat: Chat, ref: RoomRef, actor: Actor, userId: number) {
  const now = chat.clock.now();
  const rank = await requireRank(chat, await roomFacts(chat, ref), actor, 1);
  const scope = rank === Rank.admin ? null : ref;
  const clientIds = await clientIdsOf(chat.db, userId, scope);
  const rows = await accountsOfClients(chat.db, clientIds, scope, userId);
  return {
    browsers: clientIds.length,
    list: await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        nickname: row.nickname,
        createdAt: row.createdAt.toISOString(),
        messages: row.messages,
        lastAt: (row.lastAt ?? row.createdAt).toISOString(),
        sanction: (await chat.limits.holdOf(ref, row.id, null, now))?.kind ?? null,
      })),
    ),
  };
}
