import { Code } from '@placar/contract/codes';
import type { HOST_DECISIONS } from '@placar/contract/calls/hosts';
import type { HostApplication } from '@placar/contract/live-entities';
import { isSport } from '@placar/contract/sports/served-sports';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { recordChange } from '../audit/audit.service.ts';
import { sendMessages } from '../account/message.service.ts';
import { setHostRole, userLanguage } from '../account/role.service.ts';
import type { SessionService } from '../auth/session.service.ts';
import { findApplication, listApplications, moveApplication, savePending } from './host-application.repository.ts';
import type { ApplicationRow } from './host-application.repository.ts';
import { cannotApply, cannotDecide, decisionMessage } from './host-texts.ts';

type Decision = (typeof HOST_DECISIONS)[number];

/** What becoming or stopping being a host does to the live side (the live module implements it). */
export interface HostLifecycle {
  /** Approved or reinstated: the host's room exists (made on first approval) and its key may publish. Answers the room id. */
  approved(
    hostId: number,
    application: { streamName: string; sports: readonly string[]; language: 'en' | 'br' },
  ): Promise<number>;
  /** Suspended: the stream is cut at once, the room closed, the key refused. */
  suspended(hostId: number): Promise<void>;
  roomIdOf(hostId: number): Promise<number | null>;
}

export interface HostDeps {
  db: Database;
  clock: Clock;
  sessions: Pick<SessionService, 'forgetUser'>;
  lifecycle: HostLifecycle;
}

const TRANSITIONS: Record<Decision, { from: readonly string[]; to: string }> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
  reopen: { from: ['rejected'], to: 'pending' },
};

function applicationView(row: ApplicationRow, roomId: number | null): HostApplication {
  return {
    id: row.id,
    userId: row.userId,
    streamName: row.streamName,
    intro: row.intro,
    sports: row.sports.filter(isSport),
    status: row.status as HostApplication['status'],
    reason: row.reason,
    roomId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** /user/confirmAnchor: a new application, or the pending one edited. */
export async function apply(
  deps: HostDeps,
  userId: number,
  input: { streamName: string; intro: string; sports: string[] },
) {
  const saved = await savePending(deps.db, userId, input, new Date(deps.clock.now()));
  if (saved === undefined) {
    const current = await findApplication(deps.db, userId);
    throw new ApiError(Code.conflict, cannotApply(current?.status ?? 'unknown'));
  }
  return { application: applicationView(saved, await deps.lifecycle.roomIdOf(userId)) };
}

/** /admin/updateAnchor: one decision, its effect on role and room, and a message to the applicant. */
export async function decide(
  deps: HostDeps,
  adminId: number,
  input: { userId: number; action: Decision; reason?: string | undefined },
) {
  const current = await findApplication(deps.db, input.userId);
  if (current === undefined) {
    throw new ApiError(Code.notFound, {
      en: `User ${input.userId} has no host application`,
      br: `O usuário ${input.userId} não tem inscrição de host`,
    });
  }
  const transition = TRANSITIONS[input.action];
  const at = new Date(deps.clock.now());
  const reason = input.action === 'reject' || input.action === 'suspend' ? (input.reason ?? null) : null;
  const moved = transition.from.includes(current.status)
    ? await moveApplication(deps.db, input.userId, { ...transition, reason, decidedBy: adminId, at })
    : undefined;
  if (moved === undefined)
    throw new ApiError(
      Code.conflict,
      cannotDecide(input.action, (await findApplication(deps.db, input.userId))?.status ?? current.status),
    );

  const language = await userLanguage(deps.db, input.userId);
  if (moved.status === 'approved') {
    await setHostRole(deps.db, deps.sessions, input.userId, true);
    await deps.lifecycle.approved(input.userId, { streamName: moved.streamName, sports: moved.sports, language });
  } else if (moved.status === 'suspended') {
    await deps.lifecycle.suspended(input.userId);
    await setHostRole(deps.db, deps.sessions, input.userId, false);
  }
  await recordChange(deps.db, {
    actorId: adminId,
    action: `updateAnchor:${input.action}`,
    target: `user:${input.userId}`,
    before: { status: current.status, reason: current.reason },
    after: { status: moved.status, reason: moved.reason },
    at,
  });
  const message = decisionMessage(input.action, reason);
  await sendMessages(deps.db, [
    { userId: input.userId, language, kind: 'hostApplication', ...message, link: '/host/liveDetails', at },
  ]);
  return { application: applicationView(moved, await deps.lifecycle.roomIdOf(input.userId)) };
}

export async function applications(
  deps: HostDeps,
  input: { status?: string | undefined; page: number; limit: number },
) {
  const { rows, total } = await listApplications(deps.db, {
    status: input.status,
    offset: (input.page - 1) * input.limit,
    limit: input.limit,
  });
  const list = await Promise.all(
    rows.map(async (row) => ({
      ...applicationView(row.application, await deps.lifecycle.roomIdOf(row.application.userId)),
      applicant: row.applicant,
    })),
  );
  return { list, total };
}

/** The caller's application, for the host pages (null when there is none). */
export async function applicationOf(
  deps: Pick<HostDeps, 'db'>,
  userId: number,
  roomId: number | null,
): Promise<HostApplication | null> {
  const row = await findApplication(deps.db, userId);
  return row === undefined ? null : applicationView(row, roomId);
}
