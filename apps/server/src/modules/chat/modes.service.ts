import { Code } from '@placar/contract/codes';
import type { MatchUpdate } from '@placar/contract/live-update';
import { matchPhase } from '@placar/contract/match-status';
import { sportRules } from '@placar/contract/sports/sport-registry';
import { ApiError } from '../../http/api-error.ts';
import type { Chat } from './chat.ts';
import type { RoomRef } from './chat-room.ts';
import type { Actor } from './chat-rooms.service.ts';
import { publishState, requireRank, roomFacts, stateOf } from './chat-rooms.service.ts';
import { markMatchFinished, saveModes } from './chat-settings.repository.ts';
import type { ModeChanges } from './chat-settings.repository.ts';
import { chatTexts } from './chat-texts.ts';
import { logAction } from './moderation-log.service.ts';

/**
 * Changes a room's modes: slow, followers-only, established-only and emoji-only for moderators;
 * links for the host and admins. Logged, and published as the room's new state.
 */
export async function changeModes(chat: Chat, ref: RoomRef, actor: Actor, changes: ModeChanges) {
  const now = chat.clock.now();
  const facts = await roomFacts(chat, ref);
  await requireRank(chat, facts, actor, changes.linksAllowed === undefined ? 1 : 2);
  if (changes.followersOnly !== undefined && changes.followersOnly !== null && ref.kind === 'match') {
    throw new ApiError(Code.invalidInput, chatTexts.followersOnlyInMatch);
  }
  const settings = await saveModes(chat.db, ref, changes, new Date(now));
  await logAction(chat, ref, actor.userId, 'modes', null, { changes }, now);
  const state = await stateOf(chat, { ...facts, settings });
  await chat.events.emit('chatEvent', { room: ref, event: { type: 'state', state } });
  return { state };
}

/**
 * What a stored match update does to chat: full time (or a cancellation) fixes when the match
 * room closes; a goal turns goal slow mode on in the match room and the live rooms following it.
 */
export async function onMatchUpdated(chat: Chat, update: MatchUpdate): Promise<void> {
  const now = chat.clock.now();
  const matchRoom: RoomRef = { kind: 'match', id: update.id };
  const phase = matchPhase(update.sport, update.status);
  let changed = false;
  if (phase === 'finished' || phase === 'canceled')
    changed = await markMatchFinished(chat.db, update.id, new Date(now));
  // A goal the sport tells fans of (football's; a basketball basket is too frequent to slow the chat).
  const goal = update.incidents.some((incident) => sportRules(update.sport).goalIncidents.includes(incident.kind));
  if (!goal) {
    if (changed) await publishState(chat, matchRoom);
    return;
  }
  const rooms: RoomRef[] = [
    matchRoom,
    ...(await chat.openRoomsOfMatch(update.id)).map((id): RoomRef => ({ kind: 'room', id })),
  ];
  for (const room of rooms) {
    await chat.limits.startGoalSlow(room, now);
    await publishState(chat, room);
  }
}
