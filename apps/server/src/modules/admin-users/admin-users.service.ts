import type { z } from 'zod';
import type { adminUpdateUser, userRowSchema } from '@placar/contract/calls/admin-users';
import { Code } from '@placar/contract/codes';
import type { HostApplication } from '@placar/contract/live-entities';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { recordChange } from '../audit/audit.service.ts';
import { lift, sanctionHistory, suspend, suspensionsOf } from '../sanctions/sanctions.service.ts';
import type { Suspension } from '../sanctions/sanctions.service.ts';
import type { SessionService } from '../auth/session.service.ts';
import { searchUsers, sessionsOf, userWithHostStatus } from './admin-users.repository.ts';

export interface AdminUsersDeps {
  db: Database;
  clock: Clock;
  sessions: Pick<SessionService, 'revokeAllOf' | 'forgetUser'>;
  /** The user's host application (the hosts service). */
  hostApplicationOf(userId: number): Promise<HostApplication | null>;
}

type UserRow = z.infer<typeof userRowSchema>;
type Found = NonNullable<Awaited<ReturnType<typeof userWithHostStatus>>>;

function rowView({ user, hostStatus }: Found, suspension: Suspension | undefined): UserRow {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    nickname: user.nickname,
    role: user.role === 'admin' || user.role === 'anchor' ? user.role : 'viewer',
    createdAt: user.createdAt.toISOString(),
    suspended:
      suspension === undefined ? null : { reason: suspension.reason, until: suspension.until?.toISOString() ?? null },
    hostStatus: (hostStatus ?? null) as UserRow['hostStatus'],
  };
}

export async function findUsers(
  deps: AdminUsersDeps,
  input: { query: string; role?: string | undefined; suspended?: boolean | undefined; page: number; limit: number },
) {
  const now = new Date(deps.clock.now());
  const { rows, total } = await searchUsers(deps.db, { ...input, now, offset: (input.page - 1) * input.limit });
  const suspensions = await suspensionsOf(
    deps.db,
    rows.map((row) => row.user.id),
    now,
  );
  return { list: rows.map((row) => rowView(row, suspensions.get(row.user.id))), total };
}

function userNotFound(userId: number): ApiError {
  return new ApiError(Code.notFound, { en: `User ${userId} not found`, br: `Usuário ${userId} não encontrado` });
}

export async function userDetail(deps: AdminUsersDeps, userId: number) {
  const found = await userWithHostStatus(deps.db, userId);
  if (found === undefined) throw userNotFound(userId);
  const now = new Date(deps.clock.now());
  const [suspensions, sessionRows, sanctions, hostApplication] = await Promise.all([
    suspensionsOf(deps.db, [userId], now),
    sessionsOf(deps.db, userId),
    sanctionHistory(deps.db, userId, now),
    deps.hostApplicationOf(userId),
  ]);
  return {
    user: { ...rowView(found, suspensions.get(userId)), language: found.user.language },
    sessions: sessionRows.map((row) => ({
      // Enough to tell sessions apart; the whole id is a credential's name and stays on the server.
      id: row.id.slice(0, 8),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      revokedReason: row.revokedReason,
      ip: row.ip,
      userAgent: row.userAgent,
    })),
    sanctions,
    hostApplication,
  };
}

/**
 * /admin/updateUser: suspend (every session ends at once, login refused), lift, or end every
 * session. Admins are not suspended here, and nobody acts on their own account.
 */
export async function updateUser(
  deps: AdminUsersDeps,
  actorId: number,
  input: z.output<(typeof adminUpdateUser)['body']>,
) {
  const found = await userWithHostStatus(deps.db, input.userId);
  if (found === undefined) throw userNotFound(input.userId);
  if (input.userId === actorId) {
    throw new ApiError(Code.conflict, {
      en: 'You cannot do this to your own account',
      br: 'Você não pode fazer isso com a sua própria conta',
    });
  }
  const now = new Date(deps.clock.now());
  const before = (await suspensionsOf(deps.db, [input.userId], now)).get(input.userId) ?? null;
  let after: unknown;
  if (input.action === 'suspend') {
    if (found.user.role === 'admin')
      throw new ApiError(Code.conflict, { en: 'An admin cannot be suspended', br: 'Um admin não pode ser suspenso' });
    const sanction = await suspend(deps.db, {
      userId: input.userId,
      reason: input.reason,
      days: input.days,
      by: actorId,
      now,
    });
    await deps.sessions.revokeAllOf(input.userId, 'admin');
    after = { reason: sanction.reason, until: sanction.endsAt };
  } else if (input.action === 'lift') {
    if ((await lift(deps.db, input.userId, actorId, now)) === 0) {
      throw new ApiError(Code.conflict, { en: 'This user is not suspended', br: 'Este usuário não está suspenso' });
    }
    after = null;
  } else {
    await deps.sessions.revokeAllOf(input.userId, 'admin');
    after = { sessionsEnded: true };
  }
  await deps.sessions.forgetUser(input.userId);
  await recordChange(deps.db, {
    actorId,
    action: `updateUser:${input.action}`,
    target: `user:${input.userId}`,
    before,
    after,
    at: now,
  });
  return userDetail(deps, input.userId);
}
