import type { FastifyInstance } from 'fastify';
import { changeChatColor, messageReadAll, updateSetting, userMessage } from '@placar/contract/calls/user';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { userIdOf } from '../../http/caller.ts';
import { registerCall } from '../../http/register-call.ts';
import { markRead, myMessages } from './message.service.ts';
import * as profileService from './profile.service.ts';

/** The calls about what a signed-in user keeps: settings, chat colour, messages. None asks for proof of identity again. */
export default async function accountRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock },
): Promise<void> {
  const { db, clock } = options;

  registerCall(app, updateSetting, ({ body, session }) => profileService.updateSettings(db, userIdOf(session), body));
  registerCall(app, changeChatColor, ({ body, session }) =>
    profileService.changeChatColor(db, userIdOf(session), body.color),
  );
  registerCall(app, userMessage, ({ session, query }) => myMessages(db, userIdOf(session), query));
  registerCall(app, messageReadAll, ({ session, body }) =>
    markRead(db, userIdOf(session), new Date(clock.now()), body.ids),
  );
}
