import type { FastifyInstance, FastifyReply } from 'fastify';
import * as calls from '@placar/contract/calls/chat';
import { Header } from '@placar/contract/headers';
import type { Session } from '../../http/auth.ts';
import { registerCall } from '../../http/register-call.ts';
import { userIdOf } from '../../http/caller.ts';
import type { Chat } from './chat.ts';
import type { RoomRef } from './chat-room.ts';
import type { Actor } from './chat-rooms.service.ts';
import { changeGlobalTerms, changeRoomTerms, globalTerms, roomTerms } from './blocked-terms.service.ts';
import { history } from './history.service.ts';
import { moderationLog } from './moderation-log.service.ts';
import { clientAccounts, deleteMessage, sanction, sanctionsOf, unban } from './moderation.service.ts';
import { moderatorsOf, setModerator } from './moderators.service.ts';
import { changeModes } from './modes.service.ts';
import { sendMessage, WaitError } from './send.service.ts';

/** The signed-in user of a call (a `user` call's role rule already refused everyone else). */
const actorOf = (session: Session | null): Actor => ({ userId: userIdOf(session), role: session?.role ?? 'viewer' });
/** The caller of an open call: a signed-in user, or nobody (a visitor; a feed is no user). */
const callerOf = (session: Session | null): Actor | null =>
  session === null || session.userId === 0 ? null : { userId: session.userId, role: session.role };

/** Refusals that end with a wait also say it in Retry-After (seconds). */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WaitError) reply.header('retry-after', String(error.retryAfter));
    throw error;
  }
}

/** Chat rooms of matches and live rooms (issue 12): sending, history, and moderation. */
export default async function chatRoutes(app: FastifyInstance, options: { chat: Chat }): Promise<void> {
  const { chat } = options;
  const roomOf = (input: { kind: RoomRef['kind']; roomId: number }): RoomRef => ({
    kind: input.kind,
    id: input.roomId,
  });

  registerCall(app, calls.scheduleChat, ({ body, session, headers, reply, request }) =>
    withRetryAfter(reply, () =>
      sendMessage(
        chat,
        { kind: 'match', id: body.matchId },
        userIdOf(session),
        body.text,
        headers[Header.clientIdentifyId],
        request.ip,
      ),
    ),
  );
  registerCall(app, calls.liveChat, ({ body, session, headers, reply, request }) =>
    withRetryAfter(reply, () =>
      sendMessage(
        chat,
        { kind: 'room', id: body.roomId },
        userIdOf(session),
        body.text,
        headers[Header.clientIdentifyId],
        request.ip,
      ),
    ),
  );
  registerCall(app, calls.scheduleRoomChat, ({ query, session, headers }) =>
    history(chat, { kind: 'match', id: query.matchId }, query, callerOf(session), headers[Header.clientIdentifyId]),
  );
  registerCall(app, calls.liveRoomChat, ({ body, session, headers }) =>
    history(chat, { kind: 'room', id: body.roomId }, body, callerOf(session), headers[Header.clientIdentifyId]),
  );

  registerCall(app, calls.chatDelete, ({ body, session }) =>
    deleteMessage(chat, roomOf(body), actorOf(session), body.messageId),
  );
  registerCall(app, calls.chatTimeout, ({ body, session }) =>
    sanction(chat, roomOf(body), actorOf(session), body.userId, body.seconds, body.reason),
  );
  registerCall(app, calls.chatBan, ({ body, session }) =>
    sanction(chat, roomOf(body), actorOf(session), body.userId, null, body.reason),
  );
  registerCall(app, calls.chatUnban, ({ body, session }) => unban(chat, roomOf(body), actorOf(session), body.userId));
  registerCall(app, calls.chatModes, ({ body, session }) => {
    const { kind, roomId, ...changes } = body;
    return changeModes(chat, { kind, id: roomId }, actorOf(session), changes);
  });
  registerCall(app, calls.chatSanctions, ({ query, session }) => sanctionsOf(chat, roomOf(query), actorOf(session)));
  registerCall(app, calls.chatModerationLog, ({ query, session }) =>
    moderationLog(chat, roomOf(query), actorOf(session), query.before, query.limit),
  );
  registerCall(app, calls.chatClientAccounts, ({ query, session }) =>
    clientAccounts(chat, roomOf(query), actorOf(session), query.userId),
  );
  registerCall(app, calls.chatModerators, ({ query, session }) => moderatorsOf(chat, query.roomId, actorOf(session)));
  registerCall(app, calls.chatModerator, ({ body, session }) =>
    setModerator(chat, body.roomId, actorOf(session), body.userId, body.appoint),
  );
  registerCall(app, calls.chatBlockedTerms, ({ query, session }) => roomTerms(chat, roomOf(query), actorOf(session)));
  registerCall(app, calls.chatSetBlockedTerms, ({ body, session }) =>
    changeRoomTerms(chat, roomOf(body), actorOf(session), body),
  );
  registerCall(app, calls.adminChatBlockedTerms, () => globalTerms(chat));
  registerCall(app, calls.adminSetChatBlockedTerms, ({ body, session }) =>
    changeGlobalTerms(chat, userIdOf(session), body),
  );
}
