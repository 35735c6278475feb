import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changeMail,
  changePassword,
  emailVerifyCode,
  login,
  loginThirdParty,
  logout,
  passwordReset,
  refreshToken,
  register,
  sessionList,
  sessionLogout,
  undoMailChange,
} from '@placar/contract/calls/user';
import { Code } from '@placar/contract/codes';
import { ApiError } from '../../http/api-error.ts';
import { languageOf } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';
import type { Session } from '../../http/auth.ts';
import { sessionIdOf, userIdOf } from '../../http/caller.ts';
import * as credentials from './credentials.service.ts';
import type { Accounts } from './accounts.ts';
import { sendCode } from './code-sending.service.ts';
import { login as logIn, loginWithGoogle } from './login.service.ts';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie.ts';
import type { RefreshGrant } from './session.service.ts';
import { mySessions } from './session-list.service.ts';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

/** A session's answer: the refresh token goes into its HttpOnly cookie, the rest into the body. */
function answerWithCookie<T extends { refresh: RefreshGrant }>(reply: FastifyReply, issued: T): Omit<T, 'refresh'> {
  const { refresh, ...answer } = issued;
  setRefreshCookie(reply, refresh);
  return answer;
}

/** The calls that prove who the caller is: codes, sign-up, login, sessions, and the password and e-mail changes that ask for proof again. */
export default async function authRoutes(app: FastifyInstance, options: { accounts: Accounts }): Promise<void> {
  const { accounts } = options;

  registerCall(app, emailVerifyCode, ({ body, request }) =>
    sendCode(accounts, { ...body, language: languageOf(request), ip: request.ip }, request.log),
  );
  registerCall(app, register, async ({ body, request, reply }) =>
    answerWithCookie(
      reply,
      await credentials.register(
        accounts,
        { ...body, language: body.language ?? languageOf(request) },
        clientOf(request),
      ),
    ),
  );
  registerCall(app, login, async ({ body, request, reply }) =>
    answerWithCookie(reply, await logIn(accounts, body, clientOf(request))),
  );
  registerCall(app, loginThirdParty, async ({ body, request, reply }) =>
    answerWithCookie(reply, await loginWithGoogle(accounts, body, languageOf(request), clientOf(request))),
  );
  registerCall(app, passwordReset, async ({ body, reply }) => {
    const answer = await credentials.resetPassword(accounts, body);
    clearRefreshCookie(reply);
    return answer;
  });
  registerCall(app, refreshToken, async ({ request, reply }) => {
    const token = refreshCookieOf(request);
    if (token === undefined) throw new ApiError(Code.mustLogInAgain);
    try {
      const { tokens, refresh } = await accounts.sessions.refresh(token, clientOf(request));
      setRefreshCookie(reply, refresh);
      return tokens;
    } catch (error) {
      // A refused cookie is dead: drop it, so the browser stops sending it.
      clearRefreshCookie(reply);
      throw error;
    }
  });
  registerCall(app, logout, async ({ session, reply }) => {
    await accounts.sessions.revoke(sessionIdOf(session), 'logout');
    clearRefreshCookie(reply);
    return { loggedOut: true };
  });
  registerCall(app, changePassword, async ({ body, session, request, reply }) =>
    answerWithCookie(reply, await credentials.changePassword(accounts, userIdOf(session), body, clientOf(request))),
  );
  registerCall(app, changeMail, ({ body, session, request }) =>
    credentials.changeMail(
      accounts,
      {
        userId: userIdOf(session),
        sessionStartedAt: (session as Session).startedAt,
        ip: request.ip,
        language: languageOf(request),
        log: request.log,
      },
      body,
    ),
  );
  registerCall(app, undoMailChange, ({ body }) => credentials.undoMailChange(accounts, body.token));
  registerCall(app, sessionList, async ({ session }) => ({
    list: await mySessions(accounts, userIdOf(session), sessionIdOf(session)),
  }));
  registerCall(app, sessionLogout, async ({ body, session }) => {
    const userId = userIdOf(session);
    if ('id' in body) {
      await accounts.sessions.revokeOwn(userId, body.id);
      return { signedOut: 1 };
    }
    return { signedOut: await accounts.sessions.revokeAllOf(userId, 'signed_out', sessionIdOf(session)) };
  });
}
