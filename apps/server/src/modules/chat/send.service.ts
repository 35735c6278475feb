import { Code } from '@placar/contract/codes';
import type { ChatMessage } from '@placar/contract/chat-entities';
import { createHash } from 'node:crypto';
import { clientIdentifyIdSchema, DUPLICATE, MESSAGE_MAX_GRAPHEMES, TRUST } from '@placar/contract/chat-rules';
import { cleanChatText, graphemeCount, isBlank, isEmojiOnly, isOnlyMarks } from '@placar/contract/chat-text';
import { ApiError } from '../../http/api-error.ts';
import { addressKey, isSharedAddress } from '../../http/client-address.ts';
import { compactForm } from '../../text/confusable-skeleton.ts';
import { containsLink } from '../../text/link-detector.ts';
import { followedSince } from '../follows/follows.service.ts';
import { chatProfileOf } from '../account/profile.service.ts';
import type { Chat } from './chat.ts';
import type { Hold, Sender } from './chat-limits.ts';
import type { RoomRef } from './chat-room.ts';
import { Rank, roomKey } from './chat-room.ts';
import { badgeOf, messageView, rankOf, roomFacts, slowSecondsNow } from './chat-rooms.service.ts';
import type { RoomFacts } from './chat-rooms.service.ts';
import { isModerator, termsForRoom } from './chat-settings.repository.ts';
import { chatTexts } from './chat-texts.ts';
import { insertMessage, keptMessageCount } from './chat.repository.ts';
import { logHeldBrowser } from './moderation-log.service.ts';

const MINUTE = 60_000;

/** 4290001 with the wait in its message and in a Retry-After header (set by the route). */
export class WaitError extends ApiError {
  readonly retryAfter: number;
  constructor(message: ConstructorParameters<typeof ApiError>[1], retryAfter: number) {
    super(Code.tooManyRequests, message);
    this.retryAfter = retryAfter;
  }
}

/**
 * Sends a message: the room must be open and the sender not held (by account, browser or
 * address), within the rates (per account, browser and address); the text is cleaned and judged
 * (length, blank, only marks, modes, links and busy rooms for untrusted accounts, blocked terms,
 * duplicates); then it is stored and published in the room's order. The host, moderators and
 * admins skip the room's modes, holds, trust and duplicates, never the rates, length or blocked terms.
 */
export async function sendMessage(
  chat: Chat,
  ref: RoomRef,
  userId: number,
  rawText: string,
  clientIdHeader: string | undefined,
  ip: string,
): Promise<{ message: ChatMessage }> {
  if (!chat.restored) throw new ApiError(Code.dependencyDown);
  const clientId = clientIdentifyIdSchema.safeParse(clientIdHeader);
  if (!clientId.success) throw new ApiError(Code.invalidInput, chatTexts.noClientId);
  const now = chat.clock.now();
  await chat.refreshHolds();
  // Asked together, not one after another: a send waits for one round trip to the database before its insert (decision 0055).
  const terms = termsForRoom(chat.db, ref);
  const moderator = ref.kind === 'room' ? isModerator(chat.db, ref.id, userId) : Promise.resolve(false);
  // Handled here too: a send refused before they are read must not leave a rejection unhandled.
  for (const asked of [terms, moderator]) asked.catch(() => undefined);
  const [facts, profile] = await Promise.all([roomFacts(chat, ref), chatProfileOf(chat.db, userId)]);
  if (profile === undefined) throw new ApiError(Code.mustLogInAgain);
  if (facts.window.phase === 'upcoming')
    throw new ApiError(Code.forbidden, chatTexts.opensIn((facts.window.opensAt - now) / 1000));
  if (facts.window.phase === 'closed') throw new ApiError(Code.forbidden, chatTexts.closed);

  const actor = { userId, role: profile.role };
  const sender: Sender = { userId, clientId: clientId.data, address: isSharedAddress(ip) ? null : addressKey(ip) };
  const rank = await rankOf(chat, facts, actor, moderator);
  if (rank === Rank.user) {
    const hold = await chat.limits.holdOf(ref, userId, clientId.data, now, sender.address);
    if (hold !== null) await refuseHeld(chat, ref, userId, clientId.data, hold, now);
  }
  const wait = await chat.limits.rate(ref, sender, now);
  if (wait > 0) throw new WaitError(chatTexts.rate(wait), wait);

  const text = cleanChatText(rawText);
  if (isBlank(text)) throw new ApiError(Code.invalidInput, chatTexts.blank);
  if (isOnlyMarks(text)) throw new ApiError(Code.invalidInput, chatTexts.onlyMarks);
  const graphemes = graphemeCount(text);
  if (graphemes > MESSAGE_MAX_GRAPHEMES) throw new ApiError(Code.invalidInput, chatTexts.tooLong);
  if (rank === Rank.user) {
    await checkModes(chat, facts, profile, text, now);
    await checkTrust(chat, facts, profile, text, now);
  }
  if (chat.terms.match(await terms, text) !== null) throw new ApiError(Code.invalidInput, chatTexts.blockedTerm);
  if (rank === Rank.user) {
    // Nearly last, so that a refused message costs no turn; the claim is atomic, also across instances.
    const slowWait = await chat.limits.claimSlow(ref, userId, await slowSecondsNow(chat, facts, now), now);
    if (slowWait > 0) throw new WaitError(chatTexts.slow(slowWait), slowWait);
    // The same text however spaced or written in look-alikes; digits stay digits ("m6" and "m8" are two messages).
    const textKey = createHash('sha256')
      .update(compactForm(text, false) || text.replace(/\s/gu, ''))
      .digest('base64url')
      .slice(0, 22);
    const long = graphemes >= DUPLICATE.minGraphemes;
    const duplicate = await chat.limits.duplicateOf(ref, sender, textKey, long, now);
    if (duplicate !== null)
      throw new ApiError(Code.invalidInput, duplicate === 'own' ? chatTexts.duplicate : chatTexts.copied);
    await chat.limits.markSent(ref, sender, textKey, long, now);
  }

  const message = await chat.sequencer.run(roomKey(ref), async () => {
    const row = await insertMessage(chat.db, {
      roomKind: ref.kind,
      roomId: ref.id,
      userId,
      clientId: clientId.data,
      text,
      nickname: profile.nickname,
      avatar: profile.avatar,
      color: profile.color,
      badge: badgeOf(facts, actor, rank),
      createdAt: new Date(now),
    });
    const view = messageView(row);
    await chat.limits.countRoomMessage(ref, now);
    await chat.limits.noteSender(sender, now);
    // Queued for publishing in id order (the room's order), not delivered: the room's next send need not wait for the fan-out.
    await chat.events.emit('chatEvent', { room: ref, event: { type: 'message', message: view } });
    return view;
  });
  return { message };
}

async function refuseHeld(
  chat: Chat,
  ref: RoomRef,
  userId: number,
  clientId: string,
  hold: Hold,
  now: number,
): Promise<never> {
  // Another account on a sanctioned user's browser: the log tells moderators, once per account and sanction.
  if (hold.userId !== userId) await logHeldBrowser(chat, ref, userId, clientId, hold, now);
  if (hold.kind === 'ban') throw new ApiError(Code.forbidden, chatTexts.banned);
  throw new ApiError(Code.forbidden, chatTexts.timedOut((hold.until - now) / 1000));
}

/** Trusted: a day old, or TRUST.keptMessages messages sent a while ago and not removed (issue 36). */
async function isTrusted(chat: Chat, profile: { id: number; createdAt: Date }, now: number): Promise<boolean> {
  if (now - profile.createdAt.getTime() >= TRUST.accountAgeHours * 3_600_000) return true;
  return (
    (await keptMessageCount(chat.db, profile.id, new Date(now - TRUST.settledMinutes * MINUTE), TRUST.keptMessages)) >=
    TRUST.keptMessages
  );
}

/** New accounts wait or earn trust before posting links anywhere, and in a busy room that asks for it (on by default). */
async function checkTrust(
  chat: Chat,
  facts: RoomFacts,
  profile: { id: number; createdAt: Date },
  text: string,
  now: number,
): Promise<void> {
  const link = containsLink(text);
  const busy = (facts.settings?.trustedWhenBusy ?? false) && (await chat.limits.isBusy(facts.ref, now));
  if (!link && !busy) return;
  if (await isTrusted(chat, profile, now)) return;
  throw new ApiError(
    link ? Code.invalidInput : Code.forbidden,
    link ? chatTexts.linksNotTrusted : chatTexts.busyNotTrusted,
  );
}

async function checkModes(
  chat: Chat,
  facts: RoomFacts,
  profile: { id: number; createdAt: Date },
  text: string,
  now: number,
): Promise<void> {
  const settings = facts.settings;
  if (settings === undefined) {
    if (containsLink(text)) throw new ApiError(Code.invalidInput, chatTexts.noLinks);
    return;
  }
  if (settings.followersOnly !== null && facts.hostId !== null) {
    const since = await followedSince(chat.db, profile.id, facts.hostId);
    if (since === null) throw new ApiError(Code.forbidden, chatTexts.followersOnly);
    const allowedAt = since.getTime() + settings.followersOnly * MINUTE;
    if (allowedAt > now) throw new ApiError(Code.forbidden, chatTexts.followAge((allowedAt - now) / 1000));
  }
  if (settings.establishedOnly !== null) {
    const allowedAt = profile.createdAt.getTime() + settings.establishedOnly * MINUTE;
    if (allowedAt > now) throw new ApiError(Code.forbidden, chatTexts.accountAge((allowedAt - now) / 1000));
  }
  if (settings.emoteOnly && !isEmojiOnly(text)) throw new ApiError(Code.invalidInput, chatTexts.emoteOnly);
  if (!settings.linksAllowed && containsLink(text)) throw new ApiError(Code.invalidInput, chatTexts.noLinks);
}
