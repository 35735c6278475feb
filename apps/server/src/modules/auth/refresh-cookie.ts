import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshToken } from '@placar/contract/calls/user';
import { isLoopbackHost } from '../../config.ts';
import { API_PREFIX } from '../../http/envelope.ts';
import type { RefreshGrant } from './session.service.ts';

const REFRESH_COOKIE = 'refreshToken';
/** Sent only with the refresh call itself: no other request, page or script ever carries it. */
const REFRESH_COOKIE_PATH = `${API_PREFIX}${refreshToken.path}`;

/** Secure everywhere but plain-HTTP localhost, where browsers would not keep it. */
function secure(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return !(url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** Sets the refresh token as an HttpOnly, SameSite=Lax cookie on the refresh path, living as long as the session may. */
export function setRefreshCookie(reply: FastifyReply, grant: RefreshGrant): void {
  const maxAge = Math.max(0, Math.floor((grant.expiresAt - reply.server.clock.now()) / 1000));
  reply.setCookie(REFRESH_COOKIE, grant.token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(reply.server.config.security.publicUrl),
    maxAge,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(reply.server.config.security.publicUrl),
  });
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value === undefined || value === '' || value.length > 512 ? undefined : value;
}
