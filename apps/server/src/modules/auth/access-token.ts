import { SignJWT, errors, jwtVerify } from 'jose';
import { Code } from '@placar/contract/codes';
import { ROLES } from '@placar/contract/account-entities';
import type { User } from '@placar/contract/account-entities';
import { ApiError } from '../../http/api-error.ts';

interface AccessClaims {
  userId: number;
  sessionId: string;
  role: User['role'];
}

const ALGORITHM = 'HS256';
const AUDIENCE = 'placar-api';

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  ttlSeconds: number,
  now: number,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.userId))
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ttlSeconds)
    .sign(key);
}

/** The claims of a valid token; 4010002 when it has expired (the client refreshes), 4010001 for anything else. */
export async function verifyAccessToken(key: Uint8Array, token: string, now: number): Promise<AccessClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: new Date(now),
    }));
  } catch (error) {
    throw new ApiError(error instanceof errors.JWTExpired ? Code.accessTokenExpired : Code.mustLogInAgain);
  }
  const userId = Number(payload.sub);
  const { sid, role } = payload;
  if (!Number.isSafeInteger(userId) || typeof sid !== 'string' || !ROLES.includes(role as User['role'])) {
    throw new ApiError(Code.mustLogInAgain);
  }
  return { userId, sessionId: sid, role: role as User['role'] };
}
