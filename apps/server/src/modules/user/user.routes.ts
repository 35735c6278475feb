import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeChatColor,
  changeMail,
  changePassword,
  emailVerifyCode,
  login,
  loginThirdParty,
  logout,
  passwordReset,
  refreshToken,
  register,
  messageReadAll,
  updateSetting,
  userMessage,
} from '@placar/contract/calls/user';
import { languageOf } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';
import * as accountService from './account.service.ts';
import type { Accounts } from './accounts.ts';
import { sessionIdOf, userIdOf } from './caller.ts';
import { sendCode } from './code-sending.service.ts';
import { login as logIn, loginWithGoogle } from './login.service.ts';
import { markRead, myMessages } from './message.service.ts';
import * as profileService from './profile.service.ts';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null });

export default async function userRoutes(app: FastifyInstance, options: { accounts: Accounts }): Promise<void> {
  const { accounts } = options;
  const { db } = accounts;

  registerCall(app, emailVerifyCode, ({ body, request }) =>
    sendCode(accounts, { ...body, language: languageOf(request), ip: request.ip }, request.log),
  );
  registerCall(app, register, ({ body, request }) =>
    accountService.register(accounts, { ...body, language: body.language ?? languageOf(request) }, clientOf(request)),
  );
  registerCall(app, login, ({ body, request }) => logIn(accounts, body, clientOf(request)));
  registerCall(app, loginThirdParty, ({ body, request }) => loginWithGoogle(accounts, body.idToken, languageOf(request), clientOf(request)));
  registerCall(app, passwordReset, ({ body }) => accountService.resetPassword(accounts, body));
  registerCall(app, refreshToken, ({ body }) => accounts.sessions.refresh(body.refreshToken));
  registerCall(app, logout, async ({ session }) => {
    await accounts.sessions.revoke(sessionIdOf(session), 'logout');
    return { loggedOut: true };
  });
  registerCall(app, changePassword, ({ body, session, request }) =>
    accountService.changePassword(accounts, userIdOf(session), body, clientOf(request)),
  );
  registerCall(app, changeMail, ({ body, session }) => accountService.changeMail(accounts, userIdOf(session), body));
  registerCall(app, updateSetting, ({ body, session }) => profileService.updateSettings(db, userIdOf(session), body));
  registerCall(app, changeChatColor, ({ body, session }) => profileService.changeChatColor(db, userIdOf(session), body.color));
  registerCall(app, userMessage, ({ session, query }) => myMessages(db, userIdOf(session), query));
  registerCall(app, messageReadAll, ({ session, body }) => markRead(db, userIdOf(session), new Date(accounts.clock.now()), body.ids));
}
